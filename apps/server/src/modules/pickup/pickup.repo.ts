import { and, asc, desc, eq, getTableColumns, gt, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Db, Executor, Tx } from '../../db/client.js';
import { auditInsertFrom, recordAudit } from '../audit/index.js';
import { eventInsertFrom, wakeReaders } from '../domain-events/index.js';
import { users } from '../identity/index.js';
import { type OrderRecord, orderFieldsOf, orderItems, orders, recordOrderEvent } from '../orders/index.js';
import { roleOfUserSql } from '../staff/index.js';
import { vendorLocations } from '../vendor-locations/index.js';

/** A staff member's name for others to read: first and last name, or "Staff …0123" (their phone's last four). */
const staffNameSql = sql<string>`coalesce(nullif(trim(concat_ws(' ', ${users.firstName}, ${users.lastName})), ''), 'Staff …' || right(${users.phoneNumber}, 4))`;

export type PickupRepo = ReturnType<typeof createPickupRepo>;

/** Pickup's changes of an order: completing it, and recording (or taking back) its presale balance. */
export function createPickupRepo(db: Db) {
  // Pickup, the staff scanner's hot path, is one prepared statement and one round trip: it reads the
  // caller's role at the order's vendor, makes the conditional PAID → COMPLETE change only when the
  // caller holds one, writes the audit record and answers the completed order with its lines. A
  // statement is one transaction: all or nothing. The live update is announced after the commit,
  // in a statement of its own (decision 009).
  const target = db.$with('target').as(
    db
      .select({
        targetOrderId: sql<string>`${orders.orderId}`.as('target_order_id'),
        targetVendorId: sql<string>`${vendorLocations.vendorId}`.as('target_vendor_id'),
      })
      .from(orders)
      .innerJoin(vendorLocations, eq(vendorLocations.vendorLocationId, orders.vendorLocationId))
      .where(
        and(
          eq(orders.orderId, sql.placeholder('orderId')),
          sql`${roleOfUserSql(sql.placeholder('completedBy'), vendorLocations.vendorId)} is not null`,
        ),
      ),
  );
  const completed = db.$with('completed').as(
    db
      .update(orders)
      .set({
        status: 'COMPLETE',
        completedAt: sql`${sql.placeholder('completedAt')}`,
        completedBy: sql`${sql.placeholder('completedBy')}`,
        // Issue 39: who confirmed the ID check, recorded with the hand-over when they said so.
        idCheckedBy: sql`case when ${sql.placeholder('idChecked')}::boolean then ${sql.placeholder('completedBy')}::text end`,
        idCheckedAt: sql`case when ${sql.placeholder('idChecked')}::boolean then ${sql.placeholder('completedAt')}::timestamptz end`,
        // Their name as it is now, so the staff page names who checked (not an id), in the same statement.
        idCheckedByName: sql`case when ${sql.placeholder('idChecked')}::boolean then (${db
          .select({ name: staffNameSql })
          .from(users)
          .where(eq(users.userId, sql`${sql.placeholder('completedBy')}::text`))}) end`,
        updatedAt: sql`${sql.placeholder('completedAt')}`,
      })
      .from(target)
      .where(and(eq(orders.orderId, target.targetOrderId), eq(orders.status, 'PAID')))
      .returning({ ...getTableColumns(orders), vendorId: sql<string>`${target.targetVendorId}`.as('vendor_id') }),
  );
  const audited = db.$with('audited', {}).as(
    auditInsertFrom(completed, {
      actorUserId: sql.placeholder('completedBy'),
      vendorId: completed.vendorId,
      action: 'order.complete',
      entityType: 'order',
      entityId: completed.orderId,
      details: sql`jsonb_build_object('vendorLocationId', ${completed.vendorLocationId}, 'idChecked', ${completed.idCheckedBy} is not null)::text`,
    }),
  );
  const recorded = db.$with('recorded', {}).as(
    eventInsertFrom(completed, {
      type: 'order.completed',
      vendorId: completed.vendorId,
      vendorLocationId: completed.vendorLocationId,
      aggregateId: completed.orderId,
    }),
  );
  const completePaidAsStaff = db
    .with(target, completed, audited, recorded)
    .select({
      order: { ...orderFieldsOf(completed), vendorId: completed.vendorId },
      item: getTableColumns(orderItems),
    })
    .from(completed)
    .leftJoin(orderItems, eq(orderItems.orderId, completed.orderId))
    .orderBy(asc(orderItems.lineNo))
    .prepare('orders_complete_paid_as_staff');

  return {
    /**
     * The ids of the location's orders whose id ends in `shortOrderId` (uppercase), newest first, at most `limit`:
     * those created after `after`, and any older one still owing a presale balance (its pickup may be weeks later).
     */
    async findIdsByShortId(
      vendorLocationId: string,
      shortOrderId: string,
      after: Date,
      limit: number,
    ): Promise<string[]> {
      const rows = await db
        .select({ orderId: orders.orderId })
        .from(orders)
        .where(
          and(
            eq(orders.vendorLocationId, vendorLocationId),
            sql`right(${orders.orderId}, ${shortOrderId.length}) = ${shortOrderId}`,
            or(
              gt(orders.createdAt, after),
              and(
                sql`${orders.balanceDueCents} > 0`,
                isNull(orders.balanceCollectedAt),
                inArray(orders.status, ['PAID', 'COMPLETE']),
              ),
            ),
          ),
        )
        .orderBy(desc(orders.createdAt), desc(orders.orderId))
        .limit(limit);
      return rows.map((row) => row.orderId);
    },

    /**
     * Pickup: PAID → COMPLETE by `completedBy`, in one statement that also checks that they hold a
     * role at the order's vendor and writes the audit record, both only when it changed the row.
     * Answers the completed order with its lines, or undefined when nothing changed (no such order,
     * no role there, or not PAID any more): the caller reads the order to say which.
     */
    async completePaidOrder(values: {
      orderId: string;
      completedAt: Date;
      completedBy: string;
      idChecked: boolean;
    }): Promise<OrderRecord | undefined> {
      const rows = await completePaidAsStaff.execute(values);
      if (!rows[0]) return undefined;
      wakeReaders(db);
      return { order: rows[0].order, items: rows.flatMap(({ item }) => (item ? [item] : [])) };
    },

    /**
     * A bar device's hand-over (decision 092), in the caller's transaction: PAID → COMPLETE at the location by one
     * conditional statement, with its audit record and its event in the same transaction. True when it changed.
     */
    async completePaidOrderIn(
      tx: Tx,
      values: { orderId: string; vendorLocationId: string; vendorId: string; completedAt: Date; completedBy: string },
    ): Promise<boolean> {
      const updated = await tx
        .update(orders)
        .set({
          status: 'COMPLETE',
          completedAt: values.completedAt,
          completedBy: values.completedBy,
          updatedAt: sql`now()`,
        })
        .where(
          and(
            eq(orders.orderId, values.orderId),
            eq(orders.vendorLocationId, values.vendorLocationId),
            eq(orders.status, 'PAID'),
          ),
        )
        .returning({ orderId: orders.orderId });
      if (updated.length === 0) return false;
      await recordAudit(tx, {
        actorUserId: values.completedBy,
        vendorId: values.vendorId,
        action: 'order.complete',
        entityType: 'order',
        entityId: values.orderId,
        details: { vendorLocationId: values.vendorLocationId, byDevice: true },
      });
      await recordOrderEvent(tx, values.orderId, 'order.completed');
      return true;
    },

    /**
     * Records a presale's balance as taken at pickup, once: one conditional statement, so of any number
     * of calls at once exactly one changes the row. False when there is no balance, it was recorded
     * already, or the order is unpaid or refunded.
     */
    async markBalanceCollected(
      tx: Executor,
      orderId: string,
      values: { balanceCollectedAt: Date; balanceCollectedBy: string },
    ): Promise<boolean> {
      const updated = await tx
        .update(orders)
        .set({ ...values, updatedAt: values.balanceCollectedAt })
        .where(
          and(
            eq(orders.orderId, orderId),
            sql`${orders.balanceDueCents} > 0`,
            sql`${orders.balanceCollectedAt} is null`,
            inArray(orders.status, ['PAID', 'COMPLETE']),
          ),
        )
        .returning({ orderId: orders.orderId });
      return updated.length > 0;
    },

    /**
     * Takes back a balance recorded as collected by mistake, once: one conditional statement, so of any
     * number of calls at once exactly one changes the row. False when none was recorded (or it was taken
     * back already), or the order was refunded meanwhile.
     */
    async clearBalanceCollected(tx: Executor, orderId: string, at: Date): Promise<boolean> {
      const updated = await tx
        .update(orders)
        .set({ balanceCollectedAt: null, balanceCollectedBy: null, updatedAt: at })
        .where(
          and(
            eq(orders.orderId, orderId),
            sql`${orders.balanceCollectedAt} is not null`,
            inArray(orders.status, ['PAID', 'COMPLETE']),
          ),
        )
        .returning({ orderId: orders.orderId });
      return updated.length > 0;
    },
  };
}
