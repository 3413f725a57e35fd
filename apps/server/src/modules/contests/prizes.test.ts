import { endpointPath, listContestPrizes, listStaffPrizes, ODDS_SCALE, updatePrize } from '@queueless/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createStaff,
  createUser,
  createVendor,
  drawAt,
  giveTickets,
  grantRole,
  type TestUser,
} from '../../../test/factories.js';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import { auditLog, prizeDraws, prizes, vendorEvents } from '../../db/schema.js';
import { newId } from '../../lib/ids.js';

const HOUR = 3_600_000;

describe('staff manage an event’s prizes (decision 047)', () => {
  let t: TestApp;
  let nextRandom = 0;
  let vendorId: string;
  let manager: TestUser;
  let staff: TestUser;
  let otherManager: TestUser;
  let otherVendorId: string;

  beforeAll(async () => {
    t = await createTestApp({ overrides: { random: () => nextRandom } });
    vendorId = (await createVendor(t.app)).vendorId;
    otherVendorId = (await createVendor(t.app)).vendorId;
    manager = await createUser(t.app);
    staff = await createUser(t.app);
    otherManager = await createUser(t.app);
    await grantRole(t.app, vendorId, manager, 'MANAGER');
    await grantRole(t.app, vendorId, staff, 'STAFF');
    await grantRole(t.app, otherVendorId, otherManager, 'MANAGER');
  });
  afterAll(async () => t.close());

  async function createEvent(owner = vendorId): Promise<string> {
    const eventId = `EVT-${newId(10)}`;
    await t.app.database.db.insert(vendorEvents).values({
      eventId,
      vendorId: owner,
      eventName: 'Prize Night',
      startTime: new Date(Date.now() - HOUR),
      endTime: new Date(Date.now() + 3 * HOUR),
      status: 'IN_PROGRESS',
    });
    return eventId;
  }

  const url = (eventId: string, prizeId?: string, vendor = vendorId) =>
    prizeId
      ? endpointPath(updatePrize, { vendorId: vendor, eventId, prizeId })
      : endpointPath(listStaffPrizes, { vendorId: vendor, eventId });
  const list = (user: TestUser | null, eventId: string, vendor = vendorId) =>
    t.app.inject({ url: url(eventId, undefined, vendor), headers: user?.auth });
  const add = (user: TestUser | null, eventId: string, payload: unknown, vendor = vendorId) =>
    t.app.inject({
      method: 'POST',
      url: url(eventId, undefined, vendor),
      headers: user?.auth,
      payload: payload as object,
    });
  const edit = (user: TestUser | null, eventId: string, prizeId: string, payload: unknown, vendor = vendorId) =>
    t.app.inject({
      method: 'PATCH',
      url: url(eventId, prizeId, vendor),
      headers: user?.auth,
      payload: payload as object,
    });
  const draw = (user: TestUser, eventId: string) => drawAt(t.app, user, eventId);
  it('a manager adds prizes, lists them with what was won, and the public list shows them', async () => {
    const eventId = await createEvent();
    const empty = await list(manager, eventId);
    expect(empty.statusCode).toBe(200);
    expect(empty.json()).toEqual({
      event: { eventId, eventName: 'Prize Night', status: 'IN_PROGRESS' },
      prizes: [],
      totalOdds: 0,
    });
    const created = await add(manager, eventId, {
      name: '  VIP Upgrade ',
      description: 'Skip the line.',
      odds: 0.25,
      quantityTotal: 5,
    });
    expect(created.statusCode).toBe(201);
    const prize = created.json().prize;
    expect(prize).toMatchObject({
      name: 'VIP Upgrade',
      description: 'Skip the line.',
      odds: 0.25,
      quantityTotal: 5,
      quantityRemaining: 5,
      quantityWon: 0,
      imageUrl: null,
    });
    expect((await list(manager, eventId)).json()).toMatchObject({ prizes: [prize], totalOdds: 0.25 });
    const publicList = (await t.app.inject({ url: endpointPath(listContestPrizes, { id: eventId }) })).json().prizes;
    expect(publicList).toEqual([
      expect.objectContaining({ prizeId: prize.prizeId, name: 'VIP Upgrade', odds: 0.25, quantityRemaining: 5 }),
    ]);
    const [audit] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, prize.prizeId), eq(auditLog.action, 'prize.create')));
    expect(audit).toMatchObject({ actorUserId: manager.userId, vendorId, entityType: 'prize' });
  });

  it('stock is set as a total, never below what has been won; the change is audit-logged with before and after', async () => {
    const eventId = await createEvent();
    const prize = (await add(manager, eventId, { name: 'Tote', odds: 1, quantityTotal: 3 })).json().prize;
    nextRandom = 0; // every draw wins while stock lasts
    const winners = [await createUser(t.app), await createUser(t.app)];
    for (const winner of winners) {
      await giveTickets(t.app, winner, eventId);
      expect((await draw(winner, eventId)).json().winStatus).toBe(true);
    }
    const below = await edit(manager, eventId, prize.prizeId, { quantityTotal: 1 });
    expect(below.statusCode).toBe(409);
    expect(below.json().error).toEqual({
      code: 'PRIZE_STOCK_BELOW_WON',
      message: 'Stock cannot be lower than the 2 already won.',
      details: { quantityWon: 2 },
    });
    const exact = await edit(manager, eventId, prize.prizeId, { quantityTotal: 2 });
    expect(exact.statusCode).toBe(200);
    expect(exact.json().prize).toMatchObject({ quantityTotal: 2, quantityWon: 2, quantityRemaining: 0 });
    const more = await edit(manager, eventId, prize.prizeId, { quantityTotal: 10, name: 'Big Tote' });
    expect(more.json().prize).toMatchObject({ name: 'Big Tote', quantityTotal: 10, quantityRemaining: 8 });
    const audits = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, prize.prizeId), eq(auditLog.action, 'prize.update')));
    expect(audits).toHaveLength(2);
    expect(audits.map((a) => a.details)).toContainEqual(
      expect.objectContaining({
        eventId,
        before: expect.objectContaining({ quantityTotal: 2, name: 'Tote' }),
        after: expect.objectContaining({ quantityTotal: 10, name: 'Big Tote' }),
      }),
    );
  });

  it('odds: the event’s prizes add up to certainty at most; a change applies to later draws, which record it', async () => {
    const eventId = await createEvent();
    const a = (await add(manager, eventId, { name: 'A', odds: 0.6, quantityTotal: 10 })).json().prize;
    const over = await add(manager, eventId, { name: 'B', odds: 0.5, quantityTotal: 10 });
    expect(over.statusCode).toBe(409);
    expect(over.json().error).toMatchObject({ code: 'PRIZE_ODDS_OVER_CERTAINTY', details: { maxOdds: 0.4 } });
    expect(over.json().error.message).toBe(
      "The prizes' odds would add up to more than 100 %: the other prizes already take 60 %, so this one can have at most 40 %.",
    );
    const b = (await add(manager, eventId, { name: 'B', odds: 0.4, quantityTotal: 10 })).json().prize;
    // Raising A is refused while B holds 40 %; lowering it is fine, as is giving B what A gave up.
    expect((await edit(manager, eventId, a.prizeId, { odds: 0.7 })).statusCode).toBe(409);
    expect((await edit(manager, eventId, a.prizeId, { odds: 0.1 })).json().prize.odds).toBe(0.1);
    expect((await edit(manager, eventId, b.prizeId, { odds: 0.9 })).json().prize.odds).toBe(0.9);
    expect((await edit(manager, eventId, b.prizeId, { odds: 0.8 })).json().prize.odds).toBe(0.8);

    const player = await createUser(t.app);
    await giveTickets(t.app, player, eventId);
    nextRandom = ODDS_SCALE - 1; // past every slice: a loss, recorded with the odds in force
    expect((await draw(player, eventId)).json().winStatus).toBe(false);
    const [recorded] = await t.database.db.select().from(prizeDraws).where(eq(prizeDraws.eventId, eventId));
    expect(recorded!.odds).toEqual(
      expect.arrayContaining([
        { prizeId: a.prizeId, oddsPpm: 100_000, quantityRemaining: 10 },
        { prizeId: b.prizeId, oddsPpm: 800_000, quantityRemaining: 10 },
      ]),
    );
  });

  it('refuses hostile and malformed input in our error shape', async () => {
    const eventId = await createEvent();
    const prize = (await add(manager, eventId, { name: 'Cap', odds: 0.1, quantityTotal: 1 })).json().prize;
    const bad: unknown[] = [
      {},
      { name: '', odds: 0.1, quantityTotal: 1 },
      { name: '   ', odds: 0.1, quantityTotal: 1 },
      { name: 'x'.repeat(81), odds: 0.1, quantityTotal: 1 },
      { name: 'X', description: 'd'.repeat(501), odds: 0.1, quantityTotal: 1 },
      { name: 'X', odds: -0.1, quantityTotal: 1 },
      { name: 'X', odds: 1.5, quantityTotal: 1 },
      { name: 'X', odds: 0.0000001, quantityTotal: 1 },
      { name: 'X', odds: '0.1', quantityTotal: 1 },
      { name: 'X', odds: Number.NaN, quantityTotal: 1 },
      { name: 'X', odds: 0.1, quantityTotal: -1 },
      { name: 'X', odds: 0.1, quantityTotal: 1.5 },
      { name: 'X', odds: 0.1, quantityTotal: 100_001 },
      { name: 'X', odds: 0.1, quantityTotal: 1, quantityRemaining: 5 },
      { name: 'X', odds: 0.1, quantityTotal: 1, contestId: 'other' },
      { name: { $gt: '' }, odds: 0.1, quantityTotal: 1 },
      [],
    ];
    for (const payload of bad) {
      const reply = await add(manager, eventId, payload);
      expect(reply.statusCode, JSON.stringify(payload)).toBe(400);
      expect(reply.json().error.code).toBe('VALIDATION_FAILED');
    }
    for (const payload of [{}, { odds: 2 }, { quantityTotal: -5 }, { prizeId: 'x' }, { oddsPpm: 5 }]) {
      const reply = await edit(manager, eventId, prize.prizeId, payload);
      expect(reply.statusCode, JSON.stringify(payload)).toBe(400);
    }
    const text = await t.app.inject({
      method: 'POST',
      url: url(eventId),
      headers: { ...manager.auth, 'content-type': 'text/plain' },
      payload: 'name=X',
    });
    expect([400, 415]).toContain(text.statusCode);
    expect(text.json().error.code).toMatch(/^(VALIDATION_FAILED|UNSUPPORTED_MEDIA_TYPE)$/);
    expect((await edit(manager, eventId, "x' or 1=1--", { name: 'Y' })).statusCode).toBe(400);
    expect((await edit(manager, eventId, 'NOSUCHPRIZE', { name: 'Y' })).statusCode).toBe(404);
    expect((await list(manager, 'NOSUCHEVENT')).statusCode).toBe(404);
    // Nothing changed.
    const [row] = await t.database.db.select().from(prizes).where(eq(prizes.prizeId, prize.prizeId));
    expect(row).toMatchObject({ name: 'Cap', oddsPpm: 100_000, quantityRemaining: 1 });
  });

  it('permissions: no token 401, STAFF 403, another vendor’s manager 403, another vendor’s event 404', async () => {
    const eventId = await createEvent();
    const prize = (await add(manager, eventId, { name: 'Pin', odds: 0.1, quantityTotal: 1 })).json().prize;
    const body = { name: 'Mine now', odds: 0.1, quantityTotal: 1 };
    expect((await list(null, eventId)).statusCode).toBe(401);
    expect((await add(null, eventId, body)).statusCode).toBe(401);
    expect((await edit(null, eventId, prize.prizeId, { name: 'x' })).statusCode).toBe(401);
    for (const user of [staff, otherManager]) {
      expect((await list(user, eventId)).statusCode).toBe(403);
      expect((await add(user, eventId, body)).statusCode).toBe(403);
      const reply = await edit(user, eventId, prize.prizeId, { name: 'x' });
      expect(reply.statusCode).toBe(403);
      expect(reply.json().error.code).toBe('FORBIDDEN');
    }
    // Their own vendor in the path, this vendor's event: not theirs to see.
    expect((await list(otherManager, eventId, otherVendorId)).statusCode).toBe(404);
    expect((await add(otherManager, eventId, body, otherVendorId)).statusCode).toBe(404);
    expect((await edit(otherManager, eventId, prize.prizeId, { name: 'x' }, otherVendorId)).statusCode).toBe(404);
    // A prize of another event of the same vendor is not found under this one.
    const otherEvent = await createEvent();
    expect((await edit(manager, otherEvent, prize.prizeId, { name: 'x' })).statusCode).toBe(404);
    // The role is read on each call: a demoted manager is refused at once.
    const demoted = await createStaff(t.app, vendorId, 'MANAGER');
    expect((await list(demoted, eventId)).statusCode).toBe(200);
    await grantRole(t.app, vendorId, demoted, 'STAFF');
    expect((await list(demoted, eventId)).statusCode).toBe(403);
    const [row] = await t.database.db.select().from(prizes).where(eq(prizes.prizeId, prize.prizeId));
    expect(row!.name).toBe('Pin');
  });
});
