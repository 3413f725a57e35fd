import { defineModule } from '../../lib/module.js';
import type { Port } from '../../lib/service-port.js';
import type { Platform } from '../../platform.js';
import type { PaymentProvider } from '../../providers/payments/payments.js';
import type { Stock } from '../inventory/index.js';
import type { OrderReads, OrderRefunds, UnfilledRefunds } from '../orders/index.js';
import { createRefundsRepo } from './refunds.repo.js';
import { registerRefundsRoutes } from './refunds.routes.js';
import { createRefundsService } from './refunds.service.js';
import { registerRefundsSweep } from './refunds-sweep.js';

type RefundsContext = Platform & {
  unfilledRefunds: Port<UnfilledRefunds>;
  orderRefunds: OrderRefunds;
  orderReads: OrderReads;
  stock: Stock;
  /** The payment provider routed by vendor: a refund goes to the account that took the payment (decision 091). */
  vendorPayments: PaymentProvider;
};

/** Money returned: the staff refund and the refund of a sale the stock cannot fill, one state machine (decision 023). */
export const refundsModule = defineModule({
  name: 'refunds',
  needs: ['unfilledRefunds', 'orderRefunds', 'orderReads', 'stock', 'vendorPayments'],
  services: ({
    db,
    vendorPayments,
    clock,
    log,
    metrics,
    unfilledRefunds,
    orderRefunds,
    orderReads,
    stock,
  }: RefundsContext) => {
    const refunds = createRefundsService({
      refundsRepo: createRefundsRepo(db),
      // Orders' and the inventory's commands, not their repositories (decision 079).
      ordersRepo: orderRefunds,
      inventoryRepo: stock,
      orderReads,
      payments: vendorPayments,
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
