import type { Product } from '@queueless/contracts';
import { decimalToCents, lineUnitCents, type PricedOptionChoice } from '@queueless/contracts/menu-pricing';
import { type ChosenOption, comboSlotsOf, type LineChoices, optionGroupsOf } from '#web/features/menu/options';

/** A price change in cents; a malformed one (never from our server) reads as 0 so one bad value breaks no page. */
const deltaCents = (text: string | undefined) => {
  const cents = text === undefined ? 0 : decimalToCents(text);
  return Number.isFinite(cents) ? cents : 0;
};

/**
 * One unit of a cart line in cents, by the contracts' one rule (lineUnitCents, decision 087): the product's price,
 * each chosen option's change times its quantity, and a combo's chosen components' changes. Every total the browser
 * shows comes from here, so it equals the server's to the cent. `productOf` finds a combo's chosen products on the menu
 * (their options' changes count); without it a combo's component options count nothing.
 */
export function linePriceCents(
  product: Product,
  { options = [], comboChoices = [] }: LineChoices = {},
  productOf: (productId: string) => Product | undefined = () => undefined,
): number {
  const priced = pricedOptions(product, options);
  for (const slot of comboSlotsOf(product)) {
    const chosen = comboChoices.find((choice) => choice.slotId === slot.slotId);
    const offered = slot.choices.find((choice) => choice.productId === chosen?.productId);
    if (!offered) continue;
    priced.push({ priceDeltaCents: deltaCents(offered.priceDelta), quantity: 1 });
    // The chosen product's own options, priced from its groups as the server prices a component's (issue 39).
    const component = productOf(offered.productId);
    if (component) priced.push(...pricedOptions(component, chosen?.options ?? []));
  }
  return lineUnitCents(deltaCents(product.price), priced);
}

function pricedOptions(product: Product, options: readonly ChosenOption[]): PricedOptionChoice[] {
  const deltas = new Map(
    optionGroupsOf(product).flatMap((group) => group.options.map((option) => [option.optionId, option.priceDelta])),
  );
  return options.map((option) => ({
    priceDeltaCents: deltaCents(deltas.get(option.optionId)),
    quantity: option.quantity,
    preModifier: option.preModifier ?? null,
  }));
}
