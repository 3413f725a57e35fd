import type { Language } from '@queueless/contracts';
import { and, asc, eq, inArray, lt, sql } from 'drizzle-orm';
import type { Db, Executor } from '../../db/client.js';
import { users } from '../identity/index.js';
import { type OrderItemComponentRow, type OrderItemOptionRow, orderItems, orders } from '../orders/index.js';

export type QueueRepo = ReturnType<typeof createQueueRepo>;

export type QueueRow = {
  orderId: string;
  userId: string;
  firstName: string | null;
  status: (typeof orders.$inferSelect)['status'];
  paidAt: Date;
  readyAt: Date | null;
  items: {
    productId: string;
    name: string;
    variantName: string | null;
    quantity: number;
    options: OrderItemOptionRow[];
    components: OrderItemComponentRow[];
    idRequired: boolean;
  }[];
};

/** The bar's queue and what it changes: an order marked ready, the customer's texts about it (decision 070). */
export function createQueueRepo(db: Db) {
  return {
    /**
     * The location's paid, not yet completed orders paid within the last `windowHours` (on the database's clock),
     * oldest paid first, at most `limit`, with their lines.
     */
    async listQueue(vendorLocationId: string, limit: number, windowHours: number): Promise<QueueRow[]> {
      const heads = await db
        .select({
          orderId: orders.orderId,
          userId: orders.userId,
          firstName: users.firstName,
          status: orders.status,
          paidAt: orders.paidAt,
          readyAt: orders.readyAt,
        })
        .from(orders)
        .leftJoin(users, eq(users.userId, orders.userId))
        .where(
          and(
            eq(orders.vendorLocationId, vendorLocationId),
            eq(orders.status, 'PAID'),
            sql`${orders.paidAt} > now() - make_interval(hours => ${windowHours})`,
          ),
        )
        .orderBy(asc(orders.paidAt), asc(orders.orderId))
        .limit(limit);
      if (heads.length === 0) return [];
      const lines = await db
        .select({
          orderId: orderItems.orderId,
          productId: orderItems.productId,
          name: orderItems.name,
          variantName: orderItems.variantName,
          quantity: orderItems.quantity,
          options: orderItems.options,
          components: orderItems.components,
          idRequired: orderItems.idRequired,
        })
        .from(orderItems)
        .where(
          inArray(
            orderItems.orderId,
            heads.map((head) => head.orderId),
          ),
        )
        .orderBy(asc(orderItems.orderId), asc(orderItems.lineNo));
      return heads.map((head) => ({
        ...head,
        paidAt: head.paidAt ?? new Date(0),
        items: lines.filter((line) => line.orderId === head.orderId).map(({ orderId: _, ...line }) => line),
      }));
    },

    /** The locations of these orders (which queues a batch of changes touches). */
    async locationsOf(orderIds: string[]): Promise<string[]> {
      if (orderIds.length === 0) return [];
      const rows = await db
        .selectDistinct({ vendorLocationId: orders.vendorLocationId })
        .from(orders)
        .where(inArray(orders.orderId, orderIds));
      return rows.map((row) => row.vendorLocationId);
    },

    /**
     * Marks a PAID order ready, once: one conditional statement, so of any number of taps at once exactly one
     * changes the row. False when it was ready already, or is not PAID (unpaid, completed, refunded).
     */
    async markReady(tx: Executor, orderId: string, values: { readyAt: Date; readyBy: string }): Promise<boolean> {
      const updated = await tx
        .update(orders)
        .set({ ...values, updatedAt: values.readyAt })
        .where(and(eq(orders.orderId, orderId), eq(orders.status, 'PAID'), sql`${orders.readyAt} is null`))
        .returning({ orderId: orders.orderId });
      return updated.length > 0;
    },

    async setTextsEnabled(orderId: string, textsEnabled: boolean, executor: Executor = db): Promise<void> {
      await executor.update(orders).set({ textsEnabled }).where(eq(orders.orderId, orderId));
    },

    /**
     * Counts one more receipt text, when fewer than `limit` were sent: one conditional statement, so parallel
     * calls never pass the limit. Answers the new count, or undefined when the limit was reached.
     */
    async countReceiptText(tx: Executor, orderId: string, limit: number): Promise<number | undefined> {
      const [row] = await tx
        .update(orders)
        .set({ receiptTextCount: sql`${orders.receiptTextCount} + 1` })
        .where(and(eq(orders.orderId, orderId), lt(orders.receiptTextCount, limit)))
        .returning({ count: orders.receiptTextCount });
      return row?.count;
    },

    /** Where a text about an order goes: its customer's phone. */
    /** The order's customer's number, and whether they want texts about it. */
    async textContactOf(
      orderId: string,
      executor: Executor = db,
    ): Promise<{ phoneNumber: string; textsEnabled: boolean; language: Language } | undefined> {
      const [row] = await executor
        .select({ phoneNumber: users.phoneNumber, textsEnabled: orders.textsEnabled, language: users.language })
        .from(orders)
        .innerJoin(users, eq(users.userId, orders.userId))
        .where(eq(orders.orderId, orderId));
      return row;
    },

    /** The order's customer's phone and the language of their texts (decision 097). */
    async phoneOf(
      orderId: string,
      executor: Executor = db,
    ): Promise<{ phoneNumber: string; language: Language } | undefined> {
      const [row] = await executor
        .select({ phoneNumber: users.phoneNumber, language: users.language })
        .from(orders)
        .innerJoin(users, eq(users.userId, orders.userId))
        .where(eq(orders.orderId, orderId));
      return row;
    },
  };
}
