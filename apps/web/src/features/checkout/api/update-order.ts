import type { OrderWithPaymentResponse, UpdateOrderBody } from '@queueless/contracts';
import { updateOrder as updateOrderEndpoint } from '@queueless/contracts';
import { callEndpoint } from '#web/lib/api-client';

/** The checkout sends customer.md's body: the ids of the path again. */
export type CheckoutUpdateBody = UpdateOrderBody & { userId: string; orderId: string };

/** Re-prices an order still in progress (a changed cart or tip); its payment follows the new total. */
export function updateOrder(body: CheckoutUpdateBody): Promise<OrderWithPaymentResponse> {
  return callEndpoint(updateOrderEndpoint, { params: { userId: body.userId, orderId: body.orderId }, body });
}
