import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, timestamptz, translations } from '../../db/columns.js';
import { vendorIdColumn } from '../vendors/index.js';

export const vendorLocations = pgTable(
  'vendor_locations',
  {
    vendorLocationId: text('vendor_location_id').primaryKey(),
    vendorId: vendorIdColumn(),
    description: text('description').notNull(),
    showSplashAds: text('show_splash_ads'),
    displayOrder: integer('display_order'),
    /** Sales tax in parts per million of the taxable amount (9.5 % = 95000). */
    taxRatePpm: integer('tax_rate_ppm').notNull().default(0),
    /** Retired: hidden from the vendor landing and closed to orders; a location is never deleted (decision 055). */
    retiredAt: timestamptz('retired_at'),
    /** A manager paused ordering at this time (null: not paused); it runs until `ordering_paused_until` (decision 072). */
    orderingPausedAt: timestamptz('ordering_paused_at'),
    /** When the pause ends by itself; null while paused: until a manager resumes. */
    orderingPausedUntil: timestamptz('ordering_paused_until'),
    /** What the menu shows while paused, e.g. 'The kitchen is catching up'. */
    orderingPauseReason: text('ordering_pause_reason'),
    /** The most orders paid in any 15 minutes; null: no cap. */
    maxOrdersPer15Minutes: integer('max_orders_per_15_minutes'),
    /** Issue 39: the most alcoholic items one order may hold; null: no limit. */
    maxAlcoholicItemsPerOrder: integer('max_alcoholic_items_per_order'),
    translations: translations<'description'>(),
    createdAt: createdAt(),
  },
  (t) => [
    index('vendor_locations_vendor_idx').on(t.vendorId),
    check('vendor_locations_id_upper', sql`${t.vendorLocationId} = upper(${t.vendorLocationId})`),
    check('vendor_locations_tax_range', sql`${t.taxRatePpm} between 0 and 1000000`),
    check(
      'vendor_locations_pause_shape',
      sql`${t.orderingPausedAt} is not null or (${t.orderingPausedUntil} is null and ${t.orderingPauseReason} is null)`,
    ),
    check(
      'vendor_locations_cap_range',
      sql`${t.maxOrdersPer15Minutes} is null or ${t.maxOrdersPer15Minutes} between 1 and 10000`,
    ),
    check(
      'vendor_locations_max_alcoholic_range',
      sql`${t.maxAlcoholicItemsPerOrder} is null or ${t.maxAlcoholicItemsPerOrder} between 1 and 100`,
    ),
  ],
);
