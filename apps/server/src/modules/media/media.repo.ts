import { inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { newId } from '../../lib/ids.js';
import { mediaImages } from './media.tables.js';
import { isAnyPhotoUsed } from './photo-uses.js';

export type MediaRepo = ReturnType<typeof createMediaRepo>;
export type MediaImageRow = typeof mediaImages.$inferSelect;
export type NewMediaImage = Omit<typeof mediaImages.$inferInsert, 'imageId' | 'usedAt'>;

/** A photo is in use while any place in PHOTO_USES names one of its renditions. */
const inUse = isAnyPhotoUsed(sql`${mediaImages.urls}`);

/** The rows of a raw statement (node-postgres and PGlite both answer `{ rows }`). */
const rowsOf = <Row>(result: unknown): Row[] => (result as { rows: Row[] }).rows;

export function createMediaRepo(db: Db) {
  return {
    /**
     * The photo's row, written after its files. The same pixels uploaded again by the vendor are the same files:
     * the row is kept and its grace period starts again.
     */
    async record(image: NewMediaImage): Promise<MediaImageRow> {
      const [row] = await db
        .insert(mediaImages)
        .values({ ...image, imageId: newId() })
        .onConflictDoUpdate({ target: mediaImages.hash, set: { createdAt: sql`excluded.created_at` } })
        .returning();
      return row as MediaImageRow;
    },

    /**
     * Photos uploaded before `cutoff` that nothing has used: their rows are deleted (at most `limit`, skipping rows
     * another process is sweeping) and their storage keys returned (one list per photo), for their files to go after them.
     */
    async deleteUnused(cutoff: Date, limit: number): Promise<string[][]> {
      const result = await db.execute(sql`
        with doomed as (
          select ${mediaImages.imageId} as image_id from ${mediaImages}
          where ${mediaImages.usedAt} is null and ${mediaImages.createdAt} < ${cutoff.toISOString()}::timestamptz and not ${inUse}
          order by ${mediaImages.createdAt} limit ${limit}
          for update skip locked
        )
        delete from ${mediaImages} using doomed where ${mediaImages.imageId} = doomed.image_id
        returning ${mediaImages.storageKeys} as storage_keys`);
      return rowsOf<{ storage_keys: string[] }>(result).map((row) => row.storage_keys);
    },

    /** Marks the photos past their grace period that a place in PHOTO_USES names: kept from then on. */
    async markUsed(cutoff: Date, now: Date): Promise<number> {
      const result = await db.execute(sql`
        update ${mediaImages} set used_at = ${now.toISOString()}::timestamptz
        where ${mediaImages.usedAt} is null and ${mediaImages.createdAt} < ${cutoff.toISOString()}::timestamptz and ${inUse}
        returning ${mediaImages.imageId}`);
      return rowsOf(result).length;
    },

    /**
     * Of `urls`, the ones a place in PHOTO_USES names (a file whose row was lost, a database restored from an
     * older backup, say: still in use, so kept).
     */
    async usedUrls(urls: string[]): Promise<Set<string>> {
      if (urls.length === 0) return new Set();
      const result = await db.execute(sql`
        select url from unnest(${sql.param(urls)}::text[]) as url
        where ${isAnyPhotoUsed(sql`array[url]`)}`);
      return new Set(rowsOf<{ url: string }>(result).map((row) => row.url));
    },

    /** The storage keys the rows of these hashes name. */
    async knownKeys(hashes: string[]): Promise<Set<string>> {
      if (hashes.length === 0) return new Set();
      const rows = await db
        .select({ storageKeys: mediaImages.storageKeys })
        .from(mediaImages)
        .where(inArray(mediaImages.hash, hashes));
      return new Set(rows.flatMap((row) => row.storageKeys));
    },
  };
}
