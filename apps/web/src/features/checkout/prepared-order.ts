import { keyOf } from '#web/features/cart/cart';
import { type CartSummary, summarizeCart } from '#web/features/cart/cart-lines';
import { getCart } from '#web/features/cart/cart-store';
import { DEFAULT_TIP_PERCENTAGE } from '#web/lib/constants';
import { pageProducts } from '#web/lib/page-data';
import { getSession, shouldRefreshSession } from '#web/lib/session';
import { readStoredOrder, type StoredOrder, type TipPercentage } from './stored-order';
import { type SubmitOrderInput, submitOrder } from './submit-order';

/** The tip an order starts with: the one chosen before at this location, else 15 %; none for merchandise only. */
export function startingTip(vendorLocationId: string, isMerchandiseOnly: boolean): TipPercentage {
  if (isMerchandiseOnly) return 0;
  const previous = readStoredOrder(vendorLocationId)?.tipPercentage;
  return previous ? previous : DEFAULT_TIP_PERCENTAGE;
}

/** The order the review's Checkout makes of the cart as it is (its orderable lines, the starting tip). */
export function orderInputFor(userId: string, vendorLocationId: string, summary: CartSummary): SubmitOrderInput {
  return {
    userId,
    vendorLocationId,
    items: summary.lines.map(({ productId, quantity, options, comboChoices }) => ({
      productId,
      quantity,
      ...(options.length > 0 && { options }),
      ...(comboChoices.length > 0 && { comboChoices }),
    })),
    tipPercentage: startingTip(vendorLocationId, summary.isMerchandiseOnly),
  };
}

/** What an order is made of, to tell whether one made ahead still fits the cart. */
export function orderKey({ userId, items, tipPercentage }: SubmitOrderInput): string {
  return JSON.stringify([userId, tipPercentage, items.map((item) => [keyOf(item), item.quantity])]);
}

type Prepared = { vendorLocationId: string; key: string; at: number; order: Promise<StoredOrder> };

/** An order made ahead is used for at most this long; after it, the tap submits the cart again. */
const PREPARED_FOR_MS = 10 * 60_000;
let prepared: Prepared | null = null;

/**
 * Makes the cart's order ahead of the Checkout tap (issue 16, decision 017): on the menu's 'Order Now' and as the
 * review opens, so the tap usually finds it made. Submitted as the tap would (the stored order updated when it is
 * the same user's and in progress, else a new one), but a failure here clears nothing: the tap submits again and
 * shows it. The same cart already under way (and not older than the tap would use): nothing more. Another cart:
 * made after the one under way, never beside it (two creates at once would make two orders). Answers that order, so
 * the review can show its lines at the server's prices (decision 074); nobody need wait for it or catch its failure.
 */
export function prepareOrder(input: SubmitOrderInput): Promise<StoredOrder> {
  const key = orderKey(input);
  const now = Date.now();
  const current = prepared;
  const isSame = current && current.vendorLocationId === input.vendorLocationId && current.key === key;
  if (isSame && now - current.at < PREPARED_FOR_MS) return current.order;
  const submit = () => submitOrder({ ...input, clearOnFailure: false });
  const order = current ? current.order.catch(() => null).then(submit) : submit();
  order.catch(() => undefined);
  prepared = { vendorLocationId: input.vendorLocationId, key, at: now, order };
  return order;
}

/**
 * A quick Order Now, kept by the menu's first script (decision 102): the stored cart's order made the moment the
 * review's code is here, before the review is drawn, so its round trip runs beside that drawing instead of after it
 * (the review makes it as its page opens). The same order the review would make (the same user, cart, menu prices and
 * starting tip), so the review finds it under way. Nothing when the session is about to be refreshed or the cart
 * holds nothing to order: the review then makes it as before.
 */
export function prepareStoredCartOrder(vendorLocationId: string): void {
  const session = getSession();
  if (!session || shouldRefreshSession(session)) return;
  const summary = summarizeCart(getCart(vendorLocationId), pageProducts(vendorLocationId));
  if (summary.lines.length === 0) return;
  prepareOrder(orderInputFor(session.user.userId, vendorLocationId, summary)).catch(() => undefined);
}

/**
 * The Checkout tap's order: the one made ahead when it holds `input` (waited for if still under way), else the cart
 * submitted now, after whatever was under way (so never two at once). Either way the spec's rule: the stored order
 * is reused when it is the same user's and in progress, else a new one is made; a failure here clears it.
 */
export async function orderForCheckout(input: SubmitOrderInput): Promise<StoredOrder> {
  const ready = prepared;
  prepared = null;
  if (ready) {
    const order = await ready.order.catch(() => null);
    const isFresh = Date.now() - ready.at < PREPARED_FOR_MS;
    if (order && isFresh && ready.vendorLocationId === input.vendorLocationId && ready.key === orderKey(input)) {
      return order;
    }
  }
  return submitOrder(input);
}
