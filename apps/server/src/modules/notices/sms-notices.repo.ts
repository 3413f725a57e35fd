import { and, asc, eq, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { Db, Executor, Tx } from '../../db/client.js';
import { smsNotices } from './notices.tables.js';

export type SmsNoticesRepo = ReturnType<typeof createSmsNoticesRepo>;
export type SmsNotice = typeof smsNotices.$inferSelect;

export function createSmsNoticesRepo(db: Db) {
  return {
    /** Runs `work` in one transaction, for the service's changes that go together. */
    transaction<T>(work: (tx: Tx) => Promise<T>): Promise<T> {
      return db.transaction(work);
    },

    /** Writes the notice unless one with its key exists (one notice per cause); true when written. */
    async insertNotice(row: typeof smsNotices.$inferInsert, executor: Executor = db): Promise<boolean> {
      const inserted = await executor
        .insert(smsNotices)
        .values(row)
        .onConflictDoNothing({ target: smsNotices.noticeKey })
        .returning({ noticeId: smsNotices.noticeId });
      return inserted.length === 1;
    },

    /**
     * Claims up to `limit` notices that are due (unsent, not given up, `next_attempt_at` reached), by
     * key when `keys` is given: one statement moves their `next_attempt_at` to `leaseUntil` and counts
     * the attempt, so a second sender, in this process or another, neither waits for them nor takes them
     * (SKIP LOCKED while this one is uncommitted, the moved time after). A sender that dies holding a
     * claim leaves it to be taken again when the lease ends.
     */
    async claimDue(options: { now: Date; leaseUntil: Date; limit: number; keys?: string[] }): Promise<SmsNotice[]> {
      const due = db
        .select({ noticeId: smsNotices.noticeId })
        .from(smsNotices)
        .where(
          and(
            isNull(smsNotices.sentAt),
            isNull(smsNotices.gaveUpAt),
            lte(smsNotices.nextAttemptAt, options.now),
            options.keys ? inArray(smsNotices.noticeKey, options.keys) : undefined,
          ),
        )
        .orderBy(asc(smsNotices.nextAttemptAt), asc(smsNotices.noticeId))
        .limit(options.limit)
        .for('update', { skipLocked: true });
      return db
        .update(smsNotices)
        .set({ nextAttemptAt: options.leaseUntil, attempts: sql`${smsNotices.attempts} + 1` })
        .where(inArray(smsNotices.noticeId, due))
        .returning();
    },

    async markSent(noticeId: string, now: Date): Promise<void> {
      await db.update(smsNotices).set({ sentAt: now, lastError: null }).where(eq(smsNotices.noticeId, noticeId));
    },

    async markFailed(noticeId: string, changes: { nextAttemptAt: Date; lastError: string }): Promise<void> {
      await db.update(smsNotices).set(changes).where(eq(smsNotices.noticeId, noticeId));
    },

    async markGaveUp(noticeId: string, changes: { gaveUpAt: Date; lastError: string }): Promise<void> {
      await db.update(smsNotices).set(changes).where(eq(smsNotices.noticeId, noticeId));
    },
  };
}
