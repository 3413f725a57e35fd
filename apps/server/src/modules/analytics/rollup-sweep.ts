import type { AppInstance } from '../../app-types.js';

/** How often each API process rolls up the hours that have closed. */
export const ROLLUP_SWEEP_MS = 5 * 60_000;

/**
 * Rolls up the analytics of the hours that closed lately (decision 016), once when the app is ready,
 * then every ROLLUP_SWEEP_MS, in every process: each vendor is rolled under an advisory lock, so
 * processes sweeping at once skip each other's vendors, and an hour already rolled whose orders did not
 * change is only compared, not written again. A read rolls whatever the sweep has not.
 */
export function registerRollupSweep(app: AppInstance, intervalMs = ROLLUP_SWEEP_MS): void {
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<void> = Promise.resolve();

  function sweep(): Promise<void> {
    running = running.then(async () => {
      try {
        await app.services.analytics.rollRecentHours();
      } catch (error) {
        app.log.warn({ err: error }, 'analytics rollup sweep failed; it runs again later');
      }
    });
    return running;
  }

  app.addHook('onReady', async () => {
    timer = setInterval(() => void sweep(), intervalMs);
    timer.unref();
    void sweep();
  });
  app.addHook('onClose', async () => {
    if (timer) clearInterval(timer);
    await running;
  });
}
