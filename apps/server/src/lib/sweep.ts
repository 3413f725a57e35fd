import type { AppInstance } from '../app-types.js';

export type SweepOptions = {
  /** Names the sweep in the log line of a failed run: "{name} failed; it runs again later". */
  name: string;
  intervalMs: number;
  /**
   * One run of the sweep; what it did worth saying it logs itself. The signal is aborted when the app closes: a long
   * run stops at its next step instead of holding the shutdown up.
   */
  run: (signal: AbortSignal) => Promise<void>;
  /**
   * 'before-serving': the first run finishes before the app is ready (and serves); 'in-background': the first run
   * starts when the app is ready and the app serves meanwhile.
   */
  firstRun: 'before-serving' | 'in-background';
  /** Waited for on close, after the last run has finished (work the runs left going). */
  afterLastRun?: () => Promise<void>;
};

/**
 * A job every API process runs on its own: once when the app is ready, then every `intervalMs`. A run never overlaps
 * the one before (a run due while one is going waits for it); a failed run is logged, not thrown, and the next one
 * comes on time. On close the timer stops, the run going (if any) is told to stop and is awaited. The timer does not keep the process
 * alive.
 */
export function registerSweep(app: AppInstance, options: SweepOptions): void {
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<void> = Promise.resolve();
  const closing = new AbortController();

  function sweep(): Promise<void> {
    running = running.then(async () => {
      try {
        if (!closing.signal.aborted) await options.run(closing.signal);
      } catch (error) {
        app.log.warn({ err: error }, `${options.name} failed; it runs again later`);
      }
    });
    return running;
  }

  app.addHook('onReady', async () => {
    if (options.firstRun === 'before-serving') await sweep();
    timer = setInterval(() => void sweep(), options.intervalMs);
    timer.unref();
    if (options.firstRun === 'in-background') void sweep();
  });
  app.addHook('onClose', async () => {
    if (timer) clearInterval(timer);
    closing.abort();
    await running;
    await options.afterLastRun?.();
  });
}
