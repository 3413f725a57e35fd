import { z } from 'zod';
import {
  phoneNumberSchema,
  roleSchema,
  vendorIdSchema,
  vendorLocationIdSchema,
  venueTimeZoneSchema,
} from './common.js';
import { defineEndpoint } from './endpoint.js';

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

export const vendorLocationSchema = z.object({
  vendorLocationId: z.string(),
  vendorId: z.string(),
  description: z.string(),
  showSplashAds: z.string().nullable(),
  displayOrder: z.number().int().nullable(),
});
export type VendorLocation = z.infer<typeof vendorLocationSchema>;

export const getVendorLocationQuerySchema = z.object({ vendorLocationId: vendorLocationIdSchema });
export const getVendorLocationsQuerySchema = z.object({ vendorId: vendorIdSchema });
export const vendorLocationListResponseSchema = z.object({ items: z.array(vendorLocationSchema) });
export type VendorLocationListResponse = z.infer<typeof vendorLocationListResponseSchema>;

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
