import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db, Executor, Tx } from '../../db/client.js';
import { paymentIntents } from '../../providers/payments/payments.tables.js';
import { memberCreditEntries, memberProfiles, membershipPayments, memberships } from './membership.tables.js';

export type MembershipRow = typeof memberships.$inferSelect;
export type MemberProfileRow = typeof memberProfiles.$inferSelect;
export type CreditEntryInsert = typeof memberCreditEntries.$inferInsert;

/** The SQL of memberships, member profiles and the credit ledger. */
export function createMembershipRepo(db: Db) {
  return {
    /** Runs `work` in one transaction, for the service's changes that go together. */
    transaction<T>(work: (tx: Tx) => Promise<T>): Promise<T> {
      return db.transaction(work);
    },

    async recordPayment(row: typeof membershipPayments.$inferInsert, executor: Executor = db): Promise<void> {
      await executor.insert(membershipPayments).values(row).onConflictDoNothing();
    },

    async findPayment(paymentIntentId: string, executor: Executor = db) {
      const [row] = await executor
        .select()
        .from(membershipPayments)
        .where(eq(membershipPayments.paymentIntentId, paymentIntentId));
      return row;
    },

    /**
     * Membership payments our database holds as succeeded (the simulated provider's) that bought no
     * membership yet: a process stopped between the payment and the activation. Oldest first.
     */
    async listPaidWithoutMembership(limit: number, executor: Executor = db): Promise<string[]> {
      const rows = await executor
        .select({ paymentIntentId: membershipPayments.paymentIntentId })
        .from(membershipPayments)
        .innerJoin(paymentIntents, eq(paymentIntents.paymentIntentId, membershipPayments.paymentIntentId))
        .leftJoin(memberships, eq(memberships.paymentIntentId, membershipPayments.paymentIntentId))
        .where(and(eq(paymentIntents.status, 'succeeded'), isNull(memberships.membershipId)))
        .orderBy(asc(membershipPayments.createdAt))
        .limit(limit);
      return rows.map((row) => row.paymentIntentId);
    },

    /** Every paid period of a user, oldest first. */
    async listMemberships(userId: string, executor: Executor = db): Promise<MembershipRow[]> {
      return executor
        .select()
        .from(memberships)
        .where(eq(memberships.userId, userId))
        .orderBy(asc(memberships.startsAt));
    },

    async findByPaymentIntent(paymentIntentId: string, executor: Executor = db): Promise<MembershipRow | undefined> {
      const [row] = await executor.select().from(memberships).where(eq(memberships.paymentIntentId, paymentIntentId));
      return row;
    },

    /** Inserts a paid period; undefined when this payment already made one (the unique backstop). */
    async insertMembership(row: typeof memberships.$inferInsert, tx: Tx): Promise<MembershipRow | undefined> {
      const [inserted] = await tx
        .insert(memberships)
        .values(row)
        .onConflictDoNothing({ target: memberships.paymentIntentId })
        .returning();
      return inserted;
    },

    /** Fills the contact details of a membership the webhook activated before the join arrived. */
    async fillContact(
      membershipId: string,
      contact: { email: string | null; firstName: string | null; lastName: string | null; phoneNumber: string | null },
      tx: Tx,
    ): Promise<void> {
      await tx
        .update(memberships)
        .set(contact)
        .where(and(eq(memberships.membershipId, membershipId), sql`${memberships.email} is null`));
    },

    /**
     * Locks the user's profile row (creating it first): every credit change of one user takes turns
     * behind this lock, so the cached balance and the ledger move together.
     */
    async lockProfile(userId: string, tx: Tx): Promise<MemberProfileRow> {
      await tx.insert(memberProfiles).values({ userId }).onConflictDoNothing({ target: memberProfiles.userId });
      const [row] = await tx.select().from(memberProfiles).where(eq(memberProfiles.userId, userId)).for('update');
      if (!row) throw new Error(`member profile ${userId} vanished`);
      return row;
    },

    async findProfile(userId: string, executor: Executor = db): Promise<MemberProfileRow | undefined> {
      const [row] = await executor.select().from(memberProfiles).where(eq(memberProfiles.userId, userId));
      return row;
    },

    async setSettings(
      userId: string,
      settings: { socialSharing?: boolean; showInWhosHere?: boolean },
      now: Date,
      tx: Tx,
    ): Promise<void> {
      await tx
        .update(memberProfiles)
        .set({ ...settings, updatedAt: now })
        .where(eq(memberProfiles.userId, userId));
    },

    async setBalance(userId: string, availableCredits: number, now: Date, tx: Tx): Promise<void> {
      await tx
        .update(memberProfiles)
        .set({ availableCredits, updatedAt: now })
        .where(eq(memberProfiles.userId, userId));
    },

    /** Which of these ledger keys are already written. */
    async existingKeys(keys: string[], executor: Executor = db): Promise<Set<string>> {
      if (keys.length === 0) return new Set();
      const rows = await executor
        .select({ entryKey: memberCreditEntries.entryKey })
        .from(memberCreditEntries)
        .where(inArray(memberCreditEntries.entryKey, keys));
      return new Set(rows.map((row) => row.entryKey));
    },

    /** Writes a ledger entry once per key; false when the key was written before. */
    async insertEntry(entry: CreditEntryInsert, tx: Tx): Promise<boolean> {
      const inserted = await tx
        .insert(memberCreditEntries)
        .values(entry)
        .onConflictDoNothing({ target: memberCreditEntries.entryKey })
        .returning({ entryId: memberCreditEntries.entryId });
      return inserted.length > 0;
    },

    async listEntries(userId: string, executor: Executor = db) {
      return executor
        .select()
        .from(memberCreditEntries)
        .where(eq(memberCreditEntries.userId, userId))
        .orderBy(asc(memberCreditEntries.entryId));
    },
  };
}
export type MembershipRepo = ReturnType<typeof createMembershipRepo>;
