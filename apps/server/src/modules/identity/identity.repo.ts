import type { Language } from '@queueless/contracts';
import { and, desc, eq, gt, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
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

    /** The newest code this address asked for this number (decision 067: a code belongs to the caller that asked). */
    async latestCode(
      phoneNumber: string,
      requestIp: string,
      executor: Executor = db,
    ): Promise<SignInCodeRow | undefined> {
      const [row] = await executor
        .select()
        .from(signInCodes)
        .where(and(eq(signInCodes.phoneNumber, phoneNumber), eq(signInCodes.requestIp, requestIp)))
        .orderBy(desc(signInCodes.createdAt))
        .limit(1);
      return row;
    },

    /** The codes this address asked for this number since `since`. */
    async countCodesSince(
      phoneNumber: string,
      requestIp: string,
      since: Date,
      executor: Executor = db,
    ): Promise<{ count: number }> {
      const [row] = await executor
        .select({ count: sql<number>`count(*)::int` })
        .from(signInCodes)
        .where(
          and(
            eq(signInCodes.phoneNumber, phoneNumber),
            eq(signInCodes.requestIp, requestIp),
            gt(signInCodes.createdAt, since),
          ),
        );
      return { count: row?.count ?? 0 };
    },

    /**
     * Retires the usable codes this address asked for this number (never another caller's: a stranger asking cannot
     * take the owner's code away); answers their ids, so a failed send can put them back.
     */
    async replaceActiveCodes(
      phoneNumber: string,
      requestIp: string,
      now: Date,
      executor: Executor = db,
    ): Promise<string[]> {
      const rows = await executor
        .update(signInCodes)
        .set({ replacedAt: now })
        .where(
          and(
            eq(signInCodes.phoneNumber, phoneNumber),
            eq(signInCodes.requestIp, requestIp),
            isNull(signInCodes.replacedAt),
            isNull(signInCodes.consumedAt),
          ),
        )
        .returning({ id: signInCodes.id });
      return rows.map((row) => row.id);
    },

    /** Retires every usable code of a phone: after a sign-in, the other callers' codes have nothing left to open. */
    async retireCodes(phoneNumber: string, now: Date, executor: Executor = db) {
      await executor
        .update(signInCodes)
        .set({ replacedAt: now })
        .where(
          and(eq(signInCodes.phoneNumber, phoneNumber), isNull(signInCodes.replacedAt), isNull(signInCodes.consumedAt)),
        );
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

    /** The codes of a phone that can still be used (one per address that asked), newest first. */
    async liveCodes(phoneNumber: string, now: Date): Promise<SignInCodeRow[]> {
      return db
        .select()
        .from(signInCodes)
        .where(
          and(
            eq(signInCodes.phoneNumber, phoneNumber),
            isNull(signInCodes.replacedAt),
            isNull(signInCodes.consumedAt),
            gt(signInCodes.expiresAt, now),
          ),
        )
        .orderBy(desc(signInCodes.createdAt))
        .limit(100);
    },

    /** Whether the phone has an unspent, unreplaced code (asked after `liveCodes` found none: it has expired). */
    async hasUnspentCode(phoneNumber: string): Promise<boolean> {
      const [row] = await db
        .select({ one: sql<number>`1` })
        .from(signInCodes)
        .where(
          and(eq(signInCodes.phoneNumber, phoneNumber), isNull(signInCodes.replacedAt), isNull(signInCodes.consumedAt)),
        )
        .limit(1);
      return row !== undefined;
    },

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
    /** The phone's account, made on its first sign-in; either way it now speaks `language` (decision 097). */
    async upsertUser(
      userId: string,
      phoneNumber: string,
      language: Language,
      executor: Executor = db,
    ): Promise<{ user: typeof users.$inferSelect; isNew: boolean }> {
      const inserted = await executor
        .insert(users)
        .values({ userId, phoneNumber, language })
        .onConflictDoNothing()
        .returning();
      if (inserted[0]) return { user: inserted[0], isNew: true };
      const [existing] = await executor
        .update(users)
        .set({ language })
        .where(eq(users.phoneNumber, phoneNumber))
        .returning();
      if (!existing) throw new Error('user vanished during sign-in');
      return { user: existing, isNew: false };
    },

    /** The account's language, as its owner switched it; undefined when there is no such account. */
    async setLanguage(userId: string, language: Language, executor: Executor = db): Promise<Language | undefined> {
      const [row] = await executor
        .update(users)
        .set({ language })
        .where(eq(users.userId, userId))
        .returning({ language: users.language });
      return row?.language;
    },

    /** Whether a phone has an account (a code to it may use more of the install's SMS budget, decision 085). */
    async hasAccount(phoneNumber: string): Promise<boolean> {
      const [row] = await db.select({ one: sql<number>`1` }).from(users).where(eq(users.phoneNumber, phoneNumber));
      return row !== undefined;
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
    /** Whether a sign-in (a refresh-token family) has ended: one indexed read (refresh_tokens_family_idx). */
    async isFamilyRevoked(familyId: string, executor: Executor = db): Promise<boolean> {
      const [row] = await executor
        .select({ one: sql<number>`1` })
        .from(refreshTokens)
        .where(and(eq(refreshTokens.familyId, familyId), isNotNull(refreshTokens.revokedAt)))
        .limit(1);
      return row !== undefined;
    },

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
