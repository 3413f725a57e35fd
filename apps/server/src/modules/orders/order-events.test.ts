import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../test/harness.js';
import { waitUntil } from '../../../test/wait.js';
import { createOrderEventsHub, ORDER_EVENTS_CHANNEL } from './order-events.js';

const quietLog = { error: () => {} } as unknown as FastifyBaseLogger;
describe('order events hub', () => {
  let testDb: TestDatabase;
  beforeAll(async () => {
    testDb = await createTestDatabase();
  });
  afterAll(async () => testDb.drop());

  it('sends the changes of one window as one notification, and each stream hears its own order once', async () => {
    const payloads: string[] = [];
    const unlisten = await testDb.database.listen(ORDER_EVENTS_CHANNEL, (payload) => payloads.push(payload));
    const hub = createOrderEventsHub(testDb.database, { log: quietLog, windowMs: 20 });
    const heard = { A: 0, B: 0, C: 0 };
    for (const orderId of ['A', 'B', 'C'] as const) await hub.subscribe(orderId, () => heard[orderId]++);

    hub.announce('A');
    hub.announce('B');
    hub.announce('A');
    await waitUntil(() => heard.A > 0 && heard.B > 0);
    await new Promise((resolve) => setTimeout(resolve, 50));

    expect(payloads).toEqual(['A,B']);
    expect(heard).toEqual({ A: 1, B: 1, C: 0 });
    await hub.close();
    await unlisten();
  });

  it('sends what is still gathered when it closes', async () => {
    const payloads: string[] = [];
    const unlisten = await testDb.database.listen(ORDER_EVENTS_CHANNEL, (payload) => payloads.push(payload));
    const hub = createOrderEventsHub(testDb.database, { log: quietLog, windowMs: 60_000 });
    hub.announce('LAST');
    await hub.close();
    await waitUntil(() => payloads.length > 0);
    expect(payloads).toEqual(['LAST']);
    await unlisten();
  });
});
