import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, timestamptz } from '../../db/columns.js';
import { users } from '../identity/index.js';
import { vendors } from '../vendors/index.js';

/**
 * One uploaded photo: its renditions' storage keys and URLs. Written after its files (so no row points at a missing
 * file); the media sweep removes a photo no product took within the grace period, and files no row names.
 */
export const mediaImages = pgTable(
  'media_images',
  {
    imageId: text('image_id').primaryKey(),
    vendorId: text('vendor_id')
      .notNull()
      .references(() => vendors.vendorId),
    uploadedBy: text('uploaded_by').references(() => users.userId),
    /** The content hash in the renditions' names (of the vendor and the largest rendition's bytes). */
    hash: text('hash').notNull(),
    /** The largest rendition's URL: what a product's imageUrls holds. */
    imageUrl: text('image_url').notNull(),
    /** Every rendition's URL, the largest last. */
    urls: text('urls').array().notNull(),
    /** Every rendition's storage key. */
    storageKeys: text('storage_keys').array().notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    /** Set by the sweep when a product (or an order) was seen using the photo: kept from then on. */
    usedAt: timestamptz('used_at'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('media_images_hash_idx').on(t.hash),
    index('media_images_unused_idx').on(t.createdAt).where(sql`used_at is null`),
    index('media_images_vendor_idx').on(t.vendorId, t.createdAt),
  ],
);
