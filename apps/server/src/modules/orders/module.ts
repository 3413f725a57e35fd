import { defineModule } from '../../lib/module.js';
import type { Platform } from '../../platform.js';
import { createInventoryRepo } from '../inventory/index.js';
import type { MembershipService } from '../membership/index.js';
// biome-ignore lint/style/noRestrictedImports: temporary, until the orders work gives payments its manifest
import { createPaymentsRepo } from '../payments/payments.repo.js';
// biome-ignore lint/style/noRestrictedImports: temporary, until the orders work gives payments its manifest
import { registerPaymentsRoutes } from '../payments/payments.routes.js';
// biome-ignore lint/style/noRestrictedImports: temporary, until the orders work gives payments its manifest
import { createPaymentsService } from '../payments/payments.service.js';
import type { Access } from '../staff/index.js';
import { createOrderEventsHub } from './order-events.js';
import { createOrdersRepo } from './orders.repo.js';
import { registerOrdersRoutes } from './orders.routes.js';
import { createOrdersService } from './orders.service.js';
import { registerPaidOrdersSweep } from './paid-orders-sweep.js';
import { createStaffOrdersService } from './staff-orders.service.js';

/**
 * TEMPORARY (issue 23): today's orders and payments wiring, moved here unchanged from services.ts so the app runs on
 * the module list. The `orders` work replaces it with the orders, pickup, refunds and payments manifests (and takes
 * the payments imports above, which reach into another module, out of this folder).
 */
export const ordersModule = defineModule({
  name: 'orders',
  needs: ['access', 'membership'],
  services: ({
    database,
    db,
    payments,
    tax,
    clock,
    log,
    access,
    membership,
  }: Platform & { access: Access; membership: MembershipService }) => {
    const inventoryRepo = createInventoryRepo(db);
    const orderEvents = createOrderEventsHub(database, { log });
    const ordersRepo = createOrdersRepo(db);
    const orders = createOrdersService({ ordersRepo, inventoryRepo, access, payments, tax, orderEvents, clock, log });
    return {
      orderEvents,
      orders,
      staffOrders: createStaffOrdersService({ ordersRepo, access, payments, orderEvents, clock, log }),
      paymentsService: createPaymentsService({
        payments,
        paymentsRepo: createPaymentsRepo(db),
        orders,
        paidListeners: [membership],
        log,
      }),
    };
  },
  routes: (app) => {
    registerOrdersRoutes(app);
    registerPaymentsRoutes(app);
  },
  sweeps: registerPaidOrdersSweep,
});
