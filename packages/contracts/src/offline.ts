import { z } from 'zod';
import { idSchema, isoDateTimeSchema, requiredText, vendorIdSchema } from './common.js';
import { defineEndpoint } from './endpoint.js';

/**
 * Offline doors and bars (issue 43, decision 092): signed codes a device checks without the server, devices enrolled
 * for one location or one guest-list event, their download, their catch-up from the domain events and their scans'
 * upload, applied once each.
 */

/** A signed code's first part; what follows is `kind.id.scope.expiry.keyId.signature` (decision 092). */
export const SIGNED_CODE_PREFIX = 'QL1';
/** At most this many scans in one upload: a device sends its queue in pieces. */
export const DEVICE_SCANS_MAX = 200;
/** A guest-list event's device answers (and its data is kept) until this long after the event's end. */
export const DEVICE_EVENT_GRACE_HOURS = 12;

export const signedCodeKindValues = ['r', 'o'] as const;
/** `r`: a reservation, scoped to its guest-list event; `o`: an order, scoped to its location. */
export type SignedCodeKind = (typeof signedCodeKindValues)[number];

/** A signed code's parts, read without checking the signature (the server and the device check it). */
export type SignedCodeParts = {
  kind: SignedCodeKind;
  id: string;
  scope: string;
  /** Seconds since the epoch. */
  expiresAt: number;
  keyId: string;
  /** What is signed: everything before the last dot. */
  message: string;
  /** base64url. */
  signature: string;
};

const codePart = /^[A-Za-z0-9_-]{1,64}$/;

/** Whether `text` can be an id a code names (a signed code's id, or today's bare id): the device and the server ask. */
export const isCodeId = (text: string): boolean => codePart.test(text);

/** Reads a signed code's parts; null for anything else (a bare id, a forged shape). Checks no signature. */
export function parseSignedCode(text: string): SignedCodeParts | null {
  const parts = text.trim().split('.');
  if (parts.length !== 7 || parts[0] !== SIGNED_CODE_PREFIX) return null;
  const [, kind, id, scope, expiry, keyId, signature] = parts as [
    string,
    string,
    string,
    string,
    string,
    string,
    string,
  ];
  if (kind !== 'r' && kind !== 'o') return null;
  if (![id, scope, keyId].every((part) => codePart.test(part))) return null;
  if (!/^[0-9a-z]{1,12}$/.test(expiry) || !/^[A-Za-z0-9_-]{86}$/.test(signature)) return null;
  const message = parts.slice(0, 6).join('.');
  return { kind, id, scope, expiresAt: Number.parseInt(expiry, 36), keyId, message, signature };
}

/** The id a scanned code names: a signed code's id, else the code itself (today's bare ids). */
export function idOfCode(text: string): string {
  return parseSignedCode(text)?.id ?? text.trim();
}

export const signedCodeResponseSchema = z.object({
  /** What the QR code encodes. */
  code: z.string(),
  expiresAt: isoDateTimeSchema,
});
export type SignedCodeResponse = z.infer<typeof signedCodeResponseSchema>;

export const signingKeySchema = z.object({
  keyId: z.string(),
  /** The raw Ed25519 public key, base64url (a JWK's `x`). */
  publicKey: z.string(),
  /** Null while it signs; once retired it still verifies the codes it signed until they expire. */
  retiredAt: isoDateTimeSchema.nullable(),
});
export type SigningKey = z.infer<typeof signingKeySchema>;
export const signingKeysResponseSchema = z.object({ keys: z.array(signingKeySchema) });

export const deviceSchema = z.object({
  deviceId: z.string(),
  vendorId: z.string(),
  name: z.string(),
  /** A bar's device: the location whose paid orders it holds. */
  vendorLocationId: z.string().nullable(),
  /** A door's device: the guest-list event whose reservations it holds. */
  gleventId: z.string().nullable(),
  /** A validly signed code the device has never seen is let through with a warning (a late reservation). */
  acceptsUnknownCodes: z.boolean(),
  enrolledAt: isoDateTimeSchema,
  enrolledBy: z.string(),
  revokedAt: isoDateTimeSchema.nullable(),
  lastSyncAt: isoDateTimeSchema.nullable(),
  /** Scans waiting on the device at its last call. */
  waitingCount: z.number().int(),
  /**
   * When the device went offline before its last upload (the outage that upload ended), as it said; null when it had
   * not been offline. With `lastSyncAt`, how long the door or the bar worked alone.
   */
  offlineSince: isoDateTimeSchema.nullable(),
});
export type Device = z.infer<typeof deviceSchema>;

export const enrolDeviceBodySchema = z
  .strictObject({
    name: requiredText('Device name', 60),
    vendorLocationId: idSchema.nullish(),
    gleventId: idSchema.nullish(),
    acceptsUnknownCodes: z.boolean().default(false),
  })
  .refine((body) => Boolean(body.vendorLocationId) !== Boolean(body.gleventId), {
    message: 'Give either a location or a guest-list event.',
    path: ['vendorLocationId'],
  });
export type EnrolDeviceBody = z.input<typeof enrolDeviceBodySchema>;

export const enrolDeviceResponseSchema = z.object({
  device: deviceSchema,
  /** Shown once: the server keeps only its hash. */
  token: z.string(),
});
export type EnrolDeviceResponse = z.infer<typeof enrolDeviceResponseSchema>;

export const devicesResponseSchema = z.object({ devices: z.array(deviceSchema) });
export const deviceResponseSchema = z.object({ device: deviceSchema });

export const offlineReservationSchema = z.object({
  reservationId: z.string(),
  name: z.string(),
  quantity: z.number().int(),
  reservationStatus: z.string(),
});
export type OfflineReservation = z.infer<typeof offlineReservationSchema>;

export const offlineOrderSchema = z.object({
  orderId: z.string(),
  status: z.string(),
  customerName: z.string(),
  items: z.array(z.object({ name: z.string(), variantName: z.string().nullable(), quantity: z.number().int() })),
});
export type OfflineOrder = z.infer<typeof offlineOrderSchema>;

/**
 * What a door or a bar holds, and where it stands: the download sends all of it, a catch-up what changed since its
 * cursor (with the keys as they are now, so a rotated key reaches the device).
 */
const deviceRecordsSchema = z.object({
  /** The install's keys: the signing one and the retired ones that still verify their codes. */
  keys: z.array(signingKeySchema),
  /** Where the next catch-up starts: a position in the durable events (decision 078). */
  cursor: z.string(),
  reservations: z.array(offlineReservationSchema),
  /** Orders that changed: one no longer PAID leaves the bar's list. */
  orders: z.array(offlineOrderSchema),
});

export const deviceDataResponseSchema = deviceRecordsSchema.extend({
  device: deviceSchema,
  /** When the device wipes its data (the event's end and its grace); null for a bar. */
  wipeAt: isoDateTimeSchema.nullable(),
  gleventName: z.string().nullable(),
});
export type DeviceDataResponse = z.infer<typeof deviceDataResponseSchema>;

export const deviceChangesQuerySchema = z.strictObject({
  after: z
    .string()
    .max(60)
    .regex(/^\d{1,20}-\d{1,20}$/, 'Invalid cursor.'),
});

export const deviceChangesResponseSchema = deviceRecordsSchema.extend({
  /** More changes wait: call again at once. */
  hasMore: z.boolean(),
});
export type DeviceChangesResponse = z.infer<typeof deviceChangesResponseSchema>;

export const deviceScanSchema = z.strictObject({
  /** Made on the device, unique: the server applies a scan once by it. */
  scanId: z.uuid(),
  /** What the QR code held (a signed code, or a bare id). */
  code: z.string().trim().min(1).max(300),
  scannedAt: isoDateTimeSchema,
  wasOffline: z.boolean(),
});
export type DeviceScan = z.infer<typeof deviceScanSchema>;

export const uploadScansBodySchema = z.strictObject({
  /** In the order scanned; applied in this order. */
  scans: z.array(deviceScanSchema).max(DEVICE_SCANS_MAX),
  /** Scans still waiting on the device after these. */
  waitingCount: z.number().int().min(0).max(1_000_000),
  offlineSince: isoDateTimeSchema.nullable(),
});
export type UploadScansBody = z.input<typeof uploadScansBodySchema>;

export const scanOutcomeValues = ['applied', 'conflict', 'refused'] as const;
export type ScanOutcome = (typeof scanOutcomeValues)[number];

/** The first use of a code that a later scan found used: who, where, when. */
export const firstUseSchema = z.object({
  at: isoDateTimeSchema.nullable(),
  /** The device's name, or null for a scan made online by a person. */
  deviceName: z.string().nullable(),
  byUserId: z.string().nullable(),
});

export const scanResultSchema = z.object({
  scanId: z.string(),
  outcome: z.enum(scanOutcomeValues),
  /** Why a scan was refused or conflicted, in the door's words. */
  reason: z.string().nullable(),
  firstUse: firstUseSchema.nullable(),
});
export type ScanResult = z.infer<typeof scanResultSchema>;
export const uploadScansResponseSchema = z.object({ results: z.array(scanResultSchema) });
export type UploadScansResponse = z.infer<typeof uploadScansResponseSchema>;

/** A scan the server did not apply, as managers see it: the device's result with who, what and when. */
export const scanReportSchema = scanResultSchema.extend({
  deviceId: z.string(),
  deviceName: z.string(),
  kind: z.enum(['check_in', 'hand_over']),
  targetId: z.string(),
  /** The guest's name or the order's customer. */
  targetName: z.string().nullable(),
  scannedAt: isoDateTimeSchema,
  receivedAt: isoDateTimeSchema,
  wasOffline: z.boolean(),
});
export type ScanReport = z.infer<typeof scanReportSchema>;
export const scanReportsResponseSchema = z.object({ reports: z.array(scanReportSchema) });

const userCodePathSchema = z.strictObject({ userId: idSchema, orderId: idSchema });
const reservationCodePathSchema = z.strictObject({ userId: idSchema, reservationId: idSchema });
const vendorPathSchema = z.strictObject({ vendorId: vendorIdSchema });
const devicePathSchema = vendorPathSchema.extend({ deviceId: idSchema });

export const getOrderCode = defineEndpoint({
  method: 'GET',
  path: '/offline-service/v1/users/:userId/orders/:orderId/code',
  tags: ['offline'],
  auth: 'bearer',
  description:
    'The order’s owner: its signed pickup code (decision 092), which a bar device checks without the network. ' +
    'Another person’s order, or none: 404. An order not paid yet: 409 ORDER_NOT_PAID; a refunded one: 409 ' +
    'ORDER_REFUNDED (a device may take a signed code on its signature alone, so only a paid order has one).',
  errors: ['ORDER_NOT_PAID', 'ORDER_REFUNDED'],
  params: userCodePathSchema,
  response: { 200: signedCodeResponseSchema },
});

export const getReservationCode = defineEndpoint({
  method: 'GET',
  path: '/offline-service/v1/users/:userId/reservations/:reservationId/code',
  tags: ['offline'],
  auth: 'bearer',
  description:
    'The reservation’s guest: its signed door code (decision 092). Another person’s reservation, or none: 404. ' +
    'A reservation pending or on the waitlist: 409 RESERVATION_NOT_CONFIRMED; a cancelled one: 409 ' +
    'RESERVATION_CANCELLED.',
  errors: ['RESERVATION_NOT_CONFIRMED', 'RESERVATION_CANCELLED'],
  params: reservationCodePathSchema,
  response: { 200: signedCodeResponseSchema },
});

export const listSigningKeys = defineEndpoint({
  method: 'GET',
  path: '/offline-service/v1/keys',
  tags: ['offline'],
  description:
    'Public: the install’s Ed25519 public keys that verify signed codes, the signing one and the retired ones.',
  response: { 200: signingKeysResponseSchema },
});

export const enrolDevice = defineEndpoint({
  method: 'POST',
  path: '/offline-service/v1/vendors/:vendorId/devices',
  tags: ['offline'],
  auth: 'bearer',
  description:
    'Any staff role of the vendor: enrols this phone or tablet for one of the vendor’s locations or guest-list ' +
    'events; the answer holds its token once (the server keeps its hash). Neither or both given: 400; a location or ' +
    'event of another vendor: 404.',
  params: vendorPathSchema,
  body: enrolDeviceBodySchema,
  response: { 201: enrolDeviceResponseSchema },
});

export const listDevices = defineEndpoint({
  method: 'GET',
  path: '/offline-service/v1/vendors/:vendorId/devices',
  tags: ['offline'],
  auth: 'bearer',
  description: 'MANAGER or above: the vendor’s enrolled devices, newest first, with their last sync; STAFF: 403.',
  params: vendorPathSchema,
  response: { 200: devicesResponseSchema },
});

export const revokeDevice = defineEndpoint({
  method: 'DELETE',
  path: '/offline-service/v1/vendors/:vendorId/devices/:deviceId',
  tags: ['offline'],
  auth: 'bearer',
  description:
    'MANAGER or above: revokes the device (its token stops at once; its scans uploaded later are refused and ' +
    'reported). Revoking a revoked device answers it unchanged. STAFF: 403; another vendor’s device: 404.',
  params: devicePathSchema,
  response: { 200: deviceResponseSchema },
});

export const listScanReports = defineEndpoint({
  method: 'GET',
  path: '/offline-service/v1/vendors/:vendorId/scan-reports',
  tags: ['offline'],
  auth: 'bearer',
  description:
    'MANAGER or above: the devices’ scans that were not applied, newest first (at most 200): conflicts (a code used ' +
    'at two devices while apart: who, where, when) and refusals (a revoked device, a forged or foreign code).',
  params: vendorPathSchema,
  response: { 200: scanReportsResponseSchema },
});

export const getDeviceData = defineEndpoint({
  method: 'GET',
  path: '/offline-service/v1/device/data',
  errors: ['DEVICE_REVOKED', 'DEVICE_EXPIRED'],
  tags: ['offline'],
  auth: 'bearer',
  description:
    'The device (its token as the bearer): what a door or a bar needs offline, the keys, and the cursor to catch up ' +
    'from. Unknown token: 401; revoked: 403 DEVICE_REVOKED; an event ended past its grace: 403 DEVICE_EXPIRED.',
  response: { 200: deviceDataResponseSchema },
});

export const getDeviceChanges = defineEndpoint({
  method: 'GET',
  path: '/offline-service/v1/device/changes',
  errors: ['DEVICE_REVOKED', 'DEVICE_EXPIRED'],
  tags: ['offline'],
  auth: 'bearer',
  description:
    'The device: what changed after the cursor, from the durable events (decision 078), as the current rows. A bad ' +
    'cursor: 400; otherwise as the download.',
  query: deviceChangesQuerySchema,
  response: { 200: deviceChangesResponseSchema },
});

export const uploadDeviceScans = defineEndpoint({
  method: 'POST',
  path: '/offline-service/v1/device/scans',
  errors: ['DEVICE_REVOKED'],
  tags: ['offline'],
  auth: 'bearer',
  description:
    'The device: its queued scans in the order scanned, each applied once by its id (a scan sent again answers its ' +
    'first result). A code used elsewhere first is a conflict, reported to managers. A revoked device: 403 ' +
    'DEVICE_REVOKED, its scans recorded as refused.',
  body: uploadScansBodySchema,
  response: { 200: uploadScansResponseSchema },
});
