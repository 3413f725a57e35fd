import { createLead } from '@queueless/contracts';
import type { AppInstance } from '../../app-types.js';
import { registerEndpoint } from '../../lib/route.js';
import type { LeadsService } from './leads.service.js';

/** What these routes use: their module's services and the platform's (decision 080). */
export type LeadsRoutesServices = { leads: LeadsService };

export function registerLeadsRoutes(app: AppInstance, { leads }: LeadsRoutesServices) {
  registerEndpoint(app, createLead, async (request, reply) => {
    await leads.createLead(request.body, request.ip);
    return reply.status(201).send({ lead: { received: true } });
  });
}
