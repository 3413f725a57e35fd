import { createLeadBodySchema, createLeadResponseSchema } from '@queueless/contracts';
import type { AppInstance } from '../../app-types.js';

export function registerLeadsRoutes(app: AppInstance) {
  const { leads } = app.services;

  app.post(
    '/lead-service/v1/leads',
    {
      schema: {
        tags: ['leads'],
        description:
          'Book a Demo. The same submissionId is stored once; at most 5 a hour per address (429 RATE_LIMITED).',
        body: createLeadBodySchema,
        response: { 201: createLeadResponseSchema },
      },
    },
    async (request, reply) => {
      await leads.createLead(request.body, request.ip);
      return reply.status(201).send({ lead: { received: true } });
    },
  );
}
