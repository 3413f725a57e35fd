import {
  autocompletePlaces,
  checkInReservation,
  createReservation,
  endpointPath,
  getPlacesConfig,
  getReservationEligibility,
  listAvailableGlevents,
  listMyReservations,
  listVendorGlevents,
  updateGlevent,
} from '@queueless/contracts';
import type { LightMyRequestResponse as Reply } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStaff, createUser, createVendor, type TestUser } from '../../../test/factories.js';
import {
  cancel,
  checkIn,
  createGlevent,
  gleventBody,
  guestList,
  reserve,
  vendorWithRole,
} from '../../../test/guestlists.js';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import { plainReservationRule } from '../../../test/reservation-policies.js';
import { EARTH_RADIUS_MILES } from './glevents.repo.js';

const HOUR = 3_600_000;
const code = (reply: Reply) => reply.json().error?.code;

describe('guest-list service', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ overrides: plainReservationRule });
  });
  afterAll(async () => t.close());

  const eventsUrl = (vendorId: string) => endpointPath(listVendorGlevents, { vendorId });
  const post = (user: TestUser | null, url: string, payload?: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url, headers: user?.auth, ...(payload === undefined ? {} : { payload }) });
  const put = (user: TestUser | null, url: string, payload: Record<string, unknown>) =>
    t.app.inject({ method: 'PUT', url, headers: user?.auth, payload });
  const get = (user: TestUser | null, url: string) => t.app.inject({ url, headers: user?.auth });

  describe('events', () => {
    it('MANAGER and above create; the status defaults to UPCOMING; capacity is a number', async () => {
      for (const role of ['MANAGER', 'ADMIN', 'SUPER_ADMIN'] as const) {
        const { vendorId, user } = await vendorWithRole(t.app, role);
        const reply = await post(user, eventsUrl(vendorId), { ...gleventBody(), vendorId });
        expect(reply.statusCode, reply.body).toBe(201);
        expect(reply.json().glevent).toMatchObject({
          gleventId: expect.stringMatching(/^[A-Z2-9]{24}$/),
          vendorId,
          gleventStatus: 'UPCOMING',
          originalCapacity: 10,
          reservedCount: 0,
          availableCount: 10,
          addressLine1: '6250 Hollywood Blvd',
          state: 'CA',
          latitude: 34.1016,
        });
      }
    });

    it('refuses STAFF, other vendors and anonymous callers', async () => {
      const { vendorId } = await vendorWithRole(t.app, 'MANAGER');
      const staff = await vendorWithRole(t.app, 'STAFF');
      expect((await post(staff.user, eventsUrl(staff.vendorId), gleventBody())).statusCode).toBe(403);
      const other = await vendorWithRole(t.app, 'SUPER_ADMIN');
      expect((await post(other.user, eventsUrl(vendorId), gleventBody())).statusCode).toBe(403);
      expect((await post(null, eventsUrl(vendorId), gleventBody())).statusCode).toBe(401);
    });

    it('rejects hostile and incomplete bodies with 400 and the field', async () => {
      const { vendorId, user } = await vendorWithRole(t.app);
      const cases: [Record<string, unknown>, string][] = [
        [{ ...gleventBody(), extra: 1 }, 'body'],
        [{ ...gleventBody(), name: 'Night\u0000' }, 'body.name'],
        [{ ...gleventBody(), guestlistCapacity: '10' }, 'body.guestlistCapacity'],
        [{ ...gleventBody(), guestlistCapacity: 1e12 }, 'body.guestlistCapacity'],
        [{ ...gleventBody(), latitude: 91 }, 'body.latitude'],
        [{ ...gleventBody(), venueName: ' ' }, 'body.venueName'],
        [{ ...gleventBody(), endTime: gleventBody().startTime }, 'body.endTime'],
        [{ ...gleventBody(), eventLink: 'javascript:alert(1)' }, 'body.eventLink'],
        [{ ...gleventBody(), vendorId: 'someone-else' }, 'body.vendorId'],
      ];
      for (const [payload, field] of cases) {
        const reply = await post(user, eventsUrl(vendorId), payload);
        expect(reply.statusCode, JSON.stringify(payload)).toBe(400);
        expect(code(reply)).toBe('VALIDATION_FAILED');
        expect(reply.json().error.details.map((d: { field: string }) => d.field)).toContain(field);
      }
    });

    it('lists upcoming soonest first and past latest first, for any staff role of the vendor', async () => {
      const { vendorId, user: manager } = await vendorWithRole(t.app);
      const staff = await createStaff(t.app, vendorId);
      const at = (hours: number) => new Date(Date.now() + hours * HOUR).toISOString();
      const later = await createGlevent(t.app, manager, vendorId, {
        name: 'Later',
        startTime: at(72),
        endTime: at(76),
      });
      const soon = await createGlevent(t.app, manager, vendorId, { name: 'Soon', startTime: at(24), endTime: at(28) });
      const ended = await createGlevent(t.app, manager, vendorId, {
        name: 'Ended',
        startTime: at(-30),
        endTime: at(-26),
      });
      const older = await createGlevent(t.app, manager, vendorId, {
        name: 'Older',
        startTime: at(-80),
        endTime: at(-76),
      });
      const done = await createGlevent(t.app, manager, vendorId, {
        name: 'Marked done',
        startTime: at(100),
        endTime: at(104),
        gleventStatus: 'COMPLETED',
      });

      const reply = await get(staff, eventsUrl(vendorId));
      expect(reply.statusCode).toBe(200);
      const body = reply.json();
      expect(body.total).toBe(5);
      expect(body.upcomingGlevents.map((e: { gleventId: string }) => e.gleventId)).toEqual([
        soon.gleventId,
        later.gleventId,
      ]);
      expect(body.pastGlevents.map((e: { gleventId: string }) => e.gleventId)).toEqual([
        done.gleventId,
        ended.gleventId,
        older.gleventId,
      ]);

      const outsider = await vendorWithRole(t.app, 'SUPER_ADMIN');
      expect((await get(outsider.user, eventsUrl(vendorId))).statusCode).toBe(403);
    });

    it('updates only the fields sent; a moved address needs coordinates; capacity never below what is taken', async () => {
      const { vendorId, user } = await vendorWithRole(t.app);
      const event = await createGlevent(t.app, user, vendorId, { guestlistCapacity: 2 });
      const url = endpointPath(updateGlevent, { vendorId, gleventId: event.gleventId });

      const renamed = await put(user, url, { name: 'Sunset Sessions' });
      expect(renamed.statusCode, renamed.body).toBe(200);
      expect(renamed.json().glevent).toMatchObject({
        name: 'Sunset Sessions',
        venueName: 'Skyline Lounge',
        city: 'Los Angeles',
      });

      expect(code(await put(user, url, { city: 'Anaheim' }))).toBe('VALIDATION_FAILED');
      const endBeforeStart = await put(user, url, { endTime: new Date(Date.now() + HOUR).toISOString() });
      expect(endBeforeStart.statusCode).toBe(400);

      const guests = await Promise.all([createUser(t.app), createUser(t.app), createUser(t.app)]);
      for (const guest of guests) expect((await reserve(t.app, guest, vendorId, event.gleventId)).statusCode).toBe(201);
      const lower = await put(user, url, { guestlistCapacity: 1 });
      expect(lower.statusCode).toBe(409);
      expect(code(lower)).toBe('CAPACITY_BELOW_RESERVED');

      // Raising the capacity lets the waitlist in, in the same transaction.
      const raised = await put(user, url, { guestlistCapacity: 3 });
      expect(raised.statusCode, raised.body).toBe(200);
      expect(raised.json().glevent).toMatchObject({ originalCapacity: 3, reservedCount: 3 });
      const list = (await guestList(t.app, user, vendorId, event.gleventId)).json();
      expect(list.reservations.every((r: { reservationStatus: string }) => r.reservationStatus === 'CONFIRMED')).toBe(
        true,
      );

      const staff = await vendorWithRole(t.app, 'STAFF');
      expect(
        (
          await put(staff.user, endpointPath(updateGlevent, { vendorId: staff.vendorId, gleventId: event.gleventId }), {
            name: 'x',
          })
        ).statusCode,
      ).toBe(403);
      const otherManager = await vendorWithRole(t.app, 'MANAGER');
      // Another vendor's manager, through their own vendor's path: the event is not theirs.
      expect(
        (
          await put(
            otherManager.user,
            endpointPath(updateGlevent, { vendorId: otherManager.vendorId, gleventId: event.gleventId }),
            { name: 'x' },
          )
        ).statusCode,
      ).toBe(404);
      expect((await put(otherManager.user, url, { name: 'x' })).statusCode).toBe(403);
    });
  });

  describe('editing an event as a client read it (issue 27)', () => {
    const details = (reply: Reply) => reply.json().error.details as { field: string; message: string }[];

    it('accepts the event as read back, originalCapacity included; read-only counts are ignored', async () => {
      const { vendorId, user } = await vendorWithRole(t.app);
      const event = await createGlevent(t.app, user, vendorId);
      const url = endpointPath(updateGlevent, { vendorId, gleventId: event.gleventId });
      const read = (await get(user, eventsUrl(vendorId))).json().upcomingGlevents[0];
      const reply = await put(user, url, { ...read, name: 'Read back', originalCapacity: 25, reservedCount: 7 });
      expect(reply.statusCode, reply.body).toBe(200);
      expect(reply.json().glevent).toMatchObject({ name: 'Read back', originalCapacity: 25, reservedCount: 0 });

      const capacityOnly = await put(user, url, { originalCapacity: 30 });
      expect(capacityOnly.statusCode, capacityOnly.body).toBe(200);
      expect(capacityOnly.json().glevent.originalCapacity).toBe(30);

      const disagree = await put(user, url, { originalCapacity: 30, guestlistCapacity: 31 });
      expect(disagree.statusCode).toBe(400);
      expect(details(disagree).map((d) => d.field)).toContain('body.originalCapacity');
      const otherId = await put(user, url, { ...read, gleventId: 'SOMEONEELSE' });
      expect(otherId.statusCode).toBe(400);
      expect(details(otherId).map((d) => d.field)).toContain('body.gleventId');
    });

    it('changes the street with its new coordinates alone; refuses a new street without them, saying so', async () => {
      const { vendorId, user } = await vendorWithRole(t.app);
      const event = await createGlevent(t.app, user, vendorId);
      const url = endpointPath(updateGlevent, { vendorId, gleventId: event.gleventId });

      const streetAlone = await put(user, url, { addressLine1: '6300 Hollywood Blvd' });
      expect(streetAlone.statusCode).toBe(400);
      expect(code(streetAlone)).toBe('VALIDATION_FAILED');
      expect(streetAlone.json().error.message).toMatch(/latitude and longitude/);
      expect(details(streetAlone).map((d) => d.field)).toEqual(['body.latitude', 'body.longitude']);

      const moved = await put(user, url, {
        addressLine1: '6300 Hollywood Blvd',
        latitude: 34.1017,
        longitude: -118.3281,
      });
      expect(moved.statusCode, moved.body).toBe(200);
      expect(moved.json().glevent).toMatchObject({
        addressLine1: '6300 Hollywood Blvd',
        city: 'Los Angeles',
        zipCode: '90028',
        latitude: 34.1017,
      });

      const zipAlone = await put(user, url, { zipCode: '90027' });
      expect(zipAlone.statusCode, zipAlone.body).toBe(200);
      const sameStreet = await put(user, url, { addressLine1: '6300 Hollywood Blvd', name: 'Same place' });
      expect(sameStreet.statusCode, sameStreet.body).toBe(200);
      const latitudeAlone = await put(user, url, { latitude: 34.2 });
      expect(latitudeAlone.statusCode).toBe(400);
      expect(details(latitudeAlone).map((d) => d.field)).toContain('body.longitude');
    });
  });

  describe('available events', () => {
    const center = { latitude: 34.0522, longitude: -118.2437 };
    /** A point `miles` due north of the centre, or due east along the same latitude. */
    const north = (miles: number) => ({
      latitude: center.latitude + ((miles / EARTH_RADIUS_MILES) * 180) / Math.PI,
      longitude: center.longitude,
    });
    const east = (miles: number) => {
      const lat = (center.latitude * Math.PI) / 180;
      const dLng = 2 * Math.asin(Math.sin(miles / EARTH_RADIUS_MILES / 2) / Math.cos(lat));
      return { latitude: center.latitude, longitude: center.longitude + (dLng * 180) / Math.PI };
    };
    const search = (query: string) => t.app.inject({ url: `${listAvailableGlevents.path}?${query}` });

    it('includes an event just inside the radius and excludes one just outside, in SQL', async () => {
      const { vendorId, user } = await vendorWithRole(t.app);
      const inNorth = await createGlevent(t.app, user, vendorId, { name: 'in-north', ...north(9.99) });
      const inEast = await createGlevent(t.app, user, vendorId, { name: 'in-east', ...east(9.99) });
      const outNorth = await createGlevent(t.app, user, vendorId, { name: 'out-north', ...north(10.01) });
      const outEast = await createGlevent(t.app, user, vendorId, { name: 'out-east', ...east(10.01) });
      const ended = await createGlevent(t.app, user, vendorId, {
        name: 'ended',
        ...north(1),
        startTime: new Date(Date.now() - 5 * HOUR).toISOString(),
        endTime: new Date(Date.now() - HOUR).toISOString(),
      });
      const completed = await createGlevent(t.app, user, vendorId, {
        name: 'completed',
        ...north(1),
        gleventStatus: 'COMPLETED',
      });

      // Default radius: 10 miles.
      const reply = await search(`latitude=${center.latitude}&longitude=${center.longitude}`);
      expect(reply.statusCode, reply.body).toBe(200);
      const ids = reply.json().glevents.map((e: { gleventId: string }) => e.gleventId);
      expect(ids).toContain(inNorth.gleventId);
      expect(ids).toContain(inEast.gleventId);
      for (const out of [outNorth, outEast, ended, completed]) expect(ids).not.toContain(out.gleventId);
      const found = reply.json().glevents.find((e: { gleventId: string }) => e.gleventId === inNorth.gleventId);
      expect(found).toMatchObject({ availableCount: 10, distanceMiles: 9.99 });

      const wider = await search(`latitude=${center.latitude}&longitude=${center.longitude}&radiusMiles=50`);
      const wideIds = wider.json().glevents.map((e: { gleventId: string }) => e.gleventId);
      expect(wideIds).toContain(outNorth.gleventId);
      expect(wideIds).toContain(outEast.gleventId);
    });

    it('refuses bad coordinates and radii', async () => {
      for (const query of [
        'latitude=abc&longitude=1',
        'latitude=91&longitude=1',
        'latitude=1',
        'latitude=1&longitude=1&radiusMiles=0',
        'latitude=1&longitude=1&radiusMiles=1e9',
        'latitude=1&longitude=1&x=1',
      ]) {
        expect((await search(query)).statusCode, query).toBe(400);
      }
    });
  });

  describe('reservations', () => {
    it('confirms while places are free, then waitlists; one active reservation per customer', async () => {
      const { vendorId, user: manager } = await vendorWithRole(t.app);
      const event = await createGlevent(t.app, manager, vendorId, { guestlistCapacity: 1 });
      const other = await createGlevent(t.app, manager, vendorId);
      const [first, second] = [await createUser(t.app), await createUser(t.app)];

      const eligible = () => get(first, getReservationEligibility.path);
      expect((await eligible()).json()).toEqual({ isEligible: true });
      const confirmed = await reserve(t.app, first, vendorId, event.gleventId);
      expect(confirmed.statusCode, confirmed.body).toBe(201);
      expect(confirmed.json().reservation).toMatchObject({
        reservationId: expect.stringMatching(/^[A-Z2-9]{24}$/),
        gleventId: event.gleventId,
        gleventName: 'Rooftop Sessions',
        venueName: 'Skyline Lounge',
        quantity: 1,
        reservationStatus: 'CONFIRMED',
      });
      expect((await eligible()).json()).toEqual({ isEligible: false });

      const again = await reserve(t.app, first, vendorId, event.gleventId);
      expect([again.statusCode, code(again)]).toEqual([409, 'ALREADY_RESERVED']);
      const elsewhere = await reserve(t.app, first, vendorId, other.gleventId);
      expect([elsewhere.statusCode, code(elsewhere)]).toEqual([409, 'RESERVATION_LIMIT']);
      expect(elsewhere.json().error.message).toBe('Only 1 active reservation allowed');

      const waitlisted = await reserve(t.app, second, vendorId, event.gleventId);
      expect(waitlisted.json().reservation.reservationStatus).toBe('WAITLISTED');
    });

    it('refuses closed events, a vendor other than the path, and bad quantities', async () => {
      const { vendorId, user: manager } = await vendorWithRole(t.app);
      const ended = await createGlevent(t.app, manager, vendorId, {
        startTime: new Date(Date.now() - 5 * HOUR).toISOString(),
        endTime: new Date(Date.now() - HOUR).toISOString(),
      });
      const guest = await createUser(t.app);
      expect(code(await reserve(t.app, guest, vendorId, ended.gleventId))).toBe('GLEVENT_CLOSED');
      const open = await createGlevent(t.app, manager, vendorId);
      const url = endpointPath(createReservation, { vendorId, gleventId: open.gleventId });
      expect((await post(guest, url, { quantity: 1, vendorId: 'other' })).statusCode).toBe(400);
      expect((await post(guest, url, { quantity: 0 })).statusCode).toBe(400);
      expect((await post(guest, url, { quantity: 11 })).statusCode).toBe(400);
      expect((await post(null, url, { quantity: 1 })).statusCode).toBe(401);
      expect(
        (await post(guest, endpointPath(createReservation, { vendorId: 'nobody', gleventId: open.gleventId }), {}))
          .statusCode,
      ).toBe(404);
    });

    it('lists my reservations newest first with nextToken paging', async () => {
      const { vendorId, user: manager } = await vendorWithRole(t.app);
      const guest = await createUser(t.app);
      const made: string[] = [];
      for (let i = 0; i < 3; i++) {
        const event = await createGlevent(t.app, manager, vendorId);
        const reply = await reserve(t.app, guest, vendorId, event.gleventId);
        made.push(reply.json().reservation.reservationId);
        expect((await cancel(t.app, guest, reply.json().reservation.reservationId)).statusCode).toBe(200);
      }
      const first = (await get(guest, endpointPath(listMyReservations, {}, { limit: '2' }))).json();
      expect(first.reservations.map((r: { reservationId: string }) => r.reservationId)).toEqual([made[2], made[1]]);
      expect(first.reservations[0]).toMatchObject({ gleventName: 'Rooftop Sessions', reservationStatus: 'CANCELLED' });
      const second = (
        await get(guest, endpointPath(listMyReservations, {}, { limit: '2', nextToken: first.nextToken }))
      ).json();
      expect(second).toEqual({ reservations: [expect.objectContaining({ reservationId: made[0] })], nextToken: null });
      expect((await get(guest, endpointPath(listMyReservations, {}, { nextToken: 'garbage' }))).statusCode).toBe(400);
      expect((await get(null, listMyReservations.path)).statusCode).toBe(401);
    });

    it('cancels only my own CONFIRMED reservation before the event starts, and the oldest waitlisted takes the place', async () => {
      const { vendorId, user: manager } = await vendorWithRole(t.app);
      const event = await createGlevent(t.app, manager, vendorId, { guestlistCapacity: 1 });
      const [holder, oldest, newer] = [await createUser(t.app), await createUser(t.app), await createUser(t.app)];
      const held = (await reserve(t.app, holder, vendorId, event.gleventId)).json().reservation;
      const waitingOld = (await reserve(t.app, oldest, vendorId, event.gleventId)).json().reservation;
      const waitingNew = (await reserve(t.app, newer, vendorId, event.gleventId)).json().reservation;

      const stranger = await cancel(t.app, oldest, held.reservationId);
      expect([stranger.statusCode, code(stranger)]).toEqual([404, 'NOT_FOUND']);

      const cancelled = await cancel(t.app, holder, held.reservationId);
      expect(cancelled.statusCode, cancelled.body).toBe(200);
      expect(cancelled.json().reservation.reservationStatus).toBe('CANCELLED');
      // The door list leaves the cancelled reservation out unless asked for it.
      const doorList = (await guestList(t.app, manager, vendorId, event.gleventId)).json();
      expect(doorList.reservations.map((r: { reservationId: string }) => r.reservationId).sort()).toEqual(
        [waitingOld.reservationId, waitingNew.reservationId].sort(),
      );
      expect(doorList.total).toBe(2);
      const statuses = Object.fromEntries(
        (await guestList(t.app, manager, vendorId, event.gleventId, { includeCancelled: 'true' }))
          .json()
          .reservations.map((r: { reservationId: string; reservationStatus: string }) => [
            r.reservationId,
            r.reservationStatus,
          ]),
      );
      expect(statuses).toEqual({
        [held.reservationId]: 'CANCELLED',
        [waitingOld.reservationId]: 'CONFIRMED',
        [waitingNew.reservationId]: 'WAITLISTED',
      });
      expect(code(await cancel(t.app, holder, held.reservationId))).toBe('RESERVATION_NOT_CANCELLABLE');

      const started = await createGlevent(t.app, manager, vendorId, {
        startTime: new Date(Date.now() - HOUR).toISOString(),
        endTime: new Date(Date.now() + HOUR).toISOString(),
      });
      const late = await createUser(t.app);
      const lateReservation = (await reserve(t.app, late, vendorId, started.gleventId)).json().reservation;
      expect(code(await cancel(t.app, late, lateReservation.reservationId))).toBe('RESERVATION_NOT_CANCELLABLE');
    });
  });

  describe('the door', () => {
    it('lists guests by name for any staff role and checks each in once', async () => {
      const { vendorId, user: manager } = await vendorWithRole(t.app);
      const staff = await createStaff(t.app, vendorId);
      const event = await createGlevent(t.app, manager, vendorId, { guestlistCapacity: 2 });
      const other = await createGlevent(t.app, manager, vendorId, { name: 'Other Night' });
      const [a, b, c, d] = await Promise.all([1, 2, 3, 4].map(() => createUser(t.app)));
      const ra = (await reserve(t.app, a!, vendorId, event.gleventId)).json().reservation;
      const rb = (await reserve(t.app, b!, vendorId, event.gleventId)).json().reservation;
      const rc = (await reserve(t.app, c!, vendorId, event.gleventId)).json().reservation;
      const rd = (await reserve(t.app, d!, vendorId, other.gleventId)).json().reservation;
      expect(rc.reservationStatus).toBe('WAITLISTED');

      const list = await guestList(t.app, staff, vendorId, event.gleventId);
      expect(list.statusCode).toBe(200);
      expect(list.json()).toMatchObject({ total: 3, glevent: { gleventId: event.gleventId, reservedCount: 2 } });
      expect(list.json().reservations[0]).toMatchObject({ phoneLast4: expect.stringMatching(/^\d{4}$/), quantity: 1 });

      const first = await checkIn(t.app, staff, vendorId, event.gleventId, ra.reservationId);
      expect(first.statusCode, first.body).toBe(200);
      expect(first.json().reservation).toMatchObject({
        reservationStatus: 'CHECKED_IN',
        checkedInAt: expect.any(String),
      });
      expect(code(await checkIn(t.app, staff, vendorId, event.gleventId, ra.reservationId))).toBe('ALREADY_CHECKED_IN');
      expect(code(await checkIn(t.app, staff, vendorId, event.gleventId, rc.reservationId))).toBe(
        'RESERVATION_NOT_CONFIRMED',
      );
      const wrongEvent = await checkIn(t.app, staff, vendorId, event.gleventId, rd.reservationId);
      expect([wrongEvent.statusCode, code(wrongEvent)]).toEqual([409, 'RESERVATION_OTHER_EVENT']);
      expect(wrongEvent.json().error.message).toBe('This reservation is for another event: Other Night.');
      expect((await cancel(t.app, b!, rb.reservationId)).statusCode).toBe(200);
      const cancelledCheckIn = await checkIn(t.app, staff, vendorId, event.gleventId, rb.reservationId);
      expect([cancelledCheckIn.statusCode, code(cancelledCheckIn)]).toEqual([409, 'RESERVATION_CANCELLED']);
      expect((await checkIn(t.app, staff, vendorId, event.gleventId, 'NOSUCHRESERVATION0000000')).statusCode).toBe(404);
      // The empty JSON object is an empty body too.
      const emptyObject = await post(
        staff,
        endpointPath(checkInReservation, { vendorId, gleventId: event.gleventId, reservationId: rc.reservationId }),
        {},
      );
      expect(emptyObject.statusCode, emptyObject.body).toBe(200);
    });

    it('refuses staff of another vendor on every staff call, and a reservation of another vendor', async () => {
      const { vendorId, user: manager } = await vendorWithRole(t.app);
      const event = await createGlevent(t.app, manager, vendorId);
      const guest = await createUser(t.app);
      const reservation = (await reserve(t.app, guest, vendorId, event.gleventId)).json().reservation;
      const outsider = await vendorWithRole(t.app, 'SUPER_ADMIN');
      const eventUrl = endpointPath(updateGlevent, { vendorId, gleventId: event.gleventId });
      const calls = [
        () => post(outsider.user, eventsUrl(vendorId), gleventBody()),
        () => get(outsider.user, eventsUrl(vendorId)),
        () => put(outsider.user, eventUrl, { name: 'Taken over' }),
        () => guestList(t.app, outsider.user, vendorId, event.gleventId),
        () => checkIn(t.app, outsider.user, vendorId, event.gleventId, reservation.reservationId),
      ];
      for (const call of calls) {
        const reply = await call();
        expect([reply.statusCode, code(reply)]).toEqual([403, 'FORBIDDEN']);
      }
      // Their own vendor's path with our event or reservation: not found.
      const theirs = await createGlevent(t.app, outsider.user, outsider.vendorId);
      expect((await guestList(t.app, outsider.user, outsider.vendorId, event.gleventId)).statusCode).toBe(404);
      const crossed = await checkIn(
        t.app,
        outsider.user,
        outsider.vendorId,
        theirs.gleventId,
        reservation.reservationId,
      );
      expect(crossed.statusCode).toBe(404);
      const list = (await guestList(t.app, manager, vendorId, event.gleventId)).json();
      expect(list.reservations[0].reservationStatus).toBe('CONFIRMED');
    });
  });

  describe("the venue's time zone", () => {
    it("answers every event time with its vendor's time zone: staff's reads and writes, the search, the customer's reservations", async () => {
      const tokyo = await createVendor(t.app, { guestlistEnabled: true, timeZone: 'Asia/Tokyo' });
      const manager = await createStaff(t.app, tokyo.vendorId, 'MANAGER');
      const losAngeles = await vendorWithRole(t.app);
      const zone = 'Asia/Tokyo';

      const created = await post(manager, eventsUrl(tokyo.vendorId), gleventBody({ name: 'Tokyo Night' }));
      expect(created.statusCode, created.body).toBe(201);
      const { glevent } = created.json();
      expect(glevent.timeZone).toBe(zone);
      const gleventUrl = endpointPath(updateGlevent, { vendorId: tokyo.vendorId, gleventId: glevent.gleventId });
      expect((await put(manager, gleventUrl, { name: 'Tokyo Late Night' })).json().glevent.timeZone).toBe(zone);
      const listed = (await get(manager, eventsUrl(tokyo.vendorId))).json();
      expect(listed.upcomingGlevents.map((event: { timeZone: string }) => event.timeZone)).toEqual([zone]);

      // The search spans vendors: each event carries its own vendor's zone.
      const other = await createGlevent(t.app, losAngeles.user, losAngeles.vendorId);
      const found = (
        await get(null, endpointPath(listAvailableGlevents, {}, { latitude: '34.1016', longitude: '-118.3267' }))
      ).json();
      const zoneOf = (gleventId: string) =>
        found.glevents.find((event: { gleventId: string }) => event.gleventId === gleventId)?.timeZone;
      expect(zoneOf(glevent.gleventId)).toBe(zone);
      expect(zoneOf(other.gleventId)).toBe('America/Los_Angeles');

      const guest = await createUser(t.app);
      const reserved = await reserve(t.app, guest, tokyo.vendorId, glevent.gleventId);
      expect(reserved.statusCode, reserved.body).toBe(201);
      const { reservation } = reserved.json();
      expect(reservation.timeZone).toBe(zone);
      const mine = (await get(guest, listMyReservations.path)).json();
      expect(mine.reservations.map((row: { timeZone: string }) => row.timeZone)).toEqual([zone]);
      expect((await guestList(t.app, manager, tokyo.vendorId, glevent.gleventId)).json().glevent.timeZone).toBe(zone);
      expect((await cancel(t.app, guest, reservation.reservationId)).json().reservation.timeZone).toBe(zone);
    });
  });

  describe('address autocomplete (built-in)', () => {
    it('answers the street as typed with a real ZIP code, for signed-in callers', async () => {
      const user = await createUser(t.app);
      const reply = await get(
        user,
        endpointPath(autocompletePlaces, {}, { input: '6250 Hollywood Blvd, Los Angeles, CA 90028' }),
      );
      expect(reply.statusCode, reply.body).toBe(200);
      expect(reply.json().suggestions).toEqual([
        {
          placeId: 'builtin:90028:6250 Hollywood Blvd',
          description: '6250 Hollywood Blvd, Los Angeles, CA 90028',
          address: {
            addressLine1: '6250 Hollywood Blvd',
            city: 'Los Angeles',
            state: 'CA',
            country: 'US',
            zipCode: '90028',
            latitude: 34.1005,
            longitude: -118.3254,
          },
        },
      ]);
      expect((await get(null, endpointPath(autocompletePlaces, {}, { input: 'x' }))).statusCode).toBe(401);
      expect((await get(user, `${autocompletePlaces.path}?input=%00`)).statusCode).toBe(400);
      expect((await get(null, getPlacesConfig.path)).json()).toEqual({ provider: 'builtin' });
    });
  });
});

describe('reserving and cancelling without end', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ overrides: plainReservationRule });
  });
  afterAll(async () => t.close());

  it('is limited to 20 reservations a person in an hour, so a loop cannot grow the door list', async () => {
    const { vendorId, user: manager } = await vendorWithRole(t.app);
    const event = await createGlevent(t.app, manager, vendorId);
    const member = await createUser(t.app);
    for (let i = 0; i < 20; i++) {
      const made = await reserve(t.app, member, vendorId, event.gleventId);
      expect(made.statusCode, made.body).toBe(201);
      expect((await cancel(t.app, member, made.json().reservation.reservationId)).statusCode).toBe(200);
    }
    const refused = await reserve(t.app, member, vendorId, event.gleventId);
    expect([refused.statusCode, code(refused)]).toEqual([429, 'RATE_LIMITED']);
    expect((await guestList(t.app, manager, vendorId, event.gleventId)).json().total).toBe(0);
    expect(
      (await guestList(t.app, manager, vendorId, event.gleventId, { includeCancelled: 'true' })).json().total,
    ).toBe(20);
  });
});
