import { isNull } from 'drizzle-orm';
import { boolean, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, timestamptz } from '../../db/columns.js';

/** A vendor's time zone unless set otherwise (the demo's venues are in Los Angeles). */
export const DEFAULT_VENDOR_TIME_ZONE = 'America/Los_Angeles';

export const vendors = pgTable('vendors', {
  vendorId: text('vendor_id').primaryKey(),
  name: text('name').notNull(),
  guestlistEnabled: boolean('guestlist_enabled').notNull().default(false),
  addressLine1: text('address_line1').notNull(),
  addressLine2: text('address_line2'),
  city: text('city').notNull(),
  state: text('state').notNull(),
  zip: text('zip').notNull(),
  /**
   * IANA time zone of the venue: analytics days and weeks (Sunday start) are counted in it, and its events' times
   * are shown and picked in it (decision 021).
   */
  timeZone: text('time_zone').notNull().default(DEFAULT_VENDOR_TIME_ZONE),
  /** Set by an operator: ordering is closed at every location of the vendor; nothing is deleted (decision 055). */
  suspendedAt: timestamptz('suspended_at'),
  createdAt: createdAt(),
});

/** The `vendor_id` column of a row that belongs to a vendor: required, and a foreign key to `vendors`. */
export const vendorIdColumn = () =>
  text('vendor_id')
    .notNull()
    .references(() => vendors.vendorId);

/** The statement form of `isOpenToPublic`, for public lists that join `vendors` (decision 085). */
export const isVendorOpenToPublicSql = () => isNull(vendors.suspendedAt);
