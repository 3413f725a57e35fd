import {
  createEventBodySchema,
  eventListResponseSchema,
  eventPathSchema,
  eventResponseSchema,
  eventsByStatusQuerySchema,
  getEventQuerySchema,
  updateEventBodySchema,
  vendorPathSchema,
} from '@queueless/contracts';
import type { AppInstance } from '../../app-types.js';
import { requireUser } from '../../plugins/auth.js';

const BASE = '/event-service/v1';
const bearer = [{ bearerAuth: [] }];

export function registerEventsRoutes(app: AppInstance) {
  const { events, tokens } = app.services;

  app.get(
    `${BASE}/event/:eventId`,
    {
      schema: {
        tags: ['events'],
        params: eventPathSchema,
        querystring: getEventQuerySchema,
        response: { 200: eventResponseSchema },
      },
    },
    async (request) => ({ event: await events.getEvent(request.query.vendorId, request.params.eventId) }),
  );

  app.get(
    `${BASE}/events/by-vendor-and-status`,
    {
      schema: {
        tags: ['events'],
        description: 'A 404 means the vendor has no events in these statuses.',
        querystring: eventsByStatusQuerySchema,
        response: { 200: eventListResponseSchema },
      },
    },
    async (request) => ({ events: await events.listEventsByStatus(request.query.vendorId, request.query.status) }),
  );

  app.get(
    `${BASE}/admin/vendors/:vendorId/events`,
    {
      schema: {
        tags: ['events'],
        security: bearer,
        params: vendorPathSchema,
        response: { 200: eventListResponseSchema },
      },
    },
    async (request) => {
      const user = await requireUser(request, tokens);
      return { events: await events.listVendorEvents(user, request.params.vendorId) };
    },
  );

  app.post(
    `${BASE}/admin/vendors/:vendorId/events`,
    {
      schema: {
        tags: ['events'],
        security: bearer,
        params: vendorPathSchema,
        body: createEventBodySchema,
        response: { 201: eventResponseSchema },
      },
    },
    async (request, reply) => {
      const user = await requireUser(request, tokens);
      const event = await events.createEvent(user, request.params.vendorId, request.body);
      return reply.status(201).send({ event });
    },
  );

  app.put(
    `${BASE}/admin/vendors/:vendorId/events`,
    {
      schema: {
        tags: ['events'],
        security: bearer,
        params: vendorPathSchema,
        body: updateEventBodySchema,
        response: { 200: eventResponseSchema },
      },
    },
    async (request) => {
      const user = await requireUser(request, tokens);
      return { event: await events.updateEvent(user, request.params.vendorId, request.body) };
    },
  );
}
