import {
  collectBalance,
  completeOrder,
  endpointPath,
  getOrder,
  refundOrder,
  undoBalanceCollected,
} from '@queueless/contracts';
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  createLocation,
  createPresaleVenue,
  createStaff,
  createVendor,
  placePaidOrder,
  readOrderRow,
  type TestUser,
} from '../../../test/factories.js';
import { useTestAppWithFakePayments } from '../../../test/orders.js';
import { auditLog } from '../../db/schema.js';

const ACTION = 'order.balance_collected';

/** Staff record that a presale's balance was taken at pickup (decision 018): once, by staff of the order's vendor. */
describe('balance collected', () => {
  const t = useTestAppWithFakePayments();
  const { payments } = t;

  const collect = (user: TestUser | null, vendorLocationId: string, orderId: string) =>
    t.app.inject({
      method: 'PUT',
      url: endpointPath(collectBalance, { vendorLocationId, orderId }),
      headers: user?.auth,
    });

  const undo = (user: TestUser | null, vendorLocationId: string, orderId: string) =>
    t.app.inject({
      method: 'DELETE',
      url: endpointPath(undoBalanceCollected, { vendorLocationId, orderId }),
      headers: user?.auth,
    });

  const storedOrder = (orderId: string) => readOrderRow(t.app, orderId);

  const auditRows = (orderId: string, action = ACTION) =>
    t.app.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, orderId), eq(auditLog.action, action)));
  const UNDO_ACTION = 'order.balance_collection_undone';

  async function refund(venue: { staff: TestUser }, orderId: string) {
    const refunded = await t.app.inject({
      method: 'PUT',
      url: endpointPath(refundOrder, { userId: 'staff', orderId }),
      headers: venue.staff.auth,
      payload: { refundReason: 'NONE_PROVIDED' },
    });
    expect(refunded.json().order.status).toBe('REFUNDED');
  }

  const presaleVenue = () => createPresaleVenue(t.app);
  type Venue = Awaited<ReturnType<typeof presaleVenue>>;

  async function order(venue: Venue, { isPresale = true, isPaid = true } = {}): Promise<string> {
    const productId = isPresale ? venue.band.productId : venue.product.productId;
    const vendorLocationId = venue.location.vendorLocationId;
    return (await placePaidOrder(t.app, payments, venue.customer, { vendorLocationId, productId }, { isPaid })).orderId;
  }

  it('records the balance once, with who and when and an audit row; a second call is a 409', async () => {
    const venue = await presaleVenue();
    const orderId = await order(venue);
    const location = venue.location.vendorLocationId;
    const before = await t.app.inject({
      url: endpointPath(getOrder, { userId: 'staff', orderId }),
      headers: venue.staff.auth,
    });
    expect(before.json().order).toMatchObject({ balanceDueAtPickup: '25.00', balanceCollectedAt: null });

    const first = await collect(venue.staff, location, orderId);
    expect(first.statusCode).toBe(200);
    const collected = first.json().order;
    expect(collected).toMatchObject({ orderId, status: 'PAID', balanceDueAtPickup: '25.00', totalAmount: '29.75' });
    expect(Date.parse(collected.balanceCollectedAt)).not.toBeNaN();
    const stored = await storedOrder(orderId);
    expect(stored).toMatchObject({ balanceCollectedBy: venue.staff.userId, balanceDueCents: 2500 });
    expect(stored.balanceCollectedAt?.toISOString()).toBe(collected.balanceCollectedAt);
    const audits = await auditRows(orderId);
    expect(audits).toHaveLength(1);
    expect(audits[0]).toMatchObject({ actorUserId: venue.staff.userId, vendorId: venue.vendor.vendorId });

    // The customer's receipt reads the same order.
    const asCustomer = await t.app.inject({
      url: endpointPath(getOrder, { userId: venue.customer.userId, orderId }),
      headers: venue.customer.auth,
    });
    expect(asCustomer.json().order.balanceCollectedAt).toBe(collected.balanceCollectedAt);

    const second = await collect(venue.staff, location, orderId);
    expect(second.statusCode).toBe(409);
    expect(second.json().error).toEqual({
      code: 'BALANCE_ALREADY_COLLECTED',
      message: 'The balance of this order has already been collected.',
    });
    expect((await storedOrder(orderId)).balanceCollectedAt?.toISOString()).toBe(collected.balanceCollectedAt);
    expect(await auditRows(orderId)).toHaveLength(1);
  });

  it('records it after pickup too (opening the order completes it)', async () => {
    const venue = await presaleVenue();
    const orderId = await order(venue);
    const completed = await t.app.inject({
      method: 'PUT',
      url: endpointPath(completeOrder, { userId: 'staff', orderId }),
      headers: venue.staff.auth,
    });
    expect(completed.json().order.status).toBe('COMPLETE');
    const response = await collect(venue.staff, venue.location.vendorLocationId, orderId);
    expect(response.statusCode).toBe(200);
    expect(response.json().order).toMatchObject({ status: 'COMPLETE', balanceDueAtPickup: '25.00' });
  });

  it('refuses an order with no balance, an unpaid one and a refunded one, and changes nothing', async () => {
    const venue = await presaleVenue();
    const location = venue.location.vendorLocationId;

    const inFull = await order(venue, { isPresale: false });
    const noBalance = await collect(venue.staff, location, inFull);
    expect(noBalance.statusCode).toBe(409);
    expect(noBalance.json().error).toEqual({
      code: 'NO_BALANCE_DUE',
      message: 'This order has no balance due at pickup.',
    });

    const unpaid = await order(venue, { isPaid: false });
    const unpaidResponse = await collect(venue.staff, location, unpaid);
    expect(unpaidResponse.statusCode).toBe(409);
    expect(unpaidResponse.json().error.code).toBe('ORDER_NOT_PAID');

    const refundedId = await order(venue);
    await refund(venue, refundedId);
    const refundedResponse = await collect(venue.staff, location, refundedId);
    expect(refundedResponse.statusCode).toBe(409);
    expect(refundedResponse.json().error).toEqual({ code: 'ORDER_REFUNDED', message: 'This order has been refunded.' });

    for (const orderId of [inFull, unpaid, refundedId]) {
      expect(await storedOrder(orderId)).toMatchObject({ balanceCollectedAt: null, balanceCollectedBy: null });
      expect(await auditRows(orderId)).toHaveLength(0);
    }
  });

  it('refuses staff of another vendor, customers (even the owner) and anonymous callers', async () => {
    const venue = await presaleVenue();
    const orderId = await order(venue);
    const location = venue.location.vendorLocationId;
    const otherVendor = await createVendor(t.app);
    const otherLocation = await createLocation(t.app, otherVendor.vendorId);
    const outsider = await createStaff(t.app, otherVendor.vendorId);

    const asOutsider = await collect(outsider, location, orderId);
    expect(asOutsider.statusCode).toBe(403);
    // Staff elsewhere are told the order is another vendor's (the staff page's 'Wrong Location'), nothing more.
    expect(asOutsider.json().error.code).toBe('ORDER_OTHER_VENDOR');
    // Naming the outsider's own location does not help.
    expect((await collect(outsider, otherLocation.vendorLocationId, orderId)).statusCode).toBe(403);
    expect((await collect(venue.customer, location, orderId)).statusCode).toBe(403);
    const anonymous = await collect(null, location, orderId);
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().error.code).toBe('UNAUTHENTICATED');

    expect(await storedOrder(orderId)).toMatchObject({ balanceCollectedAt: null, balanceCollectedBy: null });
    expect(await auditRows(orderId)).toHaveLength(0);
  });

  it('answers 404 for an unknown order or one of another location, and 4xx for hostile ids', async () => {
    const venue = await presaleVenue();
    const orderId = await order(venue);
    const location = venue.location.vendorLocationId;
    const sibling = await createLocation(t.app, venue.vendor.vendorId);

    const unknown = await collect(venue.staff, location, 'NOSUCHORDER0000000000000');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error).toEqual({ code: 'NOT_FOUND', message: 'Order ID not found' });
    expect((await collect(venue.staff, sibling.vendorLocationId, orderId)).statusCode).toBe(404);

    const hostile = [
      "' OR 1=1 --",
      'x'.repeat(500),
      '%00',
      '../../etc/passwd',
      '{{7*7}}',
      '\u202e',
      'x'.repeat(100_000),
    ];
    for (const id of hostile) {
      for (const [loc, ord] of [
        [location, id],
        [id, orderId],
      ] as const) {
        // Recording and taking back alike.
        for (const call of [collect, undo]) {
          const response = await call(venue.staff, loc, ord);
          expect(response.statusCode, `${loc.slice(0, 40)} / ${ord.slice(0, 40)}`).toBeGreaterThanOrEqual(400);
          expect(response.statusCode, `${loc.slice(0, 40)} / ${ord.slice(0, 40)}`).toBeLessThan(500);
          expect(response.json().error.code).toEqual(expect.any(String));
        }
      }
    }
    expect(await storedOrder(orderId)).toMatchObject({ balanceCollectedAt: null, balanceCollectedBy: null });
  });

  it('records the balance once under 20 parallel calls: one 200, one audit row', async () => {
    const venue = await presaleVenue();
    const orderId = await order(venue);
    const responses = await Promise.all(
      Array.from({ length: 20 }, () => collect(venue.staff, venue.location.vendorLocationId, orderId)),
    );
    const statuses = responses.map((response) => response.statusCode).sort();
    expect(statuses).toEqual([200, ...Array(19).fill(409)]);
    for (const response of responses.filter((r) => r.statusCode === 409)) {
      expect(response.json().error.code).toBe('BALANCE_ALREADY_COLLECTED');
    }
    expect(await auditRows(orderId)).toHaveLength(1);
  });

  describe('taken back when it was recorded by mistake', () => {
    it('clears who and when, audits what it took back, and lets the balance be recorded again', async () => {
      const venue = await presaleVenue();
      const orderId = await order(venue);
      const location = venue.location.vendorLocationId;
      const recorded = (await collect(venue.staff, location, orderId)).json().order;
      // Another member of the vendor's staff may take it back, as they may record it.
      const colleague = await createStaff(t.app, venue.vendor.vendorId);

      const undone = await undo(colleague, location, orderId);
      expect(undone.statusCode).toBe(200);
      expect(undone.json().order).toMatchObject({ orderId, status: 'PAID', balanceDueAtPickup: '25.00' });
      expect(undone.json().order.balanceCollectedAt).toBeNull();
      expect(await storedOrder(orderId)).toMatchObject({ balanceCollectedAt: null, balanceCollectedBy: null });
      const audits = await auditRows(orderId, UNDO_ACTION);
      expect(audits).toHaveLength(1);
      expect(audits[0]).toMatchObject({ actorUserId: colleague.userId, vendorId: venue.vendor.vendorId });
      expect(audits[0]?.details).toMatchObject({
        amountCents: 2500,
        collectedAt: recorded.balanceCollectedAt,
        collectedBy: venue.staff.userId,
      });

      const again = await undo(venue.staff, location, orderId);
      expect(again.statusCode).toBe(409);
      expect(again.json().error).toEqual({
        code: 'BALANCE_NOT_COLLECTED',
        message: 'The balance of this order is not recorded as collected.',
      });
      expect(await auditRows(orderId, UNDO_ACTION)).toHaveLength(1);

      const recordedAgain = await collect(venue.staff, location, orderId);
      expect(recordedAgain.statusCode).toBe(200);
      expect(await auditRows(orderId)).toHaveLength(2);
    });

    it('refuses an order with no balance, one never recorded and a refunded one, and changes nothing', async () => {
      const venue = await presaleVenue();
      const location = venue.location.vendorLocationId;
      const inFull = await order(venue, { isPresale: false });
      expect((await undo(venue.staff, location, inFull)).json().error.code).toBe('NO_BALANCE_DUE');
      const neverRecorded = await order(venue);
      expect((await undo(venue.staff, location, neverRecorded)).json().error.code).toBe('BALANCE_NOT_COLLECTED');

      const refundedId = await order(venue);
      expect((await collect(venue.staff, location, refundedId)).statusCode).toBe(200);
      await refund(venue, refundedId);
      const afterRefund = await undo(venue.staff, location, refundedId);
      expect(afterRefund.statusCode).toBe(409);
      expect(afterRefund.json().error.code).toBe('ORDER_REFUNDED');
      // The refunded order keeps its record of the balance taken at the counter.
      expect((await storedOrder(refundedId)).balanceCollectedBy).toBe(venue.staff.userId);
      for (const orderId of [inFull, neverRecorded, refundedId]) {
        expect(await auditRows(orderId, UNDO_ACTION)).toHaveLength(0);
      }
    });

    it('refuses staff of another vendor, customers and anonymous callers, and another location of the vendor', async () => {
      const venue = await presaleVenue();
      const orderId = await order(venue);
      const location = venue.location.vendorLocationId;
      expect((await collect(venue.staff, location, orderId)).statusCode).toBe(200);
      const otherVendor = await createVendor(t.app);
      const outsider = await createStaff(t.app, otherVendor.vendorId);
      const sibling = await createLocation(t.app, venue.vendor.vendorId);

      expect((await undo(outsider, location, orderId)).statusCode).toBe(403);
      expect((await undo(venue.customer, location, orderId)).statusCode).toBe(403);
      expect((await undo(null, location, orderId)).statusCode).toBe(401);
      expect((await undo(venue.staff, sibling.vendorLocationId, orderId)).statusCode).toBe(404);
      expect((await undo(venue.staff, location, 'x'.repeat(500))).statusCode).toBeLessThan(500);
      expect((await storedOrder(orderId)).balanceCollectedBy).toBe(venue.staff.userId);
      expect(await auditRows(orderId, UNDO_ACTION)).toHaveLength(0);
    });

    it('takes it back once under 20 parallel calls: one 200, one audit row', async () => {
      const venue = await presaleVenue();
      const orderId = await order(venue);
      const location = venue.location.vendorLocationId;
      expect((await collect(venue.staff, location, orderId)).statusCode).toBe(200);
      const responses = await Promise.all(Array.from({ length: 20 }, () => undo(venue.staff, location, orderId)));
      const statuses = responses.map((response) => response.statusCode).sort();
      expect(statuses).toEqual([200, ...Array(19).fill(409)]);
      expect(await auditRows(orderId, UNDO_ACTION)).toHaveLength(1);
    });
  });

  // PGlite lives inside the process and has no connection to lose.
  it.skipIf(!process.env.DATABASE_URL)(
    'leaves nothing half-written when the connection dies between the change and its audit row: a clean 503',
    async () => {
      const venue = await presaleVenue();
      const location = venue.location.vendorLocationId;
      const recorded = await order(venue);
      expect((await collect(venue.staff, location, recorded)).statusCode).toBe(200);
      const owed = await order(venue);
      // The database connection ends itself as the audit row of either change is written (after the UPDATE).
      await t.app.database.db.execute(sql`
        create function balance_audit_dies() returns trigger language plpgsql as $$
        begin
          if new.action in ('order.balance_collected', 'order.balance_collection_undone') then
            perform pg_terminate_backend(pg_backend_pid());
          end if;
          return new;
        end $$`);
      await t.app.database.db.execute(
        sql`create trigger balance_audit_dies before insert on audit_log for each row execute function balance_audit_dies()`,
      );
      try {
        for (const [call, orderId] of [
          [collect, owed],
          [undo, recorded],
        ] as const) {
          const response = await call(venue.staff, location, orderId);
          expect(response.statusCode).toBe(503);
          expect(response.json().error.code).toBe('SERVICE_UNAVAILABLE');
        }
      } finally {
        await t.app.database.db.execute(sql`drop trigger balance_audit_dies on audit_log`);
        await t.app.database.db.execute(sql`drop function balance_audit_dies()`);
      }
      // Rolled back with the connection: the owed balance is still owed, the recorded one still recorded.
      expect(await storedOrder(owed)).toMatchObject({ balanceCollectedAt: null, balanceCollectedBy: null });
      expect((await storedOrder(recorded)).balanceCollectedBy).toBe(venue.staff.userId);
      expect(await auditRows(owed)).toHaveLength(0);
      expect(await auditRows(recorded, UNDO_ACTION)).toHaveLength(0);
      // And both go through once the database is whole again.
      expect((await collect(venue.staff, location, owed)).statusCode).toBe(200);
      expect((await undo(venue.staff, location, recorded)).statusCode).toBe(200);
    },
  );
});
