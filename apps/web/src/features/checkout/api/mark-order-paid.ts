import type { Order } from '@queueless/contracts';
import { markOrderPaid as markOrderPaidEndpoint } from '@queueless/contracts';
import { callEndpoint } from '#web/lib/api-client';

/**
 * Finalises an order: the server accepts it when the payment provider says it was paid, or without payment when
 * the order is free. Calling it again answers the order as it is.
 */
export async function markOrderPaid(userId: string, orderId: string): Promise<Order> {
  const { order } = await callEndpoint(markOrderPaidEndpoint, { params: { userId, orderId } });
  return order;
}
