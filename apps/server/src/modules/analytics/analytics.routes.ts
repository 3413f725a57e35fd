import {
  analyticsDumpQuerySchema,
  analyticsDumpSchema,
  analyticsMonthPathSchema,
  analyticsOrdersQuerySchema,
  analyticsOrdersResponseSchema,
  analyticsRegenerateQuerySchema,
  analyticsVendorPathSchema,
  analyticsWeekPathSchema,
  analyticsWeekSchema,
  analyticsWeeksSchema,
} from '@queueless/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppInstance } from '../../app-types.js';
import { AppError } from '../../lib/app-error.js';
import type { TokenService } from '../../lib/tokens.js';
import { requireUser } from '../../plugins/auth.js';

const BASE = '/analytics-service/v1';
const bearer = [{ bearerAuth: [] }];
const tags = ['analytics'];

/** The spec's words for a call without a token (customer.md section 8). */
function requireAnalyticsUser(request: FastifyRequest, tokens: TokenService) {
  if (!request.headers.authorization) throw new AppError('UNAUTHENTICATED', 'User not authenticated');
  return requireUser(request, tokens);
}

/**
 * Week and month answers arrive as JSON text, already checked against the contract's schema when they
 * were made (a cached one is sent as the database holds it): a string with a JSON content type skips
 * the response serialiser, so the schemas above describe these calls without running on each one.
 */
function sendJson(reply: FastifyReply, json: string) {
  return reply.type('application/json; charset=utf-8').send(json);
}

export function registerAnalyticsRoutes(app: AppInstance) {
  const { analytics, tokens } = app.services;

  app.get(
    `${BASE}/vendors/:vendorId/orders`,
    {
      schema: {
        tags,
        security: bearer,
        params: analyticsVendorPathSchema,
        querystring: analyticsOrdersQuerySchema,
        response: { 200: analyticsOrdersResponseSchema },
      },
    },
    async (request) => {
      const user = await requireAnalyticsUser(request, tokens);
      return analytics.listOrders(user, request.params.vendorId, request.query);
    },
  );

  app.get(
    `${BASE}/vendors/:vendorId/analytics-dump/:month`,
    {
      schema: {
        tags,
        security: bearer,
        params: analyticsMonthPathSchema,
        querystring: analyticsDumpQuerySchema,
        response: { 200: analyticsDumpSchema },
      },
    },
    async (request, reply) => {
      const user = await requireAnalyticsUser(request, tokens);
      const { vendorId, month } = request.params;
      return sendJson(reply, await analytics.getMonthDump(user, vendorId, month, request.query));
    },
  );

  app.get(
    `${BASE}/vendors/:vendorId/analytics-dump/:month/regenerate`,
    {
      schema: {
        tags,
        security: bearer,
        params: analyticsMonthPathSchema,
        querystring: analyticsRegenerateQuerySchema,
        response: { 200: analyticsDumpSchema },
      },
    },
    async (request, reply) => {
      const user = await requireAnalyticsUser(request, tokens);
      const { vendorId, month } = request.params;
      return sendJson(reply, await analytics.regenerateMonthDump(user, vendorId, month, request.query.includeRefunded));
    },
  );

  // Not in the spec: the dashboard's week navigator (this week and 26 back, in the vendor's time zone).
  app.get(
    `${BASE}/vendors/:vendorId/weeks`,
    { schema: { tags, security: bearer, params: analyticsVendorPathSchema, response: { 200: analyticsWeeksSchema } } },
    async (request) => {
      const user = await requireAnalyticsUser(request, tokens);
      return analytics.listWeeks(user, request.params.vendorId);
    },
  );

  // Not in the spec: the dashboard's week (Sunday to Saturday, vendor's time zone), cached like the dump.
  app.get(
    `${BASE}/vendors/:vendorId/weeks/:weekStart`,
    {
      schema: {
        tags,
        security: bearer,
        params: analyticsWeekPathSchema,
        querystring: analyticsDumpQuerySchema,
        response: { 200: analyticsWeekSchema },
      },
    },
    async (request, reply) => {
      const user = await requireAnalyticsUser(request, tokens);
      const { vendorId, weekStart } = request.params;
      return sendJson(reply, await analytics.getWeek(user, vendorId, weekStart, request.query));
    },
  );
}
