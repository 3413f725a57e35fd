import { createLead } from '@queueless/contracts';
import type { AppInstance } from '../../app-types.js';
import { registerEndpoint } from '../../lib/route.js';

export function registerLeadsRoutes(app: AppInstance) {
  const { leads } = app.services;

  registerEndpoint(app, createLead, async (request, reply) => {
    await leads.createLead(request.body, request.ip);
    return reply.status(201).send({ lead: { received: true } });
  });
}
