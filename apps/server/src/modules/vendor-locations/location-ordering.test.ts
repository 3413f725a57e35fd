import {
  confirmSimulatedPayment,
  endpointPath,
  getVendorLocation,
  markOrderPaid,
  updateLocationOrdering,
} from '@queueless/contracts';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  createStaff,
  createStaffedVenue,
  createUser,
  placeOrderOf,
  readOrderRow,
  type TestUser,
} from '../../../test/factories.js';
import { createFakePayments } from '../../../test/fake-payments.js';
import { createTestApp, useTestApp } from '../../../test/harness.js';
import { auditLog, operators, orders, paymentIntents } from '../../db/schema.js';

type ErrorBody = { code: string; message: string; details?: { reason: string | null; reopensAt: string | null } };
const errorOf = (reply: { json(): unknown }) => (reply.json() as { error: ErrorBody }).error;

/** A clock the test moves: the pause's end and the cap's window are read from it. */
function testClock() {
  let offsetMs = 0;
  return {
    now: () => new Date(Date.now() + offsetMs),
    advance(ms: number) {
      offsetMs += ms;
    },
  };
}

function useOrderingApp() {
  const clock = testClock();
  const payments = createFakePayments();
  const t = useTestApp(() => createTestApp({ overrides: { clock: clock.now } }), { extra: { clock } });
  const fake = useTestApp(() => createTestApp({ overrides: { clock: clock.now, payments: payments.provider } }), {
    extra: { payments },
  });
  return { t, fake, clock };
}

describe(`${updateLocationOrdering.method} ${updateLocationOrdering.path}`, () => {
  const { t, fake, clock } = useOrderingApp();

  const setOrdering = (app: typeof t.app, user: TestUser | null, vendorLocationId: string, body: unknown) =>
    app.inject({
      method: 'PUT',
      url: endpointPath(updateLocationOrdering, { vendorLocationId }),
      headers: user?.auth,
      payload: body as Record<string, unknown>,
    });
  const readLocation = async (app: typeof t.app, vendorLocationId: string) => {
    const reply = await app.inject({
      method: 'GET',
      url: `${getVendorLocation.path}?vendorLocationId=${vendorLocationId}`,
    });
    expect(reply.statusCode).toBe(200);
    return reply.json().items[0];
  };
  const confirm = (app: typeof t.app, placed: { paymentIntentId: string; clientSecret: string }) =>
    app.inject({
      method: 'POST',
      url: endpointPath(confirmSimulatedPayment, { paymentIntentId: placed.paymentIntentId }),
      payload: { clientSecret: placed.clientSecret, paymentMethod: { type: 'wallet' } },
    });
  const intentStatus = async (app: typeof t.app, paymentIntentId: string) => {
    const [row] = await app.database.db
      .select({ status: paymentIntents.status })
      .from(paymentIntents)
      .where(eq(paymentIntents.paymentIntentId, paymentIntentId));
    return row?.status;
  };
  const placeOne = async (app: typeof t.app, venue: Awaited<ReturnType<typeof createStaffedVenue>>) => {
    const placed = await placeOrderOf(app, venue.customer, venue.product);
    expect(placed.statusCode).toBe(201);
    return placed.json() as { order: { orderId: string }; paymentIntentId: string; clientSecret: string };
  };

  it('only MANAGER and above of the vendor, or an operator, pause; others are refused in our error shape', async () => {
    const venue = await createStaffedVenue(t.app, 'MANAGER');
    const id = venue.location.vendorLocationId;
    const staff = await createStaff(t.app, venue.vendor.vendorId, 'STAFF');
    const otherManager = (await createStaffedVenue(t.app, 'SUPER_ADMIN')).staff;
    const operator = await createUser(t.app);
    await t.app.database.db.insert(operators).values({ phoneNumber: operator.phoneNumber, name: 'Olive Operator' });

    expect((await setOrdering(t.app, null, id, { paused: true })).statusCode).toBe(401);
    for (const refused of [venue.customer, staff, otherManager]) {
      const reply = await setOrdering(t.app, refused, id, { paused: true });
      expect(reply.statusCode).toBe(403);
      expect(errorOf(reply).code).toBe('FORBIDDEN');
    }
    expect((await readLocation(t.app, id)).ordering).toEqual({ open: true, reason: null, reopensAt: null });

    const paused = await setOrdering(t.app, venue.staff, id, { paused: true, reason: 'The kitchen is catching up' });
    expect(paused.statusCode).toBe(200);
    expect(paused.json()).toEqual({
      vendorLocationId: id,
      paused: true,
      pausedUntil: null,
      reason: 'The kitchen is catching up',
      maxOrdersPer15Minutes: null,
      maxAlcoholicItemsPerOrder: null,
      ordering: { open: false, reason: 'The kitchen is catching up', reopensAt: null },
    });
    const resumed = await setOrdering(t.app, operator, id, { paused: false });
    expect(resumed.json().ordering).toEqual({ open: true, reason: null, reopensAt: null });

    const audits = await t.app.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, id), eq(auditLog.action, 'location.ordering')));
    expect(audits.map((row) => [row.actorUserId, row.details])).toEqual([
      [venue.staff.userId, { paused: true, reason: 'The kitchen is catching up' }],
      [operator.userId, { paused: false }],
    ]);
    expect((await setOrdering(t.app, operator, 'NOPE1', { paused: true })).statusCode).toBe(404);
  });

  it.each([
    ['no paused', {}],
    ['an unknown field', { paused: true, closed: true }],
    ['a paused that is not a boolean', { paused: 'yes' }],
    ['an end in the past', { paused: true, pausedUntil: '2020-01-01T00:00:00Z' }],
    ['an end more than a day ahead', { paused: true, pausedUntil: '2999-01-01T00:00:00Z' }],
    ['an end that is not a time', { paused: true, pausedUntil: 'tonight' }],
    ['an end on a resume', { paused: false, pausedUntil: new Date(Date.now() + 60_000).toISOString() }],
    ['a reason on a resume', { paused: false, reason: 'why' }],
    ['a reason too long', { paused: true, reason: 'x'.repeat(121) }],
    ['a reason with control characters', { paused: true, reason: 'bad\u0000' }],
    ['a zero cap', { paused: false, maxOrdersPer15Minutes: 0 }],
    ['a fractional cap', { paused: false, maxOrdersPer15Minutes: 1.5 }],
    ['a cap as text', { paused: false, maxOrdersPer15Minutes: '10' }],
    ['a huge cap', { paused: false, maxOrdersPer15Minutes: 1e9 }],
  ])('refuses %s with a 400 and changes nothing', async (_label, body) => {
    const venue = await createStaffedVenue(t.app, 'MANAGER');
    const reply = await setOrdering(t.app, venue.staff, venue.location.vendorLocationId, body);
    expect(reply.statusCode).toBe(400);
    expect(errorOf(reply)).toMatchObject({ code: expect.any(String), message: expect.any(String) });
    expect((await readLocation(t.app, venue.location.vendorLocationId)).ordering.open).toBe(true);
  });

  it('a timed pause refuses new orders with its reason and end, and reopens by itself', async () => {
    const venue = await createStaffedVenue(t.app, 'MANAGER');
    const id = venue.location.vendorLocationId;
    const until = new Date(clock.now().getTime() + 10 * 60_000).toISOString();
    await setOrdering(t.app, venue.staff, id, { paused: true, pausedUntil: until, reason: 'Back soon' });

    expect((await readLocation(t.app, id)).ordering).toEqual({ open: false, reason: 'Back soon', reopensAt: until });
    const refused = await placeOrderOf(t.app, venue.customer, venue.product);
    expect(refused.statusCode).toBe(409);
    expect(errorOf(refused)).toEqual({
      code: 'ORDERING_CLOSED',
      message: 'Ordering is paused at this location.',
      details: { reason: 'Back soon', reopensAt: until },
    });

    clock.advance(10 * 60_000 + 1000);
    expect((await readLocation(t.app, id)).ordering.open).toBe(true);
    expect((await placeOrderOf(t.app, venue.customer, venue.product)).statusCode).toBe(201);
  });

  it('a cart priced before a pause is refused before the card is charged', async () => {
    const venue = await createStaffedVenue(t.app, 'MANAGER');
    const placed = await placeOne(t.app, venue);
    await setOrdering(t.app, venue.staff, venue.location.vendorLocationId, { paused: true });

    const refused = await confirm(t.app, placed);

    expect(refused.statusCode).toBe(409);
    expect(errorOf(refused).code).toBe('ORDERING_CLOSED');
    expect(await intentStatus(t.app, placed.paymentIntentId)).not.toBe('succeeded');
    expect((await readOrderRow(t.app, placed.order.orderId)).status).toBe('IN_PROGRESS');

    await setOrdering(t.app, venue.staff, venue.location.vendorLocationId, { paused: false });
    expect((await confirm(t.app, placed)).json().paymentIntent.status).toBe('succeeded');
    expect((await readOrderRow(t.app, placed.order.orderId)).status).toBe('PAID');
  });

  it('a payment the provider took during a pause (Stripe) is refunded once and the order is not paid', async () => {
    const venue = await createStaffedVenue(fake.app, 'MANAGER');
    const created = await placeOrderOf(fake.app, venue.customer, venue.product);
    const { order, paymentIntentId } = created.json();
    await setOrdering(fake.app, venue.staff, venue.location.vendorLocationId, { paused: true, reason: 'Busy' });
    fake.payments.pay(paymentIntentId);

    const markPaid = () =>
      fake.app.inject({
        method: 'PUT',
        url: endpointPath(markOrderPaid, { userId: venue.customer.userId, orderId: order.orderId }),
        headers: venue.customer.auth,
      });
    const refused = await markPaid();

    expect(refused.statusCode).toBe(409);
    expect(errorOf(refused).message).toBe('Ordering is paused at this location. Your payment has been refunded.');
    expect((await readOrderRow(fake.app, order.orderId)).status).toBe('REFUNDED');
    expect((await markPaid()).json().order.status).toBe('REFUNDED');
    expect(fake.payments.calls.filter((call) => call.method === 'refund')).toHaveLength(1);
  });

  it('a cap refuses orders once reached, says when it reopens, and null removes it', async () => {
    const venue = await createStaffedVenue(t.app, 'MANAGER');
    const id = venue.location.vendorLocationId;
    const set = await setOrdering(t.app, venue.staff, id, { paused: false, maxOrdersPer15Minutes: 2 });
    expect(set.json()).toMatchObject({ maxOrdersPer15Minutes: 2, ordering: { open: true } });
    const first = await placeOne(t.app, venue);
    const second = await placeOne(t.app, venue);
    const third = await placeOne(t.app, venue);
    expect((await confirm(t.app, first)).statusCode).toBe(200);
    clock.advance(60_000);
    expect((await confirm(t.app, second)).statusCode).toBe(200);

    const capped = await confirm(t.app, third);
    expect(capped.statusCode).toBe(409);
    expect(errorOf(capped).message).toBe('This location is taking no more orders for a few minutes.');
    const firstPaidAt = (await readOrderRow(t.app, first.order.orderId)).paidAt as Date;
    const reopensAt = new Date(firstPaidAt.getTime() + 15 * 60_000).toISOString();
    expect((await readLocation(t.app, id)).ordering).toEqual({
      open: false,
      reason: 'The bar is catching up on orders.',
      reopensAt,
    });
    expect(errorOf(await placeOrderOf(t.app, venue.customer, venue.product)).details?.reopensAt).toBe(reopensAt);

    const lifted = await setOrdering(t.app, venue.staff, id, { paused: false, maxOrdersPer15Minutes: null });
    expect(lifted.json()).toMatchObject({ maxOrdersPer15Minutes: null, ordering: { open: true } });
    expect((await confirm(t.app, third)).statusCode).toBe(200);
  });

  it('race: 20 payments at once under a cap of 5 pay exactly 5; none is charged without its order paid', async () => {
    const venue = await createStaffedVenue(t.app, 'MANAGER');
    await setOrdering(t.app, venue.staff, venue.location.vendorLocationId, { paused: false, maxOrdersPer15Minutes: 5 });
    const placed: Awaited<ReturnType<typeof placeOne>>[] = [];
    for (let i = 0; i < 20; i += 1) placed.push(await placeOne(t.app, venue));

    const replies = await Promise.all(placed.map((one) => confirm(t.app, one)));

    expect(replies.filter((reply) => reply.statusCode === 200)).toHaveLength(5);
    expect(replies.filter((reply) => reply.statusCode === 409)).toHaveLength(15);
    for (const one of placed) {
      const isCharged = (await intentStatus(t.app, one.paymentIntentId)) === 'succeeded';
      expect((await readOrderRow(t.app, one.order.orderId)).status).toBe(isCharged ? 'PAID' : 'IN_PROGRESS');
    }
  });

  it('race: payments racing a pause; none is paid once the pause has been answered', async () => {
    const venue = await createStaffedVenue(t.app, 'MANAGER');
    const placed: Awaited<ReturnType<typeof placeOne>>[] = [];
    for (let i = 0; i < 20; i += 1) placed.push(await placeOne(t.app, venue));
    const before = placed.slice(0, 10).map((one) => confirm(t.app, one));

    const pause = await setOrdering(t.app, venue.staff, venue.location.vendorLocationId, { paused: true });
    expect(pause.statusCode).toBe(200);
    const after = await Promise.all(placed.slice(10).map((one) => confirm(t.app, one)));
    await Promise.all(before);

    expect(after.every((reply) => reply.statusCode === 409)).toBe(true);
    const pausedAt = (await readLocation(t.app, venue.location.vendorLocationId)).ordering;
    expect(pausedAt.open).toBe(false);
    const paid = await t.app.database.db
      .select({ orderId: orders.orderId })
      .from(orders)
      .where(and(eq(orders.vendorLocationId, venue.location.vendorLocationId), eq(orders.status, 'PAID')));
    expect(paid.every(({ orderId }) => placed.slice(0, 10).some((one) => one.order.orderId === orderId))).toBe(true);
    for (const one of placed) {
      const isCharged = (await intentStatus(t.app, one.paymentIntentId)) === 'succeeded';
      expect((await readOrderRow(t.app, one.order.orderId)).status).toBe(isCharged ? 'PAID' : 'IN_PROGRESS');
    }
  });
});
