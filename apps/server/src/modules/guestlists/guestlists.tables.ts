import { GLEVENT_CAPACITY_MAX, reservationStatusValues } from '@queueless/contracts';
import { sql } from 'drizzle-orm';
import { check, doublePrecision, index, integer, pgEnum, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, timestamptz, updatedAt } from '../../db/columns.js';
import { eventStatusEnum } from '../events/index.js';
import { userIdColumn } from '../identity/index.js';
import { vendorIdColumn } from '../vendors/index.js';

export const reservationStatusEnum = pgEnum('reservation_status', reservationStatusValues);

export const gleventsTable = pgTable(
  'gl_events',
  {
    gleventId: text('glevent_id').primaryKey(),
    vendorId: vendorIdColumn(),
    name: text('name').notNull(),
    description: text('description'),
    startTime: timestamptz('start_time').notNull(),
    endTime: timestamptz('end_time').notNull(),
    originalCapacity: integer('original_capacity').notNull(),
    reservedCount: integer('reserved_count').notNull().default(0),
    gleventStatus: eventStatusEnum('glevent_status').notNull().default('UPCOMING'),
    venueName: text('venue_name').notNull(),
    addressLine1: text('address_line1').notNull(),
    addressLine2: text('address_line2'),
    city: text('city').notNull(),
    state: text('state').notNull(),
    country: text('country').notNull().default('US'),
    zipCode: text('zip_code').notNull(),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    eventLink: text('event_link'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('gl_events_vendor_start_idx').on(t.vendorId, t.startTime),
    // guestlists: the available-events search narrows to a bounding box on this index, then measures exactly.
    index('gl_events_location_idx').on(t.latitude, t.longitude),
    check('gl_events_capacity', sql`${t.reservedCount} >= 0 and ${t.reservedCount} <= ${t.originalCapacity}`),
    check('gl_events_capacity_positive', sql`${t.originalCapacity} >= 1`),
    // Decision 086: the documented maximum, the database's word too.
    check('gl_events_capacity_max', sql`${t.originalCapacity} <= ${sql.raw(String(GLEVENT_CAPACITY_MAX))}`),
    check('gl_events_times', sql`${t.endTime} > ${t.startTime}`),
  ],
);

export const reservations = pgTable(
  'reservations',
  {
    reservationId: text('reservation_id').primaryKey(),
    gleventId: text('glevent_id')
      .notNull()
      .references(() => gleventsTable.gleventId),
    vendorId: vendorIdColumn(),
    userId: userIdColumn(),
    firstName: text('first_name'),
    lastName: text('last_name'),
    quantity: integer('quantity').notNull().default(1),
    reservationStatus: reservationStatusEnum('reservation_status').notNull().default('CONFIRMED'),
    createdAt: createdAt(),
    checkedInAt: timestamptz('checked_in_at'),
    checkedInBy: text('checked_in_by'),
    cancelledAt: timestamptz('cancelled_at'),
  },
  (t) => [
    // guestlists: an event's reservations in booking order (the waitlist's queue).
    index('reservations_event_created_idx').on(t.gleventId, t.createdAt),
    index('reservations_user_idx').on(t.userId, t.createdAt),
    uniqueIndex('reservations_one_per_event_idx')
      .on(t.gleventId, t.userId)
      .where(sql`${t.reservationStatus} <> 'CANCELLED'`),
    check('reservations_quantity', sql`${t.quantity} >= 1`),
  ],
);
