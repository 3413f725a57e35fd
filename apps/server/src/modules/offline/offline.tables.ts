import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, timestamptz } from '../../db/columns.js';
import { vendorIdColumn } from '../vendors/index.js';

/**
 * The install's Ed25519 keys that sign the door's and the bar's codes (decision 092). The newest one not retired
 * signs; a retired one still verifies the codes it signed until they expire. The private key is PKCS#8 DER, base64:
 * a database backup holds it, as it holds the token secret's work.
 */
export const signingKeys = pgTable('signing_keys', {
  keyId: text('key_id').primaryKey(),
  publicKey: text('public_key').notNull(),
  privateKey: text('private_key').notNull(),
  createdAt: createdAt(),
  retiredAt: timestamptz('retired_at'),
});

/** A phone or tablet enrolled to work offline for one location (a bar) or one guest-list event (a door). */
export const devices = pgTable(
  'devices',
  {
    deviceId: text('device_id').primaryKey(),
    vendorId: vendorIdColumn(),
    name: text('name').notNull(),
    vendorLocationId: text('vendor_location_id'),
    gleventId: text('glevent_id'),
    acceptsUnknownCodes: boolean('accepts_unknown_codes').notNull().default(false),
    /** sha256 of the token, base64url: the token itself is shown once. */
    tokenHash: text('token_hash').notNull(),
    enrolledBy: text('enrolled_by').notNull(),
    enrolledAt: createdAt(),
    revokedAt: timestamptz('revoked_at'),
    revokedBy: text('revoked_by'),
    lastSyncAt: timestamptz('last_sync_at'),
    waitingCount: integer('waiting_count').notNull().default(0),
    offlineSince: timestamptz('offline_since'),
  },
  (t) => [
    uniqueIndex('devices_token_hash_idx').on(t.tokenHash),
    index('devices_vendor_idx').on(t.vendorId, t.enrolledAt),
    check('devices_one_scope', sql`(${t.vendorLocationId} is null) <> (${t.gleventId} is null)`),
  ],
);

/**
 * Every scan a device uploaded, once by its id (made on the device): applied, a conflict (the code was used first
 * elsewhere; `first_use` says who, where, when) or refused (a revoked device, a forged or foreign code).
 */
export const deviceScans = pgTable(
  'device_scans',
  {
    scanId: text('scan_id').primaryKey(),
    deviceId: text('device_id')
      .notNull()
      .references(() => devices.deviceId),
    vendorId: vendorIdColumn(),
    kind: text('kind').$type<'check_in' | 'hand_over'>().notNull(),
    targetId: text('target_id').notNull(),
    scannedAt: timestamptz('scanned_at').notNull(),
    receivedAt: createdAt(),
    wasOffline: boolean('was_offline').notNull(),
    outcome: text('outcome').$type<'applied' | 'conflict' | 'refused'>().notNull(),
    reason: text('reason'),
    firstUse: jsonb('first_use').$type<{ at: string | null; deviceName: string | null; byUserId: string | null }>(),
  },
  (t) => [
    index('device_scans_report_idx').on(t.vendorId, t.receivedAt),
    index('device_scans_target_idx').on(t.targetId),
    check('device_scans_kind', sql`${t.kind} in ('check_in', 'hand_over')`),
    check('device_scans_outcome', sql`${t.outcome} in ('applied', 'conflict', 'refused')`),
  ],
);
