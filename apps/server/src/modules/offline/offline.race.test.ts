import { endpointPath, getOrderCode, getReservationCode, listScanReports } from '@queueless/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createStaffedVenue, createUser, placePaidOrder } from '../../../test/factories.js';
import { createGlevent, reserve, vendorWithRole } from '../../../test/guestlists.js';
import { createTestApp, useTestApp } from '../../../test/harness.js';
import { download, enrol, scanOf, type TestDevice, upload } from '../../../test/offline.js';
import { useTestAppWithFakePayments } from '../../../test/orders.js';
import { plainReservationRule } from '../../../test/reservation-policies.js';
import { gleventsTable, orders, reservations } from '../../db/schema.js';

const onPostgres = Boolean(process.env.DATABASE_URL);

// PGlite is one connection: uploads run one after another there, so a race proves nothing.
describe.skipIf(!onPostgres)('offline doors on PostgreSQL: two devices, the same 50 guests (decision 092)', () => {
  const t = useTestApp(() => createTestApp({ overrides: plainReservationRule }));
  const GUESTS = 50;

  async function doorOf50() {
    const { vendorId, user: manager } = await vendorWithRole(t.app);
    const event = await createGlevent(t.app, manager, vendorId, { guestlistCapacity: GUESTS });
    const codes = await Promise.all(
      Array.from({ length: GUESTS }, async () => {
        const user = await createUser(t.app);
        const { reservationId } = (await reserve(t.app, user, vendorId, event.gleventId)).json().reservation;
        return (
          await t.app.inject({
            url: endpointPath(getReservationCode, { userId: user.userId, reservationId }),
            headers: user.auth,
          })
        ).json().code as string;
      }),
    );
    const a = await enrol(t.app, manager, vendorId, { gleventId: event.gleventId }, 'Gate A');
    const b = await enrol(t.app, manager, vendorId, { gleventId: event.gleventId }, 'Gate B');
    return { vendorId, manager, event, codes, a, b };
  }

  async function settle(door: Awaited<ReturnType<typeof doorOf50>>, outcomes: string[]) {
    const rows = await t.database.db
      .select()
      .from(reservations)
      .where(eq(reservations.gleventId, door.event.gleventId));
    const [glevent] = await t.database.db
      .select()
      .from(gleventsTable)
      .where(eq(gleventsTable.gleventId, door.event.gleventId));
    expect(rows.filter((row) => row.reservationStatus === 'CHECKED_IN')).toHaveLength(GUESTS);
    expect(glevent!.reservedCount).toBe(GUESTS);
    expect(outcomes.filter((outcome) => outcome === 'applied')).toHaveLength(GUESTS);
    expect(outcomes.filter((outcome) => outcome === 'conflict')).toHaveLength(GUESTS);
    const reports = (
      await t.app.inject({
        url: endpointPath(listScanReports, { vendorId: door.vendorId }),
        headers: door.manager.auth,
      })
    ).json().reports;
    expect(reports).toHaveLength(GUESTS);
    expect(reports.every((report: { outcome: string }) => report.outcome === 'conflict')).toBe(true);
  }

  const outcomesOf = async (reply: Promise<{ json(): { results: { outcome: string }[] } }>) =>
    (await reply).json().results.map((result) => result.outcome);
  const uploadAll = (device: TestDevice, codes: string[]) =>
    outcomesOf(
      upload(
        t.app,
        device,
        codes.map((code) => scanOf(code)),
      ),
    );

  it('A syncs first, then B: 50 in, 50 conflicts', async () => {
    const door = await doorOf50();
    const outcomes = [...(await uploadAll(door.a, door.codes)), ...(await uploadAll(door.b, door.codes))];
    await settle(door, outcomes);
  });

  it('B syncs first, then A: the same', async () => {
    const door = await doorOf50();
    const outcomes = [...(await uploadAll(door.b, door.codes)), ...(await uploadAll(door.a, door.codes))];
    await settle(door, outcomes);
  });

  it('both sync at once, in pieces of 5, in opposite orders: each guest in exactly once', async () => {
    const door = await doorOf50();
    const pieces = (codes: string[]) => Array.from({ length: GUESTS / 5 }, (_, i) => codes.slice(i * 5, i * 5 + 5));
    const reversed = [...door.codes].reverse();
    const replies = await Promise.all([
      ...pieces(door.codes).map((piece) => uploadAll(door.a, piece)),
      ...pieces(reversed).map((piece) => uploadAll(door.b, piece)),
    ]);
    await settle(door, replies.flat());
  });

  it('one device sends the same upload twice at once (a cut upload retried): each scan applied once, both answers agree', async () => {
    const door = await doorOf50();
    const scans = door.codes.map((code) => scanOf(code));
    const [first, again] = await Promise.all([
      outcomesOf(upload(t.app, door.a, scans)),
      outcomesOf(upload(t.app, door.a, [...scans].reverse())),
    ]);
    // Held by the scan's claim (`insert … on conflict (scan_id) do nothing` first): without it the second sending of
    // a scan finds its guest checked in and answers a conflict.
    expect(first).toEqual(Array(GUESTS).fill('applied'));
    expect(again).toEqual(Array(GUESTS).fill('applied'));
    const reports = (
      await t.app.inject({
        url: endpointPath(listScanReports, { vendorId: door.vendorId }),
        headers: door.manager.auth,
      })
    ).json().reports;
    expect(reports).toEqual([]);
    const rows = await t.database.db
      .select()
      .from(reservations)
      .where(eq(reservations.gleventId, door.event.gleventId));
    expect(rows.filter((row) => row.reservationStatus === 'CHECKED_IN')).toHaveLength(GUESTS);
  });
});

describe.skipIf(!onPostgres)('offline bars on PostgreSQL: two tablets hand over the same orders', () => {
  const t = useTestAppWithFakePayments();

  it('20 orders handed over offline at two tablets: each completed once, 20 conflicts', async () => {
    const venue = await createStaffedVenue(t.app, 'MANAGER');
    const orderIds: string[] = [];
    for (let i = 0; i < 20; i++) {
      orderIds.push((await placePaidOrder(t.app, t.payments, venue.customer, venue.product)).orderId);
    }
    const codes = await Promise.all(
      orderIds.map(
        async (orderId) =>
          (
            await t.app.inject({
              url: endpointPath(getOrderCode, { userId: venue.customer.userId, orderId }),
              headers: venue.customer.auth,
            })
          ).json().code as string,
      ),
    );
    const scope = { vendorLocationId: venue.location.vendorLocationId };
    const a = await enrol(t.app, venue.staff, venue.vendor.vendorId, scope, 'Bar tablet 1');
    const b = await enrol(t.app, venue.staff, venue.vendor.vendorId, scope, 'Bar tablet 2');
    const data = (await download(t.app, a)).json();
    expect(data.orders).toHaveLength(20);
    expect(data.orders[0].items[0]).toMatchObject({ quantity: 1 });
    const [first, second] = await Promise.all([
      upload(
        t.app,
        a,
        codes.map((code) => scanOf(code)),
      ),
      upload(
        t.app,
        b,
        [...codes].reverse().map((code) => scanOf(code)),
      ),
    ]);
    const outcomes = [...first.json().results, ...second.json().results].map((r: { outcome: string }) => r.outcome);
    expect(outcomes.filter((o) => o === 'applied')).toHaveLength(20);
    expect(outcomes.filter((o) => o === 'conflict')).toHaveLength(20);
    for (const orderId of orderIds) {
      const [row] = await t.database.db.select().from(orders).where(eq(orders.orderId, orderId));
      expect(row!.status).toBe('COMPLETE');
    }
  });
});
