import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../test/harness.js';
import { waitUntil } from '../../../test/wait.js';
import { createEventTail, recordEvent } from '../domain-events/index.js';
import { createOrderEventsHub } from './order-events.js';

const quietLog = { warn: () => {}, error: () => {} } as unknown as FastifyBaseLogger;
describe('order events hub', () => {
  let testDb: TestDatabase;
  beforeAll(async () => {
    testDb = await createTestDatabase();
  });
  afterAll(async () => testDb.drop());

  it('tells each stream of its own order once per batch of committed events, and no other', async () => {
    const tail = createEventTail(testDb.database, { log: quietLog });
    const hub = createOrderEventsHub(tail);
    const heard = { A: 0, B: 0, C: 0 };
    for (const orderId of ['A', 'B', 'C'] as const) await hub.subscribe(orderId, () => heard[orderId]++);
    const batches: (string[] | null)[] = [];
    await hub.subscribeAll((orderIds) => batches.push(orderIds));

    await testDb.database.db.transaction(async (tx) => {
      for (const aggregateId of ['A', 'B', 'A'])
        await recordEvent(tx, { type: 'order.paid', vendorId: 'V', aggregateId });
      // Not an order's: no order stream hears it.
      await recordEvent(tx, { type: 'product.updated', vendorId: 'V', aggregateId: 'C' });
    });
    await waitUntil(() => heard.A > 0 && heard.B > 0, 5_000);
    await new Promise((resolve) => setTimeout(resolve, 50));

    expect(heard).toEqual({ A: 1, B: 1, C: 0 });
    expect(batches).toEqual([['A', 'B']]);
    await hub.close();
    await tail.close();
  });

  it('hears a change whose wake-up never came, by the tail’s poll', async () => {
    const tail = createEventTail(testDb.database, { log: quietLog, pollMs: 50 });
    const hub = createOrderEventsHub(tail);
    let heard = 0;
    await hub.subscribe('SILENT', () => heard++);
    await testDb.database.query(
      `insert into domain_events (type, vendor_id, aggregate_id) values ('order.ready', 'V', 'SILENT')`,
    );
    await waitUntil(() => heard > 0, 3_000);
    expect(heard).toBe(1);
    await hub.close();
    await tail.close();
  });
});
