import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStaff, createUser, grantRole } from '../../../test/factories.js';
import { cancel, checkIn, createGlevent, guestList, reserve, vendorWithRole } from '../../../test/guestlists.js';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import { plainReservationRule } from '../../../test/reservation-policies.js';
import { gleventsTable, reservations } from '../../db/schema.js';

const onPostgres = Boolean(process.env.DATABASE_URL);

// PGlite is one connection: requests run one after another there, so a race proves nothing.
describe.skipIf(!onPostgres)('guest-list races on PostgreSQL (skipped on PGlite: one connection, no races)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ overrides: plainReservationRule });
  });
  afterAll(async () => t.close());

  const statusCount = (rows: { reservationStatus: string }[], status: string) =>
    rows.filter((row) => row.reservationStatus === status).length;

  it('capacity C with 10×C parallel reservations: exactly C confirmed, the rest waitlisted; a cancellation promotes exactly one', async () => {
    const capacity = 5;
    const { vendorId, user: manager } = await vendorWithRole(t.app);
    const event = await createGlevent(t.app, manager, vendorId, { guestlistCapacity: capacity });
    const guests = await Promise.all(Array.from({ length: capacity * 10 }, () => createUser(t.app)));

    const replies = await Promise.all(guests.map((guest) => reserve(t.app, guest, vendorId, event.gleventId)));
    expect(replies.map((reply) => reply.statusCode)).toEqual(replies.map(() => 201));
    const made = replies.map((reply) => reply.json().reservation);
    expect(statusCount(made, 'CONFIRMED')).toBe(capacity);
    expect(statusCount(made, 'WAITLISTED')).toBe(capacity * 9);
    const [row] = await t.database.db.select().from(gleventsTable).where(eq(gleventsTable.gleventId, event.gleventId));
    expect(row!.reservedCount).toBe(capacity);

    // Every confirmed holder cancels at once: each cancellation promotes exactly one from the waitlist.
    const confirmedIndexes = made.flatMap((r, i) => (r.reservationStatus === 'CONFIRMED' ? [i] : []));
    const cancels = await Promise.all(confirmedIndexes.map((i) => cancel(t.app, guests[i]!, made[i]!.reservationId)));
    expect(cancels.map((reply) => reply.statusCode)).toEqual(cancels.map(() => 200));
    const after = (await guestList(t.app, manager, vendorId, event.gleventId, { includeCancelled: 'true' })).json();
    expect(statusCount(after.reservations, 'CANCELLED')).toBe(capacity);
    expect(statusCount(after.reservations, 'CONFIRMED')).toBe(capacity);
    expect(statusCount(after.reservations, 'WAITLISTED')).toBe(capacity * 8);
    expect(after.glevent.reservedCount).toBe(capacity);
    // The promoted are the oldest waitlisted.
    const rows = await t.database.db.select().from(reservations).where(eq(reservations.gleventId, event.gleventId));
    const waitlistOrder = rows
      .filter((r) => r.reservationStatus !== 'CANCELLED')
      .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime() || a.reservationId.localeCompare(b.reservationId));
    expect(waitlistOrder.slice(0, capacity).every((r) => r.reservationStatus === 'CONFIRMED')).toBe(true);
  });

  it('20 parallel check-ins of one reservation: one checks in, 19 are told it already is', async () => {
    const { vendorId, user: manager } = await vendorWithRole(t.app);
    const staff = await Promise.all(Array.from({ length: 4 }, () => createUser(t.app)));
    for (const person of staff) await grantRole(t.app, vendorId, person, 'STAFF');
    const event = await createGlevent(t.app, manager, vendorId);
    const guest = await createUser(t.app);
    const { reservationId } = (await reserve(t.app, guest, vendorId, event.gleventId)).json().reservation;

    const replies = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        checkIn(t.app, staff[i % staff.length]!, vendorId, event.gleventId, reservationId),
      ),
    );
    const codes = replies.map((reply) => reply.statusCode);
    expect(codes.filter((c) => c === 200)).toHaveLength(1);
    expect(codes.filter((c) => c === 409)).toHaveLength(19);
    expect(new Set(replies.filter((r) => r.statusCode === 409).map((r) => r.json().error.code))).toEqual(
      new Set(['ALREADY_CHECKED_IN']),
    );
  });

  it('one customer reserving 10 events at once holds exactly one active reservation', async () => {
    const { vendorId, user: manager } = await vendorWithRole(t.app);
    const events = await Promise.all(Array.from({ length: 10 }, () => createGlevent(t.app, manager, vendorId)));
    const guest = await createUser(t.app);
    const replies = await Promise.all(events.map((event) => reserve(t.app, guest, vendorId, event.gleventId)));
    expect(replies.filter((reply) => reply.statusCode === 201)).toHaveLength(1);
    expect(replies.filter((reply) => reply.json().error?.code === 'RESERVATION_LIMIT')).toHaveLength(9);
  });
  it('a place freed while someone books goes to them: they are not left waitlisted beside a free place', async () => {
    const { vendorId, user: manager } = await vendorWithRole(t.app);
    const event = await createGlevent(t.app, manager, vendorId, { guestlistCapacity: 1 });
    const [holder, booker] = await Promise.all([createUser(t.app), createUser(t.app)]);
    const held = (await reserve(t.app, holder, vendorId, event.gleventId)).json().reservation;
    expect(held.reservationStatus).toBe('CONFIRMED');

    // Widen the windows the database leaves open: the cancellation pauses after marking its reservation
    // cancelled (the event's row locked, its place not yet given back), and a booking that finds the event
    // full pauses as it writes its waitlisted row, so it commits after the cancellation walked the waitlist.
    const id = sql.raw(`'${event.gleventId}'`);
    await t.database.db.execute(sql`
      create function slow_glevent_race() returns trigger language plpgsql as $$
      begin
        if new.glevent_id = ${id} and new.reservation_status = 'CANCELLED' then perform pg_sleep(0.4); end if;
        if new.glevent_id = ${id} and new.reservation_status = 'WAITLISTED' then perform pg_sleep(0.8); end if;
        return new;
      end $$`);
    await t.database.db.execute(
      sql`create trigger slow_glevent_race before insert or update on reservations for each row execute function slow_glevent_race()`,
    );
    try {
      const cancelling = cancel(t.app, holder, held.reservationId);
      await new Promise((resolve) => setTimeout(resolve, 150));
      const booked = await reserve(t.app, booker, vendorId, event.gleventId);
      expect((await cancelling).statusCode).toBe(200);
      expect(booked.statusCode).toBe(201);
      expect(booked.json().reservation.reservationStatus).toBe('CONFIRMED');
    } finally {
      await t.database.db.execute(sql`drop trigger slow_glevent_race on reservations`);
      await t.database.db.execute(sql`drop function slow_glevent_race()`);
    }
    const after = (await guestList(t.app, manager, vendorId, event.gleventId, { includeCancelled: 'true' })).json();
    expect(after.glevent.reservedCount).toBe(1);
    expect(statusCount(after.reservations, 'WAITLISTED')).toBe(0);
  });
  it('a guest cancelling while the door checks them in, 20 times: one of the two wins, the other is told why, the count holds', async () => {
    const { vendorId, user: manager } = await vendorWithRole(t.app);
    const door = await createStaff(t.app, vendorId);
    for (let round = 0; round < 20; round += 1) {
      const event = await createGlevent(t.app, manager, vendorId, { guestlistCapacity: 1 });
      const guest = await createUser(t.app);
      const { reservationId } = (await reserve(t.app, guest, vendorId, event.gleventId)).json().reservation;
      const [cancelled, checkedIn] = await Promise.all([
        cancel(t.app, guest, reservationId),
        checkIn(t.app, door, vendorId, event.gleventId, reservationId),
      ]);
      const codes = [cancelled, checkedIn].map((reply) =>
        `${reply.statusCode} ${reply.json().error?.code ?? ''}`.trim(),
      );
      expect([
        ['200', '409 RESERVATION_CANCELLED'],
        ['409 RESERVATION_NOT_CANCELLABLE', '200'],
      ]).toContainEqual(codes);
      const [row] = await t.database.db
        .select()
        .from(gleventsTable)
        .where(eq(gleventsTable.gleventId, event.gleventId));
      expect(row!.reservedCount).toBe(cancelled.statusCode === 200 ? 0 : 1);
    }
  });
});
