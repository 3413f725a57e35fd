import type { CreateOrderBody, OrderWithPaymentResponse } from '@queueless/contracts';
import { apiRequest } from '../../../lib/api-client';
import { apiPaths } from '../../../lib/paths';

/** Creates an order from the cart; the server prices it and answers what the browser needs to pay it. */
export function createOrder(body: CreateOrderBody): Promise<OrderWithPaymentResponse> {
  return apiRequest<OrderWithPaymentResponse>(apiPaths.userOrders(body.userId), { method: 'POST', body });
}
