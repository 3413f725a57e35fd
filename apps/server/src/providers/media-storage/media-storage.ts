/** A stored file as a listing gives it: its key and when it was written. */
export type StoredMedia = { key: string; modifiedAt: Date };

/**
 * Where photos' renditions live: files under DATA_DIR (one box), or an S3-compatible bucket (several API hosts, a
 * CDN in front). Keys are `{shard}/{name}.webp`, every name content-hashed, so a file once written never changes and
 * is served with immutable caching.
 */
export interface MediaStorage {
  readonly kind: 'local' | 's3';
  /** Writes one file whole or not at all (a reader never sees half a file). */
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  /** Removes files; a key that is already gone is no error. */
  delete(keys: readonly string[]): Promise<void>;
  /** Every stored file, page by page. */
  list(signal?: AbortSignal): AsyncIterable<StoredMedia>;
  /** The public URL of a key (relative to our origin for local files, absolute behind a CDN). */
  urlOf(key: string): string;
}

/** Keys as the pipeline writes them: a two-hex shard, then `{hash}.{W}x{H}.{w}.webp`. Nothing else is read or served. */
export const MEDIA_KEY_PATTERN = /^[0-9a-f]{2}\/[0-9a-f]{24}\.\d{1,5}x\d{1,5}\.\d{1,5}\.webp$/;

/** Served for a year and never revalidated: a content-hashed name never holds other bytes. */
export const MEDIA_CACHE_CONTROL = 'public, max-age=31536000, immutable';

export function joinUrl(base: string, key: string): string {
  return `${base.replace(/\/+$/, '')}/${key}`;
}
