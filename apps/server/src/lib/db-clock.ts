import { type SQL, sql } from 'drizzle-orm';
import type { Db, Executor } from '../db/client.js';
import type { Clock } from './clock.js';

/**
 * The database's clock (decision 076). Rate-limit windows, sign-in code expiry and resend waits, refresh-token
 * expiry and membership credits are computed from it, not from the API host's clock: every host shares it, so hosts
 * whose clocks disagree (one ran ahead, one was corrected) still agree on a window, an expiry or a grant.
 */
export type DbClock = {
  /** The database's time as an SQL expression (`now()`, the transaction's start), for a statement that uses it. */
  now(): SQL;
  /** The database's time, read once (one round trip), for a request that computes from it in code. */
  read(executor?: Executor): Promise<Date>;
};

/**
 * `pinned`: a test's fixed or moving clock standing in for the database's (tests that move time by hand); the
 * product never passes one.
 */
export function createDbClock(db: Db, pinned?: Clock): DbClock {
  if (pinned) {
    return {
      now: () => sql`${pinned().toISOString()}::timestamptz`,
      read: async () => pinned(),
    };
  }
  return {
    now: () => sql`now()`,
    async read(executor: Executor = db) {
      const result = await executor.execute(sql`select (extract(epoch from now()) * 1000)::float8 as ms`);
      const [row] = (result as unknown as { rows: { ms: number | string }[] }).rows;
      return new Date(Number(row?.ms));
    },
  };
}
