import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyBaseLogger } from 'fastify';
import type { AppInstance } from '../../app-types.js';
import type { Database, Tx, Unlisten } from '../../db/client.js';
import { type EventCursor, eventLog } from './event-log.repo.js';
import { DOMAIN_EVENTS_CHANNEL, type DomainEvent, type DomainEventType } from './record-event.js';

/** How often a consumer reads even when no wake-up came (a NOTIFY lost, a process that died before sending it). */
export const CONSUMER_POLL_MS = 10_000;
/** Events one consumer transaction handles at most. */
export const CONSUMER_BATCH = 100;
/** When committed events wait behind an older transaction still running, the next read comes this soon. */
const WAITING_RETRY_MS = 50;
/** How long `catchUp` reads again while committed events wait behind a running transaction. */
const CATCH_UP_MS = 30_000;
/** The longest wait before a failing consumer tries again. */
const MAX_RETRY_MS = 5 * 60_000;

export type EventConsumer = {
  /** Names its cursor (`event_consumers.name`): stable, unique, e.g. `sms-notices`. */
  name: string;
  /** Only these types reach `handle` (all when absent); the cursor moves past the others. */
  types?: readonly DomainEventType[];
  /**
   * Handles one event inside the transaction that moves the cursor: what it writes commits with the cursor (exactly
   * once in effect). An effect outside the database (a text, a webhook) is made idempotent by the event id (a
   * dedupe key) or after commit; throwing rolls the batch back, and it is tried again after a back-off.
   */
  handle?: (event: DomainEvent, tx: Tx) => Promise<void>;
  /**
   * An effect outside the database that must succeed (a webhook POST), made before the batch's transaction, never in
   * it: a transaction open across a call to a receiver would hold every reader of the log back behind it (its id is
   * below their line) for as long as the receiver takes. Throwing fails the batch (tried again after the back-off);
   * an event may be delivered more than once (two processes, a process that dies before its cursor moves), so the
   * receiver dedupes by the event id.
   */
  deliver?: (event: DomainEvent) => Promise<void>;
};

/** The wait before the next try after `failures` failed batches: 1, 2, 4 … s, at most 5 minutes. */
export function consumerRetryMs(failures: number): number {
  return Math.min(1000 * 2 ** Math.max(0, failures - 1), MAX_RETRY_MS);
}

const isSameCursor = (a: EventCursor, b: EventCursor) => a.txId === b.txId && a.eventId === b.eventId;

export type RunningConsumer = {
  /** Reads now (and on until it has caught up); resolves when that is done. */
  runNow(): Promise<void>;
  /** Its last read found committed events waiting behind a transaction still running (in any database of the cluster). */
  isBehind(): boolean;
  stop(): Promise<void>;
};

/**
 * Runs a durable consumer on this process until `stop`: woken by NOTIFY on DOMAIN_EVENTS_CHANNEL, by a poll every
 * `pollMs`, and at start. Each batch is one transaction holding the consumer's cursor row FOR UPDATE SKIP LOCKED, so
 * of several API processes one works a consumer at a time and the others skip it. A failing batch is logged
 * (`event: 'event_consumer_failed'`) and tried again after a back-off; other consumers go on.
 */
export function startEventConsumer(
  database: Pick<Database, 'db' | 'listen'>,
  consumer: EventConsumer,
  {
    log,
    pollMs = CONSUMER_POLL_MS,
    batchSize = CONSUMER_BATCH,
  }: { log: FastifyBaseLogger; pollMs?: number; batchSize?: number },
): RunningConsumer {
  const { db } = database;
  const wanted = consumer.types ? new Set<string>(consumer.types) : null;
  let running: Promise<void> = Promise.resolve();
  let isQueued = false;
  let isStopped = false;
  let failures = 0;
  /** Batches in a row that found events waiting behind an older transaction and handled none. */
  let waits = 0;
  let isBehind = false;
  let retryAt = 0;
  let timer: NodeJS.Timeout | null = null;
  let isReady: Promise<void> | null = null;
  let unlisten: Promise<Unlisten | null> = Promise.resolve(null);

  const isWanted = (event: DomainEvent) => !wanted || wanted.has(event.type);

  /** Delivers the next batch outside any transaction (`deliver`); the batch's transaction then moves the cursor. */
  async function deliverAhead(deliver: NonNullable<EventConsumer['deliver']>) {
    const cursor = await eventLog.cursorOf(db, consumer.name);
    if (!cursor) return null;
    const read = await eventLog.readAfter(db, cursor, batchSize);
    for (const event of read.events) if (isWanted(event)) await deliver(event);
    return { cursor, ...read };
  }

  async function runBatch(): Promise<{ handled: number; isWaiting: boolean }> {
    const delivered = consumer.deliver ? await deliverAhead(consumer.deliver) : null;
    return db.transaction(async (tx) => {
      const cursor = await eventLog.lockConsumer(tx, consumer.name);
      // Another process works this consumer now: it reads on until it has caught up, and this one counts as waiting
      // behind it, so `catchUp` reads again once it has (a test's own app otherwise went on while a peer app's
      // consumer still held the batch its next step needed).
      if (!cursor) return { handled: 0, isWaiting: true };
      // Another process moved the cursor while this one delivered: read again from where it is now.
      if (delivered && !isSameCursor(cursor, delivered.cursor)) return { handled: 0, isWaiting: true };
      const { events, isWaiting } = delivered ?? (await eventLog.readAfter(tx, cursor, batchSize));
      if (consumer.handle) for (const event of events) if (isWanted(event)) await consumer.handle(event, tx);
      const last = events.at(-1);
      if (last)
        await eventLog.moveConsumer(tx, consumer.name, { txId: last.txId, eventId: last.eventId } as EventCursor);
      return { handled: events.length, isWaiting };
    });
  }

  function later(ms: number) {
    if (isStopped) return;
    if (timer) clearTimeout(timer);
    timer = setTimeout(() => {
      timer = null;
      void kick(true);
    }, ms);
    timer.unref();
  }

  async function drain(): Promise<void> {
    isReady ??= eventLog.ensureConsumer(db, consumer.name).catch((error: unknown) => {
      isReady = null;
      throw error;
    });
    for (;;) {
      if (isStopped) return;
      try {
        await isReady;
        const { handled, isWaiting } = await runBatch();
        failures = 0;
        retryAt = 0;
        if (handled === batchSize) continue;
        // Behind a transaction that runs long (a report, a backup), the reads back off to the poll's pace.
        waits = isWaiting && handled === 0 ? waits + 1 : 0;
        isBehind = isWaiting;
        later(isWaiting ? Math.min(WAITING_RETRY_MS * 2 ** waits, pollMs) : pollMs);
        return;
      } catch (error) {
        // A failing consumer waits for its back-off, not for a transaction: `catchUp` does not keep trying it.
        isBehind = false;
        failures += 1;
        const waitMs = consumerRetryMs(failures);
        retryAt = Date.now() + waitMs;
        log.warn(
          { err: error, consumer: consumer.name, failures, retryInMs: waitMs, event: 'event_consumer_failed' },
          'an event consumer failed; it tries again later',
        );
        later(waitMs);
        return;
      }
    }
  }

  /** Queues one drain; a wake-up during a back-off waits for it (`isDue` is the back-off's own timer). */
  function kick(isDue = false): Promise<void> {
    if (isStopped || isQueued) return running;
    if (!isDue && Date.now() < retryAt) return running;
    isQueued = true;
    running = running.then(async () => {
      isQueued = false;
      await drain();
    });
    return running;
  }

  unlisten = database
    .listen(DOMAIN_EVENTS_CHANNEL, () => void kick(), { onResume: () => void kick() })
    .catch((error: unknown) => {
      log.warn({ err: error, consumer: consumer.name }, 'an event consumer could not listen; it polls');
      return null;
    });
  void kick(true);

  return {
    runNow: () => kick(true),
    isBehind: () => isBehind,
    async stop() {
      isStopped = true;
      if (timer) clearTimeout(timer);
      await running;
      await (await unlisten)?.();
    },
  };
}

export type EventConsumers = ReturnType<typeof createEventConsumers>;

/** This process's running consumers (service `eventConsumers`), to catch them all up at once. */
export function createEventConsumers() {
  const running = new Set<RunningConsumer>();
  return {
    add: (consumer: RunningConsumer) => running.add(consumer),
    remove: (consumer: RunningConsumer) => running.delete(consumer),
    /**
     * Has every consumer of this process read what has committed so far (tests, shutdown). Transaction ids are the
     * cluster's, so a transaction still running in another database (another test file's, a backup) can hold
     * committed events back for a moment: it reads again until none waits, for at most `withinMs`.
     */
    async catchUp(withinMs = CATCH_UP_MS): Promise<void> {
      const deadline = Date.now() + withinMs;
      let behind = [...running];
      for (;;) {
        await Promise.all(behind.map((consumer) => consumer.runNow()));
        behind = behind.filter((consumer) => consumer.isBehind());
        if (behind.length === 0 || Date.now() > deadline) return;
        await sleep(WAITING_RETRY_MS);
      }
    },
  };
}

/** What a consumer runs with: the database it reads and this process's running consumers (a module's `needs`). */
export type ConsumerHost = { database: Database; eventConsumers: EventConsumers };

/** Runs `consumer` on this API process from when the app is ready until it closes (a module's `sweeps`). */
export function registerEventConsumer(
  app: AppInstance,
  { database, eventConsumers }: ConsumerHost,
  consumer: EventConsumer,
): void {
  let runningConsumer: RunningConsumer | null = null;
  app.addHook('onReady', async () => {
    runningConsumer = startEventConsumer(database, consumer, {
      log: app.log.child({ consumer: consumer.name }),
    });
    eventConsumers.add(runningConsumer);
  });
  app.addHook('onClose', async () => {
    if (!runningConsumer) return;
    eventConsumers.remove(runningConsumer);
    await runningConsumer.stop();
  });
}
