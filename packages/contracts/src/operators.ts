import { z } from 'zod';
import { isoDateTimeSchema, requiredText, roleSchema, vendorIdSchema, vendorLocationIdSchema } from './common.js';
import { defineEndpoint } from './endpoint.js';
import { TRANSLATIONS_WRITE_RULES, translatedText } from './translations.js';
import { vendorLocationSchema, vendorPathSchema, vendorSchema } from './vendors.js';

/**
 * Day one for an operator (decision 055): operators of the install create vendors and their first SUPER_ADMIN; a
 * vendor's ADMIN and above edit it and add its locations; the audit log is read back. The public reads of vendors
 * and locations (vendors.ts) are unchanged: these calls answer the same shapes plus what only staff see.
 */

export const VENDOR_NAME_MAX_LENGTH = 80;
export const LOCATION_DESCRIPTION_MAX_LENGTH = 80;
export const MAX_TAX_RATE_PERCENT = 25;

/** A vendor's readable id: lowercase letters, digits and single hyphens, 2 to 48 characters (`harbor-tap`). */
export const vendorSlugSchema = z
  .string()
  .trim()
  .regex(
    /^[a-z0-9](?:[a-z0-9]|-(?=[a-z0-9])){1,47}$/,
    'Vendor id must be 2 to 48 lowercase letters, digits or single hyphens, e.g. harbor-tap.',
  );

/** The vendor id made from a name: `Harbor Tap & Grill` → `harbor-tap-grill` (empty when nothing is left). */
export function slugFromName(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 48)
    .replace(/-+$/, '');
}

/** True for a time zone name the IANA database (as this runtime knows it) has. */
export function isIanaTimeZone(value: string): boolean {
  if (!/^[A-Za-z_]+(?:\/[A-Za-z0-9_+-]+){0,2}$/.test(value) && value !== 'UTC') return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

export const ianaTimeZoneSchema = z
  .string({ error: 'Time zone is required.' })
  .trim()
  .max(64, 'Unknown time zone.')
  .refine(isIanaTimeZone, 'Unknown time zone. Pick one such as America/Los_Angeles.');

const vendorFields = {
  name: requiredText('Name', VENDOR_NAME_MAX_LENGTH),
  addressLine1: requiredText('Address', 120),
  addressLine2: z
    .string()
    .trim()
    .max(120, 'Address line 2 must be at most 120 characters.')
    .nullish()
    .transform((value) => (value ? value : null)),
  city: requiredText('City', 80),
  state: requiredText('State', 40),
  zip: requiredText('ZIP code', 16),
  timeZone: ianaTimeZoneSchema,
  guestlistEnabled: z.boolean().default(false),
};

export const superAdminBodySchema = z.strictObject({
  phoneNumber: z
    .string({ error: 'Phone number is required.' })
    .trim()
    .min(1, { error: 'Phone number is required.', abort: true })
    .regex(/^\+[1-9]\d{7,14}$/, 'Phone number must be in international format, e.g. +12135550123.'),
  name: requiredText('Name', 80),
});

export const createVendorBodySchema = z.strictObject({
  ...vendorFields,
  vendorId: vendorSlugSchema.optional(),
  superAdmin: superAdminBodySchema,
});
export type CreateVendorBody = z.infer<typeof createVendorBodySchema>;

/** The changed fields only; the id never changes. */
export const updateVendorBodySchema = z.strictObject({
  name: vendorFields.name.optional(),
  addressLine1: vendorFields.addressLine1.optional(),
  addressLine2: vendorFields.addressLine2.optional(),
  city: vendorFields.city.optional(),
  state: vendorFields.state.optional(),
  zip: vendorFields.zip.optional(),
  timeZone: ianaTimeZoneSchema.optional(),
  guestlistEnabled: z.boolean().optional(),
});
export type UpdateVendorBody = z.infer<typeof updateVendorBodySchema>;

/** A vendor as staff and operators see it: the public fields, and whether an operator suspended it. */
export const vendorSettingsSchema = vendorSchema.extend({ suspended: z.boolean() });
export type VendorSettings = z.infer<typeof vendorSettingsSchema>;
export const vendorSettingsResponseSchema = z.object({ vendor: vendorSettingsSchema });
export const vendorSettingsListResponseSchema = z.object({ items: z.array(vendorSettingsSchema) });

export const suspendVendorBodySchema = z.strictObject({ suspended: z.boolean({ error: 'suspended is required.' }) });

// ---------------------------------------------------------------- locations

/** A short uppercase code like the demo's `AD708`: 3 to 12 letters and digits. */
export const locationCodeSchema = z
  .string()
  .trim()
  .transform((value) => value.toUpperCase())
  .pipe(z.string().regex(/^[A-Z0-9]{3,12}$/, 'Location code must be 3 to 12 letters or digits, e.g. AD708.'));

/** A percent with up to 4 decimals, 0 to 25: `"9.5"`, `"9.5000"`. Answered with 4 decimals. */
export const taxRateSchema = z
  .string({ error: 'Tax rate is required.' })
  .trim()
  .regex(/^\d{1,2}(\.\d{1,4})?$/, 'Tax rate must be a percent with up to 4 decimals, e.g. 9.5.')
  .refine(
    (value) => Number(value) <= MAX_TAX_RATE_PERCENT,
    `Tax rate must be between 0 and ${MAX_TAX_RATE_PERCENT} %.`,
  );

/** `"9.5"` → 95 000 parts per million, exactly (no floating point). */
export function taxRateToPpm(rate: string): number {
  const [whole = '0', fraction = ''] = rate.split('.');
  return Number(whole) * 10_000 + Number(fraction.padEnd(4, '0'));
}
/** 95 000 → `"9.5000"`. */
export function ppmToTaxRate(ppm: number): string {
  return `${Math.floor(ppm / 10_000)}.${String(ppm % 10_000).padStart(4, '0')}`;
}

const displayOrderSchema = z
  .number({ error: 'Display order must be a whole number.' })
  .int('Display order must be a whole number.')
  .min(0, 'Display order must be 0 or more.')
  .max(9999, 'Display order must be at most 9999.')
  .nullable();

const locationDescriptionSchema = requiredText('Description', LOCATION_DESCRIPTION_MAX_LENGTH);

/** A location's Spanish description as staff write it (decision 096): the English description's rules, '' clears. */
export const locationTranslationsInputSchema = z
  .strictObject({
    es: z.strictObject({ description: translatedText(locationDescriptionSchema) }).optional(),
  })
  .optional()
  .describe(TRANSLATIONS_WRITE_RULES);

const locationFields = {
  description: locationDescriptionSchema,
  displayOrder: displayOrderSchema.optional(),
  showSplashAds: z.string().trim().max(200).nullable().optional(),
  taxRate: taxRateSchema,
  /** Issue 44: the Spanish description. */
  translations: locationTranslationsInputSchema,
};

export const createLocationBodySchema = z.strictObject({
  vendorId: vendorIdSchema,
  vendorLocationId: locationCodeSchema.optional(),
  ...locationFields,
});
export type CreateLocationBody = z.infer<typeof createLocationBodySchema>;
export type CreateLocationInput = z.input<typeof createLocationBodySchema>;

export const updateLocationBodySchema = z.strictObject({
  vendorId: vendorIdSchema.optional(),
  description: locationFields.description.optional(),
  displayOrder: locationFields.displayOrder,
  showSplashAds: locationFields.showSplashAds,
  taxRate: taxRateSchema.optional(),
  translations: locationFields.translations,
  /** Retired: hidden from the vendor landing, its menu closed to orders; never deleted. */
  retired: z.boolean().optional(),
});
export type UpdateLocationBody = z.infer<typeof updateLocationBodySchema>;
export type UpdateLocationInput = z.input<typeof updateLocationBodySchema>;

export const locationSettingsSchema = vendorLocationSchema.extend({ taxRate: z.string(), retired: z.boolean() });
export type LocationSettings = z.infer<typeof locationSettingsSchema>;
export const locationSettingsResponseSchema = z.object({ vendorLocation: locationSettingsSchema });
export const locationSettingsListResponseSchema = z.object({ items: z.array(locationSettingsSchema) });

export const locationPathSchema = z.object({ vendorLocationId: vendorLocationIdSchema });

// ---------------------------------------------------------------- operators

export const operatorSchema = z.object({ phoneNumber: z.string(), name: z.string() });
export type Operator = z.infer<typeof operatorSchema>;
export const operatorMeResponseSchema = z.object({ operator: operatorSchema.nullable() });
/** Where a signed-in person may go on day one: the operator console, and the venues they hold a role at. */
export const myVenuesResponseSchema = z.object({
  operator: operatorSchema.nullable(),
  venues: z.array(z.object({ vendorId: z.string(), name: z.string(), role: roleSchema, suspended: z.boolean() })),
});
export type MyVenuesResponse = z.infer<typeof myVenuesResponseSchema>;
export const operatorListResponseSchema = z.object({ items: z.array(operatorSchema) });

// ---------------------------------------------------------------- audit log

export const AUDIT_PAGE_SIZE = 25;

export const auditEntrySchema = z.object({
  id: z.string(),
  createdAt: isoDateTimeSchema,
  actorUserId: z.string(),
  /** The phone number of the person who made the change (null for the command line and for an API key). */
  actorPhoneNumber: z.string().nullable(),
  /** The name of the API key that made the change (decision 089), else null. */
  actorApiKeyName: z.string().nullable(),
  action: z.string(),
  entityType: z.string(),
  entityId: z.string(),
  details: z.unknown(),
});
export type AuditEntryView = z.infer<typeof auditEntrySchema>;

export const auditLogQuerySchema = z.strictObject({
  /** A person: their phone number. */
  phoneNumber: z.string().trim().max(20).optional(),
  /** A kind of change: the entity type (`vendor`, `vendor_location`, `vendor_role`, `product`, …). */
  entityType: z
    .string()
    .trim()
    .regex(/^[a-z_]{1,40}$/, 'Unknown kind.')
    .optional(),
  from: isoDateTimeSchema.optional(),
  to: isoDateTimeSchema.optional(),
  nextToken: z.string().max(200).optional(),
});
export type AuditLogQuery = z.infer<typeof auditLogQuerySchema>;
export const auditLogResponseSchema = z.object({ items: z.array(auditEntrySchema), nextToken: z.string().nullable() });
export type AuditLogResponse = z.infer<typeof auditLogResponseSchema>;

// ---------------------------------------------------------------- endpoints

export const createVendor = defineEndpoint({
  method: 'POST',
  path: '/vendor-service/v1/vendors',
  errors: ['VENDOR_EXISTS', 'INVALID_PHONE_NUMBER', 'CONFLICT'],
  tags: ['vendors'],
  auth: 'bearer',
  description: 'Operators only. Creates the vendor and its first SUPER_ADMIN in one transaction.',
  body: createVendorBodySchema,
  response: { 201: vendorSettingsResponseSchema },
});

export const updateVendor = defineEndpoint({
  method: 'PUT',
  path: '/vendor-service/v1/vendors/:vendorId',
  tags: ['vendors'],
  auth: 'bearer',
  description: "An operator, or the vendor's ADMIN and above. Changed fields only.",
  params: vendorPathSchema,
  body: updateVendorBodySchema,
  response: { 200: vendorSettingsResponseSchema },
});

export const getVendorSettings = defineEndpoint({
  method: 'GET',
  path: '/vendor-service/v1/vendors/:vendorId/settings',
  tags: ['vendors'],
  auth: 'bearer',
  description: "An operator, or the vendor's ADMIN and above.",
  params: vendorPathSchema,
  response: { 200: vendorSettingsResponseSchema },
});

export const suspendVendor = defineEndpoint({
  method: 'PUT',
  path: '/vendor-service/v1/vendors/:vendorId/suspension',
  tags: ['vendors'],
  auth: 'bearer',
  description: 'Operators only. `suspended: true` closes ordering at every location of the vendor; nothing is deleted.',
  params: vendorPathSchema,
  body: suspendVendorBodySchema,
  response: { 200: vendorSettingsResponseSchema },
});

export const listOperatorVendors = defineEndpoint({
  method: 'GET',
  path: '/operator-service/v1/vendors',
  tags: ['operators'],
  auth: 'bearer',
  description: 'Operators only: every vendor, suspended ones included.',
  response: { 200: vendorSettingsListResponseSchema },
});

/** Issue 44: what a location write's translations may fail on. */
const LOCATION_TRANSLATION_ERRORS =
  '400 VALIDATION_FAILED naming the field, also for translations: a language other than es, a field other than ' +
  'description, a Spanish description past 80 characters or with control characters.';

export const createVendorLocation = defineEndpoint({
  method: 'POST',
  path: '/vendor-location-service/v1/vendor-locations',
  errors: ['LOCATION_EXISTS', 'CONFLICT'],
  tags: ['vendor locations'],
  auth: 'bearer',
  description: `An operator, or the vendor's ADMIN and above. ${LOCATION_TRANSLATION_ERRORS}`,
  body: createLocationBodySchema,
  response: { 201: locationSettingsResponseSchema },
});

export const updateVendorLocation = defineEndpoint({
  method: 'PUT',
  path: '/vendor-location-service/v1/vendor-locations/:vendorLocationId',
  tags: ['vendor locations'],
  auth: 'bearer',
  description:
    "An operator, or the vendor's ADMIN and above. Changed fields only; `retired: true` retires it. " +
    LOCATION_TRANSLATION_ERRORS,
  params: locationPathSchema,
  body: updateLocationBodySchema,
  response: { 200: locationSettingsResponseSchema },
});

export const listLocationSettings = defineEndpoint({
  method: 'GET',
  path: '/vendor-location-service/v1/vendors/:vendorId/location-settings',
  tags: ['vendor locations'],
  auth: 'bearer',
  description:
    "An operator, or the vendor's ADMIN and above: every location, retired ones included, with its tax rate.",
  params: vendorPathSchema,
  response: { 200: locationSettingsListResponseSchema },
});

export const getOperatorMe = defineEndpoint({
  method: 'GET',
  path: '/operator-service/v1/operators/me',
  tags: ['operators'],
  auth: 'bearer',
  description: 'Whether the caller is an operator of this install.',
  response: { 200: operatorMeResponseSchema },
});

export const getSetupStatus = defineEndpoint({
  method: 'GET',
  path: '/operator-service/v1/setup-status',
  tags: ['operators'],
  description:
    'Public: whether the install still needs its first operator (the staff sign-in page says how to add one).',
  response: { 200: z.object({ needsFirstOperator: z.boolean() }) },
});

export const getMyVenues = defineEndpoint({
  method: 'GET',
  path: '/vendor-auth-service/v1/my-venues',
  tags: ['vendor auth'],
  auth: 'bearer',
  description: "The caller's own venues (every vendor they hold a role at) and whether they are an operator.",
  response: { 200: myVenuesResponseSchema },
});

export const listOperators = defineEndpoint({
  method: 'GET',
  path: '/operator-service/v1/operators',
  tags: ['operators'],
  auth: 'bearer',
  description: 'Operators only. Operators are added and removed with `npm run operator`.',
  response: { 200: operatorListResponseSchema },
});

export const listAuditLog = defineEndpoint({
  method: 'GET',
  path: '/audit-service/v1/vendors/:vendorId/audit-log',
  tags: ['audit'],
  auth: 'bearer',
  description: "An operator, or the vendor's ADMIN and above. Newest first, 25 a page.",
  params: vendorPathSchema,
  query: auditLogQuerySchema,
  response: { 200: auditLogResponseSchema },
});
