import { endpointPath, findOrdersByShortId } from '@queueless/contracts';
import { eq, type SQL, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { TestUser } from '../../../test/factories.js';
import { createStaff, createVenue } from '../../../test/factories.js';
import { orderDesk, type StaffedVenue, useTestAppWithFakePayments } from '../../../test/orders.js';
import { orderItems, orders } from '../../db/schema.js';

const DAY = 24 * 3_600_000;

describe('the ORDER # a customer reads out, at the scan page', () => {
  const t = useTestAppWithFakePayments();
  const { venueWithStaff, paidOrder } = orderDesk(t);

  const lookUp = (user: TestUser | null, vendorLocationId: string, shortOrderId: string) =>
    t.app.inject({
      url: endpointPath(findOrdersByShortId, { vendorLocationId, shortOrderId }),
      headers: user?.auth,
    });

  /** A paid order at the venue whose id is set to `orderId` (its lines dropped: only the id matters here). */
  async function orderWithId(
    venue: StaffedVenue,
    orderId: string,
    values: { [K in keyof typeof orders.$inferInsert]?: (typeof orders.$inferInsert)[K] | SQL } = {},
  ) {
    const { orderId: madeId } = await paidOrder(venue, 1);
    const { db } = t.app.database;
    await db.delete(orderItems).where(eq(orderItems.orderId, madeId));
    await db
      .update(orders)
      .set({ orderId, ...values })
      .where(eq(orders.orderId, madeId));
    return orderId;
  }

  it('finds the order by the last 6 characters of its id, in any case', async () => {
    const venue = await venueWithStaff('STAFF');
    const { orderId } = await paidOrder(venue);
    const shortId = orderId.slice(-6);

    const found = await lookUp(venue.staff, venue.location.vendorLocationId, shortId.toLowerCase());
    expect(found.statusCode).toBe(200);
    expect(found.json().items.map((order: { orderId: string }) => order.orderId)).toEqual([orderId]);
    expect(found.json().items[0]).toMatchObject({ orderId, status: 'PAID' });
  });

  it('answers every recent order that ends so (the choices), newest first, and no other location’s', async () => {
    const venue = await venueWithStaff('STAFF');
    const now = Date.now();
    const older = await orderWithId(venue, 'AAAAAAAAAAAAAAAAAAQRS234', { createdAt: new Date(now - 2 * DAY) });
    const newer = await orderWithId(venue, 'BBBBBBBBBBBBBBBBBBQRS234', { createdAt: new Date(now - DAY) });
    // Too old to be what was read out tonight…
    await orderWithId(venue, 'CCCCCCCCCCCCCCCCCCQRS234', { createdAt: new Date(now - 30 * DAY) });
    // …unless it still owes a presale balance: its pickup is tonight.
    const presale = await orderWithId(venue, 'DDDDDDDDDDDDDDDDDDQRS234', {
      createdAt: new Date(now - 40 * DAY),
      balanceDueCents: 500,
      totalCents: sql`${orders.totalCents} - 500`,
    });
    const elsewhere = await venueWithStaff('STAFF');
    await orderWithId(elsewhere, 'EEEEEEEEEEEEEEEEEEQRS234');

    const found = await lookUp(venue.staff, venue.location.vendorLocationId, 'qrs234');
    expect(found.statusCode).toBe(200);
    expect(found.json().items.map((order: { orderId: string }) => order.orderId)).toEqual([newer, older, presale]);
  });

  it('finds nothing for a number no order here ends in', async () => {
    const venue = await venueWithStaff('STAFF');
    await paidOrder(venue);
    const found = await lookUp(venue.staff, venue.location.vendorLocationId, 'ZZZZZZ');
    expect(found.statusCode).toBe(200);
    expect(found.json().items).toEqual([]);
  });

  it('is for staff of the location’s vendor only, and takes exactly 6 letters or digits', async () => {
    const venue = await venueWithStaff('STAFF');
    const { orderId } = await paidOrder(venue);
    const shortId = orderId.slice(-6);
    const location = venue.location.vendorLocationId;
    const elsewhere = await createVenue(t.app);
    const otherStaff = await createStaff(t.app, elsewhere.vendor.vendorId);

    expect((await lookUp(null, location, shortId)).statusCode).toBe(401);
    expect((await lookUp(venue.customer, location, shortId)).statusCode).toBe(403);
    const other = await lookUp(otherStaff, location, shortId);
    expect(other.statusCode).toBe(403);
    expect(JSON.stringify(other.json())).not.toContain(orderId);
    expect((await lookUp(venue.staff, 'NOPE404', shortId)).statusCode).toBe(404);
    expect((await lookUp(venue.staff, location, 'ABC12')).statusCode).toBe(400);
    expect((await lookUp(venue.staff, location, 'ABC12!')).statusCode).toBe(400);
  });
});
