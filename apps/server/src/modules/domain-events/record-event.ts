import { type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import { runAfterCommit } from '../../db/after-commit.js';
import type { Db, Tx } from '../../db/client.js';
import { domainEvents } from './domain-events.tables.js';

/** The PostgreSQL channel that wakes the readers of domain events (empty payload: the table is the record). */
export const DOMAIN_EVENTS_CHANNEL = 'domain_events';
/** How long the wake-ups of the transactions committed meanwhile are gathered into one NOTIFY. */
const WAKE_WINDOW_MS = 5;

/** Every kind of domain event (decision 078 says who writes and who reads each). */
export type DomainEventType =
  | 'order.created'
  | 'order.changed'
  | 'order.paid'
  | 'order.payment_failed'
  | 'order.ready'
  | 'order.completed'
  | 'order.refunded'
  | 'reservation.created'
  | 'reservation.cancelled'
  | 'reservation.checked_in'
  | 'reservation.waitlist_promoted'
  | 'product.created'
  | 'product.updated'
  | 'product.archived'
  | 'stock.changed'
  | 'ordering.paused'
  | 'ordering.resumed'
  | 'membership.started'
  | 'membership.renewed'
  | 'lead.created'
  // Decision 091: a vendor's payment model or account state changed (its menu may open or close); a dispute opened.
  | 'vendor.payments_changed'
  | 'order.disputed'
  // Decision 088: a station's ticket made, bumped or recalled; a print job queued.
  | 'ticket.created'
  | 'ticket.bumped'
  | 'ticket.recalled'
  | 'printer.job_queued';

export type NewDomainEvent = {
  type: DomainEventType;
  /** Null for the platform's own (a membership, which no vendor sells; a Book a Demo lead). */
  vendorId: string | null;
  vendorLocationId?: string | null;
  /** The id of the thing that changed: the order, the reservation, the product, the location, the membership, the lead. */
  aggregateId: string;
  /** Small: ids and the few facts a reader needs to decide (a refund's kind); readers read the rest. */
  payload?: Record<string, unknown>;
};

export type DomainEvent = typeof domainEvents.$inferSelect;

/**
 * Writes the event in the transaction of its change: it commits with the change or not at all. Once the transaction
 * has committed, the readers of every API process are woken (one NOTIFY for what commits within a few ms); a wake-up
 * lost is made up for by their poll.
 */
export async function recordEvent(tx: Tx, event: NewDomainEvent): Promise<void> {
  await tx.insert(domainEvents).values({
    type: event.type,
    vendorId: event.vendorId,
    vendorLocationId: event.vendorLocationId ?? null,
    aggregateId: event.aggregateId,
    payload: event.payload ?? {},
  });
  runAfterCommit(wakeReaders);
}

/**
 * `recordEvent` with the vendor, location and aggregate read from the changed rows in the same statement: `source`
 * selects `vendor_id`, `vendor_location_id` and `aggregate_id` (one event per row it answers).
 */
export async function recordEventFrom(
  tx: Tx,
  type: DomainEventType,
  source: SQL,
  payload: Record<string, unknown> = {},
): Promise<void> {
  await tx.execute(
    sql`insert into domain_events (type, vendor_id, vendor_location_id, aggregate_id, payload)
      select ${type}, s.vendor_id, s.vendor_location_id, s.aggregate_id, ${JSON.stringify(payload)}::jsonb
      from (${source}) as s`,
  );
  runAfterCommit(wakeReaders);
}

type EventValue = SQLWrapper | string | null;

/**
 * The INSERT that writes an event for every row of `changed` (a data-modifying CTE of the change's own statement), for
 * a change made by one statement outside `db.transaction`: call `wakeReaders(db)` after it.
 */
export function eventInsertFrom(
  changed: SQLWrapper,
  event: { type: DomainEventType; vendorId: EventValue; vendorLocationId: EventValue; aggregateId: EventValue },
): SQL {
  return sql`insert into domain_events (type, vendor_id, vendor_location_id, aggregate_id)
    select ${event.type}, ${event.vendorId}, ${event.vendorLocationId}, ${event.aggregateId} from ${changed}`;
}

const wakes = new WeakMap<Db, { timer: NodeJS.Timeout | null }>();

/**
 * One NOTIFY on DOMAIN_EVENTS_CHANNEL for the commits of the next WAKE_WINDOW_MS, after them, never inside them.
 * Called by hand only after a single statement that wrote an event outside `db.transaction` (it committed alone).
 */
export function wakeReaders(db: Db): void {
  let wake = wakes.get(db);
  if (!wake) {
    wake = { timer: null };
    wakes.set(db, wake);
  }
  if (wake.timer) return;
  const current = wake;
  current.timer = setTimeout(() => {
    current.timer = null;
    db.execute(sql`select pg_notify(${DOMAIN_EVENTS_CHANNEL}, '')`).catch(() => {
      // The readers poll: the event is in the table whatever happens to its wake-up.
    });
  }, WAKE_WINDOW_MS);
}
