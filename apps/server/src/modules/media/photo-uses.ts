import { type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { contentPages } from '../content/index.js';
import { prizes } from '../contests/index.js';
import { vendorEvents } from '../events/index.js';
import { products } from '../inventory/index.js';
import { orderItems } from '../orders/index.js';

/** How a column holds photo addresses: a text[] of them, one text, or JSON content that names them in strings. */
type PhotoUse = { table: PgTable; column: PgColumn; holds: 'addresses' | 'address' | 'json' };

/**
 * Every place a photo can be used, in one list (issue 37, F8): the media sweep keeps a photo any of them names.
 * `photo-uses.test.ts` reads the schema and fails when a column that could hold a photo is not here, so the next
 * place cannot be forgotten (event flyers were: a flyer's photo answered 404 after the sweep).
 */
export const PHOTO_USES: PhotoUse[] = [
  { table: products, column: products.imageUrls, holds: 'addresses' },
  // An order keeps its lines' photos: order history shows them.
  { table: orderItems, column: orderItems.imageUrls, holds: 'addresses' },
  // An event's flyers.
  { table: vendorEvents, column: vendorEvents.images, holds: 'addresses' },
  { table: prizes, column: prizes.imageUrl, holds: 'address' },
  // Landing content (today its images are our own /images/ assets, but a photo named there is kept all the same).
  { table: contentPages, column: contentPages.content, holds: 'json' },
];

/** True when any place in PHOTO_USES names one of `urls` (an SQL text[]). */
export function isAnyPhotoUsed(urls: SQL): SQL {
  const uses = PHOTO_USES.map(({ table, column, holds }) => {
    if (holds === 'addresses') return sql`exists (select 1 from ${table} where ${column} && ${urls})`;
    if (holds === 'address') return sql`exists (select 1 from ${table} where ${column} = any(${urls}))`;
    return sql`exists (select 1 from ${table}, unnest(${urls}) as named(url)
      where strpos(${column}::text, '"' || named.url || '"') > 0)`;
  });
  return sql`(${sql.join(uses, sql` or `)})`;
}
