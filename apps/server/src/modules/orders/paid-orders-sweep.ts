import type { AppInstance } from '../../app-types.js';
import { registerSweep } from '../../lib/sweep.js';
import type { MembershipService } from '../membership/index.js';
import type { OrdersService } from './orders.service.js';

/** How often each API process looks for paid orders left IN_PROGRESS. */
export const PAID_ORDERS_SWEEP_MS = 60_000;

/**
 * Finishes orders whose payment succeeded while the order stayed IN_PROGRESS, and memberships whose
 * payment succeeded without one (a process stopped between the two): once when the app is ready, before it serves, then every PAID_ORDERS_SWEEP_MS.
 * Every process sweeps; the orders service's conditional transition makes each order PAID once.
 */
/** What the sweep finishes: paid orders (its module's) and paid memberships (membership's, which it needs). */
export type PaidOrdersSweepServices = {
  orders: Pick<OrdersService, 'finishPaidOrders'>;
  membership: Pick<MembershipService, 'finishPaidMemberships'>;
};

export function registerPaidOrdersSweep(
  app: AppInstance,
  { orders, membership }: PaidOrdersSweepServices,
  intervalMs = PAID_ORDERS_SWEEP_MS,
): void {
  registerSweep(app, {
    name: 'paid-orders sweep',
    intervalMs,
    firstRun: 'before-serving',
    run: async (_signal, log) => {
      const finished = await orders.finishPaidOrders();
      if (finished > 0) log.warn({ finished }, 'finished paid orders that were left in progress');
      const activated = await membership.finishPaidMemberships();
      if (activated > 0) log.warn({ activated }, 'activated paid memberships that were left without one');
    },
  });
}
