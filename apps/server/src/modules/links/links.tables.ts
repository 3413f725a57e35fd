import { sql } from 'drizzle-orm';
import { index, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, timestamptz, updatedAt } from '../../db/columns.js';
import { users } from '../identity/index.js';
import { vendors } from '../vendors/index.js';

/** A printed short link (/R/{code}). Retired codes stop resolving and are never reused, in any case. */
export const shortCodes = pgTable(
  'short_codes',
  {
    code: text('code').primaryKey(),
    redirectUrl: text('redirect_url').notNull(),
    /** The vendor whose staff manage the code; null for codes the operator seeded. */
    vendorId: text('vendor_id').references(() => vendors.vendorId),
    createdBy: text('created_by').references(() => users.userId),
    retiredAt: timestamptz('retired_at'),
    createdAt: createdAt(),
  },
  (t) => [
    index('short_codes_vendor_idx').on(t.vendorId, t.createdAt),
    // One namespace whatever the case: no vendor takes `demo` beside another's `DEMO` (and `/R/demo` finds `DEMO`).
    uniqueIndex('short_codes_code_lower_idx').on(sql`lower(${t.code})`),
  ],
);

/** An NFC wristband's mapping: to a vendor, optionally to a page of that vendor's choosing. */
export const wristbands = pgTable(
  'wristbands',
  {
    nfcId: text('nfc_id').primaryKey(),
    vendorId: text('vendor_id').references(() => vendors.vendorId),
    overrideUrl: text('override_url'),
    createdBy: text('created_by').references(() => users.userId),
    retiredAt: timestamptz('retired_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('wristbands_vendor_idx').on(t.vendorId, t.createdAt)],
);
