import Fastify from 'fastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AppInstance } from '../app-types.js';
import { registerSweep } from './sweep.js';

/** A promise the test settles itself. */
function deferred() {
  let resolve!: () => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<void>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

const flush = () => new Promise((resolve) => setImmediate(resolve));

function newApp() {
  const app = Fastify({ logger: false }) as unknown as AppInstance;
  const warn = vi.spyOn(app.log, 'warn');
  return { app, warn };
}

describe('registerSweep', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('runs once before the app is ready, then every interval, and never two runs at once', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const { app } = newApp();
    const runs: ReturnType<typeof deferred>[] = [];
    registerSweep(app, {
      name: 'test sweep',
      intervalMs: 1000,
      firstRun: 'before-serving',
      run: () => {
        runs.push(deferred());
        return runs.at(-1)!.promise;
      },
    });
    const ready = app.ready();
    await flush();
    expect(runs).toHaveLength(1);
    let isReady = false;
    void ready.then(() => {
      isReady = true;
    });
    await flush();
    expect(isReady).toBe(false);
    runs[0]!.resolve();
    await ready;

    vi.advanceTimersByTime(1000);
    await flush();
    expect(runs).toHaveLength(2);
    // Two more intervals pass while the second run is going: their runs wait, each for the one before.
    vi.advanceTimersByTime(2000);
    await flush();
    expect(runs).toHaveLength(2);
    runs[1]!.resolve();
    await flush();
    expect(runs).toHaveLength(3);
    runs[2]!.resolve();
    await flush();
    expect(runs).toHaveLength(4);
    runs[3]!.resolve();
    await app.close();
  });

  it('logs a failed run instead of throwing, and runs again at the next interval', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const { app, warn } = newApp();
    const run = vi.fn().mockRejectedValueOnce(new Error('database gone')).mockResolvedValue(undefined);
    registerSweep(app, { name: 'test sweep', intervalMs: 1000, firstRun: 'before-serving', run });
    await app.ready();
    expect(warn).toHaveBeenCalledWith(
      { err: expect.any(Error), sweep: 'test', event: 'sweep_failed' },
      'test sweep failed; it runs again later',
    );
    vi.advanceTimersByTime(1000);
    await flush();
    expect(run).toHaveBeenCalledTimes(2);
    await app.close();
  });

  it('in the background, the app is ready while the first run goes; close waits for it, then for afterLastRun', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const { app } = newApp();
    const first = deferred();
    const order: string[] = [];
    const run = vi.fn(async () => {
      await first.promise;
      order.push('run finished');
    });
    registerSweep(app, {
      name: 'test sweep',
      intervalMs: 1000,
      firstRun: 'in-background',
      run,
      afterLastRun: async () => {
        order.push('afterLastRun');
      },
    });
    await app.ready();
    expect(run).toHaveBeenCalledTimes(1);
    let isClosed = false;
    const closed = app.close().then(() => {
      isClosed = true;
    });
    await flush();
    expect(isClosed).toBe(false);
    first.resolve();
    await closed;
    expect(order).toEqual(['run finished', 'afterLastRun']);
    // The timer stopped with the app.
    vi.advanceTimersByTime(5000);
    await flush();
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('tells the run going to stop when the app closes, and starts no run after', async () => {
    const { app } = newApp();
    const started = deferred();
    let sawAbort = false;
    const run = vi.fn(async (signal: AbortSignal) => {
      started.resolve();
      // A long run: it goes on until it is told to stop.
      await new Promise<void>((resolve) => signal.addEventListener('abort', () => resolve(), { once: true }));
      sawAbort = signal.aborted;
    });
    registerSweep(app, { name: 'test sweep', intervalMs: 1000, firstRun: 'in-background', run });
    await app.ready();
    await started.promise;
    await app.close();
    expect(sawAbort).toBe(true);
    expect(run).toHaveBeenCalledTimes(1);
  });
});
