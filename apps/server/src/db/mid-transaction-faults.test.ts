import {
  claimReward,
  endpointPath,
  getMyMembership,
  startSignIn,
  updateGlevent,
  updatePrize,
  verifySignIn,
} from '@queueless/contracts';
import { and, eq, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createLiveEventWithPrize,
  createMember,
  createStaff,
  createUser,
  createVendor,
  drawAt,
  giveTickets,
  joinWithPayment,
  latestCode,
  startMembershipPayment,
  type TestUser,
  uniquePhone,
} from '../../test/factories.js';
import { dieOn, expectUnavailable } from '../../test/faults.js';
import { cancel, createGlevent, reserve, vendorWithRole } from '../../test/guestlists.js';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { promotionNoticeKey } from '../modules/guestlists/promotion-notice.js';
import {
  auditLog,
  gleventsTable,
  memberships,
  paymentIntents,
  prizeDraws,
  prizes,
  reservations,
  rewards,
  signInCodes,
  smsNotices,
  tickets,
  users,
} from './schema.js';

const onPostgres = Boolean(process.env.DATABASE_URL);

/**
 * A connection that dies in the middle of a write that spends or counts something (a ticket and a prize, a
 * place and a credit, a place given back and the waitlist's promotion, a claim, a paid period and its credits,
 * a sign-in code and its session): the caller gets a clean 503 and nothing of the write is left. A trigger ends
 * the statement's own connection as the write's last row goes in, so every earlier statement of the call has
 * already run. Staff changes and their audit rows: audited-change-faults.test.ts.
 */
describe.skipIf(!onPostgres)('a connection lost mid-write leaves nothing half-written (PostgreSQL)', () => {
  let t: TestApp;
  beforeAll(async () => {
    // Every draw wins if it can, so the draw writes all it ever writes.
    t = await createTestApp({ overrides: { random: () => 0 } });
  });
  afterAll(async () => t?.close());

  const member = () => createMember(t.app);

  async function creditsOf(user: TestUser): Promise<number> {
    const response = await t.app.inject({ url: getMyMembership.path, headers: user.auth });
    return response.json().profile.availableCredits;
  }

  const statusOf = async (reservationId: string) =>
    (await t.database.db.select().from(reservations).where(eq(reservations.reservationId, reservationId)))[0]
      ?.reservationStatus;
  const gleventRow = async (gleventId: string) =>
    (await t.database.db.select().from(gleventsTable).where(eq(gleventsTable.gleventId, gleventId)))[0]!;

  describe('contests', () => {
    const eventWithPrize = (vendorId: string, stock: number) =>
      createLiveEventWithPrize(t.app, vendorId, { stock, eventName: 'Fault Night', prizeName: 'Tote bag' });
    const draw = (user: TestUser, eventId: string) => drawAt(t.app, user, eventId);
    const stockOf = async (prizeId: string) =>
      (await t.database.db.select().from(prizes).where(eq(prizes.prizeId, prizeId)))[0]?.quantityRemaining;

    it('a draw: the ticket stays unspent, the prize in stock, no reward and no draw recorded', async () => {
      const vendorId = (await createVendor(t.app)).vendorId;
      const { eventId, prizeId } = await eventWithPrize(vendorId, 3);
      const player = await createUser(t.app);
      await giveTickets(t.app, player, eventId);

      await dieOn(t.app, 'prize_draws', `new.user_id = '${player.userId}'`, async () => {
        expectUnavailable(await draw(player, eventId));
      });
      const spent = await t.database.db
        .select()
        .from(tickets)
        .where(and(eq(tickets.userId, player.userId), isNotNull(tickets.usedAt)));
      expect(spent).toHaveLength(0);
      expect(await stockOf(prizeId)).toBe(3);
      expect(await t.database.db.select().from(rewards).where(eq(rewards.userId, player.userId))).toHaveLength(0);
      expect(await t.database.db.select().from(prizeDraws).where(eq(prizeDraws.userId, player.userId))).toHaveLength(0);

      // The ticket is still there to play, once the database is whole again.
      const again = await draw(player, eventId);
      expect(again.statusCode).toBe(200);
      expect(again.json().winStatus).toBe(true);
      expect(await stockOf(prizeId)).toBe(2);
    });

    it('a claim: the prize stays unclaimed, with no audit row', async () => {
      const vendorId = (await createVendor(t.app)).vendorId;
      const { eventId } = await eventWithPrize(vendorId, 1);
      const winner = await createUser(t.app);
      await giveTickets(t.app, winner, eventId);
      const reward = (await draw(winner, eventId)).json().rewards[0];
      const staff = await createStaff(t.app, vendorId);
      const claim = () =>
        t.app.inject({
          method: 'POST',
          url: endpointPath(claimReward, { id: reward.claimCode }),
          headers: staff.auth,
        });

      await dieOn(
        t.app,
        'audit_log',
        `new.action = 'reward.claim' and new.entity_id = '${reward.rewardId}'`,
        async () => {
          expectUnavailable(await claim());
        },
      );
      const [row] = await t.database.db.select().from(rewards).where(eq(rewards.rewardId, reward.rewardId));
      expect(row).toMatchObject({ status: 'PENDING', claimedAt: null });
      expect(await t.database.db.select().from(auditLog).where(eq(auditLog.entityId, reward.rewardId))).toHaveLength(0);
      expect((await claim()).statusCode).toBe(200);
    });

    it('a prize’s stock edit: the stock stays, with no audit row', async () => {
      const { vendorId, user: manager } = await vendorWithRole(t.app);
      const { eventId, prizeId } = await eventWithPrize(vendorId, 5);
      const edit = () =>
        t.app.inject({
          method: 'PATCH',
          url: endpointPath(updatePrize, { vendorId, eventId, prizeId }),
          headers: manager.auth,
          payload: { quantityTotal: 9 },
        });
      await dieOn(t.app, 'audit_log', `new.action = 'prize.update' and new.entity_id = '${prizeId}'`, async () => {
        expectUnavailable(await edit());
      });
      expect(await stockOf(prizeId)).toBe(5);
      expect(await t.database.db.select().from(auditLog).where(eq(auditLog.entityId, prizeId))).toHaveLength(0);
      expect((await edit()).statusCode).toBe(200);
      expect(await stockOf(prizeId)).toBe(9);
    });
  });

  describe('guest lists and credits', () => {
    it('a membership join: no paid period without its credits, and the join goes through after', async () => {
      const user = await createUser(t.app);
      const created = await startMembershipPayment(t.app, user);
      const { paymentIntentId } = created.json();
      // Paid, without the confirm route's own activation: the join is the one that activates.
      await t.database.db
        .update(paymentIntents)
        .set({ status: 'succeeded' })
        .where(eq(paymentIntents.paymentIntentId, paymentIntentId));
      const join = () => joinWithPayment(t.app, user, paymentIntentId);

      await dieOn(t.app, 'member_credit_entries', `new.user_id = '${user.userId}' and new.kind = 'GRANT'`, async () => {
        expectUnavailable(await join());
      });
      expect(await t.database.db.select().from(memberships).where(eq(memberships.userId, user.userId))).toHaveLength(0);

      const joined = await join();
      expect(joined.statusCode).toBe(200);
      expect(joined.json().profile.availableCredits).toBe(4);
    });

    it('a reservation: the place and the credit stay, and no reservation is left', async () => {
      const { vendorId, user: manager } = await vendorWithRole(t.app);
      const event = await createGlevent(t.app, manager, vendorId, { guestlistCapacity: 2 });
      const guest = await member();
      expect(await creditsOf(guest)).toBe(4);

      // The credit is the reservation's last write.
      await dieOn(
        t.app,
        'member_credit_entries',
        `new.user_id = '${guest.userId}' and new.kind = 'SPEND'`,
        async () => {
          expectUnavailable(await reserve(t.app, guest, vendorId, event.gleventId));
        },
      );
      expect((await gleventRow(event.gleventId)).reservedCount).toBe(0);
      expect(await t.database.db.select().from(reservations).where(eq(reservations.userId, guest.userId))).toHaveLength(
        0,
      );
      expect(await creditsOf(guest)).toBe(4);

      const again = await reserve(t.app, guest, vendorId, event.gleventId);
      expect(again.statusCode).toBe(201);
      expect(again.json().reservation.reservationStatus).toBe('CONFIRMED');
      expect(await creditsOf(guest)).toBe(3);
    });

    it('a cancellation that promotes: nobody’s place, status or credit moves, and no text is queued', async () => {
      const { vendorId, user: manager } = await vendorWithRole(t.app);
      const event = await createGlevent(t.app, manager, vendorId, { guestlistCapacity: 1 });
      const [holder, waiting] = [await member(), await member()];
      const held = (await reserve(t.app, holder, vendorId, event.gleventId)).json().reservation;
      const queued = (await reserve(t.app, waiting, vendorId, event.gleventId)).json().reservation;
      expect([held.reservationStatus, queued.reservationStatus]).toEqual(['CONFIRMED', 'WAITLISTED']);

      // The promotion's event (from which the guest's text comes, decision 078) is written mid-transaction.
      await dieOn(t.app, 'domain_events', `new.type = 'reservation.waitlist_promoted'`, async () => {
        expectUnavailable(await cancel(t.app, holder, held.reservationId));
      });
      expect(await statusOf(held.reservationId)).toBe('CONFIRMED');
      expect(await statusOf(queued.reservationId)).toBe('WAITLISTED');
      expect((await gleventRow(event.gleventId)).reservedCount).toBe(1);
      expect([await creditsOf(holder), await creditsOf(waiting)]).toEqual([3, 4]);
      const notices = await t.database.db
        .select()
        .from(smsNotices)
        .where(eq(smsNotices.noticeKey, promotionNoticeKey(queued.reservationId)));
      expect(notices).toHaveLength(0);

      expect((await cancel(t.app, holder, held.reservationId)).statusCode).toBe(200);
      expect(await statusOf(queued.reservationId)).toBe('CONFIRMED');
      expect([await creditsOf(holder), await creditsOf(waiting)]).toEqual([4, 3]);
    });

    it('a capacity raise that lets the waitlist in: the capacity, the places and the waitlist stay', async () => {
      const { vendorId, user: manager } = await vendorWithRole(t.app);
      const event = await createGlevent(t.app, manager, vendorId, { guestlistCapacity: 1 });
      const [first, second] = [await member(), await member()];
      await reserve(t.app, first, vendorId, event.gleventId);
      const queued = (await reserve(t.app, second, vendorId, event.gleventId)).json().reservation;
      const raise = () =>
        t.app.inject({
          method: 'PUT',
          url: endpointPath(updateGlevent, { vendorId, gleventId: event.gleventId }),
          headers: manager.auth,
          payload: { guestlistCapacity: 2 },
        });

      await dieOn(
        t.app,
        'audit_log',
        `new.action = 'glevent.update' and new.entity_id = '${event.gleventId}'`,
        async () => {
          expectUnavailable(await raise());
        },
      );
      expect(await gleventRow(event.gleventId)).toMatchObject({ originalCapacity: 1, reservedCount: 1 });
      expect(await statusOf(queued.reservationId)).toBe('WAITLISTED');
      expect(await creditsOf(second)).toBe(4);

      expect((await raise()).statusCode).toBe(200);
      expect(await statusOf(queued.reservationId)).toBe('CONFIRMED');
      expect(await creditsOf(second)).toBe(3);
    });
  });
  describe('sign-in', () => {
    it('a code’s sending, lost as the development outbox stores it: 503, no code left, and the next ask sends one', async () => {
      const phoneNumber = uniquePhone();
      const start = () => t.app.inject({ method: 'POST', url: startSignIn.path, payload: { phoneNumber } });

      // The console SMS is the provider here, and it writes to our database: its outage is ours, not the provider's.
      await dieOn(t.app, 'dev_sms_outbox', `new.to_number = '${phoneNumber}'`, async () => {
        const refused = await start();
        expectUnavailable(refused);
        expect(refused.headers['retry-after']).toBe('2');
      });
      expect(await t.database.db.select().from(signInCodes).where(eq(signInCodes.phoneNumber, phoneNumber))).toEqual(
        [],
      );

      expect((await start()).statusCode).toBe(200);
      const code = await latestCode(t.app, phoneNumber);
      const verified = await t.app.inject({
        method: 'POST',
        url: verifySignIn.path,
        payload: { phoneNumber, code },
      });
      expect(verified.statusCode).toBe(200);
    });

    it('a verify: the code is not spent and no account is made, so the same code signs in after', async () => {
      const phoneNumber = uniquePhone();
      const started = await t.app.inject({
        method: 'POST',
        url: startSignIn.path,
        payload: { phoneNumber },
      });
      expect(started.statusCode).toBe(200);
      const code = await latestCode(t.app, phoneNumber);
      const verify = () => t.app.inject({ method: 'POST', url: verifySignIn.path, payload: { phoneNumber, code } });

      // The session's refresh token is the sign-in's last write.
      await dieOn(
        t.app,
        'refresh_tokens',
        `(select phone_number from users where user_id = new.user_id) = '${phoneNumber}'`,
        async () => {
          expectUnavailable(await verify());
        },
      );
      expect(await t.database.db.select().from(users).where(eq(users.phoneNumber, phoneNumber))).toHaveLength(0);
      const [row] = await t.database.db.select().from(signInCodes).where(eq(signInCodes.phoneNumber, phoneNumber));
      expect(row?.consumedAt).toBeNull();

      const again = await verify();
      expect(again.statusCode).toBe(200);
      expect(again.json().isNewUser).toBe(true);
    });
  });
});
