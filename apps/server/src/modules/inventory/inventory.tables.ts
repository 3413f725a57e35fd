import { PRODUCT_QUANTITY_MAX, productTypeValues } from '@queueless/contracts';
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgEnum, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from '../../db/columns.js';
import { vendorLocations } from '../vendor-locations/index.js';

export const productTypeEnum = pgEnum('product_type', productTypeValues);

export const products = pgTable(
  'products',
  {
    productId: text('product_id').primaryKey(),
    vendorLocationId: text('vendor_location_id')
      .notNull()
      .references(() => vendorLocations.vendorLocationId),
    name: text('name').notNull(),
    description: text('description'),
    productType: productTypeEnum('product_type').notNull(),
    groupId: text('group_id'),
    variantName: text('variant_name'),
    priceCents: integer('price_cents').notNull(),
    originalPriceCents: integer('original_price_cents'),
    displayOrder: integer('display_order').notNull().default(100),
    isAvailable: boolean('is_available').notNull().default(true),
    trackQuantity: boolean('track_quantity').notNull().default(false),
    quantityAvailable: integer('quantity_available'),
    imageUrls: text('image_urls').array().notNull().default(sql`'{}'::text[]`),
    productTaxCode: text('product_tax_code'),
    /** A presale: the percent of the price paid when ordering, the rest at pickup; null = pay in full. */
    depositPercent: integer('deposit_percent'),
    /** Counts edits of the product; a manager's save names the version it started from (decision 058). */
    version: integer('version').notNull().default(1),
    /** Archived: off the menu and out of carts, kept for the orders that sold it. */
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('products_location_idx').on(t.vendorLocationId),
    check('products_version_positive', sql`${t.version} >= 1`),
    check('products_deposit_percent_range', sql`${t.depositPercent} is null or ${t.depositPercent} between 1 and 100`),
    check('products_price_nonnegative', sql`${t.priceCents} >= 0`),
    // Stock is taken with `quantity_available >= n`; this is the database's own word on it.
    check('products_quantity_nonnegative', sql`${t.quantityAvailable} is null or ${t.quantityAvailable} >= 0`),
    // Numbers that grow have their documented maximum here too (issue 37, F11; decision 086).
    check('products_quantity_max', sql`${t.quantityAvailable} <= ${sql.raw(String(PRODUCT_QUANTITY_MAX))}`),
  ],
);
