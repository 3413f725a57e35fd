import { and, asc, eq, lt, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { domainEvents, eventConsumers } from './domain-events.tables.js';
import type { DomainEvent } from './record-event.js';

/** A place in the event log: the last (transaction id, event id) read. */
export type EventCursor = { txId: string; eventId: number };

/** Every transaction with an id below this one has finished (committed or rolled back), in this statement's view. */
const oldestRunning = sql`pg_snapshot_xmin(pg_current_snapshot())`;
const after = (cursor: EventCursor) =>
  sql`(${domainEvents.txId}, ${domainEvents.eventId}) > (${cursor.txId}::xid8, ${cursor.eventId}::bigint)`;

/** Reads of the event log in commit-safe order (decision 078), and the durable consumers' cursors. */
export const eventLog = {
  /** Where a reader that wants only what comes next starts: before every transaction still running. */
  async head(executor: Executor): Promise<EventCursor> {
    const result = await executor.execute(sql`select ${oldestRunning}::text as tx_id`);
    const [row] = (result as unknown as { rows: { tx_id: string }[] }).rows;
    return { txId: row?.tx_id ?? '0', eventId: 0 };
  },

  /**
   * The events after `cursor`, in (tx_id, event_id) order, up to `limit`, written by transactions below the oldest
   * one still running: event ids are taken in one order and committed in another, so `event_id > cursor` alone would
   * skip an event whose transaction took its id first and committed last. Nothing new can appear below that line.
   * `isWaiting` says committed events lie beyond it (an older transaction still runs): read again shortly.
   */
  async readAfter(
    executor: Executor,
    cursor: EventCursor,
    limit: number,
  ): Promise<{ events: DomainEvent[]; isWaiting: boolean }> {
    const events = await executor
      .select()
      .from(domainEvents)
      .where(and(after(cursor), lt(domainEvents.txId, oldestRunning)))
      .orderBy(asc(domainEvents.txId), asc(domainEvents.eventId))
      .limit(limit);
    if (events.length === limit) return { events, isWaiting: false };
    const last = events.at(-1);
    const [beyond] = await executor
      .select({ eventId: domainEvents.eventId })
      .from(domainEvents)
      .where(after(last ? { txId: last.txId, eventId: last.eventId } : cursor))
      .limit(1);
    return { events, isWaiting: beyond !== undefined };
  },

  /** Makes the consumer's cursor, at the head, unless it has one. */
  async ensureConsumer(executor: Executor, name: string): Promise<void> {
    await executor
      .insert(eventConsumers)
      .values({ name, txId: sql`${oldestRunning}`, eventId: 0 })
      .onConflictDoNothing({ target: eventConsumers.name });
  },

  /** The consumer's cursor, read without a lock (a consumer that delivers before its transaction). */
  async cursorOf(executor: Executor, name: string): Promise<EventCursor | undefined> {
    const [row] = await executor
      .select({ txId: eventConsumers.txId, eventId: eventConsumers.eventId })
      .from(eventConsumers)
      .where(eq(eventConsumers.name, name));
    return row;
  },

  /** The consumer's cursor, locked until the transaction ends; undefined while another transaction holds it. */
  async lockConsumer(executor: Executor, name: string): Promise<EventCursor | undefined> {
    const [row] = await executor
      .select({ txId: eventConsumers.txId, eventId: eventConsumers.eventId })
      .from(eventConsumers)
      .where(eq(eventConsumers.name, name))
      .for('update', { skipLocked: true });
    return row;
  },

  async moveConsumer(executor: Executor, name: string, cursor: EventCursor): Promise<void> {
    await executor
      .update(eventConsumers)
      .set({ txId: cursor.txId, eventId: cursor.eventId, updatedAt: sql`now()` })
      .where(eq(eventConsumers.name, name));
  },
};
