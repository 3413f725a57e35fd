import type { CreateOrderBody, OrderWithPaymentResponse } from '@queueless/contracts';
import { createOrder as createOrderEndpoint } from '@queueless/contracts';
import { callEndpoint } from '#web/lib/api-client';

/**
 * Creates an order from the cart; the server prices it and answers what the browser needs to pay it. With the same
 * `idempotencyKey` as a create whose answer was lost, the server answers the order that one made (decision 017).
 */
export function createOrder(body: CreateOrderBody, idempotencyKey?: string): Promise<OrderWithPaymentResponse> {
  return callEndpoint(createOrderEndpoint, { params: { userId: body.userId }, body, idempotencyKey });
}
