import { createHash } from 'node:crypto';
import { MEDIA_MAX_INPUT_PIXELS, MEDIA_RENDITION_WIDTHS, mediaMessages, renditionWidths } from '@queueless/contracts';
import sharp from 'sharp';
import { AppError } from '../../lib/app-error.js';
import { createWorkQueue } from '../../lib/work-queue.js';

// Each photo is decoded a few times and never again: libvips' operation cache would only hold memory.
sharp.cache(false);

/**
 * Image work is kept off what serves pages (issue 37, F7; decision 086): each sharp call holds one of libuv's four
 * threads (shared with compression, file reads and DNS) and libvips' own threads take every core. So one photo is
 * worked on at a time, libvips on one thread; other uploads wait in this queue, pages keep their threads and a core.
 * Six parallel 40 MP uploads had taken a menu page from 0.2 s to 4.5–7.6 s.
 */
export const IMAGE_WORK_CONCURRENCY = 1;
sharp.concurrency(1);
const imageWork = createWorkQueue(IMAGE_WORK_CONCURRENCY);

/** Photos being worked on or waiting their turn. */
export const imageWorkWaiting = () => imageWork.size;

export type ImageFormat = 'jpeg' | 'png' | 'webp' | 'avif';
export type Rendition = { width: number; height: number; body: Buffer };
/** A photo as stored: its content hash and its WebP renditions, smallest first (the last is the largest). */
export type ProcessedImage = { hash: string; width: number; height: number; renditions: Rendition[] };

const WEBP = { quality: 78, effort: 4 } as const;

/**
 * The format the bytes are, by their signature; null for anything else (SVG, GIF, HEIC, text, …), whatever the
 * file's name or declared type. Only these four ever reach the decoder.
 */
export function sniffImageFormat(bytes: Buffer): ImageFormat | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (bytes.length >= 8 && bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) {
    return 'png';
  }
  if (bytes.length >= 12 && bytes.toString('latin1', 0, 4) === 'RIFF' && bytes.toString('latin1', 8, 12) === 'WEBP') {
    return 'webp';
  }
  if (bytes.length >= 16 && bytes.toString('latin1', 4, 8) === 'ftyp') {
    // An ISO-BMFF file: AVIF only when its brands say so (HEIC and video share the box).
    const boxSize = Math.min(bytes.readUInt32BE(0), bytes.length, 256);
    for (let at = 8; at + 4 <= boxSize; at += 4) {
      if (at === 12) continue; // minor_version
      const brand = bytes.toString('latin1', at, at + 4);
      if (brand === 'avif' || brand === 'avis') return 'avif';
    }
  }
  return null;
}

/** What libvips calls the format it found: AVIF is read by its HEIF loader. */
const decoderFormat: Record<ImageFormat, string> = { jpeg: 'jpeg', png: 'png', webp: 'webp', avif: 'heif' };

const notAnImage = () => new AppError('UNSUPPORTED_MEDIA_TYPE', mediaMessages.notAnImage);
const invalid = (message: string) => new AppError('VALIDATION_FAILED', message, [{ field: 'file', message }]);

/**
 * The upload pipeline: the bytes must be one of the accepted formats by signature and by the decoder's reading,
 * at most MEDIA_MAX_INPUT_PIXELS (checked from the header, before decoding), and decode without error (a truncated
 * file is refused, not half-drawn). The photo is turned upright by its EXIF orientation and re-encoded as WebP in
 * each rendition width: no metadata (GPS, camera, …) survives. The hash names the vendor's copy of the pixels.
 */
export function processImage(bytes: Buffer, vendorId: string): Promise<ProcessedImage> {
  return imageWork.run(() => processImageNow(bytes, vendorId));
}

async function processImageNow(bytes: Buffer, vendorId: string): Promise<ProcessedImage> {
  const format = sniffImageFormat(bytes);
  if (!format) throw notAnImage();
  const open = () =>
    sharp(bytes, { limitInputPixels: MEDIA_MAX_INPUT_PIXELS, failOn: 'warning', sequentialRead: true, pages: 1 });
  try {
    const metadata = await open().metadata();
    if (metadata.format !== decoderFormat[format] || (format === 'avif' && metadata.compression !== 'av1')) {
      throw notAnImage();
    }
    const upright = metadata.autoOrient ?? { width: metadata.width, height: metadata.height };
    const largest = Math.min(upright.width, MEDIA_RENDITION_WIDTHS[MEDIA_RENDITION_WIDTHS.length - 1] ?? 960);
    const renditions: Rendition[] = [];
    for (const width of renditionWidths(largest)) {
      const { data, info } = await open()
        .autoOrient()
        .resize({ width, withoutEnlargement: true })
        .webp(WEBP)
        .toBuffer({ resolveWithObject: true });
      renditions.push({ width: info.width, height: info.height, body: data });
    }
    const top = renditions[renditions.length - 1] as Rendition;
    const hash = createHash('sha256').update(vendorId).update('\n').update(top.body).digest('hex').slice(0, 24);
    return { hash, width: top.width, height: top.height, renditions };
  } catch (error) {
    if (error instanceof AppError) throw error;
    const message = error instanceof Error ? error.message : String(error);
    if (/pixel limit/i.test(message)) throw invalid(mediaMessages.tooManyPixels);
    throw invalid(mediaMessages.unreadable);
  }
}

/** A rendition's storage key: `{shard}/{hash}.{W}x{H}.{w}.webp` (W×H the largest rendition's size). */
export function renditionKey(image: ProcessedImage, width: number): string {
  return `${image.hash.slice(0, 2)}/${image.hash}.${image.width}x${image.height}.${width}.webp`;
}
