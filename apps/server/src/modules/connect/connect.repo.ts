import { and, desc, eq, gte, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db, Executor, Tx } from '../../db/client.js';
// The orders' and locations' tables for reads only, through the schema as analytics reads them (decision 091).
import { orders, vendorLocations } from '../../db/schema.js';
import type { ConnectedAccountState } from '../../providers/payments/payments.js';
import { vendors } from '../vendors/index.js';
import {
  connectCharges,
  connectDisputes,
  connectFeeRefunds,
  connectOauthStates,
  connectPayouts,
  vendorPaymentAccounts,
} from './connect.tables.js';

export type VendorPaymentsRow = typeof vendorPaymentAccounts.$inferSelect;
export type ChargeRow = typeof connectCharges.$inferSelect;
export type PayoutRow = typeof connectPayouts.$inferSelect;
export type ConnectRepo = ReturnType<typeof createConnectRepo>;

/** The order statuses that mean its payment was taken. */
const PAID_STATUSES = sql`('PAID', 'COMPLETE', 'REFUNDED')`;

export function createConnectRepo(db: Db) {
  return {
    transaction<T>(work: (tx: Tx) => Promise<T>): Promise<T> {
      return db.transaction(work);
    },

    async vendorExists(vendorId: string): Promise<{ vendorId: string; name: string } | undefined> {
      const [row] = await db
        .select({ vendorId: vendors.vendorId, name: vendors.name })
        .from(vendors)
        .where(eq(vendors.vendorId, vendorId));
      return row;
    },

    async getSettings(vendorId: string, executor: Executor = db): Promise<VendorPaymentsRow | undefined> {
      const [row] = await executor
        .select()
        .from(vendorPaymentAccounts)
        .where(eq(vendorPaymentAccounts.vendorId, vendorId));
      return row;
    },

    /** The settings of the vendor a location belongs to (undefined: no row, so `platform`). */
    async settingsOfLocation(
      vendorLocationId: string,
    ): Promise<{ vendorId: string; settings: VendorPaymentsRow | null } | undefined> {
      const [row] = await db
        .select({ vendorId: vendorLocations.vendorId, settings: vendorPaymentAccounts })
        .from(vendorLocations)
        .leftJoin(vendorPaymentAccounts, eq(vendorPaymentAccounts.vendorId, vendorLocations.vendorId))
        .where(eq(vendorLocations.vendorLocationId, vendorLocationId.toUpperCase()));
      return row;
    },

    /** The operator's choice, in one upsert; the account and its state are kept. */
    async saveSettings(
      tx: Tx,
      vendorId: string,
      settings: Pick<VendorPaymentsRow, 'model' | 'feePercentBasisPoints' | 'feeFixedCents' | 'feeRefund'>,
      now: Date,
    ): Promise<VendorPaymentsRow> {
      const [row] = await tx
        .insert(vendorPaymentAccounts)
        .values({ vendorId, ...settings, updatedAt: now })
        .onConflictDoUpdate({ target: vendorPaymentAccounts.vendorId, set: { ...settings, updatedAt: now } })
        .returning();
      if (!row) throw new Error(`payment settings of ${vendorId} were not saved`);
      return row;
    },

    /** Records the vendor's first account, once: a second made at the same time loses and reads the first. */
    async attachAccount(
      vendorId: string,
      state: ConnectedAccountState,
      now: Date,
      accountType: VendorPaymentsRow['accountType'] = 'express',
      executor: Executor = db,
    ): Promise<VendorPaymentsRow | undefined> {
      const [row] = await executor
        .update(vendorPaymentAccounts)
        .set({ accountId: state.accountId, accountType, ...stateColumns(state), stateCheckedAt: now, updatedAt: now })
        .where(
          and(
            eq(vendorPaymentAccounts.vendorId, vendorId),
            eq(vendorPaymentAccounts.model, 'connect'),
            isNull(vendorPaymentAccounts.accountId),
          ),
        )
        .returning();
      return row;
    },

    /** The vendor whose account this is, if any. */
    async vendorOfAccount(accountId: string, executor: Executor = db): Promise<string | undefined> {
      const [row] = await executor
        .select({ vendorId: vendorPaymentAccounts.vendorId })
        .from(vendorPaymentAccounts)
        .where(eq(vendorPaymentAccounts.accountId, accountId));
      return row?.vendorId;
    },

    /** Forgets a disconnected account (only while it is still the vendor's). */
    async detachAccount(tx: Tx, vendorId: string, accountId: string, now: Date) {
      const [row] = await tx
        .update(vendorPaymentAccounts)
        .set({
          accountId: null,
          accountType: 'express',
          detailsSubmitted: false,
          chargesEnabled: false,
          payoutsEnabled: false,
          requirementsDue: [],
          payoutFailedAt: null,
          stateCheckedAt: null,
          paymentMethodDomainId: null,
          updatedAt: now,
        })
        .where(and(eq(vendorPaymentAccounts.vendorId, vendorId), eq(vendorPaymentAccounts.accountId, accountId)))
        .returning();
      return row;
    },

    /**
     * Takes up to `limit` connected accounts whose state was last read before `staleBefore`, longest unread first, and
     * marks them read now in the same statement: a sweep on another process skips the rows this one holds (SKIP
     * LOCKED) and, once committed, no longer finds them stale, so each account is re-read by one process.
     */
    async claimStaleAccounts(now: Date, staleBefore: Date, limit: number): Promise<VendorPaymentsRow[]> {
      const stale = db
        .select({ vendorId: vendorPaymentAccounts.vendorId })
        .from(vendorPaymentAccounts)
        .where(
          and(
            isNotNull(vendorPaymentAccounts.accountId),
            or(isNull(vendorPaymentAccounts.stateCheckedAt), lt(vendorPaymentAccounts.stateCheckedAt, staleBefore)),
          ),
        )
        .orderBy(sql`${vendorPaymentAccounts.stateCheckedAt} asc nulls first`)
        .limit(limit)
        .for('update', { skipLocked: true });
      return db
        .update(vendorPaymentAccounts)
        .set({ stateCheckedAt: now })
        .where(sql`${vendorPaymentAccounts.vendorId} in ${stale}`)
        .returning();
    },

    /** Records the account's Apple Pay / Google Pay domain, once (while the account is still the vendor's). */
    async recordPaymentMethodDomain(accountId: string, domainId: string): Promise<boolean> {
      const rows = await db
        .update(vendorPaymentAccounts)
        .set({ paymentMethodDomainId: domainId })
        .where(and(eq(vendorPaymentAccounts.accountId, accountId), isNull(vendorPaymentAccounts.paymentMethodDomainId)))
        .returning({ accountId: vendorPaymentAccounts.accountId });
      return rows.length > 0;
    },

    /**
     * Stores what a payout event says of a payout of a vendor's account. Applying the same event again changes
     * nothing; a payout's later event replaces its status.
     */
    async savePayout(tx: Tx, payout: Omit<PayoutRow, 'updatedAt'>, now: Date): Promise<boolean> {
      const rows = await tx
        .insert(connectPayouts)
        .values({ ...payout, updatedAt: now })
        .onConflictDoUpdate({
          target: connectPayouts.payoutId,
          set: {
            status: payout.status,
            amountCents: payout.amountCents,
            arrivalDate: payout.arrivalDate,
            eventId: payout.eventId,
            updatedAt: now,
          },
          setWhere: sql`${connectPayouts.eventId} <> ${payout.eventId}`,
        })
        .returning({ payoutId: connectPayouts.payoutId });
      return rows.length > 0;
    },

    /** The vendor's stored payouts arriving on or after `since`, newest first. */
    async payoutsOf(vendorId: string, since: Date): Promise<PayoutRow[]> {
      return db
        .select()
        .from(connectPayouts)
        .where(and(eq(connectPayouts.vendorId, vendorId), gte(connectPayouts.arrivalDate, since)))
        .orderBy(desc(connectPayouts.arrivalDate));
    },

    async saveOauthState(state: typeof connectOauthStates.$inferInsert): Promise<void> {
      await db.insert(connectOauthStates).values(state);
    },

    /** An OAuth state not spent yet, to check before the code is exchanged (spent only with the account's write). */
    async unspentOauthState(stateHash: string) {
      const [row] = await db
        .select()
        .from(connectOauthStates)
        .where(and(eq(connectOauthStates.stateHash, stateHash), isNull(connectOauthStates.usedAt)));
      return row;
    },

    /** Spends an OAuth state in one conditional statement: only the first use finds it unused. */
    async spendOauthState(stateHash: string, now: Date, executor: Executor = db) {
      const [row] = await executor
        .update(connectOauthStates)
        .set({ usedAt: now })
        .where(and(eq(connectOauthStates.stateHash, stateHash), isNull(connectOauthStates.usedAt)))
        .returning();
      return row;
    },

    /** Applies account.updated to the one vendor whose account it is; undefined when no vendor has it. */
    async applyAccountState(tx: Tx, state: ConnectedAccountState, now: Date): Promise<VendorPaymentsRow | undefined> {
      const [row] = await tx
        .update(vendorPaymentAccounts)
        .set({ ...stateColumns(state), stateCheckedAt: now, updatedAt: now })
        .where(eq(vendorPaymentAccounts.accountId, state.accountId))
        .returning();
      return row;
    },

    async setPayoutFailed(
      accountId: string,
      failedAt: Date | null,
      executor: Executor = db,
    ): Promise<VendorPaymentsRow | undefined> {
      const [row] = await executor
        .update(vendorPaymentAccounts)
        .set({ payoutFailedAt: failedAt })
        .where(eq(vendorPaymentAccounts.accountId, accountId))
        .returning();
      return row;
    },

    async chargeOf(paymentIntentId: string, executor: Executor = db): Promise<ChargeRow | undefined> {
      const [row] = await executor
        .select()
        .from(connectCharges)
        .where(eq(connectCharges.paymentIntentId, paymentIntentId));
      return row;
    },

    /** Which account took an intent, written when the intent is made and kept in step with its amount. */
    async saveCharge(charge: Omit<ChargeRow, 'createdAt' | 'updatedAt'>, now: Date): Promise<void> {
      await db
        .insert(connectCharges)
        .values({ ...charge, createdAt: now, updatedAt: now })
        .onConflictDoUpdate({
          target: connectCharges.paymentIntentId,
          set: { amountCents: charge.amountCents, applicationFeeCents: charge.applicationFeeCents, updatedAt: now },
        });
    },

    /**
     * Records a refund's share of the fee, once per refund id: under the charge's row lock, so refunds of one charge
     * take turns and each share is worked out on the running total the ones before it left (`share` is given the
     * totals so far).
     */
    async recordFeeRefund(
      entry: { refundId: string; paymentIntentId: string; amountCents: number },
      share: (before: { refundedCents: number; feeRefundedCents: number }) => number,
    ): Promise<void> {
      await db.transaction(async (tx) => {
        await tx
          .select({ paymentIntentId: connectCharges.paymentIntentId })
          .from(connectCharges)
          .where(eq(connectCharges.paymentIntentId, entry.paymentIntentId))
          .for('update');
        const [before] = await tx
          .select({
            refundedCents: sql<number>`coalesce(sum(${connectFeeRefunds.amountCents}), 0)::int`,
            feeRefundedCents: sql<number>`coalesce(sum(${connectFeeRefunds.feeRefundedCents}), 0)::int`,
            isRecorded: sql<boolean>`coalesce(bool_or(${connectFeeRefunds.refundId} = ${entry.refundId}), false)`,
          })
          .from(connectFeeRefunds)
          .where(eq(connectFeeRefunds.paymentIntentId, entry.paymentIntentId));
        if (before?.isRecorded) return;
        const feeRefundedCents = share(before ?? { refundedCents: 0, feeRefundedCents: 0 });
        await tx.insert(connectFeeRefunds).values({ ...entry, feeRefundedCents });
      });
    },

    async saveDispute(tx: Tx, dispute: Omit<typeof connectDisputes.$inferInsert, 'createdAt'>, now: Date) {
      const [row] = await tx
        .insert(connectDisputes)
        .values({ ...dispute, createdAt: now, updatedAt: now })
        .onConflictDoUpdate({
          target: connectDisputes.disputeId,
          set: { status: dispute.status, amountCents: dispute.amountCents, reason: dispute.reason, updatedAt: now },
        })
        .returning({ isNew: sql<boolean>`(xmax = 0)` });
      return row?.isNew ?? false;
    },

    async listSettings(): Promise<{ vendorId: string; name: string; settings: VendorPaymentsRow | null }[]> {
      return db
        .select({ vendorId: vendors.vendorId, name: vendors.name, settings: vendorPaymentAccounts })
        .from(vendors)
        .leftJoin(vendorPaymentAccounts, eq(vendorPaymentAccounts.vendorId, vendors.vendorId))
        .orderBy(vendors.name);
    },

    /**
     * Paid orders since `since` (of one vendor, or every vendor), each with the account that took its payment (null:
     * the platform's), its fee and what was refunded of both, and its dispute: the one source of every figure the
     * reports show, so they equal the orders' to the cent.
     */
    async paidOrdersSince(since: Date, vendorId?: string) {
      const feeRefunds = db
        .select({
          paymentIntentId: connectFeeRefunds.paymentIntentId,
          feeRefundedCents: sql<number>`sum(${connectFeeRefunds.feeRefundedCents})::int`.as('fee_refunded_cents'),
        })
        .from(connectFeeRefunds)
        .groupBy(connectFeeRefunds.paymentIntentId)
        .as('fee_refunds');
      return db
        .select({
          orderId: orders.orderId,
          vendorId: vendorLocations.vendorId,
          paidAt: sql<Date>`${orders.paidAt}`,
          timeZone: vendors.timeZone,
          totalCents: orders.totalCents,
          refundedCents: orders.refundedCents,
          accountId: connectCharges.accountId,
          applicationFeeCents: sql<number>`coalesce(${connectCharges.applicationFeeCents}, 0)::int`,
          feeRefundedCents: sql<number>`coalesce(${feeRefunds.feeRefundedCents}, 0)::int`,
          disputeStatus: connectDisputes.status,
          disputeAmountCents: connectDisputes.amountCents,
          disputeReason: connectDisputes.reason,
        })
        .from(orders)
        .innerJoin(vendorLocations, eq(vendorLocations.vendorLocationId, orders.vendorLocationId))
        .innerJoin(vendors, eq(vendors.vendorId, vendorLocations.vendorId))
        .leftJoin(connectCharges, eq(connectCharges.paymentIntentId, orders.paymentIntentId))
        .leftJoin(feeRefunds, eq(feeRefunds.paymentIntentId, orders.paymentIntentId))
        .leftJoin(connectDisputes, eq(connectDisputes.paymentIntentId, orders.paymentIntentId))
        .where(
          and(
            sql`${orders.status} in ${PAID_STATUSES}`,
            gte(orders.paidAt, since),
            vendorId ? eq(vendorLocations.vendorId, vendorId) : undefined,
          ),
        )
        .orderBy(sql`${orders.paidAt} desc`);
    },
  };
}

function stateColumns(state: ConnectedAccountState) {
  return {
    detailsSubmitted: state.detailsSubmitted,
    chargesEnabled: state.chargesEnabled,
    payoutsEnabled: state.payoutsEnabled,
    requirementsDue: state.requirementsDue,
  };
}
