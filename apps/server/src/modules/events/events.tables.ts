import { eventStatusValues } from '@queueless/contracts';
import { sql } from 'drizzle-orm';
import { index, pgEnum, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, timestamptz, translations, updatedAt } from '../../db/columns.js';
import { vendorIdColumn } from '../vendors/index.js';

export const eventStatusEnum = pgEnum('event_status', eventStatusValues);

export const vendorEvents = pgTable(
  'vendor_events',
  {
    eventId: text('event_id').primaryKey(),
    vendorId: vendorIdColumn(),
    eventName: text('event_name').notNull(),
    startTime: timestamptz('start_time'),
    endTime: timestamptz('end_time'),
    ticketingLink: text('ticketing_link'),
    /** Sanitised HTML. */
    description: text('description'),
    status: eventStatusEnum('status').notNull().default('UPCOMING'),
    images: text('images').array().notNull().default(sql`'{}'::text[]`),
    translations: translations<'eventName' | 'description'>(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('vendor_events_vendor_status_idx').on(t.vendorId, t.status)],
);
