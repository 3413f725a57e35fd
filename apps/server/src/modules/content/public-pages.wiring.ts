import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.js';
import type { Db } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';
import type { RateLimit, RateLimiter } from '../../plugins/rate-limit.js';
import { createLeadWebhook, type LeadNotifier } from '../leads/lead-webhook.js';
import { createLeadsRepo } from '../leads/leads.repo.js';
import { createLeadsService } from '../leads/leads.service.js';
import { createRedirectsRepo } from '../redirects/redirects.repo.js';
import { createRedirectsService } from '../redirects/redirects.service.js';
import type { Access } from '../vendor-auth/access.js';
import { createContentRepo } from './content.repo.js';
import { createContentService } from './content.service.js';

export type PublicPagesOverrides = { leadLimit?: RateLimit; leadNotifier?: LeadNotifier };

/** Wires the public pages' services (links, wristbands, leads, content) in one place. */
export function createPublicPagesServices(deps: {
  config: Config;
  db: Db;
  access: Access;
  rateLimiter: RateLimiter;
  clock: Clock;
  log: FastifyBaseLogger;
  overrides: PublicPagesOverrides;
}) {
  const { config, db, access, rateLimiter, clock, log, overrides } = deps;
  const redirects = createRedirectsService({
    redirectsRepo: createRedirectsRepo(db),
    access,
    policy: { allowedHosts: config.redirectAllowedHosts },
    clock,
    log,
  });
  const leads = createLeadsService({
    leadsRepo: createLeadsRepo(db),
    rateLimiter,
    notify: overrides.leadNotifier ?? createLeadWebhook({ url: config.leadWebhookUrl, log }),
    clock,
    log,
    limit: overrides.leadLimit,
  });
  const content = createContentService({
    contentRepo: createContentRepo(db),
    access,
    supportEmail: config.supportEmail,
    clock,
    log,
  });
  return { redirects, leads, content };
}
