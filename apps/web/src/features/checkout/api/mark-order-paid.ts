import type { Order, OrderResponse } from '@queueless/contracts';
import { markOrderPaid as markOrderPaidEndpoint } from '@queueless/contracts';
import { endpointPath } from '@queueless/contracts/endpoint';
import { apiRequest } from '#web/lib/api-client';

/**
 * Finalises an order: the server accepts it when the payment provider says it was paid, or without payment when
 * the order is free. Calling it again answers the order as it is.
 */
export async function markOrderPaid(userId: string, orderId: string): Promise<Order> {
  const { order } = await apiRequest<OrderResponse>(endpointPath(markOrderPaidEndpoint, { userId, orderId }), {
    method: 'PUT',
  });
  return order;
}
