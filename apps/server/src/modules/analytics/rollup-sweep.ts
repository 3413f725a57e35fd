import type { AppInstance } from '../../app-types.js';
import { registerSweep } from '../../lib/sweep.js';

/** How often each API process rolls up the hours that have closed. */
export const ROLLUP_SWEEP_MS = 5 * 60_000;

/**
 * Rolls up the analytics of the hours that closed lately (decision 016), once when the app is ready (in the
 * background: the app serves meanwhile), then every ROLLUP_SWEEP_MS, in every process: each vendor is rolled under an
 * advisory lock, so processes sweeping at once skip each other's vendors, and an hour already rolled whose orders did
 * not change is only compared, not written again. A read rolls whatever the sweep has not.
 */
export function registerRollupSweep(app: AppInstance, intervalMs = ROLLUP_SWEEP_MS): void {
  registerSweep(app, {
    name: 'analytics rollup sweep',
    intervalMs,
    firstRun: 'in-background',
    run: async () => {
      await app.services.analytics.rollRecentHours();
    },
  });
}
