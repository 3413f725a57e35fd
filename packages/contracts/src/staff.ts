import { z } from 'zod';
import { phoneNumberSchema, type Role, roleSchema, vendorIdSchema } from './common.js';
import { defineEndpoint } from './endpoint.js';
import { userRoleResponseSchema, vendorPathSchema, vendorRoleSchema } from './vendors.js';

export const STAFF_NAME_MAX_LENGTH = 80;

/**
 * The roles an actor may give, and so also the current roles of the people it may change or remove.
 * Staff management starts at MANAGER, so STAFF may assign nothing.
 */
export function assignableRoles(actorRole: Role): Role[] {
  switch (actorRole) {
    case 'SUPER_ADMIN':
      return ['STAFF', 'MANAGER', 'ADMIN', 'SUPER_ADMIN'];
    case 'ADMIN':
      return ['STAFF', 'MANAGER', 'ADMIN'];
    case 'MANAGER':
      return ['STAFF', 'MANAGER'];
    case 'STAFF':
      return [];
  }
}

export function canAssignRole(actorRole: Role, role: Role): boolean {
  return assignableRoles(actorRole).includes(role);
}

const isBlank = (input: unknown) => input === undefined || input === null || input === '';

/** The staff form: name, phone and role are required. */
export const vendorRoleBodySchema = z.object({
  phoneNumber: z
    .string({ error: 'Phone number is required.' })
    .trim()
    .min(1, { error: 'Phone number is required.', abort: true })
    .regex(/^\+[1-9]\d{7,14}$/, 'Phone number must be in international format, e.g. +12135550123.'),
  vendorId: vendorIdSchema,
  name: z
    .string({ error: 'Name is required.' })
    .trim()
    .min(1, 'Name is required.')
    .max(STAFF_NAME_MAX_LENGTH, `Name must be at most ${STAFF_NAME_MAX_LENGTH} characters.`),
  role: z.enum(roleSchema.options, {
    error: (issue) =>
      isBlank(issue.input) ? 'Role is required.' : 'Role must be STAFF, MANAGER, ADMIN or SUPER_ADMIN.',
  }),
});
export type VendorRoleBody = z.infer<typeof vendorRoleBodySchema>;

/** PUT and DELETE name the person by their E.164 number, URL-encoded in the path. */
export const vendorRolePathSchema = z.object({
  vendorId: vendorIdSchema,
  phoneNumber: phoneNumberSchema,
});

export const vendorRoleListResponseSchema = z.object({ items: z.array(vendorRoleSchema) });
export type VendorRoleListResponse = z.infer<typeof vendorRoleListResponseSchema>;

export const vendorRoleResponseSchema = z.object({ vendorRole: vendorRoleSchema });
export type VendorRoleResponse = z.infer<typeof vendorRoleResponseSchema>;

// ---------------------------------------------------------------- endpoints

/** The caller's own role at a vendor. */
export const getUserRole = defineEndpoint({
  method: 'GET',
  path: '/vendor-auth-service/v1/vendors/:vendorId/user-role',
  tags: ['vendor auth'],
  auth: 'bearer',
  params: vendorPathSchema,
  response: { 200: userRoleResponseSchema },
});

export const listVendorRoles = defineEndpoint({
  method: 'GET',
  path: '/vendor-auth-service/v1/vendors/:vendorId/vendor-roles',
  tags: ['vendor auth'],
  auth: 'bearer',
  params: vendorPathSchema,
  response: { 200: vendorRoleListResponseSchema },
});

export const createVendorRole = defineEndpoint({
  method: 'POST',
  path: '/vendor-auth-service/v1/vendors/:vendorId/vendor-roles',
  errors: ['ROLE_NOT_ALLOWED', 'ROLE_EXISTS', 'INVALID_PHONE_NUMBER'],
  tags: ['vendor auth'],
  auth: 'bearer',
  params: vendorPathSchema,
  body: vendorRoleBodySchema,
  response: { 201: vendorRoleResponseSchema },
});

export const updateVendorRole = defineEndpoint({
  method: 'PUT',
  path: '/vendor-auth-service/v1/vendors/:vendorId/vendor-roles/:phoneNumber',
  errors: ['ROLE_NOT_ALLOWED', 'LAST_SUPER_ADMIN'],
  tags: ['vendor auth'],
  auth: 'bearer',
  params: vendorRolePathSchema,
  body: vendorRoleBodySchema,
  response: { 200: vendorRoleResponseSchema },
});

export const vendorRoleRemovedResponseSchema = z.null().describe('Removed.');

export const removeVendorRole = defineEndpoint({
  method: 'DELETE',
  path: '/vendor-auth-service/v1/vendors/:vendorId/vendor-roles/:phoneNumber',
  errors: ['ROLE_NOT_ALLOWED', 'LAST_SUPER_ADMIN'],
  tags: ['vendor auth'],
  auth: 'bearer',
  params: vendorRolePathSchema,
  response: { 204: vendorRoleRemovedResponseSchema },
});
