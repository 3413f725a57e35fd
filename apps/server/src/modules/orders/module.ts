import { defineModule } from '../../lib/module.js';
import { createPort } from '../../lib/service-port.js';
import type { Platform } from '../../platform.js';
import { createInventoryRepo } from '../inventory/index.js';
import type { Access } from '../staff/index.js';
import { createOrderEventsHub } from './order-events.js';
import { createOrdersRepo } from './orders.repo.js';
import { registerOrdersRoutes } from './orders.routes.js';
import { createOrdersService, type UnfilledRefunds } from './orders.service.js';
import { registerPaidOrdersSweep } from './paid-orders-sweep.js';

/** Orders: created, updated, priced and paid; their live updates (decisions 003, 009). */
export const ordersModule = defineModule({
  name: 'orders',
  needs: ['access'],
  services: ({ database, db, payments, tax, clock, log, access }: Platform & { access: Access }) => {
    const orderEvents = createOrderEventsHub(database, { log });
    // Paying an order the stock cannot fill refunds it; refunds (built on orders) plugs that in (decision 023).
    const unfilledRefunds = createPort<UnfilledRefunds>('unfilledRefunds', 'refunds');
    const refunds: UnfilledRefunds = {
      hasRefund: (...args) => unfilledRefunds.get().hasRefund(...args),
      refundUnfilled: (...args) => unfilledRefunds.get().refundUnfilled(...args),
    };
    const orders = createOrdersService({
      ordersRepo: createOrdersRepo(db),
      inventoryRepo: createInventoryRepo(db),
      access,
      payments,
      tax,
      orderEvents,
      refunds,
      clock,
      log,
    });
    return { orderEvents, unfilledRefunds, orders };
  },
  routes: registerOrdersRoutes,
  sweeps: registerPaidOrdersSweep,
});
