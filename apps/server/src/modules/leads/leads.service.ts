import type { CreateLeadBody } from '@queueless/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';
import { newId } from '../../lib/ids.js';
import type { RateLimit, RateLimiter } from '../../plugins/rate-limit.js';
import { recordEvent } from '../domain-events/index.js';
import type { LeadsRepo } from './leads.repo.js';

export type LeadsService = ReturnType<typeof createLeadsService>;

/** Per address: enough for a team sharing an office, too few for a script. */
export const defaultLeadLimit: RateLimit = { limit: 5, windowSeconds: 3600 };

/**
 * Book a Demo. Abuse is held off without a CAPTCHA service: a per-address limit counted in the
 * database, and a honeypot field that people never fill. A bot that fills it gets the same answer as
 * a person (so it learns nothing) and nothing is stored. A new lead writes `lead.created` in its insert's transaction:
 * the webhook that tells sales is that event's consumer (`lead-webhook.ts`, decision 078).
 */
export function createLeadsService(deps: {
  db: Db;
  leadsRepo: LeadsRepo;
  rateLimiter: RateLimiter;
  clock: Clock;
  log: FastifyBaseLogger;
  limit?: RateLimit;
}) {
  const { db, leadsRepo, rateLimiter, clock, log, limit = defaultLeadLimit } = deps;

  return {
    async createLead(body: CreateLeadBody, clientIp: string): Promise<void> {
      await rateLimiter.hit(`lead:${clientIp}`, limit, 'Too many requests. Please try again later.');
      if (body.website?.trim()) {
        log.info({ clientIp }, 'lead honeypot filled; dropped');
        return;
      }
      await db.transaction(async (tx) => {
        const { row, isNew } = await leadsRepo.insertLead(
          {
            leadId: newId(),
            companyName: body.companyName,
            fullName: body.fullName,
            phone: body.phone,
            email: body.email,
            message: body.message,
            submissionId: body.submissionId ?? null,
            clientIp,
            createdAt: clock(),
          },
          tx,
        );
        // A repeated submission is the same lead: no second event.
        if (isNew) await recordEvent(tx, { type: 'lead.created', vendorId: null, aggregateId: row.leadId });
      });
    },
  };
}
