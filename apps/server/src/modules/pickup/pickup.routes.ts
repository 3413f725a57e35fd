import {
  collectBalance,
  completeOrder,
  findOrdersByShortId,
  getLocationQueue,
  listFulfilledOrders,
  listLocationOrders,
  markOrderReady,
  resendOrderReceipt,
  setOrderNotifications,
  streamLocationQueue,
  textOrderReceipt,
  undoBalanceCollected,
} from '@queueless/contracts';
import type { AppInstance } from '../../app-types.js';
import { registerEndpoint } from '../../lib/route.js';
import type { TokenService } from '../../lib/tokens.js';
import { requireUser } from '../../plugins/auth.js';
import { limitCaller, type RateLimiter } from '../../plugins/rate-limit.js';
import type { OrderEventsHub } from '../orders/index.js';
import type { PickupService } from './pickup.service.js';
import type { QueueRepo } from './queue.repo.js';
import type { QueueService } from './queue.service.js';
import { createQueueStreams } from './queue-stream.js';

/** Receipt texts reach a paid provider: besides each order's own cap, a caller and an address send only so many. */
const RECEIPT_TEXT_LIMITS = {
  perPerson: { limit: 10, windowSeconds: 3600 },
  perAddress: { limit: 30, windowSeconds: 3600 },
};

/** What these routes use: their module's services and the platform's (decision 080). */
export type PickupRoutesServices = {
  pickup: PickupService;
  queue: QueueService;
  queueRepo: QueueRepo;
  orderEvents: OrderEventsHub;
  tokens: TokenService;
  rateLimiter: RateLimiter;
};

export function registerPickupRoutes(
  app: AppInstance,
  { pickup, queue, queueRepo, orderEvents, tokens, rateLimiter }: PickupRoutesServices,
) {
  const queueStreams = createQueueStreams({ hub: orderEvents, locationsOf: queueRepo.locationsOf });
  app.addHook('preClose', async () => queueStreams.closeAll());

  // The bar's queue (decision 070): staff of any role at the location's vendor.
  registerEndpoint(app, getLocationQueue, async (request) => {
    const user = await requireUser(request, tokens);
    return queue.getQueue(user, request.params.vendorLocationId);
  });

  registerEndpoint(app, streamLocationQueue, async (request, reply) => {
    const user = await requireUser(request, tokens);
    const { vendorLocationId } = request.params;
    // Authorise (and 404) before the stream opens, so refusals are ordinary JSON errors.
    await queue.requireLocationStaff(user, vendorLocationId);
    await queueStreams.open({
      request,
      reply,
      vendorLocationId,
      personId: user.userId,
      // Every read checks the bearer token and the role again: the stream ends with an error event once the token
      // expires, the sign-in ends or the role is taken away, as any other call would be refused.
      readQueue: async () => queue.getQueue(await requireUser(request, tokens), vendorLocationId),
    });
  });

  registerEndpoint(app, markOrderReady, async (request) => {
    const user = await requireUser(request, tokens);
    const { vendorLocationId, orderId } = request.params;
    return queue.markReady(user, vendorLocationId, orderId);
  });

  registerEndpoint(app, setOrderNotifications, async (request) => {
    const user = await requireUser(request, tokens);
    const { userId, orderId } = request.params;
    return { order: await queue.setNotifications(user, userId, orderId, request.body.texts) };
  });

  // Receipt texts (decision 071): the owner, or staff resending; each counted per caller and address too.
  registerEndpoint(app, textOrderReceipt, async (request) => {
    const user = await requireUser(request, tokens);
    await limitCaller(rateLimiter, 'receipt-text', { userId: user.userId, ip: request.ip }, RECEIPT_TEXT_LIMITS);
    const { userId, orderId } = request.params;
    return queue.textReceiptToOwner(user, userId, orderId);
  });

  registerEndpoint(app, resendOrderReceipt, async (request) => {
    const user = await requireUser(request, tokens);
    await limitCaller(rateLimiter, 'receipt-text', { userId: user.userId, ip: request.ip }, RECEIPT_TEXT_LIMITS);
    const { vendorLocationId, orderId } = request.params;
    return queue.resendReceipt(user, vendorLocationId, orderId);
  });

  // Staff calls: the path's user id may be any placeholder; the caller's role at the order's vendor decides.
  registerEndpoint(app, completeOrder, async (request) => {
    const user = await requireUser(request, tokens);
    // Issue 39: an optional {idChecked: true} records who checked ID; the spec's call sends no body.
    return pickup.completeOrder(user, request.params.orderId, request.body?.idChecked === true);
  });

  // A presale's balance taken at pickup (PUT), or taken back when it was recorded by mistake (DELETE): staff of any
  // role at the order's vendor (decision 018).
  for (const [endpoint, change] of [
    [collectBalance, pickup.collectBalance],
    [undoBalanceCollected, pickup.undoBalanceCollected],
  ] as const) {
    registerEndpoint(app, endpoint, async (request) => {
      const user = await requireUser(request, tokens);
      const { vendorLocationId, orderId } = request.params;
      return { order: await change(user, vendorLocationId, orderId) };
    });
  }

  registerEndpoint(app, listFulfilledOrders, async (request) => {
    const user = await requireUser(request, tokens);
    return pickup.listFulfilledOrders(user, request.query);
  });

  registerEndpoint(app, findOrdersByShortId, async (request) => {
    const user = await requireUser(request, tokens);
    const { vendorLocationId, shortOrderId } = request.params;
    return pickup.findOrdersByShortId(user, vendorLocationId, shortOrderId);
  });

  registerEndpoint(app, listLocationOrders, async (request) => {
    const user = await requireUser(request, tokens);
    return pickup.listLocationOrders(user, request.params.vendorLocationId, request.query);
  });
}
