import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Executor, Tx } from '../../db/client.js';
import { paymentIntents } from '../../providers/payments/payments.tables.js';
import { glEvents, reservations } from '../guestlists/index.js';
import { memberCreditEntries, memberProfiles, membershipPayments, memberships } from './membership.tables.js';

export type MembershipRow = typeof memberships.$inferSelect;
export type MemberProfileRow = typeof memberProfiles.$inferSelect;
export type CreditEntryInsert = typeof memberCreditEntries.$inferInsert;

/** The SQL of memberships, member profiles and the credit ledger. */
export const membershipRepo = {
  async recordPayment(db: Executor, row: typeof membershipPayments.$inferInsert): Promise<void> {
    await db.insert(membershipPayments).values(row).onConflictDoNothing();
  },

  async findPayment(db: Executor, paymentIntentId: string) {
    const [row] = await db
      .select()
      .from(membershipPayments)
      .where(eq(membershipPayments.paymentIntentId, paymentIntentId));
    return row;
  },

  /**
   * Membership payments our database holds as succeeded (the simulated provider's) that bought no
   * membership yet: a process stopped between the payment and the activation. Oldest first.
   */
  async listPaidWithoutMembership(db: Executor, limit: number): Promise<string[]> {
    const rows = await db
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
  async listMemberships(db: Executor, userId: string): Promise<MembershipRow[]> {
    return db.select().from(memberships).where(eq(memberships.userId, userId)).orderBy(asc(memberships.startsAt));
  },

  async findByPaymentIntent(db: Executor, paymentIntentId: string): Promise<MembershipRow | undefined> {
    const [row] = await db.select().from(memberships).where(eq(memberships.paymentIntentId, paymentIntentId));
    return row;
  },

  /** Inserts a paid period; undefined when this payment already made one (the unique backstop). */
  async insertMembership(tx: Tx, row: typeof memberships.$inferInsert): Promise<MembershipRow | undefined> {
    const [inserted] = await tx
      .insert(memberships)
      .values(row)
      .onConflictDoNothing({ target: memberships.paymentIntentId })
      .returning();
    return inserted;
  },

  /** Fills the contact details of a membership the webhook activated before the join arrived. */
  async fillContact(
    tx: Tx,
    membershipId: string,
    contact: { email: string | null; firstName: string | null; lastName: string | null; phoneNumber: string | null },
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
  async lockProfile(tx: Tx, userId: string): Promise<MemberProfileRow> {
    await tx.insert(memberProfiles).values({ userId }).onConflictDoNothing({ target: memberProfiles.userId });
    const [row] = await tx.select().from(memberProfiles).where(eq(memberProfiles.userId, userId)).for('update');
    if (!row) throw new Error(`member profile ${userId} vanished`);
    return row;
  },

  async findProfile(db: Executor, userId: string): Promise<MemberProfileRow | undefined> {
    const [row] = await db.select().from(memberProfiles).where(eq(memberProfiles.userId, userId));
    return row;
  },

  async setBalance(tx: Tx, userId: string, availableCredits: number, now: Date): Promise<void> {
    await tx.update(memberProfiles).set({ availableCredits, updatedAt: now }).where(eq(memberProfiles.userId, userId));
  },

  /** Which of these ledger keys are already written. */
  async existingKeys(db: Executor, keys: string[]): Promise<Set<string>> {
    if (keys.length === 0) return new Set();
    const rows = await db
      .select({ entryKey: memberCreditEntries.entryKey })
      .from(memberCreditEntries)
      .where(inArray(memberCreditEntries.entryKey, keys));
    return new Set(rows.map((row) => row.entryKey));
  },

  /** Writes a ledger entry once per key; false when the key was written before. */
  async insertEntry(tx: Tx, entry: CreditEntryInsert): Promise<boolean> {
    const inserted = await tx
      .insert(memberCreditEntries)
      .values(entry)
      .onConflictDoNothing({ target: memberCreditEntries.entryKey })
      .returning({ entryId: memberCreditEntries.entryId });
    return inserted.length > 0;
  },

  async listEntries(db: Executor, userId: string) {
    return db
      .select()
      .from(memberCreditEntries)
      .where(eq(memberCreditEntries.userId, userId))
      .orderBy(asc(memberCreditEntries.entryId));
  },

  /**
   * Whether the user holds an active reservation: CONFIRMED or WAITLISTED, for an event that has not ended (an
   * event without an end time ends 12 hours after it starts).
   */
  async hasActiveReservation(db: Executor, userId: string, now: Date): Promise<boolean> {
    const [row] = await db
      .select({ reservationId: reservations.reservationId })
      .from(reservations)
      .innerJoin(glEvents, eq(glEvents.gleventId, reservations.gleventId))
      .where(
        and(
          eq(reservations.userId, userId),
          // A place in a waitlist's line counts too: its promotion confirms it (decision 013).
          inArray(reservations.reservationStatus, ['CONFIRMED', 'WAITLISTED']),
          sql`coalesce(${glEvents.endTime}, ${glEvents.startTime} + interval '12 hours') > ${now.toISOString()}::timestamptz`,
        ),
      )
      .limit(1);
    return row !== undefined;
  },

  async findEventStart(db: Executor, gleventId: string): Promise<Date | undefined> {
    const [row] = await db
      .select({ startTime: glEvents.startTime })
      .from(glEvents)
      .where(eq(glEvents.gleventId, gleventId));
    return row?.startTime;
  },
};
export type MembershipRepo = typeof membershipRepo;
