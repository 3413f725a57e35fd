import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { rateLimitCounters } from '../db/schema.js';
import { AppError } from '../lib/app-error.js';
import type { Clock } from '../lib/clock.js';

export type RateLimit = { limit: number; windowSeconds: number };
export type RateLimiter = ReturnType<typeof createRateLimiter>;

/**
 * Fixed-window counters kept in the database, so every API process counts against the same limit.
 * One upsert per hit: the count it returns is exact under concurrency.
 */
export function createRateLimiter({ db, clock }: { db: Db; clock: Clock }) {
  return {
    async hit(
      key: string,
      { limit, windowSeconds }: RateLimit,
      message = 'Too many requests. Please try again later.',
    ) {
      const nowMs = clock().getTime();
      const windowMs = windowSeconds * 1000;
      const windowStart = new Date(Math.floor(nowMs / windowMs) * windowMs);
      const [row] = await db
        .insert(rateLimitCounters)
        .values({ key, windowStart, count: 1 })
        .onConflictDoUpdate({
          target: [rateLimitCounters.key, rateLimitCounters.windowStart],
          set: { count: sql`${rateLimitCounters.count} + 1` },
        })
        .returning({ count: rateLimitCounters.count });
      if ((row?.count ?? 0) > limit) {
        const retryAfter = Math.ceil((windowStart.getTime() + windowMs - nowMs) / 1000);
        throw new AppError('RATE_LIMITED', message, { retryAfter });
      }
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
