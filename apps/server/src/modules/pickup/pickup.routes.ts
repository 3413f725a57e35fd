import {
  completeOrderResponseSchema,
  fulfilledOrdersQuerySchema,
  locationOrderPathSchema,
  locationOrdersPathSchema,
  orderListQuerySchema,
  orderListResponseSchema,
  orderPathSchema,
  orderResponseSchema,
} from '@queueless/contracts';
import type { AppInstance } from '../../app-types.js';
import { requireUser } from '../../plugins/auth.js';

const BASE = '/order-service/v1';
const bearer = [{ bearerAuth: [] }];

export function registerPickupRoutes(app: AppInstance) {
  const { pickup, tokens } = app.services;

  // Staff calls: the path's user id may be any placeholder; the caller's role at the order's vendor decides.
  app.put(
    `${BASE}/users/:userId/orders/:orderId/complete`,
    {
      schema: {
        tags: ['orders'],
        security: bearer,
        params: orderPathSchema,
        response: { 200: completeOrderResponseSchema },
      },
    },
    async (request) => {
      const user = await requireUser(request, tokens);
      return pickup.completeOrder(user, request.params.orderId);
    },
  );

  // A presale's balance taken at pickup (PUT), or taken back when it was recorded by mistake (DELETE): staff of any
  // role at the order's vendor (decision 018).
  for (const [method, change] of [
    ['PUT', pickup.collectBalance],
    ['DELETE', pickup.undoBalanceCollected],
  ] as const) {
    app.route({
      method,
      url: `${BASE}/vendor-locations/:vendorLocationId/orders/:orderId/balance-collected`,
      schema: {
        tags: ['orders'],
        security: bearer,
        params: locationOrderPathSchema,
        response: { 200: orderResponseSchema },
      },
      handler: async (request) => {
        const user = await requireUser(request, tokens);
        const { vendorLocationId, orderId } = request.params;
        return { order: await change(user, vendorLocationId, orderId) };
      },
    });
  }

  app.get(
    `${BASE}/fulfilled-orders`,
    {
      schema: {
        tags: ['orders'],
        security: bearer,
        querystring: fulfilledOrdersQuerySchema,
        response: { 200: orderListResponseSchema },
      },
    },
    async (request) => {
      const user = await requireUser(request, tokens);
      return pickup.listFulfilledOrders(user, request.query);
    },
  );

  app.get(
    `${BASE}/vendor-locations/:vendorLocationId/orders`,
    {
      schema: {
        tags: ['orders'],
        security: bearer,
        params: locationOrdersPathSchema,
        querystring: orderListQuerySchema,
        response: { 200: orderListResponseSchema },
      },
    },
    async (request) => {
      const user = await requireUser(request, tokens);
      return pickup.listLocationOrders(user, request.params.vendorLocationId, request.query);
    },
  );
}
