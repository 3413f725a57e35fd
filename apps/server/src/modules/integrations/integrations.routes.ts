import {
  createApiKey,
  createWebhook,
  deleteWebhook,
  getAccountingExport,
  listApiKeys,
  listWebhookDeliveries,
  listWebhooks,
  redeliverWebhookDelivery,
  revokeApiKey,
  testWebhook,
  updateWebhook,
} from '@queueless/contracts';
import type { AppInstance } from '../../app-types.js';
import { AppError } from '../../lib/app-error.js';
import { registerEndpoint } from '../../lib/route.js';
import type { TokenService } from '../../lib/tokens.js';
import { requireUser } from '../../plugins/auth.js';
import { type AccountingExportService, accountingCsv } from './accounting-export.js';
import type { ApiKeysService } from './api-keys.service.js';
import type { WebhooksService } from './webhooks.service.js';

export type IntegrationsRoutesServices = {
  apiKeys: ApiKeysService;
  webhooks: WebhooksService;
  accountingExport: AccountingExportService;
  tokens: TokenService;
};

export function registerIntegrationsRoutes(
  app: AppInstance,
  { apiKeys, webhooks, accountingExport, tokens }: IntegrationsRoutesServices,
) {
  /** Keys and webhooks are managed by people: a key is refused here by its guard (no scope opens these). */
  const person = async (request: Parameters<typeof requireUser>[0]) => {
    if (request.apiKeyUser) throw new AppError('FORBIDDEN', 'An API key cannot make this call.');
    return requireUser(request, tokens);
  };

  registerEndpoint(app, createApiKey, async (request, reply) => {
    const user = await person(request);
    return reply.status(201).send(await apiKeys.create(user, request.params.vendorId, request.body));
  });
  registerEndpoint(app, listApiKeys, async (request) => {
    const user = await person(request);
    return { apiKeys: await apiKeys.list(user, request.params.vendorId) };
  });
  registerEndpoint(app, revokeApiKey, async (request) => {
    const user = await person(request);
    await apiKeys.revoke(user, request.params.vendorId, request.params.apiKeyId);
    return { ok: true as const };
  });

  registerEndpoint(app, createWebhook, async (request, reply) => {
    const user = await person(request);
    return reply.status(201).send(await webhooks.create(user, request.params.vendorId, request.body));
  });
  registerEndpoint(app, listWebhooks, async (request) => {
    const user = await person(request);
    return { webhooks: await webhooks.list(user, request.params.vendorId) };
  });
  registerEndpoint(app, updateWebhook, async (request) => {
    const user = await person(request);
    const { vendorId, webhookId } = request.params;
    return { webhook: await webhooks.update(user, vendorId, webhookId, request.body) };
  });
  registerEndpoint(app, deleteWebhook, async (request) => {
    const user = await person(request);
    await webhooks.remove(user, request.params.vendorId, request.params.webhookId);
    return { ok: true as const };
  });
  registerEndpoint(app, testWebhook, async (request, reply) => {
    const user = await person(request);
    const { vendorId, webhookId } = request.params;
    return reply.status(202).send({ delivery: await webhooks.test(user, vendorId, webhookId) });
  });
  registerEndpoint(app, listWebhookDeliveries, async (request) => {
    const user = await person(request);
    return { deliveries: await webhooks.deliveries(user, request.params.vendorId, request.params.webhookId) };
  });
  registerEndpoint(app, redeliverWebhookDelivery, async (request, reply) => {
    const user = await person(request);
    const { vendorId, webhookId, deliveryId } = request.params;
    return reply.status(202).send({ delivery: await webhooks.redeliver(user, vendorId, webhookId, deliveryId) });
  });

  registerEndpoint(app, getAccountingExport, async (request, reply) => {
    const user = await requireUser(request, tokens);
    const { format, ...query } = request.query;
    const report = await accountingExport.report(user, request.params.vendorId, query, request.apiKey);
    if (format === 'csv') {
      const name = `queueless-${report.vendorId}-${report.from}-${report.to}.csv`.replace(/[^A-Za-z0-9._-]/g, '_');
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${name}"`)
        .send(accountingCsv(report) as never);
    }
    return report;
  });
}
