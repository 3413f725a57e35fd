import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createUser, createVenue } from '../../../test/factories.js';
import { createTestApp, useTestApp } from '../../../test/harness.js';
import { insertPaidOrder } from '../../../test/orders.js';
import { findRefundProjectionMismatches } from '../../../test/refund-projection.js';
import { newId } from '../../lib/ids.js';
import { orders } from '../orders/index.js';
import { refunds } from './refunds.tables.js';

/** The database holds an order's refunded_cents to its refund rows at commit (decision 079, migration 0024). */
describe("an order's refund fields and its refund rows", () => {
  const t = useTestApp(() => createTestApp());

  async function paidOrder() {
    const { location, product } = await createVenue(t.app, { priceCents: 800 });
    const customer = await createUser(t.app);
    return insertPaidOrder(t, {
      vendorLocationId: location.vendorLocationId,
      userId: customer.userId,
      paidAt: new Date(),
      lines: [{ productId: product.productId, priceCents: 800, quantity: 2 }],
    });
  }

  const claimOf = (orderId: string, amountCents: number) => {
    const refundId = newId(24);
    return {
      refundId,
      orderId,
      amountCents,
      reason: 'Wrong beer',
      // A partial refund's lines (an order may have many; the refund's own checks are not what is tested here).
      lines: [{ productId: 'beer', quantity: 1 }],
      idempotencyKey: `order:${orderId}:refund:${refundId}`,
      createdBy: 'staff-user',
    };
  };
  const holdOnOrder = (orderId: string, amountCents: number) =>
    sql`update ${orders} set refunded_cents = refunded_cents + ${amountCents} where ${orders.orderId} = ${orderId}`;
  /** The SQLSTATE a statement fails with (the driver's error, wherever Drizzle wraps it), or null when it succeeds. */
  async function sqlStateOf(work: Promise<unknown>): Promise<string | null> {
    let error: unknown = await work.then(
      () => null,
      (caught: unknown) => caught,
    );
    while (error && typeof error === 'object') {
      const { code, cause } = error as { code?: unknown; cause?: unknown };
      if (typeof code === 'string') return code;
      error = cause;
    }
    return error === null ? null : 'unknown';
  }
  const refundedOf = async (orderId: string) =>
    (await t.app.database.db.select().from(orders).where(eq(orders.orderId, orderId)))[0]?.refundedCents;

  it('commits a claim written with its hold on the order, in either order', async () => {
    const { orderId } = await paidOrder();
    await t.app.database.db.transaction(async (tx) => {
      await tx.execute(holdOnOrder(orderId, 300));
      await tx.insert(refunds).values(claimOf(orderId, 300));
    });
    await t.app.database.db.transaction(async (tx) => {
      await tx.insert(refunds).values(claimOf(orderId, 200));
      await tx.execute(holdOnOrder(orderId, 200));
    });
    expect(await refundedOf(orderId)).toBe(500);
    expect(await findRefundProjectionMismatches(t.app.database)).toEqual([]);
  });

  it('refuses an order whose refunded amount moves without a refund row', async () => {
    const { orderId } = await paidOrder();
    expect(await sqlStateOf(t.app.database.db.execute(holdOnOrder(orderId, 300)))).toBe('23514');
    expect(await refundedOf(orderId)).toBe(0);
  });

  it("refuses a refund row that the order's refunded amount does not hold", async () => {
    const { orderId } = await paidOrder();
    expect(await sqlStateOf(t.app.database.db.insert(refunds).values(claimOf(orderId, 300)))).toBe('23514');
    expect(await t.app.database.db.select().from(refunds).where(eq(refunds.orderId, orderId))).toEqual([]);
  });

  it('gives the hold back with the refund that failed, not without', async () => {
    const { orderId } = await paidOrder();
    const claim = claimOf(orderId, 300);
    await t.app.database.db.transaction(async (tx) => {
      await tx.insert(refunds).values(claim);
      await tx.execute(holdOnOrder(orderId, 300));
    });
    const failed = sql`update ${refunds} set status = 'FAILED', failure = 'card_declined', settled_at = now()
      where ${refunds.refundId} = ${claim.refundId}`;
    expect(await sqlStateOf(t.app.database.db.execute(failed))).toBe('23514');
    await t.app.database.db.transaction(async (tx) => {
      await tx.execute(failed);
      await tx.execute(holdOnOrder(orderId, -300));
    });
    expect(await refundedOf(orderId)).toBe(0);
  });
});
