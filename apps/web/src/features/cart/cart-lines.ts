import { plural } from '@lingui/core/macro';
import type { Product, ProductType } from '@queueless/contracts';
import { centsToSignedDecimal } from '@queueless/contracts/menu-pricing';
import { linePriceCents } from '#web/features/menu/line-price';
import { maxOrderable } from '#web/features/menu/menu';
import { choiceText, describeChoices, isIdRequired } from '#web/features/menu/option-choices';
import { type ChosenOption, type ComboChoice, lineKeyOf, optionGroupsOf } from '#web/features/menu/options';
import { MAX_LINE_QUANTITY } from '#web/lib/constants';
import type { StoredCart } from './cart';
import { areChoicesOrderable, isOrderable } from './cart-orderable';

/** A cart line for display (customer.md, section 3), priced from the menu. */
export type CartLine = {
  /** The line's key: its product, or its product and choices (a different choice is a different line). */
  key: string;
  productId: string;
  /** The chosen options and a combo's choices, as sent to the server. */
  options: ChosenOption[];
  comboChoices: ComboChoice[];
  /** "Don Julio", "Extra shot ×2": shown under the line's name. */
  optionTexts: string[];
  isIdRequired: boolean;
  name: string;
  variantName: string | null;
  price: string;
  priceCents: number;
  quantity: number;
  /** The most this line may hold: 10, or the stock left. */
  maxQuantity: number;
  imageUrls: string[];
  productType: ProductType;
};

export type CartSummary = {
  lines: CartLine[];
  subtotalCents: number;
  totalQuantity: number;
  hasAlcohol: boolean;
  /** How many alcoholic items the cart holds (a location may limit them per order). */
  alcoholicCount: number;
  /** Merchandise-only carts have no tip. */
  isMerchandiseOnly: boolean;
};

/** The cart's lines priced from the menu; lines whose product can no longer be ordered are left out. */
export function summarizeCart(cart: StoredCart, products: readonly Product[] | undefined): CartSummary {
  const byId = new Map((products ?? []).map((product) => [product.productId, product]));
  const lines: CartLine[] = [];
  const alcoholicUnits: number[] = [];
  for (const item of cart.items) {
    const product = byId.get(item.productId);
    if (!isOrderable(product) || !areChoicesOrderable(product, item.options, item.comboChoices)) continue;
    const maxQuantity = maxOrderable(product, MAX_LINE_QUANTITY);
    const options = item.options ?? [];
    const comboChoices = item.comboChoices ?? [];
    const priceCents = linePriceCents(product, { options, comboChoices }, (id) => byId.get(id));
    // A combo counts its alcoholic components (a pint and a hot dog is one drink), another line itself.
    const components = comboChoices.map((choice) => byId.get(choice.productId));
    alcoholicUnits.push(
      comboChoices.length > 0
        ? components.filter((component) => component?.productType === 'ALCOHOLIC_ITEM').length
        : product.productType === 'ALCOHOLIC_ITEM'
          ? 1
          : 0,
    );
    lines.push({
      key: lineKeyOf(product.productId, options, comboChoices),
      productId: product.productId,
      options,
      comboChoices,
      optionTexts: [
        ...components.flatMap((component, index) =>
          component
            ? [
                component.name,
                ...describeChoices(optionGroupsOf(component), comboChoices[index]?.options ?? []).map(choiceText),
              ]
            : [],
        ),
        ...describeChoices(optionGroupsOf(product), options).map(choiceText),
      ],
      isIdRequired: isIdRequired(product),
      name: product.name,
      variantName: product.variantName,
      price: centsToSignedDecimal(priceCents),
      priceCents,
      quantity: Math.min(item.quantity, maxQuantity),
      maxQuantity,
      imageUrls: product.imageUrls,
      productType: product.productType,
    });
  }
  return {
    lines,
    subtotalCents: lines.reduce((sum, line) => sum + line.priceCents * line.quantity, 0),
    totalQuantity: lines.reduce((sum, line) => sum + line.quantity, 0),
    hasAlcohol: lines.some((line) => line.productType === 'ALCOHOLIC_ITEM'),
    alcoholicCount: lines.reduce((sum, line, index) => sum + (alcoholicUnits[index] ?? 0) * line.quantity, 0),
    isMerchandiseOnly: lines.length > 0 && lines.every((line) => line.productType === 'MERCHANDISE'),
  };
}

/**
 * The alcohol limit's message, the same English words as the server's (the contracts' alcoholLimitMessage, decision
 * 087), in the active language.
 */
export function alcoholLimitMessage(limit: number): string {
  return plural(limit, {
    one: 'This location allows at most # alcoholic drink per order.',
    other: 'This location allows at most # alcoholic drinks per order.',
  });
}

export { lineTitle } from './cart';
export { areChoicesOrderable, isOrderable } from './cart-orderable';
