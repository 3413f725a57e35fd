import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { AppError } from '../lib/app-error.js';
import type { DbClock } from '../lib/db-clock.js';
import { rateLimitCounters } from './rate-limit.tables.js';

export type RateLimit = { limit: number; windowSeconds: number };
export type RateLimiter = ReturnType<typeof createRateLimiter>;

/**
 * Fixed-window counters kept in the database, so every API process counts against the same limit. One upsert per hit:
 * the count it returns is exact under concurrency, and its window is taken from the database's clock in the same
 * statement (decision 076), so API hosts whose clocks disagree still count in one window.
 */
export function createRateLimiter({ db, dbClock }: { db: Db; dbClock: DbClock }) {
  return {
    /** Counts one hit; answers the window's count with it, or refuses one over the limit. */
    async hit(
      key: string,
      { limit, windowSeconds }: RateLimit,
      message = 'Too many requests. Please try again later.',
    ): Promise<number> {
      const now = dbClock.now();
      const windowStart = sql`to_timestamp(floor(extract(epoch from ${now}) / ${windowSeconds}::int) * ${windowSeconds}::int)`;
      const windowEnd = sql`${windowStart} + ${windowSeconds}::int * interval '1 second'`;
      const result = await db.execute(sql`
        insert into ${rateLimitCounters} (key, window_start, window_end, count) values (${key}, ${windowStart}, ${windowEnd}, 1)
        on conflict (key, window_start) do update set count = ${rateLimitCounters}.count + 1
        returning count, ceil(extract(epoch from window_end - ${now}))::int as retry_after`);
      const [row] = (result as unknown as { rows: { count: number; retry_after: number }[] }).rows;
      const count = row?.count ?? 0;
      if (count > limit) {
        throw new AppError('RATE_LIMITED', message, { retryAfter: Math.max(1, Number(row?.retry_after ?? 1)) });
      }
      return count;
    },
  };
}

/** Limits of one kind of call for each person and for each address (many people share one at a venue). */
export type CallerLimits = { perPerson: RateLimit; perAddress: RateLimit };

/**
 * Counts a call that reaches a paid provider or grows a table against the caller's address and then the person.
 * The address limit is checked first, so a person refused there spends nothing of their own.
 */
export async function limitCaller(
  rateLimiter: RateLimiter,
  call: string,
  caller: { userId: string; ip: string },
  limits: CallerLimits,
): Promise<void> {
  await rateLimiter.hit(`${call}:ip:${caller.ip}`, limits.perAddress);
  await rateLimiter.hit(`${call}:user:${caller.userId}`, limits.perPerson);
}
