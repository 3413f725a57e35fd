import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { rateLimitCounters } from '../../plugins/rate-limit.tables.js';
import { devSmsOutbox } from '../../providers/sms/sms.tables.js';
import { DOMAIN_EVENTS_RETENTION_MS, domainEvents } from '../domain-events/index.js';
import { refreshTokens, signInCodes } from '../identity/index.js';
import { smsNotices } from '../notices/index.js';
import { webhookEvents } from '../payments/index.js';

const DAY_MS = 24 * 60 * 60 * 1000;
const HOUR_MS = 60 * 60 * 1000;

/** What housekeeping deletes: rows of one table past their use, found by one condition on a cut-off time. */
export type Retention = {
  table: string;
  /** How long after its moment (expiry, sending, the window's end) a row is kept. */
  keepMs: number;
  /** The rows past their retention: `cutoff` is now minus `keepMs`. */
  isStale: (cutoff: Date) => SQL;
};

/**
 * The retentions (decision 066). Each keeps a row as long as anything reads it, and a margin an operator can look
 * back over:
 * - a refresh token 7 days past its expiry (a refused reuse is still told apart from an unknown token for a week);
 * - a sign-in code a day after it was made (codes live minutes; the per-number limits look back an hour at most);
 * - a rate-limit counter an hour after its window ended: each row says its window's end, so a long window (a test's
 *   that no burst can straddle, or a weekly limit) is never cleared while it still counts;
 * - a handled webhook event 30 days (Stripe redelivers for 3 days at most);
 * - an SMS notice 30 days after it was sent or given up (its unique key stops a second notice for one cause only
 *   while the cause is live: an event's waitlist);
 * - a development outbox text a day (the outbox shows a sign-in code that is minutes old);
 * - a domain event 7 days after it was written (decision 078: a consumer down a day still finds what it missed).
 */
export const RETENTIONS: readonly Retention[] = [
  {
    table: 'refresh_tokens',
    keepMs: 7 * DAY_MS,
    isStale: (cutoff) => sql`${refreshTokens.expiresAt} < ${cutoff}`,
  },
  {
    table: 'sign_in_codes',
    keepMs: DAY_MS,
    isStale: (cutoff) => sql`${signInCodes.createdAt} < ${cutoff}`,
  },
  {
    table: 'rate_limit_counters',
    keepMs: HOUR_MS,
    isStale: (cutoff) => sql`${rateLimitCounters.windowEnd} < ${cutoff}`,
  },
  {
    table: 'webhook_events',
    keepMs: 30 * DAY_MS,
    isStale: (cutoff) => sql`${webhookEvents.receivedAt} < ${cutoff}`,
  },
  {
    table: 'sms_notices',
    keepMs: 30 * DAY_MS,
    isStale: (cutoff) => sql`(${smsNotices.sentAt} < ${cutoff} or ${smsNotices.gaveUpAt} < ${cutoff})`,
  },
  {
    table: 'dev_sms_outbox',
    keepMs: DAY_MS,
    isStale: (cutoff) => sql`${devSmsOutbox.sentAt} < ${cutoff}`,
  },
  {
    table: 'domain_events',
    keepMs: DOMAIN_EVENTS_RETENTION_MS,
    isStale: (cutoff) => sql`${domainEvents.createdAt} < ${cutoff}`,
  },
];

const rowsOf = (result: unknown): Record<string, unknown>[] => (result as { rows: Record<string, unknown>[] }).rows;

export type HousekeepingRepo = ReturnType<typeof createHousekeepingRepo>;

export function createHousekeepingRepo(db: Db) {
  return {
    /**
     * Deletes at most `limit` stale rows of one table in a short transaction, under an advisory lock: one process
     * cleans at a time, and one that finds the lock taken answers null (another is at it) instead of waiting.
     */
    async deleteBatch(retention: Retention, cutoff: Date, limit: number): Promise<number | null> {
      return db.transaction(async (tx) => {
        const lock = await tx.execute(
          sql`select pg_try_advisory_xact_lock(hashtextextended('housekeeping', 0)) as locked`,
        );
        if (rowsOf(lock)[0]?.locked !== true) return null;
        const table = sql.identifier(retention.table);
        const deleted = await tx.execute(sql`
          delete from ${table} where ctid = any(array(
            select ctid from ${table} where ${retention.isStale(cutoff)} limit ${limit}
          ))
          returning 1 as gone`);
        return rowsOf(deleted).length;
      });
    },
  };
}
