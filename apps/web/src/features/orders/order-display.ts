import type { Order, OrderStatus } from '@queueless/contracts';
import { isApiError } from '#web/lib/api-client';

/** IN_PROGRESS and PAID both read 'IN PROGRESS'; COMPLETE 'Completed'; REFUNDED 'Refunded' (staff.md section 4). */
export function orderStatusText(status: OrderStatus): 'IN PROGRESS' | 'Completed' | 'Refunded' {
  if (status === 'COMPLETE') return 'Completed';
  if (status === 'REFUNDED') return 'Refunded';
  return 'IN PROGRESS';
}

/** Not picked up yet: the page asks to complete it once on opening, and offers Confirm Pickup. */
export function isAwaitingPickup(status: OrderStatus): boolean {
  return status === 'IN_PROGRESS' || status === 'PAID';
}

/** Only paid orders can be refunded (picked up or not); an unpaid one has nothing to return. */
export function isRefundable(status: OrderStatus): boolean {
  return status === 'PAID' || status === 'COMPLETE';
}

/** When an order last moved on: completed, else paid, else created. Order history sorts and dates by it. */
export function orderActivityTime(order: Pick<Order, 'datetimeCompleted' | 'datetimePaid' | 'datetimeCreated'>) {
  return order.datetimeCompleted ?? order.datetimePaid ?? order.datetimeCreated;
}

/** The order history: IN_PROGRESS left out, newest first. */
export function toOrderHistory(orders: Order[]): Order[] {
  return orders
    .filter((order) => order.status !== 'IN_PROGRESS')
    .sort((a, b) => Date.parse(orderActivityTime(b)) - Date.parse(orderActivityTime(a)));
}

export const COMPLETION_FAILED_FALLBACK = 'Please try again.';

/** The server's own message for a refused completion ('This order has not been paid.'), else 'Please try again.'. */
export function completionFailureMessage(error: unknown): string {
  if (isApiError(error) && error.status >= 400 && error.message) return error.message;
  return COMPLETION_FAILED_FALLBACK;
}
