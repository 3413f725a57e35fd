import type { OrderWithPaymentResponse, UpdateOrderBody } from '@queueless/contracts';
import { apiRequest } from '#web/lib/api-client';
import * as apiPaths from '#web/lib/api-paths';

/** Re-prices an order still in progress (a changed cart or tip); its payment follows the new total. */
export function updateOrder(body: UpdateOrderBody): Promise<OrderWithPaymentResponse> {
  return apiRequest<OrderWithPaymentResponse>(apiPaths.userOrder(body.userId, body.orderId), { method: 'PUT', body });
}
