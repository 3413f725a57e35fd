import { defineModule } from '../../lib/module.js';
import type { Port } from '../../lib/service-port.js';
import type { Platform } from '../../platform.js';
import { createInventoryRepo } from '../inventory/index.js';
import { createOrderReads, createOrdersRepo, type UnfilledRefunds } from '../orders/index.js';
import type { Access } from '../staff/index.js';
import { createRefundsRepo } from './refunds.repo.js';
import { registerRefundsRoutes } from './refunds.routes.js';
import { createRefundsService } from './refunds.service.js';
import { registerRefundsSweep } from './refunds-sweep.js';

type RefundsContext = Platform & {
  access: Access;
  unfilledRefunds: Port<UnfilledRefunds>;
};

/** Money returned: the staff refund and the refund of a sale the stock cannot fill, one state machine (decision 023). */
export const refundsModule = defineModule({
  name: 'refunds',
  needs: ['access', 'unfilledRefunds'],
  services: ({ db, payments, clock, log, metrics, access, unfilledRefunds }: RefundsContext) => {
    const ordersRepo = createOrdersRepo(db);
    const refunds = createRefundsService({
      refundsRepo: createRefundsRepo(db),
      ordersRepo,
      inventoryRepo: createInventoryRepo(db),
      orderReads: createOrderReads({ ordersRepo, access }),
      payments,
      clock,
      log,
      metrics,
    });
    unfilledRefunds.plug(refunds);
    return { refunds };
  },
  routes: registerRefundsRoutes,
  sweeps: registerRefundsSweep,
});
