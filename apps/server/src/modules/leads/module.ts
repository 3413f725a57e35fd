import { defineModule } from '../../lib/module.js';
import type { Platform } from '../../platform.js';
import type { RateLimit } from '../../plugins/rate-limit.js';
import type { EventConsumers } from '../domain-events/index.js';
import { leadWebhook, registerLeadWebhook } from './lead-webhook.js';
import { createLeadsRepo } from './leads.repo.js';
import { registerLeadsRoutes } from './leads.routes.js';
import { createLeadsService } from './leads.service.js';

export type LeadsOverrides = { leadLimit?: RateLimit };

/** Book a Demo: the lead form, its per-address limit and the webhook that tells sales (a `lead.created` consumer). */
export const leadsModule = defineModule({
  name: 'leads',
  needs: ['eventConsumers'],
  services: ({
    config,
    db,
    rateLimiter,
    clock,
    log,
    overrides,
  }: Platform<LeadsOverrides> & {
    // Its sweep runs the webhook's consumer (decision 078).
    eventConsumers: EventConsumers;
  }) => {
    const leadsRepo = createLeadsRepo(db);
    return {
      leadWebhook: leadWebhook({ url: config.leadWebhookUrl, leadsRepo }),
      leads: createLeadsService({ db, leadsRepo, rateLimiter, clock, log, limit: overrides.leadLimit }),
    };
  },
  routes: registerLeadsRoutes,
  sweeps: registerLeadWebhook,
});
