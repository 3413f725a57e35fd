import type { AppInstance } from '../../app-types.js';
import { registerSweep } from '../../lib/sweep.js';
import type { AnalyticsService } from './analytics.service.js';

/** How often each API process rolls up the hours that have closed. */
export const ROLLUP_SWEEP_MS = 5 * 60_000;

/**
 * Rolls up the analytics of the hours that closed lately (decision 016), once when the app is ready (in the
 * background: the app serves meanwhile), then every ROLLUP_SWEEP_MS, in every process: each vendor is rolled under an
 * advisory lock, so processes sweeping at once skip each other's vendors, and an hour already rolled whose orders did
 * not change is only compared, not written again. A read rolls whatever the sweep has not.
 */
export function registerRollupSweep(
  app: AppInstance,
  { analytics }: { analytics: Pick<AnalyticsService, 'rollRecentHours'> },
  intervalMs = ROLLUP_SWEEP_MS,
): void {
  registerSweep(app, {
    name: 'analytics rollup sweep',
    intervalMs,
    firstRun: 'in-background',
    run: async () => {
      await analytics.rollRecentHours();
    },
  });
}

/** How often each API process goes over the dashboard's whole history (its first run is at start). */
export const HISTORY_SWEEP_MS = 6 * 60 * 60_000;

/**
 * Rolls up the history the dashboard offers (26 weeks), once in the background when the app is ready and then every
 * HISTORY_SWEEP_MS: an old week is then rolled before anyone reads it, and hours the recent sweep missed (every
 * process down for longer than its window) are caught up. Rolled hours whose orders did not change are only
 * compared, so after the first run it writes little (decision 016).
 */
export function registerHistoryRollupSweep(
  app: AppInstance,
  { analytics }: { analytics: Pick<AnalyticsService, 'rollHistory'> },
  intervalMs = HISTORY_SWEEP_MS,
): void {
  registerSweep(app, {
    name: 'analytics history sweep',
    intervalMs,
    firstRun: 'in-background',
    run: async (signal, log) => {
      const rolled = await analytics.rollHistory({ signal });
      if (rolled > 0) log.info({ rolled }, 'analytics history rolled up');
    },
  });
}
