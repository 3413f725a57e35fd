import type { CreateOrderBody, OrderWithPaymentResponse } from '@queueless/contracts';
import { apiRequest } from '#web/lib/api-client';
import * as apiPaths from '#web/lib/api-paths';

/**
 * Creates an order from the cart; the server prices it and answers what the browser needs to pay it. With the same
 * `idempotencyKey` as a create whose answer was lost, the server answers the order that one made (decision 017).
 */
export function createOrder(body: CreateOrderBody, idempotencyKey?: string): Promise<OrderWithPaymentResponse> {
  return apiRequest<OrderWithPaymentResponse>(apiPaths.userOrders(body.userId), {
    method: 'POST',
    body,
    idempotencyKey,
  });
}
