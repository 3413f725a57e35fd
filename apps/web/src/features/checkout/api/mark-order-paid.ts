import type { Order, OrderResponse } from '@queueless/contracts';
import { apiRequest } from '#web/lib/api-client';
import * as apiPaths from '#web/lib/api-paths';

/**
 * Finalises an order: the server accepts it when the payment provider says it was paid, or without payment when
 * the order is free. Calling it again answers the order as it is.
 */
export async function markOrderPaid(userId: string, orderId: string): Promise<Order> {
  const { order } = await apiRequest<OrderResponse>(apiPaths.markOrderPaid(userId, orderId), { method: 'PUT' });
  return order;
}
