import type { Product } from '@queueless/contracts';
import { comboSlotsOf, type LineChoices, optionGroupsOf } from '#web/features/menu/options';
import { toCents } from '#web/lib/money';

/**
 * One unit of a line in cents: the product's price plus each chosen option's price change times its quantity, and a
 * combo's chosen components' changes; never below zero. Issue 39: the browser shows what the server will charge, to
 * the cent: this is the contracts' lineUnitCents rule (menu-pricing.ts), which replaces it when merged (decision 093).
 */
export function linePriceCents(product: Product, { options = [], comboChoices = [] }: LineChoices = {}): number {
  const deltas = new Map(
    optionGroupsOf(product).flatMap((group) => group.options.map((option) => [option.optionId, option.priceDelta])),
  );
  let cents = toCents(product.price);
  for (const option of options) {
    if (option.preModifier === 'NO') continue;
    cents += toCents(deltas.get(option.optionId)) * option.quantity;
  }
  for (const slot of comboSlotsOf(product)) {
    const chosen = comboChoices.find((choice) => choice.slotId === slot.slotId);
    const offered = slot.choices.find((choice) => choice.productId === chosen?.productId);
    if (offered) cents += toCents(offered.priceDelta);
  }
  return Math.max(0, cents);
}
