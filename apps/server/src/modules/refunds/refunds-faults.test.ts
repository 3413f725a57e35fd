import { confirmSimulatedPayment, endpointPath, refundOrder } from '@queueless/contracts';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, createVenue, grantRole, placeOrderOf, readOrderRow } from '../../../test/factories.js';
import { dieOn, expectUnavailable } from '../../../test/faults.js';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import { findRefundProjectionMismatches } from '../../../test/refund-projection.js';
import { auditLog, simulatedRefunds } from '../../db/schema.js';
import { servicesOf } from '../../services.js';
import { REFUND_STALE_MS } from './refund-states.js';
import { refunds } from './refunds.tables.js';

const onPostgres = Boolean(process.env.DATABASE_URL);

/**
 * The process dies between "sent" and "settled" (decision 023): the provider has returned the money, but the
 * transaction that records it (SUCCEEDED, the order REFUNDED, the audit row) never commits. The refund is left SENT;
 * the sweep sends it again under the same key, which the provider answers from the first refund, and settles it once.
 */
describe.skipIf(!onPostgres)('a refund whose process died after sending it (PostgreSQL)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t?.close());

  const db = () => t.app.database.db;

  async function paidOrderWithStaff() {
    const { vendor, product } = await createVenue(t.app, { priceCents: 800 });
    const [customer, staff] = await Promise.all([createUser(t.app), createUser(t.app)]);
    await grantRole(t.app, vendor.vendorId, staff, 'STAFF');
    const placed = await placeOrderOf(t.app, customer, product, 2);
    const { order, paymentIntentId, clientSecret } = placed.json();
    const paid = await t.app.inject({
      method: 'POST',
      url: endpointPath(confirmSimulatedPayment, { paymentIntentId }),
      payload: { clientSecret, paymentMethod: { type: 'wallet' } },
    });
    expect(paid.statusCode).toBe(200);
    return { orderId: order.orderId as string, paymentIntentId: paymentIntentId as string, staff };
  }

  it('is settled by the sweep exactly once: one provider refund, one REFUNDED order, one audit row', async () => {
    const { orderId, paymentIntentId, staff } = await paidOrderWithStaff();
    const refund = () =>
      t.app.inject({
        method: 'PUT',
        url: endpointPath(refundOrder, { userId: 'staff-placeholder', orderId }),
        headers: staff.auth,
        payload: { refundReason: 'Spilled' },
      });

    await dieOn(t.app, 'refunds', `new.status = 'SUCCEEDED' and new.order_id = '${orderId}'`, async () => {
      expectUnavailable(await refund());
    });
    const providerRefunds = () =>
      db().select().from(simulatedRefunds).where(eq(simulatedRefunds.paymentIntentId, paymentIntentId));
    const refundRows = () => db().select().from(refunds).where(eq(refunds.orderId, orderId));
    // Sent and never settled: the money is back at the provider, the order still reads PAID.
    expect(await providerRefunds()).toHaveLength(1);
    expect(await refundRows()).toEqual([
      expect.objectContaining({ status: 'SENT', attempts: 1, providerRefundId: null }),
    ]);
    expect((await readOrderRow(t.app, orderId)).status).toBe('PAID');

    // A recent one is left to its call; the sweep waits REFUND_STALE_MS.
    expect(await servicesOf(t.app).refunds.settleAbandoned()).toBe(0);
    await db()
      .update(refunds)
      .set({ updatedAt: sql`now() - ${`${REFUND_STALE_MS * 2} milliseconds`}::interval` })
      .where(eq(refunds.orderId, orderId));

    // Two sweeps at once (two processes): one takes it over and settles it.
    const settled = await Promise.all([
      servicesOf(t.app).refunds.settleAbandoned(),
      servicesOf(t.app).refunds.settleAbandoned(),
    ]);
    expect(settled[0] + settled[1]).toBe(1);
    expect(await servicesOf(t.app).refunds.settleAbandoned()).toBe(0);

    const returned = await providerRefunds();
    expect(returned).toHaveLength(1);
    expect(await refundRows()).toEqual([
      expect.objectContaining({
        status: 'SUCCEEDED',
        attempts: 2,
        amountCents: 1752,
        providerRefundId: returned[0]?.refundId,
        createdBy: staff.userId,
      }),
    ]);
    expect(await readOrderRow(t.app, orderId)).toMatchObject({
      status: 'REFUNDED',
      refundedBy: staff.userId,
      refundReason: 'Spilled',
    });
    const audit = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, orderId), eq(auditLog.action, 'order.refund')));
    expect(audit).toHaveLength(1);
    // The staff page's next refund is told the order is refunded, and nothing is sent again.
    const again = await refund();
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe('ORDER_REFUNDED');
    expect(await providerRefunds()).toHaveLength(1);
  });

  it("leaves every order's refund fields agreeing with its refund rows (decision 079)", async () => {
    expect(await findRefundProjectionMismatches(t.app.database)).toEqual([]);
  });
});
