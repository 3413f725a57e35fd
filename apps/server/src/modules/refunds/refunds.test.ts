import { endpointPath, refundOrder } from '@queueless/contracts';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { orderDesk, STAFF_PLACEHOLDER, useTestAppWithFakePayments } from '../../../test/orders.js';
import { findRefundProjectionMismatches } from '../../../test/refund-projection.js';
import { orders, refunds } from '../../db/schema.js';
import { newId } from '../../lib/ids.js';

describe('staff refunds', () => {
  const t = useTestAppWithFakePayments();
  const { payments } = t;
  const { complete, refund, storedOrder, auditRows, refundCalls, venueWithStaff, unpaidOrder, paidOrder } =
    orderDesk(t);

  const refundRows = (orderId: string) =>
    t.app.database.db.select().from(refunds).where(eq(refunds.orderId, orderId)).orderBy(refunds.createdAt);
  /** The order's refunds that have not failed: at most one (refunds_one_live_per_order_idx). */
  const liveRefundRows = async (orderId: string) =>
    (await refundRows(orderId)).filter((row) => row.status !== 'FAILED');

  describe('refunding', () => {
    it('takes customer.md’s body (orderId and refundReason), the orderId agreeing with the path', async () => {
      const venue = await venueWithStaff('STAFF', { priceCents: 800 });
      const { orderId } = await paidOrder(venue);
      const send = (payload: object) =>
        t.app.inject({
          method: 'PUT',
          url: endpointPath(refundOrder, { userId: STAFF_PLACEHOLDER, orderId }),
          headers: venue.staff.auth,
          payload,
        });
      const other = await send({ orderId: 'SOMEOTHERORDER0000000000', refundReason: 'NONE_PROVIDED' });
      expect(other.statusCode).toBe(400);
      expect(other.json().error).toMatchObject({
        code: 'VALIDATION_FAILED',
        details: [{ field: 'body.orderId', message: 'The orderId in the body must match the one in the path.' }],
      });
      expect(await liveRefundRows(orderId)).toEqual([]);
      const refunded = await send({ orderId, refundReason: 'NONE_PROVIDED' });
      expect(refunded.statusCode, refunded.body).toBe(200);
      expect(refunded.json().order).toMatchObject({ orderId, status: 'REFUNDED', refundReason: 'NONE_PROVIDED' });
    });

    it('refunds a paid and a completed order in full, once, through the provider', async () => {
      const venue = await venueWithStaff('STAFF', { priceCents: 800 });
      const paid = await paidOrder(venue); // 2 × 8.00 + 9.5 % tax = 17.52
      const completed = await paidOrder(venue);
      expect((await complete(venue.staff, completed.orderId)).statusCode).toBe(200);
      const completedAt = (await storedOrder(completed.orderId)).completedAt;

      for (const { orderId, paymentIntentId } of [paid, completed]) {
        const response = await refund(venue.staff, orderId);
        expect(response.statusCode).toBe(200);
        expect(response.json().order).toMatchObject({
          orderId,
          status: 'REFUNDED',
          statusDisplay: 'Refunded',
          isInProgress: false,
          refundReason: 'NONE_PROVIDED',
          totalAmount: '17.52',
        });
        expect(refundCalls(orderId).map((call) => call.input)).toEqual([
          { paymentIntentId, amountCents: 1752, idempotencyKey: `order:${orderId}:refund` },
        ]);
        const [row] = await refundRows(orderId);
        expect(row).toMatchObject({
          amountCents: 1752,
          reason: 'NONE_PROVIDED',
          createdBy: venue.staff.userId,
          providerRefundId: expect.stringMatching(/^re_fake_/),
        });
        const stored = await storedOrder(orderId);
        expect(stored).toMatchObject({ status: 'REFUNDED', refundedBy: venue.staff.userId });
        expect(stored.refundedAt).toBeInstanceOf(Date);
        const audit = await auditRows(orderId, 'order.refund');
        expect(audit).toHaveLength(1);
        expect(audit[0]).toMatchObject({
          actorUserId: venue.staff.userId,
          vendorId: venue.vendor.vendorId,
          entityType: 'order',
          details: {
            vendorLocationId: venue.location.vendorLocationId,
            amountCents: 1752,
            reason: 'NONE_PROVIDED',
            providerRefundId: row?.providerRefundId,
          },
        });

        const twice = await refund(venue.staff, orderId);
        expect(twice.statusCode).toBe(409);
        expect(twice.json().error.code).toBe('ORDER_REFUNDED');
        expect(refundCalls(orderId)).toHaveLength(1);
        expect(await refundRows(orderId)).toHaveLength(1);
      }
      // The completion stays on record; the order is refunded now.
      expect(await storedOrder(completed.orderId)).toMatchObject({ status: 'REFUNDED', completedAt });
    });

    it('refunds a free order without calling the provider', async () => {
      const venue = await venueWithStaff('STAFF', { priceCents: 0 });
      const { orderId, paymentIntentId } = await paidOrder(venue);
      expect(paymentIntentId).toBeNull();
      const response = await refund(venue.staff, orderId, 'Spilled');
      expect(response.statusCode).toBe(200);
      expect(response.json().order).toMatchObject({ status: 'REFUNDED', refundReason: 'Spilled', isFree: true });
      expect(refundCalls(orderId)).toHaveLength(0);
      expect(await refundRows(orderId)).toEqual([
        expect.objectContaining({ amountCents: 0, providerRefundId: null, reason: 'Spilled' }),
      ]);
    });

    it('refuses an unpaid order and a missing or overlong reason', async () => {
      const venue = await venueWithStaff();
      const { order } = await unpaidOrder(venue);
      const unpaid = await refund(venue.staff, order.orderId);
      expect(unpaid.statusCode).toBe(409);
      expect(unpaid.json().error).toEqual({ code: 'ORDER_NOT_PAID', message: 'This order has not been paid.' });

      const { orderId } = await paidOrder(venue);
      for (const payload of [{}, { refundReason: '' }, { refundReason: '   ' }, { refundReason: 'x'.repeat(201) }]) {
        const response = await t.app.inject({
          method: 'PUT',
          url: endpointPath(refundOrder, { userId: STAFF_PLACEHOLDER, orderId }),
          headers: venue.staff.auth,
          payload,
        });
        expect(response.statusCode, JSON.stringify(payload)).toBe(400);
        expect(response.json().error.code).toBe('VALIDATION_FAILED');
      }
      expect((await refund(venue.staff, 'NOSUCHORDER0000000000000')).statusCode).toBe(404);
      expect(await refundRows(orderId)).toEqual([]);
      expect(refundCalls(orderId)).toHaveLength(0);
    });

    it('leaves the order as it was when the provider fails, and a retry then refunds it', async () => {
      const venue = await venueWithStaff();
      const { orderId, paymentIntentId } = await paidOrder(venue);
      const before = await storedOrder(orderId);

      payments.failNext('refund');
      const failed = await refund(venue.staff, orderId);
      expect(failed.statusCode).toBe(502);
      expect(failed.json().error).toEqual({
        code: 'PROVIDER_FAILED',
        message: 'We were unable to refund your order. Please try again later.',
      });
      expect(await storedOrder(orderId)).toEqual(before);
      expect(await liveRefundRows(orderId)).toEqual([]);
      // The failure is recorded, not deleted (decision 023).
      expect(await refundRows(orderId)).toEqual([
        expect.objectContaining({ status: 'FAILED', attempts: 1, providerRefundId: null, failure: expect.any(String) }),
      ]);
      expect(await auditRows(orderId, 'order.refund')).toEqual([]);

      const retried = await refund(venue.staff, orderId);
      expect(retried.statusCode).toBe(200);
      expect(retried.json().order.status).toBe('REFUNDED');
      // Both attempts carry the same key, so a provider that did act on the first replays it.
      expect(refundCalls(orderId).map((call) => call.input)).toEqual([
        { paymentIntentId, amountCents: 1752, idempotencyKey: `order:${orderId}:refund` },
        { paymentIntentId, amountCents: 1752, idempotencyKey: `order:${orderId}:refund` },
      ]);
      expect((await refundRows(orderId)).map((row) => row.status)).toEqual(['FAILED', 'SUCCEEDED']);
    });

    it('refuses while another refund is under way, and takes over a claim its call left behind', async () => {
      const venue = await venueWithStaff();
      const { orderId } = await paidOrder(venue);
      const claim = {
        refundId: newId(),
        orderId,
        amountCents: 1752,
        reason: 'NONE_PROVIDED',
        idempotencyKey: `order:${orderId}:refund`,
        createdBy: 'someone',
      };
      // As the service claims: the row and its hold on the order's charge, in one transaction (decision 079).
      await t.app.database.db.transaction(async (tx) => {
        await tx.insert(refunds).values(claim);
        await tx
          .update(orders)
          .set({ refundedCents: sql`${orders.refundedCents} + ${claim.amountCents}` })
          .where(eq(orders.orderId, orderId));
      });

      const underWay = await refund(venue.staff, orderId);
      expect(underWay.statusCode).toBe(409);
      expect(underWay.json().error).toEqual({
        code: 'CONFLICT',
        message: 'A refund of this order is already under way.',
      });
      expect(refundCalls(orderId)).toHaveLength(0);

      // The claiming call died (the process stopped) more than two minutes ago.
      await t.app.database.db
        .update(refunds)
        .set({ createdAt: new Date(Date.now() - 10 * 60_000), updatedAt: new Date(Date.now() - 10 * 60_000) })
        .where(eq(refunds.refundId, claim.refundId));
      const takenOver = await refund(venue.staff, orderId);
      expect(takenOver.statusCode).toBe(200);
      expect(takenOver.json().order.status).toBe('REFUNDED');
      expect(refundCalls(orderId)).toHaveLength(1);
      // The claim left behind is the refund that went through (sent once, under the order's key); who finished it
      // is on the order and its audit row.
      expect(await refundRows(orderId)).toEqual([
        expect.objectContaining({
          refundId: claim.refundId,
          status: 'SUCCEEDED',
          attempts: 1,
          providerRefundId: expect.stringMatching(/^re_/),
        }),
      ]);
      expect((await storedOrder(orderId)).refundedBy).toBe(venue.staff.userId);
      expect((await auditRows(orderId, 'order.refund')).map((row) => row.actorUserId)).toEqual([venue.staff.userId]);
    });
  });

  describe('under concurrency', () => {
    it('refunds once under 50 parallel refunds: one refund row, one provider call', async () => {
      const venue = await venueWithStaff();
      const { orderId } = await paidOrder(venue);

      const responses = await Promise.all(Array.from({ length: 50 }, () => refund(venue.staff, orderId)));

      const statuses = responses.map((r) => r.statusCode);
      expect(statuses.filter((s) => s === 200)).toHaveLength(1);
      expect(statuses.filter((s) => s === 409)).toHaveLength(49);
      for (const response of responses.filter((r) => r.statusCode === 409)) {
        expect(['CONFLICT', 'ORDER_REFUNDED']).toContain(response.json().error.code);
      }
      expect(await refundRows(orderId)).toHaveLength(1);
      expect(refundCalls(orderId)).toHaveLength(1);
      expect(await auditRows(orderId, 'order.refund')).toHaveLength(1);
      expect((await storedOrder(orderId)).status).toBe('REFUNDED');
    });

    it('never completes a refunded order under 50 interleaved completes and refunds', async () => {
      const venue = await venueWithStaff();
      const { orderId } = await paidOrder(venue);

      const responses = await Promise.all(
        Array.from({ length: 50 }, (_, i) =>
          i % 2 === 0 ? complete(venue.staff, orderId) : refund(venue.staff, orderId),
        ),
      );

      for (const [i, response] of responses.entries()) {
        const call = i % 2 === 0 ? 'complete' : 'refund';
        expect([200, 409], `${call}: ${response.body}`).toContain(response.statusCode);
        if (call === 'complete' && response.statusCode === 200) {
          expect(response.json().order.status).toBe('COMPLETE');
        }
      }
      const stored = await storedOrder(orderId);
      // Refunds always go through here, so one wins; whatever completed did so before it.
      expect(stored.status).toBe('REFUNDED');
      expect(stored.refundedAt).toBeInstanceOf(Date);
      if (stored.completedAt) expect(stored.completedAt.getTime()).toBeLessThanOrEqual(stored.refundedAt!.getTime());
      expect(await refundRows(orderId)).toHaveLength(1);
      expect(refundCalls(orderId)).toHaveLength(1);
      expect((await auditRows(orderId, 'order.complete')).length).toBeLessThanOrEqual(1);
      const lateCompletes = responses.filter((r, i) => i % 2 === 0 && r.statusCode === 409);
      for (const response of lateCompletes) expect(response.json().error.code).toBe('ORDER_REFUNDED');
    });
  });

  it("leaves every order's refund fields agreeing with its refund rows (decision 079)", async () => {
    expect(await findRefundProjectionMismatches(t.app.database)).toEqual([]);
  });
});
