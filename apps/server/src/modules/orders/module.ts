import { defineModule } from '../../lib/module.js';
import type { Port } from '../../lib/service-port.js';
import { createPort } from '../../lib/service-port.js';
import type { Platform } from '../../platform.js';
import type { EventTail } from '../domain-events/index.js';
import type { MenuOptions, Stock } from '../inventory/index.js';
import type { MembershipService } from '../membership/index.js';
import type { Access } from '../staff/index.js';
import type { RecentPaidOrders } from '../vendor-locations/index.js';
import { createOrderCommands } from './order-commands.js';
import { createOrderEventsHub } from './order-events.js';
import { type OrderLimits, orderLimitsOf } from './order-limits.js';
import { createOrderReads } from './order-reads.js';
import { createOrdersRepo } from './orders.repo.js';
import { registerOrdersRoutes } from './orders.routes.js';
import { createOrdersService, type UnfilledRefunds } from './orders.service.js';
import { registerPaidOrdersSweep } from './paid-orders-sweep.js';

export type OrdersOverrides = { orderLimits?: OrderLimits };

/** Orders: created, updated, priced and paid; their live updates (decisions 003, 009). */
export const ordersModule = defineModule({
  name: 'orders',
  needs: ['access', 'recentPaidOrders', 'membership', 'stock', 'menuOptions', 'eventTail'],
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
    stock,
    menuOptions,
    eventTail,
    overrides,
  }: Platform<OrdersOverrides> & {
    access: Access;
    recentPaidOrders: Port<RecentPaidOrders>;
    stock: Stock;
    menuOptions: MenuOptions;
    eventTail: EventTail;
    // Only the paid-orders sweep uses it: it also finishes memberships paid without one (decision 080).
    membership: Pick<MembershipService, 'finishPaidMemberships'>;
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
      inventoryRepo: stock,
      menuOptions,
      access,
      payments,
      tax,
      refunds,
      clock,
      log,
      metrics,
    });
    return {
      orderEvents,
      unfilledRefunds,
      orders,
      orderLimits: overrides.orderLimits ?? orderLimitsOf(config),
      // What pickup and refunds use of orders: commands and reads, never the repository (decision 079).
      ...createOrderCommands(ordersRepo),
      orderReads: createOrderReads({ ordersRepo, access }),
    };
  },
  routes: registerOrdersRoutes,
  sweeps: registerPaidOrdersSweep,
});
