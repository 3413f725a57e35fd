import {
  calculateTaxBodySchema,
  calculateTaxResponseSchema,
  createOrderBodySchema,
  createOrderHeadersSchema,
  orderListQuerySchema,
  orderListResponseSchema,
  orderPathSchema,
  orderResponseSchema,
  orderUserPathSchema,
  orderWithPaymentResponseSchema,
  updateOrderBodySchema,
} from '@queueless/contracts';
import type { AppInstance } from '../../app-types.js';
import { requireUser } from '../../plugins/auth.js';
import { createOrderStreams } from './order-stream.js';

const BASE = '/order-service/v1';
const bearer = [{ bearerAuth: [] }];

export function registerOrdersRoutes(app: AppInstance) {
  const { orders, orderEvents, tokens } = app.services;
  const streams = createOrderStreams({ hub: orderEvents });
  app.addHook('preClose', async () => streams.closeAll());
  app.addHook('onClose', async () => orderEvents.close());

  app.post(
    `${BASE}/users/:userId/orders`,
    {
      schema: {
        tags: ['orders'],
        security: bearer,
        params: orderUserPathSchema,
        headers: createOrderHeadersSchema,
        body: createOrderBodySchema,
        response: { 201: orderWithPaymentResponseSchema },
      },
    },
    async (request, reply) => {
      const user = await requireUser(request, tokens);
      const idempotencyKey = request.headers['idempotency-key'];
      const created = await orders.createOrder(user, request.params.userId, request.body, idempotencyKey);
      return reply.status(201).send(created);
    },
  );

  app.put(
    `${BASE}/users/:userId/orders/:orderId`,
    {
      schema: {
        tags: ['orders'],
        security: bearer,
        params: orderPathSchema,
        body: updateOrderBodySchema,
        response: { 200: orderWithPaymentResponseSchema },
      },
    },
    async (request) => {
      const user = await requireUser(request, tokens);
      const { userId, orderId } = request.params;
      return orders.updateOrder(user, userId, orderId, request.body);
    },
  );

  app.get(
    `${BASE}/users/:userId/orders/:orderId`,
    {
      schema: { tags: ['orders'], security: bearer, params: orderPathSchema, response: { 200: orderResponseSchema } },
    },
    async (request) => {
      const user = await requireUser(request, tokens);
      return { order: await orders.getOrder(user, request.params.userId, request.params.orderId) };
    },
  );

  app.get(
    `${BASE}/users/:userId/orders`,
    {
      schema: {
        tags: ['orders'],
        security: bearer,
        params: orderUserPathSchema,
        querystring: orderListQuerySchema,
        response: { 200: orderListResponseSchema },
      },
    },
    async (request) => {
      const user = await requireUser(request, tokens);
      return orders.listOrders(user, request.params.userId, request.query);
    },
  );

  app.put(
    `${BASE}/users/:userId/orders/:orderId/markPaid`,
    {
      schema: { tags: ['orders'], security: bearer, params: orderPathSchema, response: { 200: orderResponseSchema } },
    },
    async (request) => {
      const user = await requireUser(request, tokens);
      return { order: await orders.markPaid(user, request.params.userId, request.params.orderId) };
    },
  );

  app.get(
    `${BASE}/users/:userId/orders/:orderId/events`,
    {
      schema: {
        tags: ['orders'],
        security: bearer,
        params: orderPathSchema,
        description:
          'Server-sent events: `event: order` with the order JSON now and after every change, a comment heartbeat every 15 s.',
      },
    },
    async (request, reply) => {
      const user = await requireUser(request, tokens);
      const { userId, orderId } = request.params;
      // Authorise (and 404) before the stream opens, so refusals are ordinary JSON errors.
      await orders.getOrder(user, userId, orderId);
      await streams.open({ request, reply, orderId, readOrder: () => orders.getOrder(user, userId, orderId) });
    },
  );

  app.post(
    `${BASE}/taxes/calculate`,
    {
      schema: {
        tags: ['orders'],
        body: calculateTaxBodySchema,
        response: { 200: calculateTaxResponseSchema },
      },
    },
    async (request) => ({ taxAmountExclusive: await orders.calculateTax(request.body) }),
  );
}
