import { createPrize, endpointPath, ODDS_SCALE, updatePrize } from '@queueless/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createLiveEventWithPrize,
  createUser,
  createVendor,
  drawAt,
  giveTickets,
  grantRole,
  type TestUser,
} from '../../../test/factories.js';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import { prizes, rewards, vendorEvents } from '../../db/schema.js';
import { newId } from '../../lib/ids.js';

const HOUR = 3_600_000;

// PGlite is one connection: statements run one at a time, so nothing can race there.
describe.skipIf(!process.env.DATABASE_URL)('prize stock edited while draws happen, on PostgreSQL', () => {
  let t: TestApp;
  let vendorId: string;
  let manager: TestUser;

  beforeAll(async () => {
    // Every draw wins while there is stock: the race is between the wins and the stock edits.
    t = await createTestApp({ overrides: { random: () => 0 } });
    vendorId = (await createVendor(t.app)).vendorId;
    manager = await createUser(t.app);
    await grantRole(t.app, vendorId, manager, 'MANAGER');
  });
  afterAll(async () => t.close());

  it('60 draws and 20 edits lowering the stock to 25, all at once: the stock ends at 25 = won + left, never below', async () => {
    const { eventId, prizeId } = await createLiveEventWithPrize(t.app, vendorId, {
      stock: 100,
      eventName: 'Race Night',
    });
    const players = await Promise.all(Array.from({ length: 60 }, () => createUser(t.app)));
    await Promise.all(players.map((player) => giveTickets(t.app, player, eventId)));

    const draws = players.map((player) => drawAt(t.app, player, eventId));
    const edits = Array.from({ length: 20 }, () =>
      t.app.inject({
        method: 'PATCH',
        url: endpointPath(updatePrize, { vendorId, eventId, prizeId }),
        headers: manager.auth,
        payload: { quantityTotal: 25 },
      }),
    );
    const [drawReplies, editReplies] = await Promise.all([Promise.all(draws), Promise.all(edits)]);
    expect(drawReplies.map((reply) => reply.statusCode)).toEqual(drawReplies.map(() => 200));
    const applied = editReplies.filter((reply) => reply.statusCode === 200);
    const refused = editReplies.filter((reply) => reply.statusCode === 409);
    expect(applied.length + refused.length).toBe(20);
    for (const reply of refused) expect(reply.json().error.details.quantityWon).toBeGreaterThan(25);
    // Each answer was exact when it was given.
    for (const reply of applied) {
      const { quantityTotal, quantityWon, quantityRemaining } = reply.json().prize;
      expect([quantityTotal, quantityWon + quantityRemaining]).toEqual([25, 25]);
    }

    const [row] = await t.database.db.select().from(prizes).where(eq(prizes.prizeId, prizeId));
    const won = (await t.database.db.select().from(rewards).where(eq(rewards.prizeId, prizeId))).length;
    expect(row!.quantityRemaining).toBeGreaterThanOrEqual(0);
    expect(drawReplies.filter((reply) => reply.json().winStatus)).toHaveLength(won);
    if (applied.length > 0) {
      // Once an edit set the stock to 25, no draw could win a 26th.
      expect(won).toBeLessThanOrEqual(25);
      expect(won + row!.quantityRemaining).toBe(25);
    } else {
      expect(won + row!.quantityRemaining).toBe(100);
    }
  });
  it('10 managers adding a 30 % prize to one event at once: 3 go in, 7 are refused; the odds never pass certainty', async () => {
    const eventId = `EVT-${newId(10)}`;
    await t.database.db.insert(vendorEvents).values({
      eventId,
      vendorId,
      eventName: 'Odds Night',
      startTime: new Date(Date.now() + HOUR),
      status: 'UPCOMING',
    });
    const replies = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        t.app.inject({
          method: 'POST',
          url: endpointPath(createPrize, { vendorId, eventId }),
          headers: manager.auth,
          payload: { name: `Prize ${i}`, odds: 0.3, quantityTotal: 5 },
        }),
      ),
    );
    expect(replies.filter((reply) => reply.statusCode === 201)).toHaveLength(3);
    const refused = replies.filter((reply) => reply.statusCode === 409);
    expect(refused).toHaveLength(7);
    for (const reply of refused) expect(reply.json().error.code).toBe('PRIZE_ODDS_OVER_CERTAINTY');
    const rows = await t.database.db.select().from(prizes).where(eq(prizes.contestId, eventId));
    expect(rows.reduce((sum, row) => sum + row.oddsPpm, 0)).toBe(0.9 * ODDS_SCALE);
  });
});
