import { z } from 'zod';
import { defineEndpoint } from './endpoint.js';
import { vendorPathSchema } from './vendors.js';

export * from './media-renditions.js';

/** The largest photo an upload may carry, in bytes (10 MB). */
export const MEDIA_MAX_UPLOAD_BYTES = 10 * 1024 * 1024;
/** Past this many pixels a photo is refused before it is decoded (a decompression bomb). */
export const MEDIA_MAX_INPUT_PIXELS = 40_000_000;
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
  errors: ['PAYLOAD_TOO_LARGE', 'UNSUPPORTED_MEDIA_TYPE'],
  tags: ['media'],
  auth: 'bearer',
  summary: 'Upload a product photo (multipart, one part named "file")',
  description:
    "JPEG, PNG, WebP or AVIF, up to 10 MB and 40 megapixels. The photo is turned upright, stripped of its metadata and stored as WebP renditions; the answer is the URL a product's imageUrls takes.",
  params: vendorPathSchema,
  response: { 201: uploadedImageSchema },
});
