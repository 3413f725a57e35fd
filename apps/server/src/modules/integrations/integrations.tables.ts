import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, timestamptz, updatedAt } from '../../db/columns.js';
import { vendorIdColumn } from '../vendors/index.js';

/**
 * A vendor's API keys (issue 41, decision 089). The secret is shown once and kept only as its SHA-256 (a 32-byte
 * random secret needs no slow hash). Each key acts through a user of its own (`user_id` = `api_key_id`) holding a role
 * at its vendor only, so every staff check the calls already make applies to it; its scopes and locations are checked
 * per call by `api-key-guard.ts`, reading this row on every call (a revoked key is refused on the next call, on every
 * process).
 */
export const apiKeys = pgTable(
  'api_keys',
  {
    apiKeyId: text('api_key_id').primaryKey(),
    vendorId: vendorIdColumn(),
    name: text('name').notNull(),
    scopes: text('scopes').array().notNull(),
    /** Null: every location of the vendor. */
    vendorLocationIds: text('vendor_location_ids').array(),
    secretHash: text('secret_hash').notNull(),
    /** The secret's first characters, to tell keys apart in a list. */
    secretHint: text('secret_hint').notNull(),
    createdBy: text('created_by').notNull(),
    createdAt: createdAt(),
    lastUsedAt: timestamptz('last_used_at'),
    revokedAt: timestamptz('revoked_at'),
  },
  (t) => [uniqueIndex('api_keys_secret_hash_idx').on(t.secretHash), index('api_keys_vendor_idx').on(t.vendorId)],
);

/** Where a vendor's webhooks go. The signing secret (`whsec_…`) is kept as is: signing needs it. */
export const webhookEndpoints = pgTable(
  'webhook_endpoints',
  {
    webhookId: text('webhook_id').primaryKey(),
    vendorId: vendorIdColumn(),
    url: text('url').notNull(),
    eventTypes: text('event_types').array().notNull(),
    description: text('description'),
    secret: text('secret').notNull(),
    enabled: boolean('enabled').notNull().default(true),
    /** Why it was disabled when the server did it (a `410 Gone`). */
    disabledReason: text('disabled_reason'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('webhook_endpoints_vendor_idx').on(t.vendorId)],
);

/**
 * One message to one endpoint: written by the `webhooks` consumer in its batch's transaction (or by a test call), sent
 * by the delivery worker, which claims due rows (`claimed_until`) so two processes never send one at the same time.
 * `message_id` is the `webhook-id` header, the same on every try and redelivery.
 */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    deliveryId: bigserial('delivery_id', { mode: 'number' }).primaryKey(),
    webhookId: text('webhook_id')
      .notNull()
      .references(() => webhookEndpoints.webhookId, { onDelete: 'cascade' }),
    /** The domain event it came from; null for a test message. */
    eventId: bigint('event_id', { mode: 'number' }),
    messageId: text('message_id').notNull(),
    eventType: text('event_type').notNull(),
    payload: jsonb('payload').notNull(),
    /**
     * The object whose messages one endpoint gets strictly in order (`order:<id>`, `reservation:<id>`): a delivery is not
     * sent while an earlier one of the same key to the same endpoint is still pending. Null: no order kept.
     */
    sequenceKey: text('sequence_key'),
    /** pending → delivered, or failed (gave up after three days, or the endpoint was disabled). */
    status: text('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamptz('next_attempt_at').notNull().defaultNow(),
    claimedUntil: timestamptz('claimed_until'),
    lastStatusCode: integer('last_status_code'),
    lastDurationMs: integer('last_duration_ms'),
    lastError: text('last_error'),
    lastAttemptAt: timestamptz('last_attempt_at'),
    deliveredAt: timestamptz('delivered_at'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('webhook_deliveries_event_idx').on(t.webhookId, t.eventId),
    index('webhook_deliveries_due_idx').on(t.nextAttemptAt).where(sql`status = 'pending'`),
    index('webhook_deliveries_sequence_idx')
      .on(t.webhookId, t.sequenceKey, t.deliveryId)
      .where(sql`status = 'pending' and sequence_key is not null`),
    index('webhook_deliveries_webhook_idx').on(t.webhookId, t.createdAt),
    check('webhook_deliveries_status_check', sql`${t.status} in ('pending', 'delivered', 'failed')`),
  ],
);
