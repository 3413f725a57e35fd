import { defineModule } from '../../lib/module.js';
import type { Platform } from '../../platform.js';
import type { RateLimit } from '../../plugins/rate-limit.js';
import { type EventConsumers, registerEventConsumer, runAfterCommit } from '../domain-events/index.js';
import type { Access } from '../staff/index.js';
import { createAccountingExport } from './accounting-export.js';
import { registerApiKeyGuard } from './api-key-guard.js';
import { createApiKeysService } from './api-keys.service.js';
import { registerIntegrationsRoutes } from './integrations.routes.js';
import { enqueueDeliveries, heardTypes } from './webhook-events.js';
import { createWebhookWorker, type WebhookSchedule } from './webhook-worker.js';
import { createWebhooksService } from './webhooks.service.js';

export type IntegrationsOverrides = {
  /** A shortened retry schedule (tests). */
  webhookSchedule?: WebhookSchedule;
  apiKeyLimit?: RateLimit;
};

/**
 * Integrations (issue 41, decision 089): API keys that make staff calls within their scopes, signed webhooks fed by
 * the durable events, and the accountant's export.
 */
export const integrationsModule = defineModule({
  name: 'integrations',
  needs: ['access', 'eventConsumers'],
  services: ({
    config,
    db,
    log,
    access,
    overrides,
  }: Platform<IntegrationsOverrides> & { access: Access; eventConsumers: EventConsumers }) => {
    const allowPrivate = config.webhookAllowPrivateAddresses;
    const webhookWorker = createWebhookWorker({
      db,
      log: log.child({ area: 'webhooks' }),
      allowPrivate,
      schedule: overrides.webhookSchedule,
    });
    const wake = () => void webhookWorker.wake();
    return {
      apiKeys: createApiKeysService({ db, access }),
      webhooks: createWebhooksService({ db, access, allowPrivate, wake }),
      webhookWorker,
      accountingExport: createAccountingExport({ db, access }),
    };
  },
  routes: (app, services) => {
    registerApiKeyGuard(app, { ...services, limit: services.overrides.apiKeyLimit });
    registerIntegrationsRoutes(app, services);
  },
  sweeps: (app, services) => {
    const { webhookWorker } = services;
    // The consumer writes the deliveries in its batch's transaction; the worker sends them after it commits.
    registerEventConsumer(app, services, {
      name: 'webhooks',
      types: heardTypes,
      handle: async (event, tx) => {
        if ((await enqueueDeliveries(event, tx)) > 0) runAfterCommit(() => webhookWorker.wake());
      },
    });
    app.addHook('onReady', async () => webhookWorker.start());
    app.addHook('onClose', async () => webhookWorker.stop());
  },
});
