import { defineModule } from '../../lib/module.js';
import type { Platform } from '../../platform.js';
import type { RateLimit } from '../../plugins/rate-limit.js';
import { createLeadWebhook, type LeadNotifier } from './lead-webhook.js';
import { createLeadsRepo } from './leads.repo.js';
import { registerLeadsRoutes } from './leads.routes.js';
import { createLeadsService } from './leads.service.js';

export type LeadsOverrides = { leadLimit?: RateLimit; leadNotifier?: LeadNotifier };

/** Book a Demo: the lead form, its per-address limit and the webhook that tells sales. */
export const leadsModule = defineModule({
  name: 'leads',
  services: ({ config, db, rateLimiter, clock, log, overrides }: Platform<LeadsOverrides>) => ({
    leads: createLeadsService({
      leadsRepo: createLeadsRepo(db),
      rateLimiter,
      notify: overrides.leadNotifier ?? createLeadWebhook({ url: config.leadWebhookUrl, log }),
      clock,
      log,
      limit: overrides.leadLimit,
    }),
  }),
  routes: registerLeadsRoutes,
});
