import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db, Executor, Tx } from '../../db/client.js';
import { vendorEvents } from './events.tables.js';

export type EventsRepo = ReturnType<typeof createEventsRepo>;
export type EventRow = typeof vendorEvents.$inferSelect;
export type EventStatus = EventRow['status'];

/** The fields staff set on an event. */
export type EventFields = Pick<
  EventRow,
  'eventName' | 'startTime' | 'endTime' | 'ticketingLink' | 'description' | 'status' | 'images' | 'translations'
>;

/** Soonest first; events without a start time last. */
const eventOrder = [
  sql`${vendorEvents.startTime} asc nulls last`,
  asc(vendorEvents.eventName),
  asc(vendorEvents.eventId),
];

export function createEventsRepo(db: Db) {
  return {
    /** Runs `work` in one transaction, for the service's changes that go together. */
    transaction<T>(work: (tx: Tx) => Promise<T>): Promise<T> {
      return db.transaction(work);
    },

    async getEvent(vendorId: string, eventId: string): Promise<EventRow | undefined> {
      const [row] = await db
        .select()
        .from(vendorEvents)
        .where(and(eq(vendorEvents.eventId, eventId), eq(vendorEvents.vendorId, vendorId)));
      return row;
    },

    async listEvents(vendorId: string, statuses?: EventStatus[]): Promise<EventRow[]> {
      return db
        .select()
        .from(vendorEvents)
        .where(and(eq(vendorEvents.vendorId, vendorId), statuses ? inArray(vendorEvents.status, statuses) : undefined))
        .orderBy(...eventOrder);
    },

    async insertEvent(
      row: EventFields & { eventId: string; vendorId: string; now: Date },
      executor: Executor = db,
    ): Promise<EventRow> {
      const { now, ...values } = row;
      const [inserted] = await executor
        .insert(vendorEvents)
        .values({ ...values, createdAt: now, updatedAt: now })
        .returning();
      return inserted!;
    },

    /** Reads a vendor's event and holds its row until the transaction ends. */
    async lockEvent(vendorId: string, eventId: string, executor: Executor = db): Promise<EventRow | undefined> {
      const [row] = await executor
        .select()
        .from(vendorEvents)
        .where(and(eq(vendorEvents.eventId, eventId), eq(vendorEvents.vendorId, vendorId)))
        .for('update');
      return row;
    },

    async updateEvent(
      eventId: string,
      changes: EventFields & { updatedAt: Date },
      executor: Executor = db,
    ): Promise<EventRow> {
      const [row] = await executor
        .update(vendorEvents)
        .set(changes)
        .where(eq(vendorEvents.eventId, eventId))
        .returning();
      if (!row) throw new Error(`event ${eventId} vanished while locked`);
      return row;
    },
  };
}
