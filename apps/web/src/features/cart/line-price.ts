import type { Product } from '@queueless/contracts';
import { type ChosenOption, optionGroupsOf } from '#web/features/menu/options';
import { toCents } from '#web/lib/money';

/**
 * One unit of a line in cents: the product's price plus each chosen option's price difference times its quantity
 * (NO takes nothing off). Issue 39: the browser shows what the server will charge, to the cent; the server's pricing
 * is the same rule (merged from contracts once menu-server lands it, decision 093).
 */
export function linePriceCents(product: Product, options: readonly ChosenOption[] = []): number {
  const deltas = new Map(
    optionGroupsOf(product).flatMap((group) => group.options.map((option) => [option.optionId, option.priceDelta])),
  );
  let cents = toCents(product.price);
  for (const option of options) {
    if (option.preModifier === 'NO') continue;
    cents += toCents(deltas.get(option.optionId)) * option.quantity;
  }
  return Math.max(0, cents);
}
