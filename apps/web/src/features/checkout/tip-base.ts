import type { Order } from '@queueless/contracts';
import { tipBaseCents } from '@queueless/contracts/deposits';
import { toCents } from '#web/lib/money';

/**
 * What the tip options are a percentage of: the order's food and drink lines paid now, as the server prices the tip
 * (merchandise takes none, decision 053).
 */
export function orderTipBaseCents(order: Pick<Order, 'cartItems'>): number {
  return tipBaseCents(order.cartItems.map((line) => ({ ...line, priceCents: toCents(line.price) })));
}
