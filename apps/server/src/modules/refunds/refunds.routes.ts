import { orderPathSchema, orderResponseSchema, refundOrderBodySchema } from '@queueless/contracts';
import type { AppInstance } from '../../app-types.js';
import { requireUser } from '../../plugins/auth.js';

const BASE = '/order-service/v1';
const bearer = [{ bearerAuth: [] }];

export function registerRefundsRoutes(app: AppInstance) {
  const { refunds, tokens } = app.services;

  // A staff call: the path's user id may be any placeholder; the caller's role at the order's vendor decides.
  app.put(
    `${BASE}/users/:userId/orders/:orderId/refund`,
    {
      schema: {
        tags: ['orders'],
        security: bearer,
        params: orderPathSchema,
        body: refundOrderBodySchema,
        response: { 200: orderResponseSchema },
      },
    },
    async (request) => {
      const user = await requireUser(request, tokens);
      const { orderId } = request.params;
      return { order: await refunds.refundOrder(user, orderId, request.body.refundReason) };
    },
  );
}
