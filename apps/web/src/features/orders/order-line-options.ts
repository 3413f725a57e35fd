import type { OrderLineComponent, OrderLineOption } from '@queueless/contracts';
import { choiceText } from '#web/features/menu/option-choices';

/** What an order's line (or a queue entry's item) carries of its choices (issue 39); older answers have none. */
type LineWithChoices = { options?: OrderLineOption[]; components?: OrderLineComponent[] };

/** The line holds choices to show (options, or a combo's components). */
export function hasLineChoices(line: LineWithChoices): boolean {
  return (line.options?.length ?? 0) > 0 || (line.components?.length ?? 0) > 0;
}

/**
 * "Espolòn, Salt rim" for the guest; the kitchen's names for the bar and hand-over screens (`forKitchen`: the server
 * gives the kitchen name, or the name when there is none). A combo's components come first, each with its options.
 */
export function orderLineOptionsText(line: LineWithChoices, forKitchen = false): string {
  const text = (option: OrderLineOption) =>
    choiceText({ name: (forKitchen && option.kitchenName) || option.name, quantity: option.quantity });
  const components = (line.components ?? []).map((component) =>
    [component.name, ...component.options.map(text)].join(' '),
  );
  return [...components, ...(line.options ?? []).map(text)].join(', ');
}

/** A line's identity in lists: two lines of one product with other choices are two lines (the server's lineNo). */
export function orderLineKey(line: { productId: string; lineNo?: number }, index: number): string {
  return `${line.productId}-${line.lineNo ?? index}`;
}

/** CHECK ID at hand-over (issue 39): the server's flag on the order or queue entry. */
export function needsIdCheck(order: { idCheckRequired?: boolean }): boolean {
  return order.idCheckRequired === true;
}
