import { z } from 'zod';
import { defineEndpoint } from './endpoint.js';
import { vendorPathSchema } from './vendors.js';

/** The largest photo an upload may carry, in bytes (10 MB). */
export const MEDIA_MAX_UPLOAD_BYTES = 10 * 1024 * 1024;
/** Past this many pixels a photo is refused before it is decoded (a decompression bomb). */
export const MEDIA_MAX_INPUT_PIXELS = 40_000_000;
/** The widths of the WebP renditions written for each photo (never wider than the photo itself). */
export const MEDIA_RENDITION_WIDTHS = [160, 320, 640, 960] as const;
/** What the upload takes: the formats whose bytes it recognises. */
export const MEDIA_ACCEPTED_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/avif'] as const;

export const mediaMessages = {
  notAnImage: 'The file must be a JPEG, PNG, WebP or AVIF photo.',
  unreadable: 'The photo could not be read (is the file complete?).',
  tooManyPixels: `The photo is too large: at most ${MEDIA_MAX_INPUT_PIXELS / 1_000_000} megapixels.`,
  tooLarge: `The photo is too large: at most ${MEDIA_MAX_UPLOAD_BYTES / 1024 / 1024} MB.`,
  oneFile: 'Send exactly one photo, in a form field named "file".',
  notMultipart: 'Send the photo as multipart/form-data with one field named "file".',
} as const;

export const uploadedImageSchema = z.object({
  /** The URL a product's `imageUrls` takes: the largest rendition. */
  imageUrl: z.string(),
  width: z.number().int(),
  height: z.number().int(),
});
export type UploadedImage = z.infer<typeof uploadedImageSchema>;

/**
 * A vendor's MANAGER (and above) uploads a product photo: multipart/form-data with one part named `file`.
 * The body is read by the route (not a JSON schema), after the caller is authorised.
 */
export const uploadVendorImage = defineEndpoint({
  method: 'POST',
  path: '/media-service/v1/vendors/:vendorId/images',
  tags: ['media'],
  auth: 'bearer',
  summary: 'Upload a product photo (multipart, one part named "file")',
  description:
    "JPEG, PNG, WebP or AVIF, up to 10 MB and 40 megapixels. The photo is turned upright, stripped of its metadata and stored as WebP renditions; the answer is the URL a product's imageUrls takes.",
  params: vendorPathSchema,
  response: { 201: uploadedImageSchema },
});

/**
 * A media URL's renditions, read from its name (`{hash}.{W}x{H}.{w}.webp`): the photo's width and height and one
 * URL per rendition width, smallest first. Null for any other URL (the demo's own images), which is shown as is.
 */
export function mediaRenditions(
  url: string,
): { width: number; height: number; sources: { url: string; width: number }[] } | null {
  const match = /^(.*\/[0-9a-f]{24}\.(\d{1,5})x(\d{1,5})\.)\d{1,5}\.webp$/.exec(url);
  if (!match) return null;
  const [, stem, w, h] = match as unknown as [string, string, string, string];
  const width = Number(w);
  const height = Number(h);
  return {
    width,
    height,
    sources: renditionWidths(width).map((size) => ({ url: `${stem}${size}.webp`, width: size })),
  };
}

/** The rendition widths of a photo `width` pixels wide (its largest rendition): the standard ones below it, then it. */
export function renditionWidths(width: number): number[] {
  return [...MEDIA_RENDITION_WIDTHS.filter((size) => size < width), width];
}
