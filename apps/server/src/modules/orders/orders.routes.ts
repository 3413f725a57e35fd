import {
  calculateTax,
  createOrder,
  getOrder,
  listOrders,
  markOrderPaid,
  streamOrderEvents,
  updateOrder,
} from '@queueless/contracts';
import type { AppInstance } from '../../app-types.js';
import type { Metrics } from '../../lib/metrics.js';
import { registerEndpoint } from '../../lib/route.js';
import type { TokenService } from '../../lib/tokens.js';
import { requireUser } from '../../plugins/auth.js';
import { limitCaller, type RateLimiter } from '../../plugins/rate-limit.js';
import type { OrderEventsHub } from './order-events.js';
import type { OrderLimits } from './order-limits.js';
import { createOrderStreams } from './order-stream.js';
import type { OrdersService } from './orders.service.js';

/** What these routes use: their module's services and the platform's (decision 080). */
export type OrdersRoutesServices = {
  orders: OrdersService;
  orderEvents: OrderEventsHub;
  orderLimits: OrderLimits;
  tokens: TokenService;
  rateLimiter: RateLimiter;
  metrics: Metrics;
};

export function registerOrdersRoutes(app: AppInstance, services: OrdersRoutesServices): void {
  const { orders, orderEvents, tokens, rateLimiter, orderLimits: limits, metrics } = services;
  const streams = createOrderStreams({ hub: orderEvents });
  metrics.addOpenStreams(() => streams.size);
  app.addHook('preClose', async () => streams.closeAll());
  app.addHook('onClose', async () => orderEvents.close());

  registerEndpoint(app, createOrder, async (request, reply) => {
    const user = await requireUser(request, tokens);
    await limitCaller(rateLimiter, 'order-create', { userId: user.userId, ip: request.ip }, limits.create);
    const idempotencyKey = request.headers['idempotency-key'];
    const created = await orders.createOrder(user, request.params.userId, request.body, idempotencyKey);
    return reply.status(201).send(created);
  });

  registerEndpoint(app, updateOrder, async (request) => {
    const user = await requireUser(request, tokens);
    await limitCaller(rateLimiter, 'order-update', { userId: user.userId, ip: request.ip }, limits.update);
    const { userId, orderId } = request.params;
    return orders.updateOrder(user, userId, orderId, request.body);
  });

  registerEndpoint(app, getOrder, async (request) => {
    const user = await requireUser(request, tokens);
    return { order: await orders.getOrder(user, request.params.userId, request.params.orderId) };
  });

  registerEndpoint(app, listOrders, async (request) => {
    const user = await requireUser(request, tokens);
    return orders.listOrders(user, request.params.userId, request.query);
  });

  registerEndpoint(app, markOrderPaid, async (request) => {
    const user = await requireUser(request, tokens);
    return { order: await orders.markPaid(user, request.params.userId, request.params.orderId) };
  });

  registerEndpoint(app, streamOrderEvents, async (request, reply) => {
    const user = await requireUser(request, tokens);
    const { userId, orderId } = request.params;
    // Authorise (and 404) before the stream opens, so refusals are ordinary JSON errors.
    await orders.getOrder(user, userId, orderId);
    await streams.open({
      request,
      reply,
      orderId,
      personId: user.userId,
      // Every read checks the bearer token again: the stream ends with an error event once the token expires or its
      // sign-in ends (a logout), as any other call would be refused.
      readOrder: async () => orders.getOrder(await requireUser(request, tokens), userId, orderId),
    });
  });

  registerEndpoint(app, calculateTax, async (request) => ({
    taxAmountExclusive: await orders.calculateTax(request.body),
  }));
}
