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

export function orderLineOptions(line: { options?: unknown }): OrderLineOption[] {
  return (line.options as OrderLineOption[] | undefined) ?? [];
}

/** The line holds choices to show (options, or a combo's components). */
export function hasLineChoices(line: { options?: unknown; components?: unknown }): boolean {
  return orderLineOptions(line).length > 0 || orderLineComponents(line).length > 0;
}

/** A combo's component on an order's line (a separate item for the bar and the kitchen). */
export type OrderLineComponent = { slotId: string; productId: string; name: string; options: OrderLineOption[] };

export function orderLineComponents(line: { components?: unknown }): OrderLineComponent[] {
  return (line.components as OrderLineComponent[] | undefined) ?? [];
}

/** One unit of the line as the server priced it: its `price` already holds its options (issue 39). */
export function orderLineUnitCents(line: OrderCartItem): number {
  return toCents(line.price);
}

/** "Don Julio, Salt rim" for the guest; the kitchen's short names for the bar (`forKitchen`). */
export function orderLineOptionsText(line: { options?: unknown; components?: unknown }, forKitchen = false): string {
  const options = (line.options as OrderLineOption[] | undefined) ?? [];
  const name = (option: OrderLineOption) => (forKitchen && option.kitchenName) || option.name;
  const components = orderLineComponents(line).map((component) =>
    [component.name, ...component.options.map((option) => choiceText({ ...option, name: name(option) }))].join(' '),
  );
  return [...components, ...options.map((option) => choiceText({ ...option, name: name(option) }))].join(', ');
}

/** A line's identity in lists: its product and its choices (two margaritas with other tequilas are two lines). */
export function orderLineKey(line: OrderCartItem, index: number): string {
  return `${line.productId}-${line.variantName ?? ''}-${index}`;
}

/** CHECK ID at hand-over (issue 39): the server's flag on the order or queue entry. */
export function needsIdCheck(order: { idCheckRequired?: unknown }): boolean {
  return order.idCheckRequired === true;
}
