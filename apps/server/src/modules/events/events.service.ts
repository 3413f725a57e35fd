import {
  type CreateEventInput,
  EVENT_TRANSLATED_FIELDS,
  type EventStatus,
  mergeTranslations,
  type ReadLanguage,
  resolveTexts,
  type SessionUser,
  TIME_ZONE_READ_ONLY_MESSAGE,
  translationsField,
  type UpdateEventInput,
  type VendorEvent,
} from '@queueless/contracts';
import { AppError } from '../../lib/app-error.js';
import type { Clock } from '../../lib/clock.js';
import { newId } from '../../lib/ids.js';
import { recordAudit } from '../audit/index.js';
import { type Access, requireVendorOfPath } from '../staff/index.js';
import type { VendorsService } from '../vendors/index.js';
import { sanitizeEventDescription } from './event-html.js';
import type { EventFields, EventRow, EventsRepo } from './events.repo.js';

export type EventsService = ReturnType<typeof createEventsService>;

/**
 * An event row as the API answers it, with the zone its times are shown in (its vendor's); a customer's read gives its
 * texts in the request's language, each falling back to the venue's (issue 44, decision 096).
 */
export function toVendorEvent(stored: EventRow, timeZone: string, language: ReadLanguage = 'en'): VendorEvent {
  const row = resolveTexts(stored, stored.translations, language, EVENT_TRANSLATED_FIELDS);
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
    timeZone,
    ...translationsField(row.translations),
  };
}

/** What staff sent, as stored: times parsed, the descriptions (English and Spanish) sanitised. */
function toFields(input: CreateEventInput, images: string[], stored?: EventRow['translations']): EventFields {
  const spanish = input.translations?.es;
  const written = spanish && {
    es: {
      eventName: spanish.eventName,
      description:
        spanish.description === undefined ? undefined : (sanitizeEventDescription(spanish.description) ?? ''),
    },
  };
  return {
    eventName: input.eventName,
    startTime: input.startTime ? new Date(input.startTime) : null,
    endTime: input.endTime ? new Date(input.endTime) : null,
    ticketingLink: input.ticketingLink,
    description: sanitizeEventDescription(input.description),
    status: input.status,
    images,
    translations: mergeTranslations(stored, written),
  };
}

const eventNotFound = () => new AppError('NOT_FOUND', 'Event not found.');

/** An event sent back as read carries its vendor's zone; any other zone is a change this call cannot make. */
function requireVendorTimeZone(sent: string | undefined, timeZone: string) {
  if (sent !== undefined && sent !== timeZone) {
    throw new AppError('VALIDATION_FAILED', TIME_ZONE_READ_ONLY_MESSAGE, [
      { field: 'body.timeZone', message: TIME_ZONE_READ_ONLY_MESSAGE },
    ]);
  }
}

/** A vendor's events: public reads for the landing page, MANAGER and above edit; edits audited. */
export function createEventsService(deps: {
  eventsRepo: EventsRepo;
  access: Access;
  vendors: Pick<VendorsService, 'getTimeZone' | 'isOpenToPublic'>;
  clock: Clock;
}) {
  const { eventsRepo: repo, access, vendors, clock } = deps;

  return {
    /** Public: a suspended vendor's events are not offered (decision 085); staff read them in their list. */
    async getEvent(vendorId: string, eventId: string, language: ReadLanguage = 'en'): Promise<VendorEvent> {
      const [row, timeZone, isOpen] = await Promise.all([
        repo.getEvent(vendorId, eventId),
        vendors.getTimeZone(vendorId),
        vendors.isOpenToPublic(vendorId),
      ]);
      if (!row || !isOpen) throw eventNotFound();
      return toVendorEvent(row, timeZone, language);
    },

    /** The landing page's read. None is a 404: the page shows 'No events found' on it. */
    async listEventsByStatus(
      vendorId: string,
      statuses: EventStatus[],
      language: ReadLanguage = 'en',
    ): Promise<VendorEvent[]> {
      const [rows, timeZone, isOpen] = await Promise.all([
        repo.listEvents(vendorId, statuses),
        vendors.getTimeZone(vendorId),
        vendors.isOpenToPublic(vendorId),
      ]);
      if (rows.length === 0 || !isOpen) throw new AppError('NOT_FOUND', 'No events found for this vendor.');
      return rows.map((row) => toVendorEvent(row, timeZone, language));
    },

    /** Every event of the vendor, for the staff list; empty is an empty list. */
    async listVendorEvents(user: SessionUser, vendorId: string): Promise<VendorEvent[]> {
      await access.requireRole(user, vendorId, 'MANAGER');
      const [rows, timeZone] = await Promise.all([repo.listEvents(vendorId), vendors.getTimeZone(vendorId)]);
      return rows.map((row) => toVendorEvent(row, timeZone));
    },

    async createEvent(user: SessionUser, vendorId: string, input: CreateEventInput): Promise<VendorEvent> {
      await access.requireRole(user, vendorId, 'MANAGER');
      requireVendorOfPath(vendorId, input.vendorId);
      const timeZone = await vendors.getTimeZone(vendorId);
      requireVendorTimeZone(input.timeZone, timeZone);
      const created = await repo.transaction(async (tx) => {
        const row = await repo.insertEvent(
          {
            eventId: newId(),
            vendorId,
            ...toFields(input, input.images ?? []),
            now: clock(),
          },
          tx,
        );
        await recordAudit(tx, {
          actorUserId: user.userId,
          vendorId,
          action: 'event.create',
          entityType: 'vendor_event',
          entityId: row.eventId,
          details: { before: null, after: toVendorEvent(row, timeZone) },
        });
        return row;
      });
      return toVendorEvent(created, timeZone);
    },

    /** Replaces the event's fields with the full event sent; images are kept when left out. */
    async updateEvent(user: SessionUser, vendorId: string, input: UpdateEventInput): Promise<VendorEvent> {
      await access.requireRole(user, vendorId, 'MANAGER');
      requireVendorOfPath(vendorId, input.vendorId);
      const timeZone = await vendors.getTimeZone(vendorId);
      requireVendorTimeZone(input.timeZone, timeZone);
      const updated = await repo.transaction(async (tx) => {
        const before = await repo.lockEvent(vendorId, input.eventId, tx);
        if (!before) throw eventNotFound();
        const after = await repo.updateEvent(
          input.eventId,
          {
            ...toFields(input, input.images ?? before.images, before.translations),
            updatedAt: clock(),
          },
          tx,
        );
        await recordAudit(tx, {
          actorUserId: user.userId,
          vendorId,
          action: 'event.update',
          entityType: 'vendor_event',
          entityId: input.eventId,
          details: { before: toVendorEvent(before, timeZone), after: toVendorEvent(after, timeZone) },
        });
        return after;
      });
      return toVendorEvent(updated, timeZone);
    },
  };
}
