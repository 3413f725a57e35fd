import { createEvent, getEvent, listEventsByStatus, listVendorEvents, updateEvent } from '@queueless/contracts';
import type { AppInstance } from '../../app-types.js';
import { LANGUAGE_VARY, requestLanguage } from '../../lib/request-language.js';
import { registerEndpoint } from '../../lib/route.js';
import type { TokenService } from '../../lib/tokens.js';
import { requireUser } from '../../plugins/auth.js';
import type { EventsService } from './events.service.js';

/** What these routes use: their module's services and the platform's (decision 080). */
export type EventsRoutesServices = { events: EventsService; tokens: TokenService };

export function registerEventsRoutes(app: AppInstance, { events, tokens }: EventsRoutesServices) {
  // Issue 44: a customer's reads answer in the request's language, so they vary by it.
  registerEndpoint(app, getEvent, async (request, reply) => {
    const language = requestLanguage(request, { query: request.query.lang });
    reply.header('vary', LANGUAGE_VARY);
    return { event: await events.getEvent(request.query.vendorId, request.params.eventId, language) };
  });

  registerEndpoint(app, listEventsByStatus, async (request, reply) => {
    const language = requestLanguage(request, { query: request.query.lang });
    reply.header('vary', LANGUAGE_VARY);
    return { events: await events.listEventsByStatus(request.query.vendorId, request.query.status, language) };
  });

  registerEndpoint(app, listVendorEvents, async (request) => {
    const user = await requireUser(request, tokens);
    return { events: await events.listVendorEvents(user, request.params.vendorId) };
  });

  registerEndpoint(app, createEvent, async (request, reply) => {
    const user = await requireUser(request, tokens);
    const event = await events.createEvent(user, request.params.vendorId, request.body);
    return reply.status(201).send({ event });
  });

  registerEndpoint(app, updateEvent, async (request) => {
    const user = await requireUser(request, tokens);
    return { event: await events.updateEvent(user, request.params.vendorId, request.body) };
  });
}
