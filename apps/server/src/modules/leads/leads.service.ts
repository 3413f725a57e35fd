import type { CreateLeadBody } from '@queueless/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../lib/clock.js';
import { newId } from '../../lib/ids.js';
import type { RateLimit, RateLimiter } from '../../plugins/rate-limit.js';
import type { LeadNotifier } from './lead-webhook.js';
import type { LeadsRepo } from './leads.repo.js';

export type LeadsService = ReturnType<typeof createLeadsService>;

/** Per address: enough for a team sharing an office, too few for a script. */
export const defaultLeadLimit: RateLimit = { limit: 5, windowSeconds: 3600 };

/**
 * Book a Demo. Abuse is held off without a CAPTCHA service: a per-address limit counted in the
 * database, and a honeypot field that people never fill. A bot that fills it gets the same answer as
 * a person (so it learns nothing) and nothing is stored.
 */
export function createLeadsService(deps: {
  leadsRepo: LeadsRepo;
  rateLimiter: RateLimiter;
  notify: LeadNotifier;
  clock: Clock;
  log: FastifyBaseLogger;
  limit?: RateLimit;
}) {
  const { leadsRepo, rateLimiter, notify, clock, log, limit = defaultLeadLimit } = deps;
  const pending = new Set<Promise<void>>();

  return {
    async createLead(body: CreateLeadBody, clientIp: string): Promise<void> {
      await rateLimiter.hit(`lead:${clientIp}`, limit, 'Too many requests. Please try again later.');
      if (body.website?.trim()) {
        log.info({ clientIp }, 'lead honeypot filled; dropped');
        return;
      }
      const { row, isNew } = await leadsRepo.insertLead({
        leadId: newId(),
        companyName: body.companyName,
        fullName: body.fullName,
        phone: body.phone,
        email: body.email,
        message: body.message,
        submissionId: body.submissionId ?? null,
        clientIp,
        createdAt: clock(),
      });
      if (!isNew) return;
      // After the insert has committed, and without holding up the visitor's answer.
      const sending = notify(row).finally(() => pending.delete(sending));
      pending.add(sending);
    },

    /** Waits for webhook posts still under way (tests, and a graceful shutdown). */
    async settle(): Promise<void> {
      await Promise.all([...pending]);
    },
  };
}
