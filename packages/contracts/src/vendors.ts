import { z } from 'zod';
import {
  isoDateTimeSchema,
  phoneNumberSchema,
  roleSchema,
  vendorIdSchema,
  vendorLocationIdSchema,
  venueTimeZoneSchema,
} from './common.js';
import { defineEndpoint } from './endpoint.js';
import { locationMenuLimitsFields } from './menu-options.js';
import { readLanguageQuerySchema, translationsSchema } from './translations.js';

export const vendorSchema = z.object({
  vendorId: z.string(),
  name: z.string(),
  guestlistEnabled: z.boolean(),
  addressLine1: z.string(),
  addressLine2: z.string().nullable(),
  city: z.string(),
  state: z.string(),
  zip: z.string(),
  /** Where the vendor's events happen: staff pick their times in this zone. */
  timeZone: venueTimeZoneSchema,
});
export type Vendor = z.infer<typeof vendorSchema>;

export const getVendorQuerySchema = z.object({ vendorId: vendorIdSchema });
export const vendorListResponseSchema = z.object({ items: z.array(vendorSchema) });
export type VendorListResponse = z.infer<typeof vendorListResponseSchema>;

/**
 * Whether customers may order at a location now (decision 072): closed while it is retired, its vendor suspended, a
 * manager's pause runs, or its cap of paid orders per 15 minutes is reached. `reason` is what the menu shows;
 * `reopensAt` when it opens again by itself (null: until someone opens it).
 */
export const locationOrderingSchema = z.object({
  open: z.boolean(),
  reason: z.string().nullable(),
  reopensAt: isoDateTimeSchema.nullable(),
});
export type LocationOrdering = z.infer<typeof locationOrderingSchema>;

/** The text of a location a customer reads, so the one that may be translated (decision 096). */
export const LOCATION_TRANSLATED_FIELDS = ['description'] as const;

export const vendorLocationSchema = z.object({
  vendorLocationId: z.string(),
  vendorId: z.string(),
  description: z.string(),
  showSplashAds: z.string().nullable(),
  displayOrder: z.number().int().nullable(),
  /** Additive (issue 30): on the single location read. */
  ordering: locationOrderingSchema.optional(),
  /** Additive (issue 39): the most alcoholic items one order may hold; null: no limit. */
  maxAlcoholicItemsPerOrder: z.number().int().nullable().optional(),
  /**
   * Additive (issue 44): the Spanish description (decision 096). description is already in the request's language
   * (`lang`, else Accept-Language, else the ql_lang cookie), falling back to the venue's text.
   */
  translations: translationsSchema(LOCATION_TRANSLATED_FIELDS).optional(),
});
export type VendorLocation = z.infer<typeof vendorLocationSchema>;

export const getVendorLocationQuerySchema = z.object({
  vendorLocationId: vendorLocationIdSchema,
  lang: readLanguageQuerySchema,
});
export const getVendorLocationsQuerySchema = z.object({ vendorId: vendorIdSchema, lang: readLanguageQuerySchema });
export const vendorLocationListResponseSchema = z.object({ items: z.array(vendorLocationSchema) });
export type VendorLocationListResponse = z.infer<typeof vendorLocationListResponseSchema>;

/** The longest pause a manager may set with an end; longer ones are 'until resumed'. */
export const MAX_PAUSE_MINUTES = 24 * 60;
/** The most paid orders per 15 minutes a cap may allow. */
export const MAX_ORDERS_PER_15_MINUTES_LIMIT = 10_000;

export const locationOrderingPathSchema = z.object({ vendorLocationId: vendorLocationIdSchema });

/**
 * A manager's pause and cap (issue 30). `paused: true` without `pausedUntil` pauses until resumed; `paused: false`
 * resumes. `maxOrdersPer15Minutes` left out keeps the cap, null removes it.
 */
export const updateLocationOrderingBodySchema = z.strictObject({
  paused: z.boolean({ error: 'paused is required.' }),
  pausedUntil: isoDateTimeSchema.nullable().optional(),
  reason: z.string().trim().max(120, 'Must be at most 120 characters.').nullable().optional(),
  maxOrdersPer15Minutes: z
    .number()
    .int('Must be a whole number.')
    .min(1, 'Must be at least 1.')
    .max(MAX_ORDERS_PER_15_MINUTES_LIMIT, `Must be at most ${MAX_ORDERS_PER_15_MINUTES_LIMIT}.`)
    .nullable()
    .optional(),
  /** Issue 39: the most alcoholic items per order; left out keeps it, null removes it. */
  ...locationMenuLimitsFields,
});
export type UpdateLocationOrderingBody = z.input<typeof updateLocationOrderingBodySchema>;

/** The pause and cap as set, and what customers see now. */
export const locationOrderingSettingsSchema = z.object({
  vendorLocationId: z.string(),
  paused: z.boolean(),
  pausedUntil: isoDateTimeSchema.nullable(),
  reason: z.string().nullable(),
  maxOrdersPer15Minutes: z.number().int().nullable(),
  /** Issue 39: the most alcoholic items per order; null: no limit. */
  maxAlcoholicItemsPerOrder: z.number().int().nullable(),
  ordering: locationOrderingSchema,
});
export type LocationOrderingSettings = z.infer<typeof locationOrderingSettingsSchema>;

export const vendorRoleSchema = z.object({
  name: z.string(),
  phoneNumber: phoneNumberSchema,
  role: roleSchema,
  vendorId: z.string(),
});
export type VendorRole = z.infer<typeof vendorRoleSchema>;

export const vendorPathSchema = z.object({ vendorId: vendorIdSchema });
export const userRoleResponseSchema = z.object({ vendorRole: vendorRoleSchema.nullable() });
export type UserRoleResponse = z.infer<typeof userRoleResponseSchema>;

// ---------------------------------------------------------------- endpoints

export const getVendor = defineEndpoint({
  method: 'GET',
  path: '/vendor-service/v1/vendor',
  errors: ['NOT_FOUND'],
  tags: ['vendors'],
  query: getVendorQuerySchema,
  response: { 200: vendorListResponseSchema },
});

export const listVendors = defineEndpoint({
  method: 'GET',
  path: '/vendor-service/v1/vendors',
  tags: ['vendors'],
  response: { 200: vendorListResponseSchema },
});

export const getVendorLocation = defineEndpoint({
  method: 'GET',
  path: '/vendor-location-service/v1/vendor-location',
  errors: ['NOT_FOUND'],
  tags: ['vendor locations'],
  query: getVendorLocationQuerySchema,
  response: { 200: vendorLocationListResponseSchema },
});

export const listVendorLocations = defineEndpoint({
  method: 'GET',
  path: '/vendor-location-service/v1/vendor-locations',
  tags: ['vendor locations'],
  query: getVendorLocationsQuerySchema,
  response: { 200: vendorLocationListResponseSchema },
});

export const updateLocationOrdering = defineEndpoint({
  method: 'PUT',
  path: '/vendor-location-service/v1/vendor-locations/:vendorLocationId/ordering',
  tags: ['vendor locations'],
  auth: 'bearer',
  description:
    "The vendor's MANAGER and above, or an operator: pause ordering (until `pausedUntil`, or until resumed) and cap paid orders per 15 minutes. Audited.",
  params: locationOrderingPathSchema,
  body: updateLocationOrderingBodySchema,
  response: { 200: locationOrderingSettingsSchema },
});
