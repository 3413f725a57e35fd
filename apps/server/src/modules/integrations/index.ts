// Integrations (issue 41, decision 089): API keys, webhooks, the accountant's export.
export type { AccountingExportService } from './accounting-export.js';
export type { ApiKeysService } from './api-keys.service.js';
export { apiKeys, webhookDeliveries, webhookEndpoints } from './integrations.tables.js';
export type { IntegrationsOverrides } from './module.js';
export type { WebhookWorker } from './webhook-worker.js';
export type { WebhooksService } from './webhooks.service.js';
