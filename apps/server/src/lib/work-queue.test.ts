import { describe, expect, it } from 'vitest';
import { createWorkQueue } from './work-queue.js';

describe('a work queue', () => {
  it('runs at most its concurrency at once, in the order the jobs came, and goes on after a failure', async () => {
    const queue = createWorkQueue(2);
    let running = 0;
    let most = 0;
    const started: number[] = [];
    const job = (n: number) => async () => {
      started.push(n);
      running++;
      most = Math.max(most, running);
      await new Promise((resolve) => setTimeout(resolve, 5));
      running--;
      if (n === 2) throw new Error('bad photo');
      return n;
    };
    const results = await Promise.allSettled([1, 2, 3, 4, 5].map((n) => queue.run(job(n))));
    expect(results.map((result) => result.status)).toEqual([
      'fulfilled',
      'rejected',
      'fulfilled',
      'fulfilled',
      'fulfilled',
    ]);
    expect(started).toEqual([1, 2, 3, 4, 5]);
    expect(most).toBe(2);
    expect(queue.size).toBe(0);
  });
});
