import { and, desc, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import type { Db, Executor, Tx } from '../../db/client.js';
import { devSmsOutbox } from '../../providers/sms/sms.tables.js';
import { refreshTokens, signInCodes, users } from './identity.tables.js';

export type IdentityRepo = ReturnType<typeof createIdentityRepo>;
export type SignInCodeRow = typeof signInCodes.$inferSelect;
export type RefreshTokenRow = typeof refreshTokens.$inferSelect;

export function createIdentityRepo(db: Db) {
  return {
    /** Runs `work` in one transaction, for the service's changes that go together. */
    transaction<T>(work: (tx: Tx) => Promise<T>): Promise<T> {
      return db.transaction(work);
    },

    /** Serialises code requests of one phone across processes until the transaction ends. */
    async lockPhone(phoneNumber: string, executor: Executor = db) {
      await executor.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`sign-in:${phoneNumber}`}, 0))`);
    },

    async latestCode(phoneNumber: string, executor: Executor = db): Promise<SignInCodeRow | undefined> {
      const [row] = await executor
        .select()
        .from(signInCodes)
        .where(eq(signInCodes.phoneNumber, phoneNumber))
        .orderBy(desc(signInCodes.createdAt))
        .limit(1);
      return row;
    },

    async countCodesSince(
      phoneNumber: string,
      since: Date,
      executor: Executor = db,
    ): Promise<{ count: number; oldest: Date | null }> {
      const [row] = await executor
        .select({ count: sql<number>`count(*)::int`, oldest: sql<string | null>`min(${signInCodes.createdAt})` })
        .from(signInCodes)
        .where(and(eq(signInCodes.phoneNumber, phoneNumber), gt(signInCodes.createdAt, since)));
      return { count: row?.count ?? 0, oldest: row?.oldest ? new Date(row.oldest) : null };
    },

    /** Retires the phone's usable codes; answers their ids, so a failed send can put them back. */
    async replaceActiveCodes(phoneNumber: string, now: Date, executor: Executor = db): Promise<string[]> {
      const rows = await executor
        .update(signInCodes)
        .set({ replacedAt: now })
        .where(
          and(eq(signInCodes.phoneNumber, phoneNumber), isNull(signInCodes.replacedAt), isNull(signInCodes.consumedAt)),
        )
        .returning({ id: signInCodes.id });
      return rows.map((row) => row.id);
    },

    async restoreCodes(ids: string[], executor: Executor = db) {
      if (ids.length === 0) return;
      await executor
        .update(signInCodes)
        .set({ replacedAt: null })
        .where(and(inArray(signInCodes.id, ids), isNull(signInCodes.consumedAt)));
    },

    async insertCode(row: typeof signInCodes.$inferInsert, executor: Executor = db) {
      await executor.insert(signInCodes).values(row);
    },

    async deleteCode(id: string, executor: Executor = db) {
      await executor.delete(signInCodes).where(eq(signInCodes.id, id));
    },

    /** The one code of a phone that can still be used, if any. */
    async activeCode(phoneNumber: string): Promise<SignInCodeRow | undefined> {
      const [row] = await db
        .select()
        .from(signInCodes)
        .where(
          and(eq(signInCodes.phoneNumber, phoneNumber), isNull(signInCodes.replacedAt), isNull(signInCodes.consumedAt)),
        )
        .orderBy(desc(signInCodes.createdAt))
        .limit(1);
      return row;
    },

    /** Counts one try; answers the new count, or null when the code has no tries left or is spent. */
    /** Spends the code; only one caller can win. */
    async consumeCode(id: string, now: Date, executor: Executor = db): Promise<boolean> {
      const rows = await executor
        .update(signInCodes)
        .set({ consumedAt: now })
        .where(and(eq(signInCodes.id, id), isNull(signInCodes.consumedAt), isNull(signInCodes.replacedAt)))
        .returning({ id: signInCodes.id });
      return rows.length === 1;
    },

    /** Finds the user of a phone, creating one on first sign-in. */
    async upsertUser(
      userId: string,
      phoneNumber: string,
      executor: Executor = db,
    ): Promise<{ user: typeof users.$inferSelect; isNew: boolean }> {
      const inserted = await executor.insert(users).values({ userId, phoneNumber }).onConflictDoNothing().returning();
      if (inserted[0]) return { user: inserted[0], isNew: true };
      const [existing] = await executor.select().from(users).where(eq(users.phoneNumber, phoneNumber));
      if (!existing) throw new Error('user vanished during sign-in');
      return { user: existing, isNew: false };
    },

    async getUser(userId: string, executor: Executor = db) {
      const [row] = await executor.select().from(users).where(eq(users.userId, userId));
      return row;
    },

    async insertRefreshToken(row: typeof refreshTokens.$inferInsert, executor: Executor = db) {
      await executor.insert(refreshTokens).values(row);
    },

    /**
     * Serialises every change to one token family until the transaction ends. Without it a replayed
     * token could revoke the family while a rotation of it was inserting the next token, which then
     * stayed live (the revoking UPDATE never sees a row committed after it started).
     */
    async lockFamily(familyId: string, executor: Executor = db) {
      await executor.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`refresh-family:${familyId}`}, 0))`);
    },

    /** Marks a live refresh token used; answers it, or undefined if it was not live. */
    async spendRefreshToken(
      tokenHash: string,
      now: Date,
      executor: Executor = db,
    ): Promise<RefreshTokenRow | undefined> {
      const [row] = await executor
        .update(refreshTokens)
        .set({ usedAt: now })
        .where(
          and(
            eq(refreshTokens.tokenHash, tokenHash),
            isNull(refreshTokens.usedAt),
            isNull(refreshTokens.revokedAt),
            gt(refreshTokens.expiresAt, now),
          ),
        )
        .returning();
      return row;
    },

    async findRefreshToken(tokenHash: string, executor: Executor = db): Promise<RefreshTokenRow | undefined> {
      const [row] = await executor.select().from(refreshTokens).where(eq(refreshTokens.tokenHash, tokenHash));
      return row;
    },

    /** Revokes every token of a family; call it holding lockFamily. */
    async revokeFamily(familyId: string, now: Date, executor: Executor = db) {
      await executor
        .update(refreshTokens)
        .set({ revokedAt: now })
        .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));
    },

    async listOutbox(phoneNumber: string | undefined) {
      return db
        .select()
        .from(devSmsOutbox)
        .where(phoneNumber ? eq(devSmsOutbox.to, phoneNumber) : undefined)
        .orderBy(desc(devSmsOutbox.sentAt), desc(devSmsOutbox.id))
        .limit(50);
    },
  };
}
