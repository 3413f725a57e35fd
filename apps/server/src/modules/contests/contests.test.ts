import {
  claimReward,
  createRewardTicket,
  drawPrize,
  endpointPath,
  listContestPrizes,
  listTickets,
  listUserRewards,
  ODDS_SCALE,
} from '@queueless/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStaff, createUser, createVendor, giveTickets, type TestUser } from '../../../test/factories.js';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import { auditLog, prizeDraws, prizes, rewards, tickets, vendorEvents } from '../../db/schema.js';
import { newId } from '../../lib/ids.js';

const HOUR = 3_600_000;

describe('contest service', () => {
  let t: TestApp;
  /** The draw's random source, swapped per test. */
  let nextRandom: () => number = () => ODDS_SCALE - 1;

  beforeAll(async () => {
    t = await createTestApp({ overrides: { random: () => nextRandom() } });
  });
  afterAll(async () => {
    await t.close();
  });

  async function createEvent(
    vendorId: string,
    overrides: Partial<typeof vendorEvents.$inferInsert> = {},
  ): Promise<string> {
    const eventId = `EVT-${newId(10)}`;
    const now = Date.now();
    await t.app.database.db.insert(vendorEvents).values({
      eventId,
      vendorId,
      eventName: 'Test Night',
      startTime: new Date(now - HOUR),
      endTime: new Date(now + 3 * HOUR),
      status: 'IN_PROGRESS',
      ...overrides,
    });
    return eventId;
  }

  async function createPrize(eventId: string, oddsPpm: number, quantityRemaining: number, prizeId = newId(10)) {
    await t.app.database.db
      .insert(prizes)
      .values({ prizeId, contestId: eventId, name: `Prize ${prizeId}`, oddsPpm, quantityRemaining });
    return prizeId;
  }

  const grant = (user: TestUser | null, eventId: string, body: Record<string, unknown> = {}) =>
    t.app.inject({
      method: 'POST',
      url: createRewardTicket.path,
      headers: user?.auth,
      payload: { sourceType: 'SIGNIN', eventId, ...body },
    });
  const readTickets = (user: TestUser, eventId?: string) =>
    t.app.inject({ method: 'GET', url: endpointPath(listTickets, {}, { eventId }), headers: user.auth });
  const draw = (user: TestUser | null, eventId: string, payload: unknown = { termsAccepted: true }) =>
    t.app.inject({
      method: 'POST',
      url: endpointPath(drawPrize, { id: eventId }),
      headers: user?.auth,
      payload: payload as object,
    });
  const claim = (user: TestUser | null, id: string) =>
    t.app.inject({ method: 'POST', url: endpointPath(claimReward, { id }), headers: user?.auth });
  const myRewards = (user: TestUser, query = '') =>
    t.app.inject({ method: 'GET', url: `${listUserRewards.path}${query}`, headers: user.auth });

  const spentTickets = async (user: TestUser, eventId: string) =>
    (
      await t.app.database.db
        .select()
        .from(tickets)
        .where(and(eq(tickets.userId, user.userId), eq(tickets.eventId, eventId)))
    ).filter((row) => row.usedAt !== null).length;

  describe('prizes', () => {
    it('lists an event’s prize groups to anyone, with odds and stock', async () => {
      const vendor = await createVendor(t.app);
      const eventId = await createEvent(vendor.vendorId);
      await createPrize(eventId, 250_000, 4, 'P-A');
      const response = await t.app.inject({ method: 'GET', url: endpointPath(listContestPrizes, { id: eventId }) });
      expect(response.statusCode).toBe(200);
      expect(response.json().prizes).toEqual([
        { prizeId: 'P-A', name: 'Prize P-A', description: null, imageUrl: null, quantityRemaining: 4, odds: 0.25 },
      ]);
    });

    it('leaves out a prize with no chance of being won (odds 0: taken out of the drawing by staff)', async () => {
      const vendor = await createVendor(t.app);
      const eventId = await createEvent(vendor.vendorId);
      await createPrize(eventId, 0, 4, 'P-OFF');
      await createPrize(eventId, 100_000, 2, 'P-ON');
      const response = await t.app.inject({ method: 'GET', url: endpointPath(listContestPrizes, { id: eventId }) });
      expect(response.json().prizes.map((prize: { prizeId: string }) => prize.prizeId)).toEqual(['P-ON']);
    });

    it('answers 404 for an unknown event', async () => {
      const response = await t.app.inject({ method: 'GET', url: endpointPath(listContestPrizes, { id: 'NOPE' }) });
      expect(response.statusCode).toBe(404);
      expect(response.json().error.code).toBe('NOT_FOUND');
    });
  });

  describe('tickets', () => {
    it('grants the sign-in ticket once per person per event per day, expiring at the event end', async () => {
      const vendor = await createVendor(t.app);
      const endTime = new Date(Date.now() + 2 * HOUR);
      const eventId = await createEvent(vendor.vendorId, { endTime });
      const user = await createUser(t.app);

      const first = await grant(user, eventId);
      expect(first.statusCode).toBe(201);
      expect(first.json().created).toBe(true);
      expect(first.json().ticket.expiresAt).toBe(endTime.toISOString());
      const again = await grant(user, eventId);
      expect(again.statusCode).toBe(200);
      expect(again.json()).toEqual({ ticket: first.json().ticket, created: false });

      const listed = await readTickets(user, eventId);
      expect(listed.json().tickets).toHaveLength(1);
      // Someone else's tickets are not in my list.
      const other = await createUser(t.app);
      expect((await readTickets(other)).json().tickets).toEqual([]);
    });

    it('lists only tickets that can still be played', async () => {
      const vendor = await createVendor(t.app);
      const eventId = await createEvent(vendor.vendorId);
      const user = await createUser(t.app);
      await t.app.database.db.insert(tickets).values([
        { ticketId: newId(), userId: user.userId, eventId, sourceType: 'TEST', expiresAt: new Date(Date.now() - 1000) },
        { ticketId: newId(), userId: user.userId, eventId, sourceType: 'TEST', usedAt: new Date() },
        {
          ticketId: 'USABLE-1',
          userId: user.userId,
          eventId,
          sourceType: 'TEST',
          expiresAt: new Date(Date.now() + HOUR),
        },
      ]);
      expect((await readTickets(user, eventId)).json().tickets.map((x: { ticketId: string }) => x.ticketId)).toEqual([
        'USABLE-1',
      ]);
    });

    it('refuses tickets for an ended event, an unknown one, without sign-in, and odd bodies', async () => {
      const vendor = await createVendor(t.app);
      const ended = await createEvent(vendor.vendorId, {
        startTime: new Date(Date.now() - 5 * HOUR),
        endTime: new Date(Date.now() - HOUR),
      });
      const user = await createUser(t.app);
      expect((await grant(user, ended)).json().error.code).toBe('CONTEST_CLOSED');
      const upcoming = await createEvent(vendor.vendorId, {
        status: 'UPCOMING',
        startTime: new Date(Date.now() + HOUR),
      });
      expect((await grant(user, upcoming)).statusCode).toBe(409);
      await giveTickets(t.app, user, ended, 1);
      expect((await draw(user, ended)).json().error.code).toBe('CONTEST_CLOSED');
      expect((await grant(user, 'NOPE')).statusCode).toBe(404);
      expect((await grant(null, ended)).statusCode).toBe(401);
      const open = await createEvent(vendor.vendorId);
      expect((await grant(user, open, { sourceType: 'PURCHASE' })).statusCode).toBe(400);
      expect((await grant(user, open, { extra: 1 })).statusCode).toBe(400);
      expect((await grant(user, `A\u0000B`)).statusCode).toBe(400);
    });
  });

  describe('draw', () => {
    it('refuses terms declined (400), needs a ticket (409 NO_TICKETS_LEFT), signed in', async () => {
      const vendor = await createVendor(t.app);
      const eventId = await createEvent(vendor.vendorId);
      const user = await createUser(t.app);
      const declined = await draw(user, eventId, { termsAccepted: false });
      expect(declined.statusCode).toBe(400);
      expect(declined.json().error.message).toContain('Please accept the terms and conditions to proceed.');
      expect((await draw(null, eventId)).statusCode).toBe(401);
      const none = await draw(user, eventId);
      expect(none.statusCode).toBe(409);
      expect(none.json().error.code).toBe('NO_TICKETS_LEFT');
    });

    it('draws for a spec client, which sends no body or {} (the spec keeps the terms tick on the client)', async () => {
      const vendor = await createVendor(t.app);
      const eventId = await createEvent(vendor.vendorId);
      await createPrize(eventId, 0, 1);
      const user = await createUser(t.app);
      await giveTickets(t.app, user, eventId, 3);
      const noBody = await t.app.inject({
        method: 'POST',
        url: endpointPath(drawPrize, { id: eventId }),
        headers: user.auth,
      });
      expect(noBody.statusCode, noBody.body).toBe(200);
      expect(noBody.json()).toMatchObject({ winStatus: false, rewards: [], message: expect.any(String) });
      expect((await draw(user, eventId, {})).statusCode).toBe(200);
      expect((await draw(user, eventId, { termsAccepted: true })).statusCode).toBe(200);
      expect((await draw(user, eventId, {})).json().error.code).toBe('NO_TICKETS_LEFT');
    });

    it('spends one ticket, wins by the random value, records the draw, then one prize per event', async () => {
      const vendor = await createVendor(t.app);
      const eventId = await createEvent(vendor.vendorId);
      const prizeId = await createPrize(eventId, 500_000, 2);
      const user = await createUser(t.app);
      await giveTickets(t.app, user, eventId, 2);

      nextRandom = () => 499_999;
      const won = await draw(user, eventId);
      expect(won.statusCode).toBe(200);
      const body = won.json();
      expect(body.winStatus).toBe(true);
      expect(body.rewards).toHaveLength(1);
      expect(body.rewards[0]).toMatchObject({ status: 'PENDING', prizeName: `Prize ${prizeId}`, eventId });
      expect(body.rewards[0].claimCode).toMatch(/^[A-Z2-9]{8}$/);
      expect(Date.parse(body.rewards[0].claimExpiration)).toBeGreaterThan(Date.now());
      expect(await spentTickets(user, eventId)).toBe(1);

      nextRandom = () => 0;
      const second = await draw(user, eventId);
      expect(second.json()).toMatchObject({ winStatus: false, rewards: [] });
      expect(await spentTickets(user, eventId)).toBe(2);
      const [stock] = await t.app.database.db.select().from(prizes).where(eq(prizes.prizeId, prizeId));
      expect(stock?.quantityRemaining).toBe(1);

      const records = await t.app.database.db.select().from(prizeDraws).where(eq(prizeDraws.userId, user.userId));
      expect(records.map((r) => [r.outcome, r.randomValue]).sort()).toEqual([
        ['ALREADY_WON', 0],
        ['WIN', 499_999],
      ]);
      expect((await draw(user, eventId)).json().error.code).toBe('NO_TICKETS_LEFT');
    });

    it('loses on a value past every prize’s slice and never wins a prize out of stock', async () => {
      const vendor = await createVendor(t.app);
      const eventId = await createEvent(vendor.vendorId);
      await createPrize(eventId, 500_000, 0);
      const user = await createUser(t.app);
      await giveTickets(t.app, user, eventId, 1);
      nextRandom = () => 0;
      const result = await draw(user, eventId);
      expect(result.json()).toEqual({ winStatus: false, rewards: [], message: 'Better luck next time!' });
      const [record] = await t.app.database.db.select().from(prizeDraws).where(eq(prizeDraws.userId, user.userId));
      expect(record).toMatchObject({ outcome: 'LOSE', randomValue: 0, odds: [] });
    });

    it('honours the odds through the API over 150 seeded draws (within 4.5 standard deviations)', async () => {
      const vendor = await createVendor(t.app);
      const eventId = await createEvent(vendor.vendorId);
      await createPrize(eventId, 300_000, 1_000, 'P-ODDS');
      let state = 12345;
      // A seeded linear congruential source: reproducible, uniform enough for 240 draws.
      nextRandom = () => {
        state = (Math.imul(state, 1_103_515_245) + 12_345) >>> 0;
        return Math.floor((state / 4_294_967_296) * ODDS_SCALE);
      };
      const draws = 150;
      let wins = 0;
      for (let i = 0; i < draws; i += 1) {
        const user = await createUser(t.app);
        await giveTickets(t.app, user, eventId, 1);
        if ((await draw(user, eventId)).json().winStatus) wins += 1;
      }
      const mean = draws * 0.3;
      expect(Math.abs(wins - mean)).toBeLessThan(4.5 * Math.sqrt(draws * 0.3 * 0.7));
      const [stock] = await t.app.database.db.select().from(prizes).where(eq(prizes.prizeId, 'P-ODDS'));
      expect(stock?.quantityRemaining).toBe(1_000 - wins);
      // The audit trail alone explains every outcome: a win exactly when the value fell in the slice.
      const records = await t.app.database.db.select().from(prizeDraws).where(eq(prizeDraws.eventId, eventId));
      expect(records).toHaveLength(draws);
      for (const record of records) expect(record.outcome === 'WIN').toBe(record.randomValue < 300_000);
    });
  });

  describe('rewards and claims', () => {
    async function winReward(vendorId: string) {
      const eventId = await createEvent(vendorId);
      await createPrize(eventId, ODDS_SCALE, 5);
      const user = await createUser(t.app);
      await giveTickets(t.app, user, eventId, 1);
      nextRandom = () => 0;
      const result = await draw(user, eventId);
      return { user, eventId, reward: result.json().rewards[0] };
    }

    it('lists the caller’s own rewards, newest first, by event and limit', async () => {
      const vendor = await createVendor(t.app);
      const { user, eventId, reward } = await winReward(vendor.vendorId);
      expect((await myRewards(user)).json().rewards).toEqual([reward]);
      expect((await myRewards(user, `?eventId=${eventId}&limit=3`)).json().rewards).toHaveLength(1);
      expect((await myRewards(user, '?eventId=OTHER')).json().rewards).toEqual([]);
      const stranger = await createUser(t.app);
      expect((await myRewards(stranger)).json().rewards).toEqual([]);
      expect((await myRewards(user, '?limit=1000')).statusCode).toBe(400);
    });

    it('is claimed by staff of the event’s vendor only, by claim code, once', async () => {
      const vendor = await createVendor(t.app);
      const otherVendor = await createVendor(t.app);
      const { user, reward } = await winReward(vendor.vendorId);
      const staff = await createStaff(t.app, vendor.vendorId);
      const otherStaff = await createStaff(t.app, otherVendor.vendorId, 'MANAGER');

      expect((await claim(null, reward.claimCode)).statusCode).toBe(401);
      expect((await claim(user, reward.claimCode)).statusCode).toBe(403);
      expect((await claim(otherStaff, reward.claimCode)).statusCode).toBe(404);
      expect((await claim(staff, 'ZZZZZZZZ')).statusCode).toBe(404);
      // Staff of another vendor are answered the same for another vendor's real code and a made-up one (issue 37).
      const forOtherStaff = [await claim(otherStaff, reward.claimCode), await claim(otherStaff, 'ZZZZZZZZ')];
      expect(forOtherStaff.map((reply) => [reply.statusCode, reply.json().error])).toEqual([
        [404, { code: 'NOT_FOUND', message: 'No reward has this claim code.' }],
        [404, { code: 'NOT_FOUND', message: 'No reward has this claim code.' }],
      ]);
      // A customer is answered the same for a code that exists and one that does not: nothing to probe.
      const forCustomer = [await claim(user, reward.claimCode), await claim(user, 'ZZZZZZZZ')];
      expect(forCustomer.map((reply) => [reply.statusCode, reply.json().error])).toEqual([
        [403, { code: 'FORBIDDEN', message: 'You do not have access to this vendor.' }],
        [403, { code: 'FORBIDDEN', message: 'You do not have access to this vendor.' }],
      ]);

      const typed = `${reward.claimCode.slice(0, 4).toLowerCase()}-${reward.claimCode.slice(4)}`;
      const claimed = await claim(staff, typed);
      expect(claimed.statusCode).toBe(200);
      expect(claimed.json().reward).toMatchObject({ rewardId: reward.rewardId, status: 'CLAIMED' });
      const again = await claim(staff, reward.rewardId);
      expect(again.statusCode).toBe(409);
      expect(again.json().error.code).toBe('REWARD_ALREADY_CLAIMED');
      expect((await myRewards(user)).json().rewards[0].status).toBe('CLAIMED');
      const audit = await t.app.database.db.select().from(auditLog).where(eq(auditLog.entityId, reward.rewardId));
      expect(audit.map((row) => [row.action, row.actorUserId])).toEqual([['reward.claim', staff.userId]]);
    });

    it('answers hostile input with 4xx in our error shape', async () => {
      const user = await createUser(t.app);
      const responses = await Promise.all([
        claim(user, 'A\u0000B'),
        claim(user, 'X'.repeat(65)),
        t.app.inject({ method: 'GET', url: endpointPath(listContestPrizes, { id: 'A\u0000' }) }),
        t.app.inject({
          method: 'GET',
          url: endpointPath(listTickets, {}, { eventId: 'E', extra: '1' }),
          headers: user.auth,
        }),
        t.app.inject({ method: 'GET', url: endpointPath(listUserRewards, {}, { limit: '1e99' }), headers: user.auth }),
        draw(user, 'E', { termsAccepted: true, extra: 1 }),
      ]);
      for (const response of responses) {
        expect(response.statusCode).toBe(400);
        expect(response.json().error.code).toBe('VALIDATION_FAILED');
      }
    });

    it('refuses an expired claim code', async () => {
      const vendor = await createVendor(t.app);
      const { reward } = await winReward(vendor.vendorId);
      await t.app.database.db
        .update(rewards)
        .set({ claimExpiration: new Date(Date.now() - 1000) })
        .where(eq(rewards.rewardId, reward.rewardId));
      const staff = await createStaff(t.app, vendor.vendorId);
      const response = await claim(staff, reward.claimCode);
      expect(response.statusCode).toBe(409);
      expect(response.json().error.code).toBe('REWARD_EXPIRED');
    });
  });
});
