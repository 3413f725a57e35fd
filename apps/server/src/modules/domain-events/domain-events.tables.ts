import { sql } from 'drizzle-orm';
import { bigint, bigserial, customType, index, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from '../../db/columns.js';

/** A transaction id (PostgreSQL's 64-bit `xid8`), as its decimal text: it may pass 2^53. */
const xid8 = customType<{ data: string; driverData: string }>({ dataType: () => 'xid8' });

/**
 * What happened, one row per change someone outside the request cares about, written in the transaction of the
 * change (decision 078). `tx_id` is the writing transaction's id: readers go in (tx_id, event_id) order and only
 * below the oldest transaction still running, so an event whose transaction commits late is never skipped.
 */
export const domainEvents = pgTable(
  'domain_events',
  {
    eventId: bigserial('event_id', { mode: 'number' }).primaryKey(),
    txId: xid8('tx_id').notNull().default(sql`pg_current_xact_id()`),
    type: text('type').notNull(),
    /** Null for the platform's own (a membership). */
    vendorId: text('vendor_id'),
    vendorLocationId: text('vendor_location_id'),
    aggregateId: text('aggregate_id').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [index('domain_events_read_idx').on(t.txId, t.eventId), index('domain_events_created_idx').on(t.createdAt)],
);

/** Each durable consumer's cursor: the last (tx_id, event_id) it has handled, moved in the handler's transaction. */
export const eventConsumers = pgTable('event_consumers', {
  name: text('name').primaryKey(),
  txId: xid8('tx_id').notNull(),
  eventId: bigint('event_id', { mode: 'number' }).notNull().default(0),
  updatedAt: updatedAt(),
});
