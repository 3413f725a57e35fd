import {
  completeOrder,
  endpointPath,
  getOrder,
  listFulfilledOrders,
  listLocationOrders,
  markOrderPaid,
  refundOrder,
  streamOrderEvents,
} from '@queueless/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  createLocation,
  createProduct,
  createStaff,
  createUser,
  createVendor,
  createVenue,
  grantRole,
  placeOrderOf,
} from '../../../test/factories.js';
import { orderDesk, STAFF_PLACEHOLDER, useTestAppWithFakePayments } from '../../../test/orders.js';
import { openEventStream } from '../../../test/sse.js';
import { orders, vendorRoles } from '../../db/schema.js';

const HOUR = 3_600_000;
const onPostgres = Boolean(process.env.DATABASE_URL);

describe('pickup and the staff order lists', () => {
  const t = useTestAppWithFakePayments();
  const { complete, refund, storedOrder, auditRows, refundCalls, venueWithStaff, unpaidOrder, paidOrder } =
    orderDesk(t);

  describe('completing', () => {
    it('completes a paid order once, for staff of any role, and records who and when', async () => {
      const venue = await venueWithStaff('STAFF');
      const { orderId } = await paidOrder(venue);

      const first = await complete(venue.staff, orderId);
      expect(first.statusCode).toBe(200);
      expect(first.json().order).toMatchObject({
        orderId,
        status: 'COMPLETE',
        isInProgress: false,
        statusDisplay: 'Completed',
      });
      const completedAt = first.json().order.datetimeCompleted;
      expect(completedAt).toBeTruthy();
      expect(await storedOrder(orderId)).toMatchObject({ status: 'COMPLETE', completedBy: venue.staff.userId });

      expect(first.json().wasAlreadyComplete).toBe(false);

      const again = await complete(venue.staff, orderId);
      expect(again.statusCode).toBe(200);
      expect(again.json().order).toMatchObject({ status: 'COMPLETE', datetimeCompleted: completedAt });
      // A no-op, and it says so: the order had been picked up before this call.
      expect(again.json().wasAlreadyComplete).toBe(true);

      const audit = await auditRows(orderId, 'order.complete');
      expect(audit).toHaveLength(1);
      expect(audit[0]).toMatchObject({
        actorUserId: venue.staff.userId,
        vendorId: venue.vendor.vendorId,
        entityType: 'order',
        details: { vendorLocationId: venue.location.vendorLocationId },
      });
      expect(audit[0]?.createdAt).toBeInstanceOf(Date);

      for (const role of ['MANAGER', 'ADMIN', 'SUPER_ADMIN'] as const) {
        const other = await createStaff(t.app, venue.vendor.vendorId, role);
        const next = await paidOrder(venue);
        expect((await complete(other, next.orderId)).json().order.status, role).toBe('COMPLETE');
      }
    });

    it('completes once under 30 parallel calls', async () => {
      const venue = await venueWithStaff();
      const { orderId } = await paidOrder(venue);

      const responses = await Promise.all(Array.from({ length: 30 }, () => complete(venue.staff, orderId)));

      expect(responses.map((r) => r.statusCode)).toEqual(Array(30).fill(200));
      expect(new Set(responses.map((r) => r.json().order.datetimeCompleted)).size).toBe(1);
      expect(responses.filter((r) => r.json().wasAlreadyComplete === false)).toHaveLength(1);
      expect(await auditRows(orderId, 'order.complete')).toHaveLength(1);
    });

    it.skipIf(!onPostgres)(
      'two counters completing one order at once: one is told it handed it over, the other that it was picked up before (PostgreSQL)',
      async () => {
        const venue = await venueWithStaff();
        const otherCounter = await createStaff(t.app, venue.vendor.vendorId);
        for (let round = 0; round < 10; round += 1) {
          const { orderId } = await paidOrder(venue);
          const [a, b] = await Promise.all([complete(venue.staff, orderId), complete(otherCounter, orderId)]);
          expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
          expect([a.json().wasAlreadyComplete, b.json().wasAlreadyComplete].sort()).toEqual([false, true]);
          const winner = a.json().wasAlreadyComplete ? b : a;
          // Both show the one completion: its time, and who made it is the one told it did.
          expect(a.json().order.datetimeCompleted).toBe(b.json().order.datetimeCompleted);
          const stored = await storedOrder(orderId);
          expect(stored.completedBy).toBe(winner === a ? venue.staff.userId : otherCounter.userId);
          expect(await auditRows(orderId, 'order.complete')).toHaveLength(1);
        }
      },
    );

    it('refuses an unpaid, a refunded or an unknown order', async () => {
      const venue = await venueWithStaff();
      const { order } = await unpaidOrder(venue);
      const unpaid = await complete(venue.staff, order.orderId);
      expect(unpaid.statusCode).toBe(409);
      expect(unpaid.json().error).toEqual({ code: 'ORDER_NOT_PAID', message: 'This order has not been paid.' });
      expect((await storedOrder(order.orderId)).status).toBe('IN_PROGRESS');

      const { orderId } = await paidOrder(venue);
      expect((await refund(venue.staff, orderId)).statusCode).toBe(200);
      const afterRefund = await complete(venue.staff, orderId);
      expect(afterRefund.statusCode).toBe(409);
      expect(afterRefund.json().error.code).toBe('ORDER_REFUNDED');
      expect(await storedOrder(orderId)).toMatchObject({ status: 'REFUNDED', completedAt: null });
      expect(await auditRows(orderId, 'order.complete')).toHaveLength(0);

      const unknown = await complete(venue.staff, 'NOSUCHORDER0000000000000');
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json().error).toEqual({ code: 'NOT_FOUND', message: 'Order ID not found' });
    });

    it('sends the completed order to the live stream', async () => {
      const baseUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
      const venue = await venueWithStaff();
      const { orderId } = await paidOrder(venue);
      const customerStream = await openEventStream(
        `${baseUrl}${endpointPath(streamOrderEvents, { userId: venue.customer.userId, orderId })}`,
        venue.customer.auth,
      );
      const staffStream = await openEventStream(
        `${baseUrl}${endpointPath(streamOrderEvents, { userId: STAFF_PLACEHOLDER, orderId })}`,
        venue.staff.auth,
      );
      try {
        expect(JSON.parse((await customerStream.next()).data).status).toBe('PAID');
        expect(JSON.parse((await staffStream.next()).data).status).toBe('PAID');
        expect((await complete(venue.staff, orderId)).statusCode).toBe(200);
        const seen = await customerStream.next();
        expect(seen.event).toBe('order');
        expect(JSON.parse(seen.data)).toMatchObject({ orderId, status: 'COMPLETE', statusDisplay: 'Completed' });
        expect(JSON.parse((await staffStream.next()).data).status).toBe('COMPLETE');
      } finally {
        customerStream.close();
        staffStream.close();
      }
    });
  });

  describe('who may do what', () => {
    it('refuses staff of another vendor, customers (even the owner) and anonymous callers', async () => {
      const venue = await venueWithStaff();
      const { orderId } = await paidOrder(venue);
      const otherVendor = await createVendor(t.app);
      const outsider = await createStaff(t.app, otherVendor.vendorId, 'SUPER_ADMIN');
      const location = venue.location.vendorLocationId;

      // Staff of another vendor are told an order belongs elsewhere (the next test); a location's lists are refused.
      const staffCalls = [
        {
          method: 'PUT' as const,
          url: endpointPath(completeOrder, { userId: STAFF_PLACEHOLDER, orderId }),
          outsiderCode: 'ORDER_OTHER_VENDOR',
        },
        {
          method: 'PUT' as const,
          url: endpointPath(refundOrder, { userId: STAFF_PLACEHOLDER, orderId }),
          payload: { refundReason: 'NONE_PROVIDED' },
          outsiderCode: 'ORDER_OTHER_VENDOR',
        },
        {
          method: 'GET' as const,
          url: endpointPath(listFulfilledOrders, {}, { vendorLocationId: location }),
          outsiderCode: 'FORBIDDEN',
        },
        {
          method: 'GET' as const,
          url: endpointPath(listLocationOrders, { vendorLocationId: location }),
          outsiderCode: 'FORBIDDEN',
        },
      ];
      for (const { outsiderCode, ...call } of staffCalls) {
        const label = `${call.method} ${call.url}`;
        const asOutsider = await t.app.inject({ ...call, headers: outsider.auth });
        expect(asOutsider.statusCode, label).toBe(403);
        expect(asOutsider.json().error.code, label).toBe(outsiderCode);
        expect((await t.app.inject({ ...call, headers: venue.customer.auth })).statusCode, label).toBe(403);
        expect((await t.app.inject(call)).statusCode, `anonymous ${label}`).toBe(401);
      }
      // The owner, with their own id in the path, still may not complete or refund.
      expect((await complete(venue.customer, orderId, venue.customer.userId)).statusCode).toBe(403);
      expect((await refund(venue.customer, orderId, 'NONE_PROVIDED', venue.customer.userId)).statusCode).toBe(403);

      expect((await storedOrder(orderId)).status).toBe('PAID');
      expect(refundCalls(orderId)).toHaveLength(0);
    });

    it("staff of another vendor scanning an order are told it is another vendor location's ('Wrong Location'), and nothing of it", async () => {
      const venue = await venueWithStaff();
      const { orderId, totalAmount } = await paidOrder(venue);
      const elsewhere = await createVenue(t.app);
      const otherStaff = await createStaff(t.app, elsewhere.vendor.vendorId);

      const calls = [
        { method: 'GET' as const, url: endpointPath(getOrder, { userId: STAFF_PLACEHOLDER, orderId }) },
        { method: 'PUT' as const, url: endpointPath(completeOrder, { userId: STAFF_PLACEHOLDER, orderId }) },
        {
          method: 'PUT' as const,
          url: endpointPath(refundOrder, { userId: STAFF_PLACEHOLDER, orderId }),
          payload: { refundReason: 'NONE_PROVIDED' },
        },
      ];
      for (const call of calls) {
        const label = `${call.method} ${call.url}`;
        const reply = await t.app.inject({ ...call, headers: otherStaff.auth });
        expect(reply.statusCode, label).toBe(403);
        // The code lets the staff page choose its words; the body says nothing of the order.
        expect(reply.json(), label).toEqual({
          error: { code: 'ORDER_OTHER_VENDOR', message: 'This order belongs to another vendor location.' },
        });
        for (const secret of [venue.location.vendorLocationId, venue.vendor.vendorId, totalAmount, orderId.slice(-6)]) {
          expect(reply.body, label).not.toContain(secret);
        }
      }
      // Someone with no staff role anywhere, reading the order through the staff page's path: refused as before.
      const stranger = await createUser(t.app);
      const asStranger = await t.app.inject({
        url: endpointPath(getOrder, { userId: STAFF_PLACEHOLDER, orderId }),
        headers: stranger.auth,
      });
      expect(asStranger.statusCode).toBe(403);
      expect(asStranger.json().error.code).toBe('FORBIDDEN');
      expect((await storedOrder(orderId)).status).toBe('PAID');
      expect(refundCalls(orderId)).toHaveLength(0);
    });

    it('reads the role on every call: a demoted member keeps access, a removed one loses it at once', async () => {
      const venue = await venueWithStaff('MANAGER');
      const first = await paidOrder(venue);
      const second = await paidOrder(venue);

      await grantRole(t.app, venue.vendor.vendorId, venue.staff, 'STAFF');
      expect((await complete(venue.staff, first.orderId)).statusCode).toBe(200);

      await t.app.database.db.delete(vendorRoles).where(eq(vendorRoles.phoneNumber, venue.staff.phoneNumber));
      expect((await complete(venue.staff, second.orderId)).statusCode).toBe(403);
      expect((await refund(venue.staff, first.orderId)).statusCode).toBe(403);
      const history = await t.app.inject({
        url: endpointPath(listLocationOrders, { vendorLocationId: venue.location.vendorLocationId }),
        headers: venue.staff.auth,
      });
      expect(history.statusCode).toBe(403);
      expect((await storedOrder(second.orderId)).status).toBe('PAID');
    });
  });

  describe('order history', () => {
    /** Orders at one location with known times, made through the API and then dated. */
    async function datedOrders() {
      const venue = await venueWithStaff('STAFF', { priceCents: 0 });
      const now = Date.now();
      const ago = (hours: number) => new Date(now - hours * HOUR);
      const dated = async (values: Partial<typeof orders.$inferInsert>, pay = true) => {
        const { orderId } = pay ? await paidOrder(venue, 1) : (await unpaidOrder(venue, 1)).order;
        await t.app.database.db.update(orders).set(values).where(eq(orders.orderId, orderId));
        return orderId;
      };
      const ids = {
        waiting: await dated({ createdAt: ago(1.5), paidAt: ago(1) }),
        pickedUp: await dated({ createdAt: ago(3), paidAt: ago(2), status: 'COMPLETE', completedAt: ago(0.5) }),
        refundedLate: await dated({
          createdAt: ago(21),
          paidAt: ago(20),
          status: 'REFUNDED',
          refundedAt: ago(2),
          refundReason: 'NONE_PROVIDED',
        }),
        yesterday: await dated({ createdAt: ago(14), paidAt: ago(14), status: 'COMPLETE', completedAt: ago(13) }),
        lastWeek: await dated({ createdAt: ago(31), paidAt: ago(31), status: 'COMPLETE', completedAt: ago(30) }),
        cart: await dated({ createdAt: ago(0.1) }, false),
      };
      // Another location of the same vendor: never listed here.
      const elsewhere = await createLocation(t.app, venue.vendor.vendorId);
      const water = await createProduct(t.app, elsewhere.vendorLocationId, { priceCents: 0 });
      const placed = await placeOrderOf(t.app, venue.customer, water);
      await t.app.inject({
        method: 'PUT',
        url: endpointPath(markOrderPaid, { userId: venue.customer.userId, orderId: placed.json().order.orderId }),
        headers: venue.customer.auth,
      });
      return { venue, ids, ago };
    }

    const idsOf = (response: { json(): { items: { orderId: string }[] } }) =>
      response.json().items.map((order) => order.orderId);

    it('lists fulfilled orders in the window, newest first, never IN_PROGRESS', async () => {
      const { venue, ids, ago } = await datedOrders();
      const fulfilled = (query: string) =>
        t.app.inject({ url: `${listFulfilledOrders.path}?${query}`, headers: venue.staff.auth });
      const at = `vendorLocationId=${venue.location.vendorLocationId.toLowerCase()}`;

      const last12 = await fulfilled(`${at}&datetimeCompletedAfter=${ago(12).toISOString()}`);
      expect(last12.statusCode).toBe(200);
      // By the latest change (picked up, paid or refunded); a refund inside the window counts.
      expect(idsOf(last12)).toEqual([ids.pickedUp, ids.waiting, ids.refundedLate]);
      expect(last12.json().items[0]).toMatchObject({ status: 'COMPLETE', totalQuantity: 1, cartItems: [{}] });
      expect((await fulfilled(at)).json().items).toEqual(last12.json().items);

      const last24 = await fulfilled(`${at}&datetimeCompletedAfter=${encodeURIComponent(ago(24).toISOString())}`);
      expect(idsOf(last24)).toEqual([ids.pickedUp, ids.waiting, ids.refundedLate, ids.yesterday]);
      const offset = await fulfilled(`${at}&datetimeCompletedAfter=${encodeURIComponent('2099-01-01T00:00:00+02:00')}`);
      expect(idsOf(offset)).toEqual([]);

      const sixDays = await fulfilled(`${at}&datetimeCompletedAfter=${ago(6 * 24).toISOString()}`);
      expect(idsOf(sixDays)).toContain(ids.lastWeek);
      expect(idsOf(sixDays)).not.toContain(ids.cart);
      const tooWide = await fulfilled(`${at}&datetimeCompletedAfter=${ago(7 * 24 + 1).toISOString()}`);
      expect(tooWide.statusCode).toBe(400);
      expect(tooWide.json().error).toMatchObject({
        code: 'VALIDATION_FAILED',
        details: [{ field: 'querystring.datetimeCompletedAfter', message: 'The window can be at most 7 days.' }],
      });
      expect((await fulfilled(`${at}&datetimeCompletedAfter=yesterday`)).statusCode).toBe(400);
      expect((await fulfilled('datetimeCompletedAfter=2024-01-01T00:00:00Z')).statusCode).toBe(400);
      expect((await fulfilled('vendorLocationId=NOWHERE')).statusCode).toBe(404);
    });

    it('lists a location’s orders of the last 24 hours, newest first, never IN_PROGRESS', async () => {
      const { venue, ids } = await datedOrders();
      const response = await t.app.inject({
        url: endpointPath(listLocationOrders, { vendorLocationId: venue.location.vendorLocationId }),
        headers: venue.staff.auth,
      });
      expect(response.statusCode).toBe(200);
      expect(idsOf(response)).toEqual([ids.pickedUp, ids.waiting, ids.refundedLate, ids.yesterday]);
      const missing = await t.app.inject({
        url: endpointPath(listLocationOrders, { vendorLocationId: 'NOWHERE' }),
        headers: venue.staff.auth,
      });
      expect(missing.statusCode).toBe(404);
    });
  });
});
