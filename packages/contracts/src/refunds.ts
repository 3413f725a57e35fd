import { defineEndpoint } from './endpoint.js';
import { orderPathSchema, orderResponseSchema, refundOrderBodySchema } from './orders.js';

// Refunds: staff return an order's money (served by apps/server/src/modules/refunds; decision 023).

export const refundOrder = defineEndpoint({
  method: 'PUT',
  path: '/order-service/v1/users/:userId/orders/:orderId/refund',
  tags: ['orders'],
  auth: 'bearer',
  params: orderPathSchema,
  description:
    "Staff refund the order's full amount. Body: refundReason (staff.md; the staff page sends NONE_PROVIDED), and " +
    "optionally orderId (customer.md's wording), which must equal the path's (400 otherwise).",
  body: refundOrderBodySchema,
  response: { 200: orderResponseSchema },
});
