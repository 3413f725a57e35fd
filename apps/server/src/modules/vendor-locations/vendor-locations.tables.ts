import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, timestamptz } from '../../db/columns.js';
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
    createdAt: createdAt(),
  },
  (t) => [
    index('vendor_locations_vendor_idx').on(t.vendorId),
    check('vendor_locations_id_upper', sql`${t.vendorLocationId} = upper(${t.vendorLocationId})`),
    check('vendor_locations_tax_range', sql`${t.taxRatePpm} between 0 and 1000000`),
  ],
);
