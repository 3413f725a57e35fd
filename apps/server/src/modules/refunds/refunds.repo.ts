import { and, asc, desc, eq, inArray, isNotNull, isNull, lt, ne, sql } from 'drizzle-orm';
import type { Db, Executor } from '../../db/client.js';
import { UNSETTLED_REFUND_STATUSES } from './refund-states.js';
import { refunds } from './refunds.tables.js';

export type RefundsRepo = ReturnType<typeof createRefundsRepo>;
export type RefundRow = typeof refunds.$inferSelect;
type NewRefund = Pick<
  typeof refunds.$inferInsert,
  'refundId' | 'orderId' | 'amountCents' | 'reason' | 'idempotencyKey' | 'createdBy' | 'createdAt' | 'updatedAt'
>;
type NewPartialRefund = NewRefund & { lines: NonNullable<(typeof refunds.$inferInsert)['lines']> };

const isUnsettled = inArray(refunds.status, [...UNSETTLED_REFUND_STATUSES]);

/** The refunds table: every change is one conditional statement; zero rows back means another call changed it first. */
export function createRefundsRepo(db: Db) {
  return {
    db,

    /** The order's refund in full that has not failed, else its latest failed one; undefined when it has none. */
    async latestOf(orderId: string, executor: Executor = db): Promise<RefundRow | undefined> {
      const [row] = await executor
        .select()
        .from(refunds)
        .where(and(eq(refunds.orderId, orderId), isNull(refunds.lines)))
        .orderBy(sql`${refunds.status} = 'FAILED'`, desc(refunds.createdAt))
        .limit(1);
      return row;
    },

    /**
     * Claims the order's refund (REQUESTED) in one conditional insert: refunds_one_live_per_order_idx lets an order
     * have one refund that has not failed, so of any number of claims at once one gets the row, the others undefined.
     */
    async claim(values: NewRefund, executor: Executor = db): Promise<RefundRow | undefined> {
      const [row] = await executor
        .insert(refunds)
        .values({ ...values, status: 'REQUESTED' })
        .onConflictDoNothing({
          target: refunds.orderId,
          where: sql`${refunds.status} <> 'FAILED' and ${refunds.lines} is null`,
        })
        .returning();
      return row;
    },

    /** A partial refund (REQUESTED): the caller holds the order's row lock and has reserved its amount on the order. */
    async claimPartial(values: NewPartialRefund, executor: Executor = db): Promise<RefundRow> {
      const [row] = await executor
        .insert(refunds)
        .values({ ...values, status: 'REQUESTED' })
        .returning();
      if (!row) throw new Error(`partial refund ${values.refundId} not inserted`);
      return row;
    },

    /** The order's partial refunds that have not failed, oldest first. */
    async partialsOf(orderId: string, executor: Executor = db): Promise<RefundRow[]> {
      return executor
        .select()
        .from(refunds)
        .where(and(eq(refunds.orderId, orderId), isNotNull(refunds.lines), ne(refunds.status, 'FAILED')))
        .orderBy(asc(refunds.createdAt));
    },

    async getRefund(refundId: string): Promise<RefundRow | undefined> {
      const [row] = await db.select().from(refunds).where(eq(refunds.refundId, refundId));
      return row;
    },

    /**
     * Takes over an unsettled refund a dead call left (untouched since `staleBefore`): one conditional update that
     * touches it, so of several takers at once (a staff refund, the sweeps of several processes) one gets it.
     */
    async takeOver(
      refundId: string,
      { staleBefore, now }: { staleBefore: Date; now: Date },
      executor: Executor = db,
    ): Promise<RefundRow | undefined> {
      const [row] = await executor
        .update(refunds)
        .set({ updatedAt: now })
        .where(and(eq(refunds.refundId, refundId), isUnsettled, lt(refunds.updatedAt, staleBefore)))
        .returning();
      return row;
    },

    /** REQUESTED or SENT → SENT, one more attempt, before the provider is asked; undefined when it was settled. */
    async markSent(refundId: string, now: Date, executor: Executor = db): Promise<RefundRow | undefined> {
      const [row] = await executor
        .update(refunds)
        .set({ status: 'SENT', attempts: sql`${refunds.attempts} + 1`, sentAt: now, updatedAt: now })
        .where(and(eq(refunds.refundId, refundId), isUnsettled))
        .returning();
      return row;
    },

    /** → SUCCEEDED with the provider's refund id (none for a free order); undefined when it was settled already. */
    async markSucceeded(
      refundId: string,
      providerRefundId: string | null,
      now: Date,
      executor: Executor = db,
    ): Promise<RefundRow | undefined> {
      const [row] = await executor
        .update(refunds)
        .set({ status: 'SUCCEEDED', providerRefundId, settledAt: now, updatedAt: now })
        .where(and(eq(refunds.refundId, refundId), isUnsettled))
        .returning();
      return row;
    },

    /** → FAILED, with why; the row stays (a later refund of the order is a new row). False when it was settled. */
    async markFailed(refundId: string, failure: string, now: Date, executor: Executor = db): Promise<boolean> {
      const updated = await executor
        .update(refunds)
        .set({ status: 'FAILED', failure, settledAt: now, updatedAt: now })
        .where(and(eq(refunds.refundId, refundId), isUnsettled))
        .returning({ refundId: refunds.refundId });
      return updated.length > 0;
    },

    /** Unsettled refunds untouched since `before`, oldest first (refunds_unsettled_idx): what the sweep settles. */
    async listUnsettledBefore(before: Date, limit: number): Promise<RefundRow[]> {
      return db
        .select()
        .from(refunds)
        .where(and(isUnsettled, lt(refunds.updatedAt, before)))
        .orderBy(asc(refunds.updatedAt))
        .limit(limit);
    },
  };
}
