import { afterEach, describe, expect, it, vi } from 'vitest';
import { whenIdle, whenIdleEach } from './when-idle';

describe('whenIdle', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('runs the task in an idle callback, and not once cancelled', () => {
    const callbacks: Array<() => void> = [];
    const cancelled: number[] = [];
    vi.stubGlobal('requestIdleCallback', (callback: () => void) => callbacks.push(callback));
    vi.stubGlobal('cancelIdleCallback', (handle: number) => cancelled.push(handle));
    const task = vi.fn();
    const cancel = whenIdle(task);
    expect(task).not.toHaveBeenCalled();
    callbacks[0]?.();
    expect(task).toHaveBeenCalledOnce();
    cancel();
    expect(cancelled).toEqual([1]);
  });

  it('falls back to a timer where the browser has no idle callbacks', () => {
    vi.useFakeTimers();
    vi.stubGlobal('requestIdleCallback', undefined);
    const task = vi.fn();
    whenIdle(task);
    vi.advanceTimersByTime(499);
    expect(task).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(task).toHaveBeenCalledOnce();
    const cancelledTask = vi.fn();
    whenIdle(cancelledTask)();
    vi.advanceTimersByTime(1_000);
    expect(cancelledTask).not.toHaveBeenCalled();
  });

  it('runs a list a slice at a time, at least one item and at most a few milliseconds per idle moment, and stops once cancelled', () => {
    const callbacks: Array<() => void> = [];
    vi.stubGlobal('requestIdleCallback', (callback: () => void) => callbacks.push(callback));
    vi.stubGlobal('cancelIdleCallback', (handle: number) => callbacks.splice(handle - 1, 1, () => {}));
    let now = 0;
    // Each item takes 5 ms: two fit in a slice of eight.
    vi.spyOn(performance, 'now').mockImplementation(() => now);
    const done: number[] = [];
    const perMoment: number[] = [];
    whenIdleEach([1, 2, 3, 4, 5], (item) => {
      done.push(item);
      now += 5;
    });
    expect(done).toEqual([]);
    for (let i = 0; i < callbacks.length; i++) {
      const before = done.length;
      callbacks[i]?.();
      perMoment.push(done.length - before);
    }
    expect(done).toEqual([1, 2, 3, 4, 5]);
    expect(perMoment).toEqual([2, 2, 1]);

    callbacks.length = 0;
    const stopped: number[] = [];
    const cancel = whenIdleEach([1, 2, 3], (item) => {
      stopped.push(item);
      now += 10;
    });
    callbacks[0]?.();
    cancel();
    for (const callback of callbacks.slice(1)) callback();
    expect(stopped).toEqual([1]);
  });
});
