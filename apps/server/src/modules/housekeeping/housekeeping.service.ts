import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../lib/clock.js';
import type { Metrics } from '../../lib/metrics.js';
import { type HousekeepingRepo, RETENTIONS } from './housekeeping.repo.js';

/** Rows one statement deletes: short enough that it never holds locks or the write-ahead log up for long. */
export const HOUSEKEEPING_BATCH = 1000;
/** Batches of one table in one run; what is left waits for the next run. */
export const HOUSEKEEPING_MAX_BATCHES = 50;

export type Housekeeping = ReturnType<typeof createHousekeeping>;

/** Deletes what no one reads any more (decision 066): each table's rows past its retention, in bounded batches. */
export function createHousekeeping(deps: {
  repo: HousekeepingRepo;
  clock: Clock;
  log: FastifyBaseLogger;
  metrics?: Pick<Metrics, 'housekeepingDeleted'>;
}) {
  return {
    /** One run: answers the rows deleted per table; stops between batches when `signal` aborts or another process cleans. */
    async run(signal?: AbortSignal): Promise<Record<string, number>> {
      const now = deps.clock().getTime();
      const deleted: Record<string, number> = {};
      for (const retention of RETENTIONS) {
        const cutoff = new Date(now - retention.keepMs);
        let total = 0;
        for (let batch = 0; batch < HOUSEKEEPING_MAX_BATCHES && !signal?.aborted; batch++) {
          const count = await deps.repo.deleteBatch(retention, cutoff, HOUSEKEEPING_BATCH);
          if (count === null) return deleted;
          total += count;
          if (count < HOUSEKEEPING_BATCH) break;
        }
        deleted[retention.table] = total;
        if (total > 0) deps.metrics?.housekeepingDeleted.inc({ table: retention.table }, total);
      }
      const removed = Object.values(deleted).reduce((sum, count) => sum + count, 0);
      if (removed > 0) deps.log.info({ deleted }, 'housekeeping deleted rows past their retention');
      return deleted;
    },
  };
}
