import {
  collectBalance,
  completeOrder,
  findOrdersByShortId,
  listFulfilledOrders,
  listLocationOrders,
  undoBalanceCollected,
} from '@queueless/contracts';
import type { AppInstance } from '../../app-types.js';
import { registerEndpoint } from '../../lib/route.js';
import { requireUser } from '../../plugins/auth.js';

export function registerPickupRoutes(app: AppInstance) {
  const { pickup, tokens } = app.services;

  // Staff calls: the path's user id may be any placeholder; the caller's role at the order's vendor decides.
  registerEndpoint(app, completeOrder, async (request) => {
    const user = await requireUser(request, tokens);
    return pickup.completeOrder(user, request.params.orderId);
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
