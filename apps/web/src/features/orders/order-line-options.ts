import type { OrderCartItem } from '@queueless/contracts';
import { choiceText, type PreModifier } from '#web/features/menu/options';
import { toCents } from '#web/lib/money';

/** A chosen option on an order's line, as the server gives it back (issue 39). */
export type OrderLineOption = {
  optionId: string;
  name: string;
  kitchenName?: string | null;
  priceDelta: string;
  quantity: number;
  preModifier?: PreModifier | null;
};

export function orderLineOptions(line: OrderCartItem): OrderLineOption[] {
  return (line as OrderCartItem & { options?: OrderLineOption[] }).options ?? [];
}

/** One unit of the line: the product's price and its options' differences (the server priced each of them). */
export function orderLineUnitCents(line: OrderCartItem): number {
  return orderLineOptions(line).reduce(
    (sum, option) => (option.preModifier === 'NO' ? sum : sum + toCents(option.priceDelta) * option.quantity),
    toCents(line.price),
  );
}

/** "Don Julio, NO Salt rim" for the guest; the kitchen's short names for the bar (`forKitchen`). */
export function orderLineOptionsText(line: OrderCartItem, forKitchen = false): string {
  return orderLineOptions(line)
    .map((option) => choiceText({ ...option, name: (forKitchen && option.kitchenName) || option.name }))
    .join(', ');
}

/** A line's identity in lists: its product and its choices (two margaritas with other tequilas are two lines). */
export function orderLineKey(line: OrderCartItem, index: number): string {
  return `${line.productId}-${line.variantName ?? ''}-${index}`;
}

/** ID checked at hand-over (issue 39): the order holds a line whose product needs it. */
export function orderNeedsIdCheck(lines: readonly OrderCartItem[]): boolean {
  return lines.some(
    (line) => (line as OrderCartItem & { idRequired?: boolean }).idRequired ?? line.productType === 'ALCOHOLIC_ITEM',
  );
}
