/** A queue that runs at most `concurrency` jobs at once, in the order they came; the rest wait their turn. */
export type WorkQueue = {
  run<T>(job: () => Promise<T>): Promise<T>;
  /** Jobs running and waiting now (for tests and metrics). */
  readonly size: number;
};

export function createWorkQueue(concurrency: number): WorkQueue {
  let running = 0;
  const waiting: (() => void)[] = [];
  return {
    async run<T>(job: () => Promise<T>): Promise<T> {
      if (running >= concurrency) await new Promise<void>((resolve) => waiting.push(resolve));
      running++;
      try {
        return await job();
      } finally {
        running--;
        waiting.shift()?.();
      }
    },
    get size() {
      return running + waiting.length;
    },
  };
}
