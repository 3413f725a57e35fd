import type { AppInstance } from '../../app-types.js';
import { registerSweep } from '../../lib/sweep.js';

/** How often each API process looks for paid orders left IN_PROGRESS. */
export const PAID_ORDERS_SWEEP_MS = 60_000;

/**
 * Finishes orders whose payment succeeded while the order stayed IN_PROGRESS, and memberships whose
 * payment succeeded without one (a process stopped between the two): once when the app is ready, before it serves, then every PAID_ORDERS_SWEEP_MS.
 * Every process sweeps; the orders service's conditional transition makes each order PAID once.
 */
export function registerPaidOrdersSweep(app: AppInstance, intervalMs = PAID_ORDERS_SWEEP_MS): void {
  registerSweep(app, {
    name: 'paid-orders sweep',
    intervalMs,
    firstRun: 'before-serving',
    run: async (_signal, log) => {
      const finished = await app.services.orders.finishPaidOrders();
      if (finished > 0) log.warn({ finished }, 'finished paid orders that were left in progress');
      const activated = await app.services.membership.finishPaidMemberships();
      if (activated > 0) log.warn({ activated }, 'activated paid memberships that were left without one');
    },
  });
}
