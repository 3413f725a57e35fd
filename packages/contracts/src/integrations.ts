import { z } from 'zod';
import { isoDateTimeSchema, vendorIdSchema, vendorLocationIdSchema } from './common.js';
import { defineEndpoint } from './endpoint.js';

// Integrations (issue 41, decision 089): API keys, signed webhooks and the accountant's export.

/** What a key may do: each names the staff calls it opens (the server's `api-key-scopes.ts` lists them). */
export const apiKeyScopeValues = [
  'orders:read',
  'orders:write',
  'menu:read',
  'menu:write',
  'reports:read',
  'guestlists:read',
  'guestlists:write',
] as const;
export const apiKeyScopeSchema = z.enum(apiKeyScopeValues);
export type ApiKeyScope = z.infer<typeof apiKeyScopeSchema>;

/** Every key's secret starts with this, so a leaked one is recognised (secret scanners, logs). */
export const API_KEY_SECRET_PREFIX = 'qlk_';

export const apiKeySchema = z.object({
  apiKeyId: z.string(),
  name: z.string(),
  scopes: z.array(apiKeyScopeSchema),
  /** Null: every location of the vendor. */
  vendorLocationIds: z.array(z.string()).nullable(),
  /** The secret's first characters, to tell keys apart. */
  secretHint: z.string(),
  createdAt: isoDateTimeSchema,
  lastUsedAt: isoDateTimeSchema.nullable(),
});
export type ApiKey = z.infer<typeof apiKeySchema>;

export const createApiKeyBodySchema = z
  .object({
    name: z.string().trim().min(1, 'Please name the key.').max(80),
    scopes: z.array(apiKeyScopeSchema).min(1, 'Please choose at least one scope.').max(apiKeyScopeValues.length),
    vendorLocationIds: z.array(vendorLocationIdSchema).min(1).max(100).optional(),
  })
  .strict();
export type CreateApiKeyBody = z.input<typeof createApiKeyBodySchema>;

export const createApiKeyResponseSchema = z.object({
  apiKey: apiKeySchema,
  /** Shown this once; only its hash is kept. */
  secret: z.string(),
});
export type CreateApiKeyResponse = z.infer<typeof createApiKeyResponseSchema>;

export const apiKeysResponseSchema = z.object({ apiKeys: z.array(apiKeySchema) });
export type ApiKeysResponse = z.infer<typeof apiKeysResponseSchema>;

const integrationsVendorPathSchema = z.object({ vendorId: vendorIdSchema });
const apiKeyPathSchema = z.object({ vendorId: vendorIdSchema, apiKeyId: z.string().min(1).max(64) });

const ADMIN_ONLY = 'ADMIN and above of the vendor (a person signed in; an API key cannot manage keys or webhooks).';

export const createApiKey = defineEndpoint({
  method: 'POST',
  path: '/integration-service/v1/vendors/:vendorId/api-keys',
  tags: ['integrations'],
  auth: 'bearer',
  summary: 'Create an API key',
  description: `${ADMIN_ONLY} Answers the secret once (prefix \`${API_KEY_SECRET_PREFIX}\`); send it as \`Authorization: Bearer <secret>\` on the staff calls its scopes open. Errors: 400 VALIDATION_FAILED (a location not of the vendor), 401, 403 FORBIDDEN, 429 RATE_LIMITED.`,
  params: integrationsVendorPathSchema,
  body: createApiKeyBodySchema,
  response: { 201: createApiKeyResponseSchema },
});

export const listApiKeys = defineEndpoint({
  method: 'GET',
  path: '/integration-service/v1/vendors/:vendorId/api-keys',
  tags: ['integrations'],
  auth: 'bearer',
  summary: 'List the API keys not revoked',
  description: `${ADMIN_ONLY} Errors: 401, 403 FORBIDDEN.`,
  params: integrationsVendorPathSchema,
  response: { 200: apiKeysResponseSchema },
});

export const revokeApiKey = defineEndpoint({
  method: 'DELETE',
  path: '/integration-service/v1/vendors/:vendorId/api-keys/:apiKeyId',
  tags: ['integrations'],
  auth: 'bearer',
  summary: 'Revoke an API key',
  description: `${ADMIN_ONLY} The key is refused from its next call on, on every API process. Errors: 401, 403 FORBIDDEN, 404 NOT_FOUND.`,
  params: apiKeyPathSchema,
  response: { 200: z.object({ ok: z.literal(true) }) },
});

// ---------------------------------------------------------------- webhooks

export const webhookEventTypeValues = [
  'order.created',
  'order.paid',
  'order.ready',
  'order.completed',
  'order.refunded',
  'reservation.created',
  'reservation.cancelled',
  'reservation.checked_in',
  'product.updated',
  'stock.low',
  'ordering.paused',
] as const;
export const webhookEventTypeSchema = z.enum(webhookEventTypeValues);
export type WebhookEventType = z.infer<typeof webhookEventTypeSchema>;

export const webhookSchema = z.object({
  webhookId: z.string(),
  url: z.string(),
  eventTypes: z.array(webhookEventTypeSchema),
  description: z.string().nullable(),
  enabled: z.boolean(),
  /** Set when the server disabled it (the receiver answered 410 Gone). */
  disabledReason: z.string().nullable(),
  createdAt: isoDateTimeSchema,
});
export type Webhook = z.infer<typeof webhookSchema>;

const webhookUrlSchema = z.url({ protocol: /^https?$/, message: 'Please enter an http(s) address.' }).max(2000);

export const createWebhookBodySchema = z
  .object({
    url: webhookUrlSchema,
    eventTypes: z.array(webhookEventTypeSchema).min(1, 'Please choose at least one event.').max(20),
    description: z.string().trim().max(200).optional(),
  })
  .strict();
export type CreateWebhookBody = z.input<typeof createWebhookBodySchema>;

export const updateWebhookBodySchema = z
  .object({
    url: webhookUrlSchema.optional(),
    eventTypes: z.array(webhookEventTypeSchema).min(1).max(20).optional(),
    description: z.string().trim().max(200).nullable().optional(),
    enabled: z.boolean().optional(),
  })
  .strict();
export type UpdateWebhookBody = z.input<typeof updateWebhookBodySchema>;

export const createWebhookResponseSchema = z.object({
  webhook: webhookSchema,
  /** The Standard Webhooks signing secret (`whsec_…`), shown this once. */
  secret: z.string(),
});
export type CreateWebhookResponse = z.infer<typeof createWebhookResponseSchema>;

export const webhookResponseSchema = z.object({ webhook: webhookSchema });
export const webhooksResponseSchema = z.object({ webhooks: z.array(webhookSchema) });
export type WebhooksResponse = z.infer<typeof webhooksResponseSchema>;

export const webhookDeliverySchema = z.object({
  deliveryId: z.number().int(),
  /** The `webhook-id` header: the same on every try. */
  messageId: z.string(),
  eventType: z.string(),
  status: z.enum(['pending', 'delivered', 'failed']),
  attempts: z.number().int(),
  lastStatusCode: z.number().int().nullable(),
  lastDurationMs: z.number().int().nullable(),
  lastError: z.string().nullable(),
  lastAttemptAt: isoDateTimeSchema.nullable(),
  /** When it is tried next (pending only). */
  nextAttemptAt: isoDateTimeSchema.nullable(),
  createdAt: isoDateTimeSchema,
});
export type WebhookDelivery = z.infer<typeof webhookDeliverySchema>;
export const webhookDeliveriesResponseSchema = z.object({ deliveries: z.array(webhookDeliverySchema) });
export type WebhookDeliveriesResponse = z.infer<typeof webhookDeliveriesResponseSchema>;

const webhookPathSchema = z.object({ vendorId: vendorIdSchema, webhookId: z.string().min(1).max(64) });
const deliveryPathSchema = webhookPathSchema.extend({
  deliveryId: z.coerce
    .number()
    .int()
    .min(1)
    .max(2 ** 53 - 1),
});

const WEBHOOK_URL_ERRORS =
  '400 VALIDATION_FAILED (not http(s), or an address on a private, loopback or link-local network, also after DNS resolution, unless the operator allows them)';

export const createWebhook = defineEndpoint({
  method: 'POST',
  path: '/integration-service/v1/vendors/:vendorId/webhooks',
  tags: ['integrations'],
  auth: 'bearer',
  summary: 'Add a webhook',
  description: `${ADMIN_ONLY} Messages are signed by the Standard Webhooks scheme (webhook-id, webhook-timestamp, webhook-signature) with the secret answered once. Errors: ${WEBHOOK_URL_ERRORS}, 401, 403 FORBIDDEN.`,
  params: integrationsVendorPathSchema,
  body: createWebhookBodySchema,
  response: { 201: createWebhookResponseSchema },
});

export const listWebhooks = defineEndpoint({
  method: 'GET',
  path: '/integration-service/v1/vendors/:vendorId/webhooks',
  tags: ['integrations'],
  auth: 'bearer',
  summary: 'List the webhooks',
  description: `${ADMIN_ONLY} Errors: 401, 403 FORBIDDEN.`,
  params: integrationsVendorPathSchema,
  response: { 200: webhooksResponseSchema },
});

export const updateWebhook = defineEndpoint({
  method: 'PATCH',
  path: '/integration-service/v1/vendors/:vendorId/webhooks/:webhookId',
  tags: ['integrations'],
  auth: 'bearer',
  summary: 'Edit, disable or enable a webhook',
  description: `${ADMIN_ONLY} Errors: ${WEBHOOK_URL_ERRORS}, 401, 403 FORBIDDEN, 404 NOT_FOUND.`,
  params: webhookPathSchema,
  body: updateWebhookBodySchema,
  response: { 200: webhookResponseSchema },
});

export const deleteWebhook = defineEndpoint({
  method: 'DELETE',
  path: '/integration-service/v1/vendors/:vendorId/webhooks/:webhookId',
  tags: ['integrations'],
  auth: 'bearer',
  summary: 'Delete a webhook and its deliveries',
  description: `${ADMIN_ONLY} Errors: 401, 403 FORBIDDEN, 404 NOT_FOUND.`,
  params: webhookPathSchema,
  response: { 200: z.object({ ok: z.literal(true) }) },
});

export const testWebhook = defineEndpoint({
  method: 'POST',
  path: '/integration-service/v1/vendors/:vendorId/webhooks/:webhookId/test',
  errors: ['CONFLICT'],
  tags: ['integrations'],
  auth: 'bearer',
  summary: 'Send a test message',
  description: `${ADMIN_ONLY} Queues a \`webhook.test\` message; its delivery shows in the deliveries. Errors: 401, 403 FORBIDDEN, 404 NOT_FOUND, 429 RATE_LIMITED.`,
  params: webhookPathSchema,
  response: { 202: z.object({ delivery: webhookDeliverySchema }) },
});

export const listWebhookDeliveries = defineEndpoint({
  method: 'GET',
  path: '/integration-service/v1/vendors/:vendorId/webhooks/:webhookId/deliveries',
  tags: ['integrations'],
  auth: 'bearer',
  summary: 'The last 30 days of deliveries, newest first (at most 200)',
  description: `${ADMIN_ONLY} Errors: 401, 403 FORBIDDEN, 404 NOT_FOUND.`,
  params: webhookPathSchema,
  response: { 200: webhookDeliveriesResponseSchema },
});

export const redeliverWebhookDelivery = defineEndpoint({
  method: 'POST',
  path: '/integration-service/v1/vendors/:vendorId/webhooks/:webhookId/deliveries/:deliveryId/redeliver',
  errors: ['CONFLICT'],
  tags: ['integrations'],
  auth: 'bearer',
  summary: 'Send a delivery again',
  description: `${ADMIN_ONLY} Sends it again with the same webhook-id, now. Errors: 401, 403 FORBIDDEN, 404 NOT_FOUND, 409 CONFLICT (the webhook is disabled: enable it first).`,
  params: deliveryPathSchema,
  response: { 202: z.object({ delivery: webhookDeliverySchema }) },
});

// ---------------------------------------------------------------- the accountant's export

const localDateSchema = z.iso.date();

export const accountingExportQuerySchema = z
  .object({
    from: localDateSchema,
    to: localDateSchema,
    vendorLocationId: vendorLocationIdSchema.optional(),
    format: z.enum(['json', 'csv']).default('json'),
  })
  .strict();

/** One day's money of one location (or of the vendor: `vendorLocationId` null), in integer cents. */
export const accountingDaySchema = z.object({
  date: z.string(),
  vendorLocationId: z.string().nullable(),
  /** By payment method, or `all`. */
  paymentMethod: z.string(),
  orderCount: z.number().int(),
  grossSalesCents: z.number().int(),
  discountCents: z.number().int(),
  taxCents: z.number().int(),
  tipCents: z.number().int(),
  refundCount: z.number().int(),
  refundCents: z.number().int(),
  netCents: z.number().int(),
  /** Null: the provider's fee is not known to us. */
  feeCents: z.number().int().nullable(),
});
export type AccountingDay = z.infer<typeof accountingDaySchema>;

export const accountingExportSchema = z.object({
  vendorId: z.string(),
  timeZone: z.string(),
  from: z.string(),
  to: z.string(),
  days: z.array(accountingDaySchema),
});
export type AccountingExport = z.infer<typeof accountingExportSchema>;

export const getAccountingExport = defineEndpoint({
  method: 'GET',
  path: '/integration-service/v1/vendors/:vendorId/accounting-export',
  tags: ['integrations'],
  auth: 'bearer',
  summary: "The accountant's export",
  description:
    'MANAGER and above, or an API key with reports:read (a key limited to locations must name one of them). Per day in the venue’s time zone, per location and for the vendor, per payment method and all: sales, discounts, tax, tips, refunds (full and partial, on the day they were made), net, counts, in cents; the same totals as analytics. `format=csv` answers text/csv. At most 366 days. Errors: 400 VALIDATION_FAILED, 401, 403 FORBIDDEN, 429 RATE_LIMITED.',
  params: integrationsVendorPathSchema,
  query: accountingExportQuerySchema,
  response: { 200: accountingExportSchema },
});
