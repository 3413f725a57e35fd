import type { Order, OrderCartItem, OrderLineOption } from '@queueless/contracts';
import { centsToSignedDecimal } from '@queueless/contracts/menu-pricing';
import { keyOf } from '#web/features/cart/cart';
import type { CartSummary } from '#web/features/cart/cart-lines';
import type { ChosenOption } from '#web/features/menu/options';
import { toCents } from '#web/lib/money';

/** What the server priced one line of an order at: its unit price (choices included) and its presale deposit. */
export type OrderLinePrice = { priceCents: number; depositPercent: number | null };

/**
 * The cart line an order's line was made from (its product and choices, keyed as cart.ts keys a cart's line). A stored
 * order kept from before issue 39 has no options or components on its lines: read as none.
 */
export function orderLineKey(line: OrderCartItem): string {
  const sold = line as Partial<Pick<OrderCartItem, 'options' | 'components'>>;
  const chosen = (list: readonly OrderLineOption[] = []): ChosenOption[] =>
    list.map(({ optionId, quantity, preModifier }) => ({ optionId, quantity, ...(preModifier && { preModifier }) }));
  return keyOf({
    productId: line.productId,
    options: chosen(sold.options),
    comboChoices: (sold.components ?? []).map(({ slotId, productId, options }) => ({
      slotId,
      productId,
      options: chosen(options),
    })),
  });
}

/** The order's lines by the cart line each was made from. */
export function orderLinePrices(order: Pick<Order, 'cartItems'>): Map<string, OrderLinePrice> {
  return new Map(
    order.cartItems.map((line) => [
      orderLineKey(line),
      { priceCents: toCents(line.price), depositPercent: line.depositPercent },
    ]),
  );
}

/**
 * The cart's lines at the prices of the order made ahead of Checkout (decision 074, addition of issue 45): the server
 * priced each of them as the review opened, options and combos included, so the review shows what will be charged
 * without reading the menu again. A line the order does not hold keeps the menu's price; without an order, the
 * summary is as it was.
 */
export function priceByOrder(summary: CartSummary, prices: ReadonlyMap<string, OrderLinePrice> | null): CartSummary {
  if (!prices) return summary;
  const lines = summary.lines.map((line) => {
    const priced = prices.get(line.key);
    if (!priced || priced.priceCents === line.priceCents) return line;
    return { ...line, priceCents: priced.priceCents, price: centsToSignedDecimal(priced.priceCents) };
  });
  return { ...summary, lines, subtotalCents: lines.reduce((sum, line) => sum + line.priceCents * line.quantity, 0) };
}
