import { endpointPath, enrolDevice, getOrderCode, getReservationCode } from '@queueless/contracts';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStaffedVenue, createUser, placePaidOrder } from '../../../test/factories.js';
import { dieOn, expectUnavailable } from '../../../test/faults.js';
import { createGlevent, reserve, vendorWithRole } from '../../../test/guestlists.js';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import { enrol, scanOf, upload } from '../../../test/offline.js';
import { useTestAppWithFakePayments } from '../../../test/orders.js';
import { plainReservationRule } from '../../../test/reservation-policies.js';
import { deviceScans, devices, orders, reservations } from '../../db/schema.js';

const onPostgres = Boolean(process.env.DATABASE_URL);

/**
 * A device's upload whose connection dies in the middle of the batch: a clean 503, every scan before the fault
 * applied with its record, the one at the fault neither applied nor recorded, and the same batch sent again applies
 * the rest with the first scans' answers unchanged (PostgreSQL only: PGlite has no connections to lose).
 */
describe.skipIf(!onPostgres)('offline scan upload: a connection lost mid-batch (PostgreSQL)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ overrides: plainReservationRule });
  });
  afterAll(async () => t?.close());

  it('a door device’s batch: 503, no half-applied scan, the retry applies each scan once', async () => {
    const { vendorId, user: manager } = await vendorWithRole(t.app);
    const event = await createGlevent(t.app, manager, vendorId, { guestlistCapacity: 3 });
    const guests: { reservationId: string; code: string }[] = [];
    for (let i = 0; i < 3; i++) {
      const user = await createUser(t.app);
      const { reservationId } = (await reserve(t.app, user, vendorId, event.gleventId)).json().reservation;
      const reply = await t.app.inject({
        url: endpointPath(getReservationCode, { userId: user.userId, reservationId }),
        headers: user.auth,
      });
      guests.push({ reservationId, code: reply.json().code });
    }
    const device = await enrol(t.app, manager, vendorId, { gleventId: event.gleventId });
    const scans = guests.map((guest) => scanOf(guest.code));
    const ids = guests.map((guest) => guest.reservationId);
    const statuses = async () => {
      const rows = await t.database.db.select().from(reservations).where(inArray(reservations.reservationId, ids));
      return ids.map((id) => rows.find((row) => row.reservationId === id)?.reservationStatus);
    };

    await dieOn(
      t.app,
      'reservations',
      `new.reservation_id = '${ids[1]}' and new.reservation_status = 'CHECKED_IN'`,
      async () => {
        expectUnavailable(await upload(t.app, device, scans));
      },
    );
    expect(await statuses()).toEqual(['CHECKED_IN', 'CONFIRMED', 'CONFIRMED']);
    const recorded = await t.database.db.select().from(deviceScans).where(eq(deviceScans.deviceId, device.deviceId));
    expect(recorded.map((row) => [row.scanId, row.outcome])).toEqual([[scans[0]!.scanId, 'applied']]);

    const again = await upload(t.app, device, scans);
    expect(again.statusCode).toBe(200);
    expect(again.json().results.map((result: { outcome: string }) => result.outcome)).toEqual([
      'applied',
      'applied',
      'applied',
    ]);
    expect(await statuses()).toEqual(['CHECKED_IN', 'CHECKED_IN', 'CHECKED_IN']);
  });

  it('a device’s enrolment: 503, no device; again: enrolled', async () => {
    const { vendorId, user: manager } = await vendorWithRole(t.app);
    const event = await createGlevent(t.app, manager, vendorId, { guestlistCapacity: 1 });
    const ofVendor = () => t.database.db.select().from(devices).where(eq(devices.vendorId, vendorId));
    await dieOn(t.app, 'devices', `new.vendor_id = '${vendorId}'`, async () => {
      const refused = await t.app.inject({
        method: 'POST',
        url: endpointPath(enrolDevice, { vendorId }),
        headers: manager.auth,
        payload: { name: 'Door phone', gleventId: event.gleventId },
      });
      expectUnavailable(refused);
    });
    expect(await ofVendor()).toHaveLength(0);
    await enrol(t.app, manager, vendorId, { gleventId: event.gleventId });
    expect(await ofVendor()).toHaveLength(1);
  });
});

describe.skipIf(!onPostgres)('offline hand-overs: a connection lost mid-batch (PostgreSQL)', () => {
  const t = useTestAppWithFakePayments();

  it('a bar tablet’s batch: 503, the order at the fault not completed nor its scan recorded; the retry completes it once', async () => {
    const venue = await createStaffedVenue(t.app, 'MANAGER');
    const orderIds: string[] = [];
    for (let i = 0; i < 2; i++) {
      orderIds.push((await placePaidOrder(t.app, t.payments, venue.customer, venue.product)).orderId);
    }
    const codes: string[] = [];
    for (const orderId of orderIds) {
      const reply = await t.app.inject({
        url: endpointPath(getOrderCode, { userId: venue.customer.userId, orderId }),
        headers: venue.customer.auth,
      });
      codes.push(reply.json().code);
    }
    const device = await enrol(t.app, venue.staff, venue.vendor.vendorId, {
      vendorLocationId: venue.location.vendorLocationId,
    });
    const scans = codes.map((code) => scanOf(code));
    const statuses = async () => {
      const rows = await t.database.db.select().from(orders).where(inArray(orders.orderId, orderIds));
      return orderIds.map((id) => rows.find((row) => row.orderId === id)?.status);
    };

    await dieOn(t.app, 'orders', `new.order_id = '${orderIds[1]}' and new.status = 'COMPLETE'`, async () => {
      expectUnavailable(await upload(t.app, device, scans));
    });
    expect(await statuses()).toEqual(['COMPLETE', 'PAID']);
    const recorded = await t.database.db.select().from(deviceScans).where(eq(deviceScans.deviceId, device.deviceId));
    expect(recorded.map((row) => row.scanId)).toEqual([scans[0]!.scanId]);

    const again = await upload(t.app, device, scans);
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().results.map((result: { outcome: string }) => result.outcome)).toEqual(['applied', 'applied']);
    expect(await statuses()).toEqual(['COMPLETE', 'COMPLETE']);
  });
});
