import { z } from 'zod';
import { vendorIdSchema } from './common.js';
import { defineEndpoint } from './endpoint.js';
import { vendorPathSchema } from './vendors.js';

export const shortCodePathSchema = z.object({ code: z.string().trim().min(1).max(64) });

/** Where a short code points: an absolute http(s) URL or an in-app path such as /location/AD708. */
export const redirectResponseSchema = z.object({ redirect: z.object({ redirectUrl: z.string() }) });
export type RedirectResponse = z.infer<typeof redirectResponseSchema>;

export const REDIRECT_URL_MAX_LENGTH = 2000;
export const REDIRECT_TARGET_MESSAGE =
  'A link may only go to one of our pages (starting with /) or to an http(s) address on an allowed website.';

/** A short code as printed: letters, digits, - and _, up to 32 characters; case matters. */
export const newShortCodeSchema = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9][A-Za-z0-9_-]{0,31}$/, 'Use 1 to 32 letters, digits, - or _ (starting with a letter or digit).');

export const redirectTargetInputSchema = z.string().trim().min(1, REDIRECT_TARGET_MESSAGE).max(REDIRECT_URL_MAX_LENGTH);

/** A vendor's short link as its staff see it. */
export const shortCodeSchema = z.object({
  code: z.string(),
  redirectUrl: z.string(),
  vendorId: z.string().nullable(),
  createdAt: z.string(),
  /** Set once retired: the code no longer resolves and is never given out again. */
  retiredAt: z.string().nullable(),
});
export type ShortCode = z.infer<typeof shortCodeSchema>;

export const createShortCodeBodySchema = z.strictObject({
  code: newShortCodeSchema,
  redirectUrl: redirectTargetInputSchema,
});
export type CreateShortCodeBody = z.infer<typeof createShortCodeBodySchema>;

export const vendorShortCodePathSchema = z.object({ vendorId: vendorIdSchema, code: z.string().trim().min(1).max(64) });
export const shortCodeResponseSchema = z.object({ shortCode: shortCodeSchema });
export const shortCodeListResponseSchema = z.object({ shortCodes: z.array(shortCodeSchema) });
export type ShortCodeResponse = z.infer<typeof shortCodeResponseSchema>;
export type ShortCodeListResponse = z.infer<typeof shortCodeListResponseSchema>;

// ---------------------------------------------------------------- wristbands

export const nfcIdSchema = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9:_-]{1,64}$/, 'A wristband id is 1 to 64 letters, digits, :, - or _.');
export const nfcPathSchema = z.object({ nfcId: nfcIdSchema });

/** The wristband lookup: a vendor, and optionally where that vendor wants the band to go. */
export const wristbandResponseSchema = z.object({
  vendorId: z.string().nullable(),
  overrideUrl: z.string().nullable(),
});
export type WristbandResponse = z.infer<typeof wristbandResponseSchema>;

export const wristbandMappingSchema = z.object({
  nfcId: z.string(),
  vendorId: z.string(),
  overrideUrl: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  retiredAt: z.string().nullable(),
});
export type WristbandMapping = z.infer<typeof wristbandMappingSchema>;

export const saveWristbandBodySchema = z.strictObject({
  nfcId: nfcIdSchema,
  /** Blank: the band opens the vendor's page. */
  overrideUrl: z.preprocess((value) => (value === '' ? null : value), redirectTargetInputSchema.nullable().optional()),
});
export type SaveWristbandBody = z.input<typeof saveWristbandBodySchema>;

export const vendorWristbandPathSchema = z.object({ vendorId: vendorIdSchema, nfcId: nfcIdSchema });
export const wristbandMappingResponseSchema = z.object({ wristband: wristbandMappingSchema });
export const wristbandMappingListResponseSchema = z.object({ wristbands: z.array(wristbandMappingSchema) });
export type WristbandMappingResponse = z.infer<typeof wristbandMappingResponseSchema>;
export type WristbandMappingListResponse = z.infer<typeof wristbandMappingListResponseSchema>;

// ---------------------------------------------------------------- endpoints

/**
 * Where the app's public links point (PUBLIC_BASE_URL), for what is printed or sent: the location posters' QR codes.
 * Null when the server was not given one: the browser's own address is then the best there is.
 */
export const publicLinksConfigResponseSchema = z.object({ publicBaseUrl: z.string().nullable() });
export type PublicLinksConfigResponse = z.infer<typeof publicLinksConfigResponseSchema>;

export const getPublicLinksConfig = defineEndpoint({
  method: 'GET',
  path: '/redirect-service/v1/config',
  tags: ['redirects'],
  description: 'The public address (PUBLIC_BASE_URL) printed QR codes and links use; null when it is not configured.',
  response: { 200: publicLinksConfigResponseSchema },
});

export const getShortCodeRedirect = defineEndpoint({
  method: 'GET',
  path: '/redirect-service/v1/short-code-redirects/:code',
  tags: ['redirects'],
  params: shortCodePathSchema,
  response: { 200: redirectResponseSchema },
});

export const getWristband = defineEndpoint({
  method: 'GET',
  path: '/nfc-service/v1/nfc/:nfcId',
  tags: ['redirects'],
  description: 'An unknown or retired wristband answers no vendor (the page offers membership).',
  params: nfcPathSchema,
  response: { 200: wristbandResponseSchema },
});

/** Staff (MANAGER and above) manage their vendor's short links and wristbands. */
export const listShortCodes = defineEndpoint({
  method: 'GET',
  path: '/redirect-service/v1/admin/vendors/:vendorId/short-codes',
  tags: ['redirects'],
  auth: 'bearer',
  params: vendorPathSchema,
  response: { 200: shortCodeListResponseSchema },
});

export const createShortCode = defineEndpoint({
  method: 'POST',
  path: '/redirect-service/v1/admin/vendors/:vendorId/short-codes',
  errors: ['SHORT_CODE_EXISTS', 'REDIRECT_NOT_ALLOWED'],
  tags: ['redirects'],
  auth: 'bearer',
  params: vendorPathSchema,
  body: createShortCodeBodySchema,
  response: { 201: shortCodeResponseSchema },
});

export const retireShortCode = defineEndpoint({
  method: 'POST',
  path: '/redirect-service/v1/admin/vendors/:vendorId/short-codes/:code/retire',
  tags: ['redirects'],
  auth: 'bearer',
  params: vendorShortCodePathSchema,
  response: { 200: shortCodeResponseSchema },
});

export const listWristbands = defineEndpoint({
  method: 'GET',
  path: '/nfc-service/v1/admin/vendors/:vendorId/wristbands',
  tags: ['redirects'],
  auth: 'bearer',
  params: vendorPathSchema,
  response: { 200: wristbandMappingListResponseSchema },
});

export const saveWristband = defineEndpoint({
  method: 'PUT',
  path: '/nfc-service/v1/admin/vendors/:vendorId/wristbands',
  errors: ['WRISTBAND_TAKEN', 'REDIRECT_NOT_ALLOWED'],
  tags: ['redirects'],
  auth: 'bearer',
  params: vendorPathSchema,
  body: saveWristbandBodySchema,
  response: { 200: wristbandMappingResponseSchema },
});

export const retireWristband = defineEndpoint({
  method: 'POST',
  path: '/nfc-service/v1/admin/vendors/:vendorId/wristbands/:nfcId/retire',
  tags: ['redirects'],
  auth: 'bearer',
  params: vendorWristbandPathSchema,
  response: { 200: wristbandMappingResponseSchema },
});
