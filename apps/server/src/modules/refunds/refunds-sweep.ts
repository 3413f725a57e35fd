import type { AppInstance } from '../../app-types.js';
import { registerSweep } from '../../lib/sweep.js';
import type { RefundsService } from './refunds.service.js';

/** How often each API process looks for refunds a dead call left unsettled. */
export const REFUNDS_SWEEP_MS = 60_000;

/**
 * Settles refunds left claimed or sent by a call that died before the provider's answer was recorded (decision 023):
 * in the background when the app is ready, then every REFUNDS_SWEEP_MS. Every process sweeps; a conditional take-over
 * gives each refund to one of them, and the provider's idempotency key returns the money once whoever sends it.
 */
export function registerRefundsSweep(
  app: AppInstance,
  { refunds }: { refunds: Pick<RefundsService, 'settleAbandoned'> },
  intervalMs = REFUNDS_SWEEP_MS,
): void {
  registerSweep(app, {
    name: 'refunds sweep',
    intervalMs,
    firstRun: 'in-background',
    run: async (_signal, log) => {
      const settled = await refunds.settleAbandoned();
      if (settled > 0) log.warn({ settled }, 'settled refunds that were left unsettled');
    },
  });
}
