import type { CreateEventInput, EventStatus, SessionUser, UpdateEventInput, VendorEvent } from '@queueless/contracts';
import { AppError } from '../../lib/app-error.js';
import type { Clock } from '../../lib/clock.js';
import { newId } from '../../lib/ids.js';
import { recordAudit } from '../audit/audit.repo.js';
import { type Access, requireVendorOfPath } from '../vendor-auth/access.js';
import { sanitizeEventDescription } from './event-html.js';
import type { EventFields, EventRow, EventsRepo } from './events.repo.js';

export type EventsService = ReturnType<typeof createEventsService>;

export function toVendorEvent(row: EventRow): VendorEvent {
  return {
    eventId: row.eventId,
    vendorId: row.vendorId,
    eventName: row.eventName,
    startTime: row.startTime?.toISOString() ?? null,
    endTime: row.endTime?.toISOString() ?? null,
    ticketingLink: row.ticketingLink,
    description: row.description,
    status: row.status,
    images: row.images,
  };
}

/** What staff sent, as stored: times parsed, the description sanitised. */
function toFields(input: CreateEventInput, images: string[]): EventFields {
  return {
    eventName: input.eventName,
    startTime: input.startTime ? new Date(input.startTime) : null,
    endTime: input.endTime ? new Date(input.endTime) : null,
    ticketingLink: input.ticketingLink,
    description: sanitizeEventDescription(input.description),
    status: input.status,
    images,
  };
}

const eventNotFound = () => new AppError('NOT_FOUND', 'Event not found.');

/** A vendor's events: public reads for the landing page, MANAGER and above edit; edits audited. */
export function createEventsService(deps: { eventsRepo: EventsRepo; access: Access; clock: Clock }) {
  const { eventsRepo: repo, access, clock } = deps;

  return {
    async getEvent(vendorId: string, eventId: string): Promise<VendorEvent> {
      const row = await repo.getEvent(vendorId, eventId);
      if (!row) throw eventNotFound();
      return toVendorEvent(row);
    },

    /** The landing page's read. None is a 404: the page shows 'No events found' on it. */
    async listEventsByStatus(vendorId: string, statuses: EventStatus[]): Promise<VendorEvent[]> {
      const rows = await repo.listEvents(vendorId, statuses);
      if (rows.length === 0) throw new AppError('NOT_FOUND', 'No events found for this vendor.');
      return rows.map(toVendorEvent);
    },

    /** Every event of the vendor, for the staff list; empty is an empty list. */
    async listVendorEvents(user: SessionUser, vendorId: string): Promise<VendorEvent[]> {
      await access.requireRole(user, vendorId, 'MANAGER');
      return (await repo.listEvents(vendorId)).map(toVendorEvent);
    },

    async createEvent(user: SessionUser, vendorId: string, input: CreateEventInput): Promise<VendorEvent> {
      await access.requireRole(user, vendorId, 'MANAGER');
      requireVendorOfPath(vendorId, input.vendorId);
      const created = await repo.db.transaction(async (tx) => {
        const row = await repo.insertEvent(tx, {
          eventId: newId(),
          vendorId,
          ...toFields(input, input.images ?? []),
          now: clock(),
        });
        await recordAudit(tx, {
          actorUserId: user.userId,
          vendorId,
          action: 'event.create',
          entityType: 'vendor_event',
          entityId: row.eventId,
          details: { before: null, after: toVendorEvent(row) },
        });
        return row;
      });
      return toVendorEvent(created);
    },

    /** Replaces the event's fields with the full event sent; images are kept when left out. */
    async updateEvent(user: SessionUser, vendorId: string, input: UpdateEventInput): Promise<VendorEvent> {
      await access.requireRole(user, vendorId, 'MANAGER');
      requireVendorOfPath(vendorId, input.vendorId);
      const updated = await repo.db.transaction(async (tx) => {
        const before = await repo.lockEvent(tx, vendorId, input.eventId);
        if (!before) throw eventNotFound();
        const after = await repo.updateEvent(tx, input.eventId, {
          ...toFields(input, input.images ?? before.images),
          updatedAt: clock(),
        });
        await recordAudit(tx, {
          actorUserId: user.userId,
          vendorId,
          action: 'event.update',
          entityType: 'vendor_event',
          entityId: input.eventId,
          details: { before: toVendorEvent(before), after: toVendorEvent(after) },
        });
        return after;
      });
      return toVendorEvent(updated);
    },
  };
}
