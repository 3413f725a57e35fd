import { gunzipSync } from 'node:zlib';
import {
  endpointPath,
  getOrderCode,
  getReservationCode,
  listDevices,
  listScanReports,
  listSigningKeys,
  revokeDevice,
} from '@queueless/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createStaff, createUser, type TestUser } from '../../../test/factories.js';
import { createGlevent, guestList, reserve, vendorWithRole } from '../../../test/guestlists.js';
import { createTestApp, useTestApp } from '../../../test/harness.js';
import { changes, download, enrol, scanOf, upload } from '../../../test/offline.js';
import { plainReservationRule } from '../../../test/reservation-policies.js';
import { reservations } from '../../db/schema.js';
import { servicesOf } from '../../services.js';
import { runSigningKeyCommand } from './signing-key-command.js';

describe('offline doors: signed codes, devices, scans applied once (decision 092)', () => {
  const t = useTestApp(() => createTestApp({ overrides: plainReservationRule }));

  async function doorWithGuests(count: number) {
    const { vendorId, user: manager } = await vendorWithRole(t.app);
    const event = await createGlevent(t.app, manager, vendorId, { guestlistCapacity: Math.max(count, 1) });
    const guests: { user: TestUser; reservationId: string; code: string }[] = [];
    for (let i = 0; i < count; i++) {
      const user = await createUser(t.app);
      const { reservationId } = (await reserve(t.app, user, vendorId, event.gleventId)).json().reservation;
      const codeReply = await t.app.inject({
        url: endpointPath(getReservationCode, { userId: user.userId, reservationId }),
        headers: user.auth,
      });
      expect(codeReply.statusCode).toBe(200);
      guests.push({ user, reservationId, code: codeReply.json().code });
    }
    return { vendorId, manager, event, guests };
  }

  it('a guest gets a signed code only for their own reservation; the public keys verify it', async () => {
    const { guests } = await doorWithGuests(1);
    const [guest] = guests;
    expect(guest!.code).toMatch(/^QL1\.r\./);
    const stranger = await createUser(t.app);
    const other = await t.app.inject({
      url: endpointPath(getReservationCode, { userId: stranger.userId, reservationId: guest!.reservationId }),
      headers: stranger.auth,
    });
    expect(other.statusCode).toBe(404);
    const keys = (await t.app.inject({ url: endpointPath(listSigningKeys) })).json().keys;
    expect(keys.length).toBeGreaterThan(0);
    const codes = servicesOf(t.app).signedCodes;
    expect((await codes.verify(guest!.code)).ok).toBe(true);
  });

  it("a reservation's code while it holds a place, not on the waitlist nor once cancelled", async () => {
    // A device that takes unknown codes lets a signed one through on its signature alone: only a held place has one.
    const { guests } = await doorWithGuests(1);
    const { user: guest, reservationId } = guests[0]!;
    const code = () =>
      t.app.inject({
        url: endpointPath(getReservationCode, { userId: guest.userId, reservationId }),
        headers: guest.auth,
      });
    const setStatus = (reservationStatus: 'WAITLISTED' | 'PENDING' | 'CANCELLED' | 'CONFIRMED') =>
      t.database.db
        .update(reservations)
        .set({ reservationStatus })
        .where(eq(reservations.reservationId, reservationId));

    await setStatus('CONFIRMED');
    expect((await code()).statusCode).toBe(200);
    for (const status of ['WAITLISTED', 'PENDING'] as const) {
      await setStatus(status);
      const refused = await code();
      expect(refused.statusCode).toBe(409);
      expect(refused.json().error.code).toBe('RESERVATION_NOT_CONFIRMED');
    }
    await setStatus('CANCELLED');
    expect((await code()).json().error.code).toBe('RESERVATION_CANCELLED');
  });
  it('a forged or altered code is refused; a rotated key still verifies the codes it signed', async () => {
    const { vendorId, manager, event, guests } = await doorWithGuests(2);
    const codes = servicesOf(t.app).signedCodes;
    const [first, second] = guests;
    // Another reservation's id put into a valid code: the signature no longer holds.
    const altered = first!.code.replace(first!.reservationId, second!.reservationId);
    expect(await codes.verify(altered)).toEqual({ ok: false, reason: 'forged' });
    const device = await enrol(t.app, manager, vendorId, { gleventId: event.gleventId });
    const refused = (await upload(t.app, device, [scanOf(altered)])).json().results[0];
    expect(refused).toMatchObject({ outcome: 'refused', reason: 'Forged or altered code.' });
    const list = (await guestList(t.app, manager, vendorId, event.gleventId)).json().reservations;
    expect(list.every((row: { reservationStatus: string }) => row.reservationStatus === 'CONFIRMED')).toBe(true);

    await codes.rotate();
    expect((await codes.verify(first!.code)).ok).toBe(true);
    const applied = (await upload(t.app, device, [scanOf(first!.code)])).json().results[0];
    expect(applied.outcome).toBe('applied');
  });

  it('`npm run operator -- rotate-signing-key`: new codes carry the new key, old ones check in until they expire, devices get the key', async () => {
    const { vendorId, manager, event, guests } = await doorWithGuests(2);
    const codes = servicesOf(t.app).signedCodes;
    const device = await enrol(t.app, manager, vendorId, { gleventId: event.gleventId });
    const before = (await download(t.app, device)).json();
    const [oldKey] = before.keys;

    const rotated = await runSigningKeyCommand(codes, ['rotate-signing-key']);
    expect(rotated?.exitCode).toBe(0);
    expect(rotated?.output).toContain(`Retired ${oldKey.keyId}`);
    const listed = await runSigningKeyCommand(codes, ['signing-keys']);
    // Newest first: one signing key, then the retired ones (other tests of this file rotated too).
    expect(listed?.output.split('\n')[0]).toMatch(/\tsigning$/);
    expect(listed?.output.match(/\tsigning$/gm)).toHaveLength(1);
    expect(listed?.output).toMatch(new RegExp(`^${oldKey.keyId}\tretired `, 'm'));
    expect(await runSigningKeyCommand(codes, ['add'])).toBeNull();

    const newCode = (
      await t.app.inject({
        url: endpointPath(getReservationCode, {
          userId: guests[1]!.user.userId,
          reservationId: guests[1]!.reservationId,
        }),
        headers: guests[1]!.user.auth,
      })
    ).json().code as string;
    expect(newCode.split('.')[5]).not.toBe(oldKey.keyId);
    // The device's next catch-up hands it the new key beside the retired one.
    const caughtUp = (await changes(t.app, device, before.cursor)).json();
    const [newest, ...retired] = caughtUp.keys as { keyId: string; retiredAt: string | null }[];
    expect(newest).toEqual(expect.objectContaining({ keyId: newCode.split('.')[5], retiredAt: null }));
    expect(retired.find((key) => key.keyId === oldKey.keyId)?.retiredAt).not.toBeNull();
    // A code signed before the rotation still checks in, and so does one signed after.
    const results = (await upload(t.app, device, [scanOf(guests[0]!.code), scanOf(newCode)])).json().results;
    expect(results.map((result: { outcome: string }) => result.outcome)).toEqual(['applied', 'applied']);
  });

  it('enrolling: any staff role; listing and revoking: MANAGER and above; another vendor’s event: 404', async () => {
    const { vendorId, manager, event } = await doorWithGuests(0);
    const staff = await createStaff(t.app, vendorId, 'STAFF');
    const device = await enrol(t.app, staff, vendorId, { gleventId: event.gleventId });
    const byStaff = await t.app.inject({ url: endpointPath(listDevices, { vendorId }), headers: staff.auth });
    expect(byStaff.statusCode).toBe(403);
    const listed = (await t.app.inject({ url: endpointPath(listDevices, { vendorId }), headers: manager.auth })).json();
    expect(listed.devices.map((row: { deviceId: string }) => row.deviceId)).toContain(device.deviceId);
    expect(JSON.stringify(listed)).not.toContain(device.token);

    const other = await vendorWithRole(t.app);
    await expect(enrol(t.app, other.user, other.vendorId, { gleventId: event.gleventId })).rejects.toThrow(/404/);
    const neither = await t.app.inject({
      method: 'POST',
      url: `/offline-service/v1/vendors/${vendorId}/devices`,
      headers: manager.auth,
      payload: { name: 'x' },
    });
    expect(neither.statusCode).toBe(400);
    const noToken = await t.app.inject({ url: '/offline-service/v1/device/data' });
    expect(noToken.statusCode).toBe(401);
  });

  it('the download holds name, party size and state; the catch-up sends what changed from the durable events', async () => {
    const { vendorId, manager, event, guests } = await doorWithGuests(3);
    const device = await enrol(t.app, manager, vendorId, { gleventId: event.gleventId });
    const data = (await download(t.app, device)).json();
    expect(data.reservations).toHaveLength(3);
    expect(Object.keys(data.reservations[0]).sort()).toEqual([
      'name',
      'quantity',
      'reservationId',
      'reservationStatus',
    ]);
    // Checked in at the door online: the device hears of it.
    await t.app.inject({
      method: 'POST',
      url: `/guestlist-service/v1/vendors/${vendorId}/glevents/${event.gleventId}/reservations/${guests[0]!.reservationId}/check-in`,
      headers: manager.auth,
    });
    let cursor = data.cursor as string;
    const seen = new Map<string, string>();
    // Read until the change arrives (the log's reader waits for transactions still running elsewhere). The download's
    // cursor sits below every transaction then running, so earlier changes may come again: rows as they are now.
    for (let i = 0; i < 50 && seen.get(guests[0]!.reservationId) !== 'CHECKED_IN'; i++) {
      const next = (await changes(t.app, device, cursor)).json();
      cursor = next.cursor;
      for (const row of next.reservations) seen.set(row.reservationId, row.reservationStatus);
    }
    expect(seen.get(guests[0]!.reservationId)).toBe('CHECKED_IN');
    expect([...seen.keys()].every((id) => guests.some((guest) => guest.reservationId === id))).toBe(true);
  });

  it('a scan sent twice (an upload cut and sent again) is applied once and answers its first result', async () => {
    const { vendorId, manager, event, guests } = await doorWithGuests(3);
    const device = await enrol(t.app, manager, vendorId, { gleventId: event.gleventId });
    const scans = guests.map((guest) => scanOf(guest.code));
    const firstPart = (await upload(t.app, device, scans.slice(0, 2), 1)).json().results;
    expect(firstPart.map((r: { outcome: string }) => r.outcome)).toEqual(['applied', 'applied']);
    const again = (await upload(t.app, device, scans)).json().results;
    expect(again.map((r: { outcome: string }) => r.outcome)).toEqual(['applied', 'applied', 'applied']);
    const rows = await t.database.db.select().from(reservations).where(eq(reservations.gleventId, event.gleventId));
    expect(rows.every((row) => row.reservationStatus === 'CHECKED_IN')).toBe(true);
    const reports = (
      await t.app.inject({ url: endpointPath(listScanReports, { vendorId }), headers: manager.auth })
    ).json();
    expect(reports.reports).toEqual([]);
  });

  it('a code used at two devices while apart: accepted once, the second a conflict saying who, where and when', async () => {
    const { vendorId, manager, event, guests } = await doorWithGuests(1);
    const door = await enrol(t.app, manager, vendorId, { gleventId: event.gleventId }, 'North gate');
    const side = await enrol(t.app, manager, vendorId, { gleventId: event.gleventId }, 'Side door');
    const at = new Date(Date.now() - 60_000);
    expect((await upload(t.app, door, [scanOf(guests[0]!.code, at)])).json().results[0].outcome).toBe('applied');
    const second = (await upload(t.app, side, [scanOf(guests[0]!.code)])).json().results[0];
    expect(second).toMatchObject({ outcome: 'conflict', firstUse: { deviceName: 'North gate', at: at.toISOString() } });
    const reports = (
      await t.app.inject({ url: endpointPath(listScanReports, { vendorId }), headers: manager.auth })
    ).json();
    expect(reports.reports).toEqual([
      expect.objectContaining({ deviceName: 'Side door', outcome: 'conflict', targetId: guests[0]!.reservationId }),
    ]);
  });

  it('a revoked device: its calls stop, its uploaded scans are refused and reported', async () => {
    const { vendorId, manager, event, guests } = await doorWithGuests(1);
    const device = await enrol(t.app, manager, vendorId, { gleventId: event.gleventId }, 'Lost phone');
    const revoked = await t.app.inject({
      method: 'DELETE',
      url: endpointPath(revokeDevice, { vendorId, deviceId: device.deviceId }),
      headers: manager.auth,
    });
    expect(revoked.json().device.revokedAt).not.toBeNull();
    expect((await download(t.app, device)).json().error.code).toBe('DEVICE_REVOKED');
    const uploaded = await upload(t.app, device, [scanOf(guests[0]!.code)]);
    expect(uploaded.statusCode).toBe(403);
    expect(uploaded.json().error.code).toBe('DEVICE_REVOKED');
    const rows = await t.database.db.select().from(reservations).where(eq(reservations.gleventId, event.gleventId));
    expect(rows[0]!.reservationStatus).toBe('CONFIRMED');
    const reports = (
      await t.app.inject({ url: endpointPath(listScanReports, { vendorId }), headers: manager.auth })
    ).json();
    expect(reports.reports).toEqual([
      expect.objectContaining({ deviceName: 'Lost phone', outcome: 'refused', reason: 'This device was revoked.' }),
    ]);
  });

  it('a code of another event or kind is refused at sync', async () => {
    const { vendorId, manager, guests } = await doorWithGuests(1);
    const otherEvent = await createGlevent(t.app, manager, vendorId);
    const device = await enrol(t.app, manager, vendorId, { gleventId: otherEvent.gleventId });
    const result = (await upload(t.app, device, [scanOf(guests[0]!.code)])).json().results[0];
    expect(result).toMatchObject({ outcome: 'refused', reason: 'This code is for another event.' });
  });

  it('an order’s code is its owner’s only', async () => {
    const stranger = await createUser(t.app);
    const reply = await t.app.inject({
      url: endpointPath(getOrderCode, { userId: stranger.userId, orderId: 'NOSUCHORDER' }),
      headers: stranger.auth,
    });
    expect(reply.statusCode).toBe(404);
  });
});

describe('the door list on the wire', () => {
  const t = useTestApp(() => createTestApp({ overrides: plainReservationRule }));

  it('is gzipped when the device takes gzip, and reads the same', async () => {
    const { vendorId, user: manager } = await vendorWithRole(t.app);
    const event = await createGlevent(t.app, manager, vendorId);
    await reserve(t.app, await createUser(t.app), vendorId, event.gleventId);
    const device = await enrol(t.app, manager, vendorId, { gleventId: event.gleventId });
    const plain = await download(t.app, device);
    const zipped = await t.app.inject({
      url: '/offline-service/v1/device/data',
      headers: { ...device.auth, 'accept-encoding': 'gzip' },
    });
    expect(zipped.headers['content-encoding']).toBe('gzip');
    const read = JSON.parse(gunzipSync(zipped.rawPayload).toString());
    expect(read.reservations).toEqual(plain.json().reservations);
  });
});
