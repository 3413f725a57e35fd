import type { FastifyBaseLogger } from 'fastify';
import type { AppInstance } from '../app-types.js';
import { runWithLog } from './log-context.js';

export type SweepOptions = {
  /**
   * Names the sweep in the log line of a failed run: "{name} failed; it runs again later". Its stable key (`SMS notices
   * sweep` → `sms_notices`) is the `sweep` field of every line its runs log and the label of its metrics.
   */
  name: string;
  intervalMs: number;
  /**
   * One run of the sweep; what it did worth saying it logs itself. The signal is aborted when the app closes: a long
   * run stops at its next step instead of holding the shutdown up. `log` carries the sweep's key in every line.
   */
  run: (signal: AbortSignal, log: FastifyBaseLogger) => Promise<void>;
  /**
   * 'before-serving': the first run finishes before the app is ready (and serves); 'in-background': the first run
   * starts when the app is ready and the app serves meanwhile.
   */
  firstRun: 'before-serving' | 'in-background';
  /** Waited for on close, after the last run has finished (work the runs left going). */
  afterLastRun?: () => Promise<void>;
};

/** A sweep's stable key, for its log lines and metrics: `SMS notices sweep` → `sms_notices`. */
export function sweepKey(name: string): string {
  return name
    .toLowerCase()
    .replace(/ sweep$/, '')
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_|_$/g, '');
}

/**
 * A job every API process runs on its own: once when the app is ready, then every `intervalMs`. A run never overlaps
 * the one before (a run due while one is going waits for it); a failed run is logged (warn, event `sweep_failed`), not
 * thrown, and the next one comes on time. Each run that finishes sets `queueless_sweep_last_success_timestamp_seconds`. On close the timer stops, the run going (if any) is told to stop and is awaited. The timer does not keep the process
 * alive.
 */
export function registerSweep(app: AppInstance, options: SweepOptions): void {
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<void> = Promise.resolve();
  const closing = new AbortController();
  const sweep = sweepKey(options.name);
  const log = app.log.child({ sweep });
  // A bare Fastify (the sweep's own tests) has no metrics.
  const metrics = app.hasDecorator('metrics') ? app.metrics : null;

  function runOnce(): Promise<void> {
    running = running.then(async () => {
      if (closing.signal.aborted) return;
      try {
        await runWithLog(log, () => options.run(closing.signal, log));
        metrics?.sweepLastSuccess.set({ sweep }, Date.now() / 1000);
      } catch (error) {
        metrics?.sweepFailures.inc({ sweep });
        app.log.warn({ err: error, sweep, event: 'sweep_failed' }, `${options.name} failed; it runs again later`);
      }
    });
    return running;
  }

  app.addHook('onReady', async () => {
    if (options.firstRun === 'before-serving') await runOnce();
    timer = setInterval(() => void runOnce(), options.intervalMs);
    timer.unref();
    if (options.firstRun === 'in-background') void runOnce();
  });
  app.addHook('onClose', async () => {
    if (timer) clearInterval(timer);
    closing.abort();
    await running;
    await options.afterLastRun?.();
  });
}
