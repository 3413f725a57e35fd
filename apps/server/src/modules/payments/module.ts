import { defineModule } from '../../lib/module.js';
import type { Platform } from '../../platform.js';
import type { PaymentProvider } from '../../providers/payments/payments.js';
import type { ConnectService } from '../connect/index.js';
import type { MembershipService } from '../membership/index.js';
import type { OrdersService } from '../orders/index.js';
import type { RefundsService } from '../refunds/index.js';
import { createPaymentsRepo } from './payments.repo.js';
import { registerPaymentsRoutes } from './payments.routes.js';
import { createPaymentsService } from './payments.service.js';

/** The payment provider's side: its config for the browser, confirmations and webhooks, routed to orders and memberships. */
export const paymentsModule = defineModule({
  name: 'payments',
  needs: ['orders', 'membership', 'refunds', 'vendorPayments', 'connect'],
  services: ({
    db,
    vendorPayments,
    connect,
    log,
    metrics,
    orders,
    membership,
    refunds,
  }: Platform & {
    orders: OrdersService;
    membership: MembershipService;
    refunds: RefundsService;
    /** The payment provider routed by vendor (decision 091). */
    vendorPayments: PaymentProvider;
    connect: ConnectService;
  }) => ({
    paymentsService: createPaymentsService({
      payments: vendorPayments,
      connect,
      paymentsRepo: createPaymentsRepo(db),
      orders,
      paidListeners: [membership],
      refunds,
      metrics,
      log,
    }),
  }),
  routes: registerPaymentsRoutes,
});
