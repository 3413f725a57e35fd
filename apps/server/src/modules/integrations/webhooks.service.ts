import { randomBytes } from 'node:crypto';
import type {
  CreateWebhookBody,
  SessionUser,
  UpdateWebhookBody,
  Webhook,
  WebhookDelivery,
  WebhookEventType,
} from '@queueless/contracts';
import { and, desc, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { newId } from '../../lib/ids.js';
import { auditedChange } from '../audit/index.js';
import type { Access } from '../staff/index.js';
import { webhookDeliveries, webhookEndpoints } from './integrations.tables.js';
import { findRefusedAddress } from './webhook-address.js';

export type WebhooksService = ReturnType<typeof createWebhooksService>;
type EndpointRow = typeof webhookEndpoints.$inferSelect;
type DeliveryRow = typeof webhookDeliveries.$inferSelect;

/** How far back the deliveries log reads (and housekeeping keeps). */
export const DELIVERY_LOG_DAYS = 30;

function toWebhook(row: EndpointRow): Webhook {
  return {
    webhookId: row.webhookId,
    url: row.url,
    eventTypes: row.eventTypes as WebhookEventType[],
    description: row.description,
    enabled: row.enabled,
    disabledReason: row.disabledReason,
    createdAt: row.createdAt.toISOString(),
  };
}

export function toDelivery(row: DeliveryRow): WebhookDelivery {
  return {
    deliveryId: row.deliveryId,
    messageId: row.messageId,
    eventType: row.eventType,
    status: row.status as WebhookDelivery['status'],
    attempts: row.attempts,
    lastStatusCode: row.lastStatusCode,
    lastDurationMs: row.lastDurationMs,
    lastError: row.lastError,
    lastAttemptAt: row.lastAttemptAt?.toISOString() ?? null,
    nextAttemptAt: row.status === 'pending' ? row.nextAttemptAt.toISOString() : null,
    createdAt: row.createdAt.toISOString(),
  };
}

/** A Standard Webhooks secret: `whsec_` and 32 random bytes in base64. */
const newSecret = () => `whsec_${randomBytes(32).toString('base64')}`;

/**
 * Webhook endpoints, their test message, deliveries log and redelivery (issue 41, decision 089). ADMIN and above of
 * the vendor, as people (a key cannot: its guard refuses these calls).
 */
export function createWebhooksService({
  db,
  access,
  allowPrivate,
  wake,
}: {
  db: Db;
  access: Access;
  /** WEBHOOK_ALLOW_PRIVATE_ADDRESSES: on-premises receivers and tests. */
  allowPrivate: boolean;
  /** Wakes this process's delivery worker (after a test or a redelivery is written). */
  wake: () => void;
}) {
  async function checkUrl(url: string): Promise<void> {
    if (allowPrivate) return;
    const address = await findRefusedAddress(new URL(url));
    if (address) {
      const message = `This address (${address}) is on a private, loopback or link-local network: webhooks cannot be sent there.`;
      throw new AppError('VALIDATION_FAILED', message, [{ field: 'body.url', message }]);
    }
  }

  async function endpointOf(vendorId: string, webhookId: string): Promise<EndpointRow> {
    const [row] = await db
      .select()
      .from(webhookEndpoints)
      .where(and(eq(webhookEndpoints.vendorId, vendorId), eq(webhookEndpoints.webhookId, webhookId)));
    if (!row) throw new AppError('NOT_FOUND', 'No such webhook.');
    return row;
  }

  const audit = (user: SessionUser, vendorId: string, action: string, webhookId: string, details?: object) => ({
    actorUserId: user.userId,
    vendorId,
    action,
    entityType: 'webhook',
    entityId: webhookId,
    details: details as Record<string, unknown> | undefined,
  });

  return {
    async create(user: SessionUser, vendorId: string, body: CreateWebhookBody) {
      await access.requireRole(user, vendorId, 'ADMIN');
      await checkUrl(body.url);
      const secret = newSecret();
      const row = await db.transaction((tx) =>
        auditedChange(tx, {
          change: async () => {
            const [inserted] = await tx
              .insert(webhookEndpoints)
              .values({
                webhookId: `wh_${newId(20)}`,
                vendorId,
                url: body.url,
                eventTypes: [...new Set(body.eventTypes)],
                description: body.description || null,
                secret,
              })
              .returning();
            return inserted;
          },
          audit: (hook) => audit(user, vendorId, 'webhook.create', hook.webhookId, { url: hook.url }),
        }),
      );
      if (!row) throw new Error('webhook insert returned nothing');
      return { webhook: toWebhook(row), secret };
    },

    async list(user: SessionUser, vendorId: string): Promise<Webhook[]> {
      await access.requireRole(user, vendorId, 'ADMIN');
      const rows = await db
        .select()
        .from(webhookEndpoints)
        .where(eq(webhookEndpoints.vendorId, vendorId))
        .orderBy(webhookEndpoints.createdAt, webhookEndpoints.webhookId);
      return rows.map(toWebhook);
    },

    async update(user: SessionUser, vendorId: string, webhookId: string, body: UpdateWebhookBody): Promise<Webhook> {
      await access.requireRole(user, vendorId, 'ADMIN');
      if (body.url !== undefined) await checkUrl(body.url);
      const row = await db.transaction((tx) =>
        auditedChange(tx, {
          change: async () => {
            const [updated] = await tx
              .update(webhookEndpoints)
              .set({
                ...(body.url !== undefined ? { url: body.url } : {}),
                ...(body.eventTypes !== undefined ? { eventTypes: [...new Set(body.eventTypes)] } : {}),
                ...(body.description !== undefined ? { description: body.description || null } : {}),
                ...(body.enabled !== undefined ? { enabled: body.enabled, disabledReason: null } : {}),
                updatedAt: sql`now()`,
              })
              .where(and(eq(webhookEndpoints.vendorId, vendorId), eq(webhookEndpoints.webhookId, webhookId)))
              .returning();
            return updated;
          },
          audit: (hook) => audit(user, vendorId, 'webhook.update', hook.webhookId, body),
        }),
      );
      if (!row) throw new AppError('NOT_FOUND', 'No such webhook.');
      if (row.enabled) wake();
      return toWebhook(row);
    },

    async remove(user: SessionUser, vendorId: string, webhookId: string): Promise<void> {
      await access.requireRole(user, vendorId, 'ADMIN');
      const row = await db.transaction((tx) =>
        auditedChange(tx, {
          change: async () => {
            const [deleted] = await tx
              .delete(webhookEndpoints)
              .where(and(eq(webhookEndpoints.vendorId, vendorId), eq(webhookEndpoints.webhookId, webhookId)))
              .returning();
            return deleted;
          },
          audit: (hook) => audit(user, vendorId, 'webhook.delete', hook.webhookId, { url: hook.url }),
        }),
      );
      if (!row) throw new AppError('NOT_FOUND', 'No such webhook.');
    },

    /** Queues a `webhook.test` message to the endpoint, sent at once by the worker. */
    async test(user: SessionUser, vendorId: string, webhookId: string): Promise<WebhookDelivery> {
      await access.requireRole(user, vendorId, 'ADMIN');
      const hook = await endpointOf(vendorId, webhookId);
      if (!hook.enabled) throw new AppError('CONFLICT', 'This webhook is disabled: enable it first.');
      const messageId = `msg_test_${newId(16)}`;
      const [row] = await db
        .insert(webhookDeliveries)
        .values({
          webhookId,
          eventId: null,
          messageId,
          eventType: 'webhook.test',
          payload: { type: 'webhook.test', timestamp: new Date().toISOString(), data: { vendorId, webhookId } },
        })
        .returning();
      if (!row) throw new Error('delivery insert returned nothing');
      wake();
      return toDelivery(row);
    },

    async deliveries(user: SessionUser, vendorId: string, webhookId: string): Promise<WebhookDelivery[]> {
      await access.requireRole(user, vendorId, 'ADMIN');
      await endpointOf(vendorId, webhookId);
      const rows = await db
        .select()
        .from(webhookDeliveries)
        .where(
          and(
            eq(webhookDeliveries.webhookId, webhookId),
            gt(webhookDeliveries.createdAt, sql`now() - ${DELIVERY_LOG_DAYS} * interval '1 day'`),
          ),
        )
        .orderBy(desc(webhookDeliveries.createdAt), desc(webhookDeliveries.deliveryId))
        .limit(200);
      return rows.map(toDelivery);
    },

    /** Sends a delivery again now, with the same webhook-id (whatever its status was). */
    async redeliver(user: SessionUser, vendorId: string, webhookId: string, deliveryId: number) {
      await access.requireRole(user, vendorId, 'ADMIN');
      const hook = await endpointOf(vendorId, webhookId);
      if (!hook.enabled) throw new AppError('CONFLICT', 'This webhook is disabled: enable it first.');
      const [row] = await db
        .update(webhookDeliveries)
        .set({ status: 'pending', nextAttemptAt: sql`now()`, claimedUntil: null, createdAt: sql`now()` })
        .where(and(eq(webhookDeliveries.webhookId, webhookId), eq(webhookDeliveries.deliveryId, deliveryId)))
        .returning();
      if (!row) throw new AppError('NOT_FOUND', 'No such delivery.');
      wake();
      return toDelivery(row);
    },
  };
}
