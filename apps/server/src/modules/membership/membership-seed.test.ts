import { getMyMembership, getReservationEligibility, listMyReservations } from '@queueless/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import { users } from '../../db/schema.js';
import { demoPeople, seedDemo } from '../../db/seed.js';
import { servicesOf } from '../../services.js';

describe('membership demo seed', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await seedDemo(t.database.db);
    await seedDemo(t.database.db); // idempotent
  });
  afterAll(async () => t?.close());

  it('makes the demo customer a member whose credits match their upcoming reservations', async () => {
    const { userId, phoneNumber } = demoPeople.customer;
    const token = await servicesOf(t.app).tokens.signIdToken({ userId, phoneNumber });
    const auth = { authorization: `Bearer ${token}` };
    const me = (await t.app.inject({ url: getMyMembership.path, headers: auth })).json();
    expect(me.membership).toMatchObject({ isActive: true, durationMonths: 3 });
    const reservations = (await t.app.inject({ url: listMyReservations.path, headers: auth })).json().reservations as {
      reservationStatus: string;
      startTime: string;
    }[];
    const upcoming = reservations.filter(
      (reservation) => reservation.reservationStatus === 'CONFIRMED' && Date.parse(reservation.startTime) > Date.now(),
    );
    expect(upcoming.length).toBeGreaterThan(0);
    expect(me.profile.availableCredits).toBe(4 - Math.min(4, upcoming.length));
  });

  it('makes the seeded guests who are free to book members with 4 credits, eligible to book', async () => {
    const [rosa] = await t.database.db.select().from(users).where(eq(users.phoneNumber, '+12135550156'));
    expect(rosa).toBeDefined();
    const token = await servicesOf(t.app).tokens.signIdToken({ userId: rosa!.userId, phoneNumber: rosa!.phoneNumber });
    const auth = { authorization: `Bearer ${token}` };
    const me = (await t.app.inject({ url: getMyMembership.path, headers: auth })).json();
    expect(me.profile.availableCredits).toBe(4);
    const eligible = await t.app.inject({
      url: getReservationEligibility.path,
      headers: auth,
    });
    expect(eligible.json()).toEqual({ isEligible: true });
  });
});
