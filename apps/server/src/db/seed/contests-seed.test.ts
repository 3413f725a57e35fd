import { ODDS_SCALE } from '@queueless/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, drawAt, giveTickets } from '../../../test/factories.js';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import { seedDemo } from '../seed.js';
import { DEMO_TONIGHT_EVENT_ID } from './contests.js';

/**
 * The demo's drawing tonight is certain for a first draw while stock lasts, and two journeys win there
 * (`prize-drawing.spec.ts` and `contests-accessibility.spec.ts`, at once). A prize sold out turns its share of the odds
 * into a loss, so a prize with one left made the second winner lose when the first drew it (CI, about 1 run in 100).
 */
describe('the demo drawing tonight', () => {
  let t: TestApp;
  beforeAll(async () => {
    // The value every draw lands on: the last slice of the scale, the scarcest prize's (the VIP table).
    t = await createTestApp({ overrides: { random: () => ODDS_SCALE - 1 } });
    await seedDemo(t.app.database.db);
  });
  afterAll(async () => t.close());

  it('is won by the first draw of each of two people, wherever the draws land', async () => {
    const outcomes: boolean[] = [];
    for (let person = 0; person < 2; person++) {
      const user = await createUser(t.app);
      await giveTickets(t.app, user, DEMO_TONIGHT_EVENT_ID, 1);
      const reply = await drawAt(t.app, user, DEMO_TONIGHT_EVENT_ID);
      expect(reply.statusCode, reply.body).toBe(200);
      outcomes.push(reply.json().winStatus);
    }
    expect(outcomes).toEqual([true, true]);
  });
});
