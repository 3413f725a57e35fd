import type { SessionUser, UploadedImage } from '@queueless/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../lib/clock.js';
import type { RateLimit, RateLimiter } from '../../plugins/rate-limit.js';
import type { MediaStorage } from '../../providers/media-storage/media-storage.js';
import { MEDIA_KEY_PATTERN } from '../../providers/media-storage/media-storage.js';
import type { Access } from '../staff/index.js';
import { processImage, renditionKey } from './image-pipeline.js';
import type { MediaRepo } from './media.repo.js';

export type MediaService = ReturnType<typeof createMediaService>;

export type MediaLimits = {
  /** Uploads one person may make (to any vendor). */
  perUser: RateLimit;
  /** Uploads one vendor's staff may make together. */
  perVendor: RateLimit;
  /** How long an uploaded photo (and a file no row names) waits for a product before the sweep removes it. */
  graceMs: number;
};

export const defaultMediaLimits: MediaLimits = {
  perUser: { limit: 120, windowSeconds: 60 * 60 },
  perVendor: { limit: 1000, windowSeconds: 24 * 60 * 60 },
  graceMs: 24 * 60 * 60 * 1000,
};

const UPLOAD_LIMIT_MESSAGE = 'Too many photos uploaded. Please try again later.';
const SWEEP_BATCH = 200;

/**
 * Product photos: a vendor's MANAGER (and above) uploads one, the pipeline makes its renditions, the files are
 * written and then its row (so a row never names a missing file); the sweep removes what no product took.
 */
export function createMediaService(deps: {
  mediaRepo: MediaRepo;
  storage: MediaStorage;
  access: Access;
  rateLimiter: RateLimiter;
  clock: Clock;
  log: FastifyBaseLogger;
  limits: MediaLimits;
}) {
  const { mediaRepo: repo, storage, access, rateLimiter, clock, log, limits } = deps;

  async function store(vendorId: string, bytes: Buffer, uploadedBy: string | null): Promise<UploadedImage> {
    const image = await processImage(bytes, vendorId);
    const files = image.renditions.map((rendition) => ({ key: renditionKey(image, rendition.width), rendition }));
    // Files first, row after: a fault in between leaves files no row names, which the sweep removes after the
    // grace period (never a row naming a missing file). They are not removed here: an earlier upload of the same
    // pixels may own them.
    await Promise.all(files.map(({ key, rendition }) => storage.put(key, rendition.body, 'image/webp')));
    const urls = files.map(({ key }) => storage.urlOf(key));
    const row = await repo.record({
      vendorId,
      uploadedBy,
      hash: image.hash,
      imageUrl: urls[urls.length - 1] as string,
      urls,
      storageKeys: files.map(({ key }) => key),
      width: image.width,
      height: image.height,
      createdAt: clock(),
    });
    return { imageUrl: row.imageUrl, width: row.width, height: row.height };
  }

  return {
    /**
     * Authorises the caller and counts the upload against their limits before a byte of the file is read
     * (`readFile` reads it), so a stranger or a runaway client costs no decoding and no storage.
     */
    async upload(user: SessionUser, vendorId: string, readFile: () => Promise<Buffer>): Promise<UploadedImage> {
      await access.requireRole(user, vendorId, 'MANAGER');
      await rateLimiter.hit(`media-upload:user:${user.userId}`, limits.perUser, UPLOAD_LIMIT_MESSAGE);
      await rateLimiter.hit(`media-upload:vendor:${vendorId}`, limits.perVendor, UPLOAD_LIMIT_MESSAGE);
      return store(vendorId, await readFile(), user.userId);
    },

    /**
     * The same pipeline and storage for the server's own photos (the demo seed's menu): no caller to authorise or
     * count. The bytes are checked exactly as an upload's.
     */
    importImage(vendorId: string, bytes: Buffer): Promise<UploadedImage> {
      return store(vendorId, bytes, null);
    },

    /**
     * One run of the media sweep: photos past the grace period that a product or an order uses are kept for good;
     * the others lose their row, then their files; files no row names (an upload whose row was never written) go
     * once past the grace period, unless a product or an order shows them. Returns what it removed.
     */
    async sweep(signal?: AbortSignal): Promise<{ images: number; files: number }> {
      const now = clock();
      const cutoff = new Date(now.getTime() - limits.graceMs);
      await repo.markUsed(cutoff, now);
      let images = 0;
      let files = 0;
      for (;;) {
        const removed = await repo.deleteUnused(cutoff, SWEEP_BATCH);
        const keys = removed.flat();
        if (keys.length > 0) await storage.delete(keys);
        images += removed.length;
        files += keys.length;
        if (removed.length < SWEEP_BATCH || signal?.aborted) break;
      }
      let batch: string[] = [];
      const removeUnknown = async () => {
        const known = await repo.knownKeys([...new Set(batch.map(hashOfKey))]);
        const orphans = batch.filter((key) => !known.has(key));
        const used = await repo.usedUrls(orphans.map((key) => storage.urlOf(key)));
        const unknown = orphans.filter((key) => !used.has(storage.urlOf(key)));
        if (unknown.length > 0) await storage.delete(unknown);
        files += unknown.length;
        batch = [];
      };
      for await (const stored of storage.list(signal)) {
        if (stored.modifiedAt >= cutoff || !isMediaKey(stored.key)) continue;
        batch.push(stored.key);
        if (batch.length >= 500) await removeUnknown();
      }
      if (batch.length > 0) await removeUnknown();
      if (images > 0 || files > 0) log.info({ images, files }, 'media sweep removed unused photos');
      return { images, files };
    },
  };
}

/** Our keys, and the partial files of an interrupted local write (`{key}.{random}.partial`); nothing else is touched. */
function isMediaKey(key: string): boolean {
  return MEDIA_KEY_PATTERN.test(key.replace(/\.[0-9a-f]{12}\.partial$/, ''));
}

function hashOfKey(key: string): string {
  return key.slice(3, 27);
}
