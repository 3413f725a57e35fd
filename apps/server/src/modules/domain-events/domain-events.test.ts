import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../test/harness.js';
import { waitUntil } from '../../../test/wait.js';
import { type Database, openDatabase } from '../../db/client.js';
import { createEventConsumers, type EventConsumer, startEventConsumer } from './consumers.js';
import { createEventTail } from './event-tail.js';
import { DOMAIN_EVENTS_CHANNEL, type DomainEvent, recordEvent } from './record-event.js';

const onPostgres = Boolean(process.env.DATABASE_URL);
const quietLog = { warn: () => {}, error: () => {}, info: () => {} } as unknown as FastifyBaseLogger;

/**
 * The four proofs of decision 078, and the out-of-order commit: on PGlite and PostgreSQL (the ones that need two
 * connections on PostgreSQL only). Each consumer's effect is a row of `consumer_effects` written in its transaction,
 * with no unique key: an event handled twice shows as two rows.
 */
describe('domain events', () => {
  let testDb: TestDatabase;
  let database: Database;
  let aggregate = 0;

  beforeAll(async () => {
    testDb = await createTestDatabase();
    database = testDb.database;
    await database.query('create table consumer_effects (consumer text not null, event_id bigint not null)');
  });
  afterAll(async () => testDb.drop());
  beforeEach(async () => {
    await database.query('delete from consumer_effects');
  });

  /** Writes `count` events, each in a transaction of its own, as the services do. */
  async function writeEvents(count: number, on: Database = database): Promise<string[]> {
    const ids: string[] = [];
    for (let i = 0; i < count; i++) {
      aggregate += 1;
      const aggregateId = `A${aggregate}`;
      ids.push(aggregateId);
      await on.db.transaction((tx) => recordEvent(tx, { type: 'order.paid', vendorId: 'V1', aggregateId }));
    }
    return ids;
  }

  function effectsConsumer(
    name: string,
    options: { delayMs?: number } = {},
  ): EventConsumer & Required<Pick<EventConsumer, 'handle'>> {
    return {
      name,
      async handle(event: DomainEvent, tx) {
        await tx.execute(
          // biome-ignore lint/suspicious/noExplicitAny: the test's own table has no drizzle schema
          (await import('drizzle-orm')).sql`insert into consumer_effects values (${name}, ${event.eventId})` as any,
        );
        if (options.delayMs) await new Promise((resolve) => setTimeout(resolve, options.delayMs));
      },
    };
  }

  async function effects(name: string): Promise<{ total: number; distinct: number }> {
    const [row] = await database.query<{ total: number; distinct: number }>(
      'select count(*)::int as total, count(distinct event_id)::int as distinct from consumer_effects where consumer = $1',
      [name],
    );
    return row ?? { total: 0, distinct: 0 };
  }

  async function waitForEffects(name: string, total: number, timeoutMs = 10_000) {
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline && (await effects(name)).total < total) await sleep(20);
  }

  it('a consumer stopped for N events then restarted gets all N, exactly once in effect', async () => {
    const first = startEventConsumer(database, effectsConsumer('restart'), { log: quietLog });
    await first.runNow();
    await writeEvents(3);
    await waitForEffects('restart', 3);
    await first.stop();

    await writeEvents(25);
    expect((await effects('restart')).total).toBe(3);
    const second = startEventConsumer(database, effectsConsumer('restart'), { log: quietLog, batchSize: 10 });
    await waitForEffects('restart', 28);
    await sleep(100);
    await second.stop();
    expect(await effects('restart')).toEqual({ total: 28, distinct: 28 });
  });

  it('a transaction that rolls back emits nothing: no row, no wake-up', async () => {
    const wakeUps: string[] = [];
    const unlisten = await database.listen(DOMAIN_EVENTS_CHANNEL, (payload) => wakeUps.push(payload));
    const [before] = await database.query<{ count: number }>('select count(*)::int as count from domain_events');
    const rollBack = new Error('roll back');
    await expect(
      database.db.transaction(async (tx) => {
        await recordEvent(tx, { type: 'order.refunded', vendorId: 'V1', aggregateId: 'ROLLED-BACK' });
        throw rollBack;
      }),
    ).rejects.toBe(rollBack);
    await sleep(100);
    const [after] = await database.query<{ count: number }>('select count(*)::int as count from domain_events');
    expect(after?.count).toBe(before?.count);
    expect(wakeUps).toEqual([]);
    await unlisten();
  });

  it('the event is there even if the process dies right after commit: the consumer gets it by poll and at next start', async () => {
    // Written without `recordEvent`'s after-commit NOTIFY: a process that died between its commit and the wake-up.
    const write = (aggregateId: string) =>
      database.query(`insert into domain_events (type, vendor_id, aggregate_id) values ('order.paid', 'V1', $1)`, [
        aggregateId,
      ]);
    const polling = startEventConsumer(database, effectsConsumer('no-wake'), { log: quietLog, pollMs: 100 });
    await polling.runNow();
    await write('NO-WAKE-1');
    await waitForEffects('no-wake', 1, 3_000);
    expect((await effects('no-wake')).total).toBe(1);
    await polling.stop();

    await write('NO-WAKE-2');
    // The next start: a new process's consumer, which never heard a wake-up either.
    const restarted = startEventConsumer(database, effectsConsumer('no-wake'), { log: quietLog, pollMs: 60_000 });
    await waitForEffects('no-wake', 2, 3_000);
    await restarted.stop();
    expect(await effects('no-wake')).toEqual({ total: 2, distinct: 2 });
  });

  it('a failing handler is tried again after a back-off, without blocking another consumer', async () => {
    let failuresLeft = 1;
    const failing = startEventConsumer(
      database,
      {
        name: 'fails-once',
        async handle(event, tx) {
          if (failuresLeft-- > 0) throw new Error('the receiver is down');
          await effectsConsumer('fails-once').handle(event, tx);
        },
      },
      { log: quietLog },
    );
    const healthy = startEventConsumer(database, effectsConsumer('healthy'), { log: quietLog });
    await Promise.all([failing.runNow(), healthy.runNow()]);
    await writeEvents(2);
    await waitForEffects('healthy', 2);
    expect((await effects('healthy')).total).toBe(2);
    // The back-off after one failure is 1 s.
    await waitForEffects('fails-once', 2, 5_000);
    await Promise.all([failing.stop(), healthy.stop()]);
    expect(await effects('fails-once')).toEqual({ total: 2, distinct: 2 });
  });

  it('a consumer delivering to a slow receiver holds no other reader back (its call is outside any transaction)', async () => {
    let openGate = () => {};
    const gate = new Promise<void>((resolve) => {
      openGate = resolve;
    });
    let isDelivering = false;
    const delivered: number[] = [];
    const slow = startEventConsumer(
      database,
      {
        name: 'slow-receiver',
        async deliver(event) {
          isDelivering = true;
          await gate;
          delivered.push(event.eventId);
        },
      },
      { log: quietLog },
    );
    const healthy = startEventConsumer(database, effectsConsumer('beside-slow'), { log: quietLog });
    await Promise.all([slow.runNow(), healthy.runNow()]);
    await writeEvents(1);
    await waitUntil(() => isDelivering);
    await writeEvents(1);
    await waitForEffects('beside-slow', 2, 3_000);
    expect((await effects('beside-slow')).total).toBe(2);
    openGate();
    await waitUntil(() => delivered.length >= 2);
    await Promise.all([slow.stop(), healthy.stop()]);
  });

  it('the tail hands every event committed after it started to its listeners, once', async () => {
    const tail = createEventTail(database, { log: quietLog });
    const heard: string[] = [];
    await tail.subscribe((events) => heard.push(...events.map((event) => event.aggregateId)));
    const written = await writeEvents(5);
    await waitUntil(() => heard.length >= 5, 5_000);
    await sleep(50);
    await tail.close();
    expect(heard).toEqual(written);
  });

  describe.runIf(onPostgres)('on PostgreSQL (several connections)', () => {
    it('two API processes never deliver an event twice to the same consumer’s effect', async () => {
      const second = await openDatabase({ kind: 'postgres', url: testDb.url as string, poolSize: 10 });
      const one = startEventConsumer(database, effectsConsumer('two-processes', { delayMs: 2 }), {
        log: quietLog,
        batchSize: 7,
      });
      const other = startEventConsumer(second, effectsConsumer('two-processes', { delayMs: 2 }), {
        log: quietLog,
        batchSize: 7,
      });
      await Promise.all([one.runNow(), other.runNow()]);
      // Written by both processes at once, each wake-up reaching both consumers.
      await Promise.all([
        ...Array.from({ length: 10 }, () => writeEvents(10, database)),
        ...Array.from({ length: 10 }, () => writeEvents(10, second)),
      ]);
      await waitForEffects('two-processes', 200, 20_000);
      await sleep(200);
      await Promise.all([one.stop(), other.stop()]);
      await second.close();
      expect(await effects('two-processes')).toEqual({ total: 200, distinct: 200 });
    });

    it('an event whose transaction took its id first and committed last is not skipped', async () => {
      const consumer = startEventConsumer(database, effectsConsumer('out-of-order'), { log: quietLog, pollMs: 50 });
      await consumer.runNow();
      const early = new pg.Client({ connectionString: testDb.url as string });
      await early.connect();
      await early.query('begin');
      await early.query(
        `insert into domain_events (type, vendor_id, aggregate_id) values ('order.paid', 'V1', 'EARLY')`,
      );
      // A later transaction takes a later id and commits first; the consumer reads meanwhile.
      await writeEvents(1);
      await sleep(300);
      await early.query('commit');
      await early.end();
      await waitForEffects('out-of-order', 2, 5_000);
      await sleep(100);
      await consumer.stop();
      const handled = await database.query<{ aggregate_id: string }>(
        `select e.aggregate_id from consumer_effects c join domain_events e using (event_id)
         where c.consumer = 'out-of-order' order by e.tx_id, e.event_id`,
      );
      expect(handled.map((row) => row.aggregate_id)).toEqual(['EARLY', `A${aggregate}`]);
    });

    it('catching up waits for committed events held back by a transaction still running elsewhere', async () => {
      const consumers = createEventConsumers();
      const consumer = startEventConsumer(database, effectsConsumer('held-back'), { log: quietLog });
      consumers.add(consumer);
      await consumer.runNow();
      // A transaction that holds an id and runs on (another test file's, a backup): ids are the cluster's.
      const holder = new pg.Client({ connectionString: testDb.url as string });
      await holder.connect();
      await holder.query('begin');
      await holder.query('select pg_current_xact_id()');
      await writeEvents(1);
      const caughtUp = consumers.catchUp();
      await sleep(300);
      await holder.query('commit');
      await holder.end();
      await caughtUp;
      expect((await effects('held-back')).total).toBe(1);
      await consumer.stop();
    });
  });
});

function sleep(ms: number) {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
