import type { CreateOrderBody, OrderWithPaymentResponse } from '@queueless/contracts';
import { createOrder as createOrderEndpoint } from '@queueless/contracts';
import { endpointPath } from '@queueless/contracts/endpoint';
import { apiRequest } from '#web/lib/api-client';

/**
 * Creates an order from the cart; the server prices it and answers what the browser needs to pay it. With the same
 * `idempotencyKey` as a create whose answer was lost, the server answers the order that one made (decision 017).
 */
export function createOrder(body: CreateOrderBody, idempotencyKey?: string): Promise<OrderWithPaymentResponse> {
  return apiRequest<OrderWithPaymentResponse>(endpointPath(createOrderEndpoint, { userId: body.userId }), {
    method: 'POST',
    body,
    idempotencyKey,
  });
}
