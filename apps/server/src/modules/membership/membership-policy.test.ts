import {
  cancelMyReservation,
  createReservation,
  endpointPath,
  getMyMembership,
  getReservationEligibility,
} from '@queueless/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMember, createUser, createVendor, type TestUser } from '../../../test/factories.js';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import { gleventsTable, memberCreditEntries, reservations, users } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import { newId } from '../../lib/ids.js';
import { servicesOf } from '../../services.js';

const isPostgres = Boolean(process.env.DATABASE_URL);
const DAY = 86_400_000;

/**
 * The membership policy as the guest-list reserve and cancel calls use it: inside their transaction,
 * after the user's row is locked. Reserve and cancel are played here the way that service does them.
 */
describe('membership reservation policy', () => {
  let t: TestApp;
  const now = new Date('2026-11-23T20:00:00Z');
  let vendorId: string;

  beforeAll(async () => {
    t = await createTestApp({
      overrides: { clock: () => new Date(now.getTime()), databaseClock: () => new Date(now.getTime()) },
    });
    vendorId = (await createVendor(t.app)).vendorId;
  });
  afterAll(async () => t?.close());

  async function createEvent(startsInDays: number, hours = 5) {
    const startTime = new Date(now.getTime() + startsInDays * DAY);
    const [row] = await t.database.db
      .insert(gleventsTable)
      .values({
        gleventId: newId(),
        vendorId,
        name: `Night ${startsInDays}`,
        startTime,
        endTime: new Date(startTime.getTime() + hours * 3_600_000),
        originalCapacity: 100,
        venueName: 'Skyline Lounge',
        addressLine1: '1 Main St',
        city: 'Los Angeles',
        state: 'CA',
        zipCode: '90012',
        latitude: 34.05,
        longitude: -118.24,
      })
      .returning();
    return row!;
  }

  const member = () => createMember(t.app);

  /** What the guest-list reserve call does around the policy. */
  async function reserve(userId: string, glevent: typeof gleventsTable.$inferSelect) {
    const policy = servicesOf(t.app).membershipPolicy;
    return t.database.db.transaction(async (tx) => {
      await tx.select().from(users).where(eq(users.userId, userId)).for('update');
      await policy.assertMayReserve(tx, { userId, glevent, quantity: 1, now });
      const [reservation] = await tx
        .insert(reservations)
        .values({ reservationId: newId(), gleventId: glevent.gleventId, vendorId, userId })
        .returning();
      await policy.onConfirmed(tx, reservation!);
      return reservation!;
    });
  }

  /** What the guest-list cancel call does: one conditional update, then the policy, in one transaction. */
  async function cancel(reservationId: string) {
    return t.database.db.transaction(async (tx) => {
      const [cancelled] = await tx
        .update(reservations)
        .set({ reservationStatus: 'CANCELLED', cancelledAt: now })
        .where(and(eq(reservations.reservationId, reservationId), eq(reservations.reservationStatus, 'CONFIRMED')))
        .returning();
      if (cancelled) await servicesOf(t.app).membershipPolicy.onCancelled(tx, cancelled);
      return Boolean(cancelled);
    });
  }

  const credits = async (user: TestUser) => {
    const response = await t.app.inject({
      method: 'GET',
      url: getMyMembership.path,
      headers: user.auth,
    });
    return response.json().profile?.availableCredits ?? null;
  };
  const isEligible = (user: TestUser) => servicesOf(t.app).membershipPolicy.isEligible({ userId: user.userId, now });
  const codeOf = async (promise: Promise<unknown>) =>
    promise.then(
      () => 'OK',
      (error) => (error instanceof AppError ? error.code : String(error)),
    );

  it('refuses non-members, and answers them not eligible', async () => {
    const user = await createUser(t.app);
    const event = await createEvent(3);
    expect(await isEligible(user)).toBe(false);
    expect(await codeOf(reserve(user.userId, event))).toBe('MEMBERSHIP_REQUIRED');
  });

  it('takes one credit, allows one active reservation, and gives the credit back on cancel', async () => {
    const user = await member();
    const [first, second] = [await createEvent(3), await createEvent(5)];
    expect(await isEligible(user)).toBe(true);
    const reservation = await reserve(user.userId, first);
    expect(await credits(user)).toBe(3);
    expect(await isEligible(user)).toBe(false);
    expect(await codeOf(reserve(user.userId, second))).toBe('ACTIVE_RESERVATION_EXISTS');
    expect(await cancel(reservation.reservationId)).toBe(true);
    expect(await credits(user)).toBe(4);
    expect(await isEligible(user)).toBe(true);
    expect(await codeOf(reserve(user.userId, second))).toBe('OK');
  });

  it('refuses events starting more than 3 months ahead', async () => {
    const user = await member();
    expect(await codeOf(reserve(user.userId, await createEvent(93)))).toBe('BOOKING_TOO_FAR_AHEAD');
    expect(await codeOf(reserve(user.userId, await createEvent(89)))).toBe('OK');
  });

  it('refuses with no credit left, and keeps credits from going below zero', async () => {
    const user = await member();
    // Events that already ended: their confirmed reservations are no longer active.
    for (let i = 0; i < 4; i++) await reserve(user.userId, await createEvent(-1 - i, 0.0001).then(async (e) => e));
    expect(await credits(user)).toBe(0);
    expect(await isEligible(user)).toBe(false);
    expect(await codeOf(reserve(user.userId, await createEvent(2)))).toBe('NO_CREDITS_LEFT');
  });

  it('does not give a credit back for an event that has started', async () => {
    const user = await member();
    const started = await createEvent(-0.01, 5);
    // Reserve while it was still ahead (the rule is about cancelling), then cancel after its start.
    const reservation = await t.database.db
      .insert(reservations)
      .values({ reservationId: newId(), gleventId: started.gleventId, vendorId, userId: user.userId })
      .returning();
    await t.database.db.transaction((tx) => servicesOf(t.app).membershipPolicy.onConfirmed(tx, reservation[0]!));
    expect(await credits(user)).toBe(3);
    await cancel(reservation[0]!.reservationId);
    expect(await credits(user)).toBe(3);
  });

  it('eligibility answers exactly what reserve enforces', async () => {
    const cases: { user: TestUser; label: string }[] = [];
    cases.push({ user: await createUser(t.app), label: 'non-member' });
    const fresh = await member();
    cases.push({ user: fresh, label: 'member' });
    const holding = await member();
    await reserve(holding.userId, await createEvent(4));
    cases.push({ user: holding, label: 'holding one' });
    const spent = await member();
    for (let i = 0; i < 4; i++) await reserve(spent.userId, await createEvent(-2 - i, 0.0001));
    cases.push({ user: spent, label: 'no credits' });
    for (const { user, label } of cases) {
      const eligible = await isEligible(user);
      const outcome = await codeOf(reserve(user.userId, await createEvent(10)));
      expect({ label, eligible }).toEqual({ label, eligible: outcome === 'OK' });
    }
  });

  it.skipIf(!isPostgres)(
    '20 parallel reservations across events: one active, one credit taken (PostgreSQL)',
    async () => {
      const user = await member();
      const events = await Promise.all(Array.from({ length: 20 }, (_, i) => createEvent(1 + i)));
      const outcomes = await Promise.all(events.map((event) => codeOf(reserve(user.userId, event))));
      expect(outcomes.filter((outcome) => outcome === 'OK')).toHaveLength(1);
      expect(outcomes.filter((outcome) => outcome === 'ACTIVE_RESERVATION_EXISTS')).toHaveLength(19);
      expect(await credits(user)).toBe(3);
      const confirmed = await t.database.db
        .select()
        .from(reservations)
        .where(and(eq(reservations.userId, user.userId), eq(reservations.reservationStatus, 'CONFIRMED')));
      expect(confirmed).toHaveLength(1);
    },
  );

  it.skipIf(!isPostgres)('20 parallel cancels of one reservation return one credit (PostgreSQL)', async () => {
    const user = await member();
    const reservation = await reserve(user.userId, await createEvent(6));
    expect(await credits(user)).toBe(3);
    const results = await Promise.all(Array.from({ length: 20 }, () => cancel(reservation.reservationId)));
    expect(results.filter(Boolean)).toHaveLength(1);
    expect(await credits(user)).toBe(4);
    // Even told 20 more times at once (a careless caller), the policy returns the credit once.
    const policy = servicesOf(t.app).membershipPolicy;
    await Promise.all(
      Array.from({ length: 20 }, () => t.database.db.transaction((tx) => policy.onCancelled(tx, reservation))),
    );
    expect(await credits(user)).toBe(4);
    const refunds = await t.database.db
      .select()
      .from(memberCreditEntries)
      .where(and(eq(memberCreditEntries.userId, user.userId), eq(memberCreditEntries.kind, 'REFUND')));
    expect(refunds).toHaveLength(1);
  });

  describe('through the guest-list calls', () => {
    const reserveCall = (user: TestUser, gleventId: string) =>
      t.app.inject({
        method: 'POST',
        url: endpointPath(createReservation, { vendorId, gleventId }),
        headers: user.auth,
        payload: { quantity: 1, vendorId },
      });
    const eligibleCall = async (user: TestUser) =>
      (await t.app.inject({ method: 'GET', url: getReservationEligibility.path, headers: user.auth })).json()
        .isEligible;

    it('reserve and eligibility agree, and cancel gives the credit back', async () => {
      const user = await member();
      const [first, second] = [await createEvent(2), await createEvent(3)];
      expect(await eligibleCall(user)).toBe(true);
      const reserved = await reserveCall(user, first.gleventId);
      expect(reserved.statusCode).toBe(201);
      expect(await credits(user)).toBe(3);
      expect(await eligibleCall(user)).toBe(false);
      const refused = await reserveCall(user, second.gleventId);
      expect(refused.statusCode).toBe(409);
      expect(refused.json().error).toMatchObject({
        code: 'ACTIVE_RESERVATION_EXISTS',
        message: 'Only 1 active reservation allowed',
      });
      const cancelled = await t.app.inject({
        method: 'POST',
        url: endpointPath(cancelMyReservation, { reservationId: reserved.json().reservation.reservationId }),
        headers: user.auth,
      });
      expect(cancelled.statusCode).toBe(200);
      expect(await credits(user)).toBe(4);
      expect(await eligibleCall(user)).toBe(true);
      const tooFar = await reserveCall(user, (await createEvent(120)).gleventId);
      expect(tooFar.json().error.code).toBe('BOOKING_TOO_FAR_AHEAD');
    });

    it('a place in a waitlist is an active reservation: no second booking beside it, so its promotion never makes two', async () => {
      const [holder, waiting] = [await member(), await member()];
      const full = await createEvent(2);
      await t.database.db
        .update(gleventsTable)
        .set({ originalCapacity: 1 })
        .where(eq(gleventsTable.gleventId, full.gleventId));
      const held = await reserveCall(holder, full.gleventId);
      expect(held.json().reservation.reservationStatus).toBe('CONFIRMED');
      const queued = await reserveCall(waiting, full.gleventId);
      expect(queued.statusCode).toBe(201);
      expect(queued.json().reservation.reservationStatus).toBe('WAITLISTED');
      expect(await credits(waiting)).toBe(4);

      // While in line, the member may not book another event (the spec's one active reservation).
      expect(await eligibleCall(waiting)).toBe(false);
      const other = await reserveCall(waiting, (await createEvent(3)).gleventId);
      expect(other.statusCode).toBe(409);
      expect(other.json().error.code).toBe('ACTIVE_RESERVATION_EXISTS');

      // The holder cancels: the member in line is promoted and takes a credit; one reservation, one credit.
      const cancelled = await t.app.inject({
        method: 'POST',
        url: endpointPath(cancelMyReservation, { reservationId: held.json().reservation.reservationId }),
        headers: holder.auth,
      });
      expect(cancelled.statusCode).toBe(200);
      const mine = await t.database.db.select().from(reservations).where(eq(reservations.userId, waiting.userId));
      expect(mine.map((row) => row.reservationStatus)).toEqual(['CONFIRMED']);
      expect(await credits(waiting)).toBe(3);
    });

    it.skipIf(!isPostgres)(
      'a member in a line who books another event 10 times at once gets none of them: one reservation (PostgreSQL)',
      async () => {
        const [holder, racer] = [await member(), await member()];
        const full = await createEvent(2);
        await t.database.db
          .update(gleventsTable)
          .set({ originalCapacity: 1 })
          .where(eq(gleventsTable.gleventId, full.gleventId));
        expect((await reserveCall(holder, full.gleventId)).statusCode).toBe(201);
        const queued = await reserveCall(racer, full.gleventId);
        expect(queued.json().reservation.reservationStatus).toBe('WAITLISTED');
        const open = await createEvent(3);
        const answers = await Promise.all(Array.from({ length: 10 }, () => reserveCall(racer, open.gleventId)));
        expect(answers.map((answer) => answer.statusCode)).toEqual(Array(10).fill(409));
        const mine = await t.database.db.select().from(reservations).where(eq(reservations.userId, racer.userId));
        expect(mine.map((row) => row.reservationStatus)).toEqual(['WAITLISTED']);
        expect(await credits(racer)).toBe(4);
      },
    );

    it('a credit is one spot: a member asking for more takes no place and no credit', async () => {
      const user = await member();
      const event = await createEvent(2);
      const party = await t.app.inject({
        method: 'POST',
        url: endpointPath(createReservation, { vendorId, gleventId: event.gleventId }),
        headers: user.auth,
        payload: { quantity: 10, vendorId },
      });
      expect(party.statusCode).toBe(400);
      expect(party.json().error).toMatchObject({
        code: 'VALIDATION_FAILED',
        details: [{ field: 'body.quantity', message: 'A membership credit reserves one spot.' }],
      });
      const [row] = await t.database.db
        .select()
        .from(gleventsTable)
        .where(eq(gleventsTable.gleventId, event.gleventId));
      expect(row!.reservedCount).toBe(0);
      expect(await credits(user)).toBe(4);
      expect((await reserveCall(user, event.gleventId)).statusCode).toBe(201);
    });

    it.skipIf(!isPostgres)(
      '20 parallel reserve calls by one member across events: one confirmed, one credit (PostgreSQL)',
      async () => {
        const user = await member();
        const events = await Promise.all(Array.from({ length: 20 }, (_, i) => createEvent(1 + i)));
        const answers = await Promise.all(events.map((event) => reserveCall(user, event.gleventId)));
        expect(answers.filter((answer) => answer.statusCode === 201)).toHaveLength(1);
        expect(answers.filter((answer) => answer.statusCode === 409)).toHaveLength(19);
        expect(await credits(user)).toBe(3);
      },
    );
  });
});
