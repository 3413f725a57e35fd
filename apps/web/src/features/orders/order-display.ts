import type { MessageDescriptor } from '@lingui/core';
import { msg, t } from '@lingui/core/macro';
import type { Order, OrderStatus } from '@queueless/contracts';
import { isApiError } from '#web/lib/api-client';
import { i18n } from '#web/lib/i18n/runtime';

/** IN_PROGRESS and PAID both read 'IN PROGRESS'; COMPLETE 'Completed'; REFUNDED 'Refunded' (staff.md section 4). */
export function orderStatusText(status: OrderStatus): 'IN PROGRESS' | 'Completed' | 'Refunded' {
  if (status === 'COMPLETE') return 'Completed';
  if (status === 'REFUNDED') return 'Refunded';
  return 'IN PROGRESS';
}

const statusLabels: Record<ReturnType<typeof orderStatusText>, MessageDescriptor> = {
  'IN PROGRESS': msg`IN PROGRESS`,
  Completed: msg`Completed`,
  Refunded: msg`Refunded`,
};

/** A status's words ('IN PROGRESS', the server's statusDisplay too) in the active language. */
export function statusLabel(text: ReturnType<typeof orderStatusText>): string {
  return i18n._(statusLabels[text]);
}

/** The status as the page shows it, in the active language (orderStatusText stays the key its styles are read by). */
export function orderStatusLabel(status: OrderStatus): string {
  return statusLabel(orderStatusText(status));
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

export const COMPLETION_FAILED_FALLBACK = msg`Please try again.`;

/** The server's own message for a refused completion ('This order has not been paid.'), else 'Please try again.'. */
export function completionFailureMessage(error: unknown): string {
  if (isApiError(error) && error.status >= 400 && error.message) return error.message;
  return t(COMPLETION_FAILED_FALLBACK);
}
