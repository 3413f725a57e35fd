import type { FastifyBaseLogger } from 'fastify';
import type { Database, Unlisten } from '../../db/client.js';
import { type EventCursor, eventLog } from './event-log.repo.js';
import { DOMAIN_EVENTS_CHANNEL, type DomainEvent } from './record-event.js';

/** How often the tail reads without a wake-up (one lost, the LISTEN link down): the live streams' worst delay. */
export const TAIL_POLL_MS = 2_000;
const TAIL_BATCH = 500;
const WAITING_RETRY_MS = 20;
const FAILED_RETRY_MS = 1_000;

export type EventTail = ReturnType<typeof createEventTail>;
type Listener = (events: DomainEvent[]) => void;

/**
 * This process's one reader of the events as they come, for what lives only while a process does (the live order
 * and queue streams): no durable cursor, it starts at the head on the first subscription. Woken by NOTIFY, a poll
 * as fallback; it reads in the same commit-safe order as the durable consumers, so no event is skipped, and hands
 * each batch to every listener.
 */
export function createEventTail(
  database: Pick<Database, 'db' | 'listen'>,
  { log, pollMs = TAIL_POLL_MS }: { log: FastifyBaseLogger; pollMs?: number },
) {
  const { db } = database;
  const listeners = new Set<Listener>();
  let started: Promise<void> | null = null;
  let cursor: EventCursor | null = null;
  let unlisten: Unlisten | null = null;
  let running: Promise<void> = Promise.resolve();
  let isQueued = false;
  let timer: NodeJS.Timeout | null = null;
  let isClosed = false;
  /** Reads in a row that found events waiting behind an older transaction and nothing to hand on. */
  let waits = 0;

  function later(ms: number) {
    if (isClosed) return;
    if (timer) clearTimeout(timer);
    timer = setTimeout(() => {
      timer = null;
      read();
    }, ms);
    timer.unref();
  }

  function deliver(events: DomainEvent[]) {
    for (const listener of listeners) {
      try {
        listener(events);
      } catch (error) {
        log.error({ err: error }, 'a domain event listener failed');
      }
    }
  }

  async function readOn(): Promise<void> {
    for (;;) {
      if (isClosed || !cursor) return;
      try {
        const { events, isWaiting } = await eventLog.readAfter(db, cursor, TAIL_BATCH);
        const last = events.at(-1);
        if (last) cursor = { txId: last.txId, eventId: last.eventId };
        if (events.length > 0) deliver(events);
        if (events.length === TAIL_BATCH) continue;
        // Behind a transaction that runs long (a report, a backup), the reads back off to the poll's pace.
        waits = isWaiting && events.length === 0 ? waits + 1 : 0;
        later(isWaiting ? Math.min(WAITING_RETRY_MS * 2 ** waits, pollMs) : pollMs);
      } catch (error) {
        log.warn({ err: error, event: 'event_tail_failed' }, 'the event tail could not read; it reads again shortly');
        later(FAILED_RETRY_MS);
      }
      return;
    }
  }

  function read() {
    if (isQueued || isClosed) return;
    isQueued = true;
    running = running.then(async () => {
      isQueued = false;
      await readOn();
    });
  }

  async function start(): Promise<void> {
    unlisten = await database.listen(DOMAIN_EVENTS_CHANNEL, read, { onResume: read });
    cursor = await eventLog.head(db);
    later(pollMs);
  }

  return {
    /** Calls `listener` with every batch of events committed from now on, until the returned function is called. */
    async subscribe(listener: Listener): Promise<() => void> {
      started ??= start().catch((error: unknown) => {
        started = null;
        throw error;
      });
      await started;
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },

    /** Reads now (tests; a writer in this process that wants its streams told at once). */
    readNow(): Promise<void> {
      read();
      return running;
    },

    async close(): Promise<void> {
      isClosed = true;
      if (timer) clearTimeout(timer);
      listeners.clear();
      await running;
      await unlisten?.().catch(() => {});
      unlisten = null;
    },
  };
}
