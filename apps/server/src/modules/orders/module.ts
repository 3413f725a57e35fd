import { defineModule } from '../../lib/module.js';
import type { Port } from '../../lib/service-port.js';
import { createPort } from '../../lib/service-port.js';
import type { Platform } from '../../platform.js';
import type { CallerLimits } from '../../plugins/rate-limit.js';
import type { EventTail } from '../domain-events/index.js';
import { createInventoryRepo } from '../inventory/index.js';
import type { Access } from '../staff/index.js';
import type { RecentPaidOrders } from '../vendor-locations/index.js';
import { createOrderEventsHub } from './order-events.js';
import { createOrdersRepo } from './orders.repo.js';
import { registerOrdersRoutes } from './orders.routes.js';
import { createOrdersService, type UnfilledRefunds } from './orders.service.js';
import { registerPaidOrdersSweep } from './paid-orders-sweep.js';

/**
 * Orders one person and one address may create and re-price in 10 minutes (ORDER_LIMIT_PER_PERSON, 20, and
 * ORDER_LIMIT_PER_ADDRESS, 600; three times as many re-pricings). Creating and re-pricing reach the payment provider
 * and add rows. A customer places a handful of orders in a night, so 20 is a generous ceiling, and an update follows
 * each change at review; an address is shared by a venue's guest Wi-Fi or a carrier's NAT, so it allows the rush of a
 * busy bar (600 orders in 10 minutes is one a second).
 */
export function orderLimitsOf(config: { orderLimits: { perPerson: number; perAddress: number } }): OrderLimits {
  const window = (limit: number) => ({ limit, windowSeconds: 600 });
  const { perPerson, perAddress } = config.orderLimits;
  return {
    create: { perPerson: window(perPerson), perAddress: window(perAddress) },
    update: { perPerson: window(3 * perPerson), perAddress: window(3 * perAddress) },
  };
}
export type OrderLimits = { create: CallerLimits; update: CallerLimits };
export type OrdersOverrides = { orderLimits?: OrderLimits };

/** Orders: created, updated, priced and paid; their live updates (decisions 003, 009). */
export const ordersModule = defineModule({
  name: 'orders',
  needs: ['access', 'recentPaidOrders', 'eventTail'],
  services: ({
    config,
    db,
    payments,
    tax,
    clock,
    log,
    metrics,
    access,
    recentPaidOrders,
    eventTail,
    overrides,
  }: Platform<OrdersOverrides> & {
    access: Access;
    recentPaidOrders: Port<RecentPaidOrders>;
    eventTail: EventTail;
  }) => {
    const orderEvents = createOrderEventsHub(eventTail);
    // Paying an order the stock cannot fill refunds it; refunds (built on orders) plugs that in (decision 023).
    const unfilledRefunds = createPort<UnfilledRefunds>('unfilledRefunds', 'refunds');
    const refunds: UnfilledRefunds = {
      hasRefund: (...args) => unfilledRefunds.get().hasRefund(...args),
      refundUnfilled: (...args) => unfilledRefunds.get().refundUnfilled(...args),
    };
    const ordersRepo = createOrdersRepo(db);
    // A location's cap counts its paid orders (decision 072).
    recentPaidOrders.plug({ countPaidSince: ordersRepo.countPaidSince });
    const orders = createOrdersService({
      ordersRepo,
      inventoryRepo: createInventoryRepo(db),
      access,
      payments,
      tax,
      refunds,
      clock,
      log,
      metrics,
    });
    return { orderEvents, unfilledRefunds, orders, orderLimits: overrides.orderLimits ?? orderLimitsOf(config) };
  },
  routes: registerOrdersRoutes,
  sweeps: registerPaidOrdersSweep,
});
