import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db, Executor } from '../../db/client.js';
import { vendorEvents } from './events.tables.js';

export type EventsRepo = ReturnType<typeof createEventsRepo>;
export type EventRow = typeof vendorEvents.$inferSelect;
export type EventStatus = EventRow['status'];

/** The fields staff set on an event. */
export type EventFields = Pick<
  EventRow,
  'eventName' | 'startTime' | 'endTime' | 'ticketingLink' | 'description' | 'status' | 'images'
>;

/** Soonest first; events without a start time last. */
const eventOrder = [
  sql`${vendorEvents.startTime} asc nulls last`,
  asc(vendorEvents.eventName),
  asc(vendorEvents.eventId),
];

export function createEventsRepo(db: Db) {
  return {
    db,

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
      tx: Executor,
      row: EventFields & { eventId: string; vendorId: string; now: Date },
    ): Promise<EventRow> {
      const { now, ...values } = row;
      const [inserted] = await tx
        .insert(vendorEvents)
        .values({ ...values, createdAt: now, updatedAt: now })
        .returning();
      return inserted!;
    },

    /** Reads a vendor's event and holds its row until the transaction ends. */
    async lockEvent(tx: Executor, vendorId: string, eventId: string): Promise<EventRow | undefined> {
      const [row] = await tx
        .select()
        .from(vendorEvents)
        .where(and(eq(vendorEvents.eventId, eventId), eq(vendorEvents.vendorId, vendorId)))
        .for('update');
      return row;
    },

    async updateEvent(tx: Executor, eventId: string, changes: EventFields & { updatedAt: Date }): Promise<EventRow> {
      const [row] = await tx.update(vendorEvents).set(changes).where(eq(vendorEvents.eventId, eventId)).returning();
      if (!row) throw new Error(`event ${eventId} vanished while locked`);
      return row;
    },
  };
}
