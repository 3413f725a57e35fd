import { claimReward, createRewardTicket, endpointPath } from '@queueless/contracts';
import { and, eq, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createLiveEventWithPrize,
  createStaff,
  createUser,
  createVendor,
  drawAt,
  giveTickets,
  type TestUser,
} from '../../../test/factories.js';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import { prizeDraws, prizes, rewards, tickets } from '../../db/schema.js';

// PGlite is one connection: statements run one at a time, so nothing can race there.
describe.skipIf(!process.env.DATABASE_URL)('contest races on PostgreSQL', () => {
  let t: TestApp;
  let vendorId: string;

  beforeAll(async () => {
    // Every draw wins if it can: the races are about stock, tickets and one prize per person.
    t = await createTestApp({ overrides: { random: () => 0 } });
    vendorId = (await createVendor(t.app)).vendorId;
  });
  afterAll(async () => {
    await t.close();
  });

  const createEventWithPrize = (stock: number) =>
    createLiveEventWithPrize(t.app, vendorId, { stock, eventName: 'Race Night' });

  const draw = (user: TestUser, eventId: string) => drawAt(t.app, user, eventId);

  it('50 parallel draws by one person with 3 tickets: exactly 3 spent, at most one prize', async () => {
    const { eventId, prizeId } = await createEventWithPrize(10);
    const user = await createUser(t.app);
    await giveTickets(t.app, user, eventId, 3);
    const responses = await Promise.all(Array.from({ length: 50 }, () => draw(user, eventId)));
    const statuses = responses.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 200)).toHaveLength(3);
    expect(statuses.filter((s) => s === 409)).toHaveLength(47);
    expect(responses.filter((r) => r.statusCode === 409).every((r) => r.json().error.code === 'NO_TICKETS_LEFT')).toBe(
      true,
    );
    expect(responses.filter((r) => r.statusCode === 200 && r.json().winStatus)).toHaveLength(1);
    const spent = await t.app.database.db
      .select()
      .from(tickets)
      .where(and(eq(tickets.userId, user.userId), isNotNull(tickets.usedAt)));
    expect(spent).toHaveLength(3);
    expect(await t.app.database.db.select().from(rewards).where(eq(rewards.userId, user.userId))).toHaveLength(1);
    expect(await t.app.database.db.select().from(prizeDraws).where(eq(prizeDraws.userId, user.userId))).toHaveLength(3);
    const [stock] = await t.app.database.db.select().from(prizes).where(eq(prizes.prizeId, prizeId));
    expect(stock?.quantityRemaining).toBe(9);
  });

  it('100 people drawing at once for a prize with stock 5: exactly 5 won, stock 0', async () => {
    const { eventId, prizeId } = await createEventWithPrize(5);
    const people = await Promise.all(Array.from({ length: 100 }, () => createUser(t.app)));
    for (const person of people) await giveTickets(t.app, person, eventId, 1);
    const responses = await Promise.all(people.map((person) => draw(person, eventId)));
    expect(responses.every((r) => r.statusCode === 200)).toBe(true);
    expect(responses.filter((r) => r.json().winStatus)).toHaveLength(5);
    expect(await t.app.database.db.select().from(rewards).where(eq(rewards.contestId, eventId))).toHaveLength(5);
    const [stock] = await t.app.database.db.select().from(prizes).where(eq(prizes.prizeId, prizeId));
    expect(stock?.quantityRemaining).toBe(0);
  });

  it('20 parallel claims of one reward: one succeeds, 19 are told it was already claimed', async () => {
    const { eventId } = await createEventWithPrize(1);
    const winner = await createUser(t.app);
    await giveTickets(t.app, winner, eventId, 1);
    const reward = (await draw(winner, eventId)).json().rewards[0];
    const staff = await createStaff(t.app, vendorId);
    const responses = await Promise.all(
      Array.from({ length: 20 }, () =>
        t.app.inject({ method: 'POST', url: endpointPath(claimReward, { id: reward.claimCode }), headers: staff.auth }),
      ),
    );
    expect(responses.filter((r) => r.statusCode === 200)).toHaveLength(1);
    const refused = responses.filter((r) => r.statusCode === 409);
    expect(refused).toHaveLength(19);
    expect(refused.every((r) => r.json().error.code === 'REWARD_ALREADY_CLAIMED')).toBe(true);
  });
  it('20 parallel sign-in ticket requests of one person for one event make one ticket', async () => {
    const { eventId } = await createEventWithPrize(1);
    const user = await createUser(t.app);
    const responses = await Promise.all(
      Array.from({ length: 20 }, () =>
        t.app.inject({
          method: 'POST',
          url: createRewardTicket.path,
          headers: user.auth,
          payload: { sourceType: 'SIGNIN', eventId },
        }),
      ),
    );
    expect(responses.map((r) => r.statusCode).sort()).toEqual([...Array(19).fill(200), 201]);
    expect(new Set(responses.map((r) => r.json().ticket.ticketId)).size).toBe(1);
    const rows = await t.app.database.db
      .select()
      .from(tickets)
      .where(and(eq(tickets.userId, user.userId), eq(tickets.eventId, eventId)));
    expect(rows).toHaveLength(1);
  });
});
