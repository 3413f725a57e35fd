import {
  getAnalyticsDump,
  getAnalyticsWeek,
  getOptionSales,
  listAnalyticsOrders,
  listAnalyticsWeeks,
  regenerateAnalyticsDump,
} from '@queueless/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppInstance } from '../../app-types.js';
import { AppError } from '../../lib/app-error.js';
import { registerEndpoint } from '../../lib/route.js';
import type { TokenService } from '../../lib/tokens.js';
import { requireUser } from '../../plugins/auth.js';
import type { AnalyticsService } from './analytics.service.js';

/** The spec's words for a call without a token (customer.md section 8). */
function requireAnalyticsUser(request: FastifyRequest, tokens: TokenService) {
  if (!request.headers.authorization) throw new AppError('UNAUTHENTICATED', 'User not authenticated');
  return requireUser(request, tokens);
}

/**
 * Week and month answers arrive as JSON text, already checked against the contract's schema when they
 * were made (a cached one is sent as the database holds it): a string with a JSON content type skips
 * the response serialiser, so the contract's schemas describe these calls without running on each one.
 */
function sendJson(reply: FastifyReply, json: string) {
  return reply.type('application/json; charset=utf-8').send(json);
}

/** What these routes use: their module's services and the platform's (decision 080). */
export type AnalyticsRoutesServices = { analytics: AnalyticsService; tokens: TokenService };

export function registerAnalyticsRoutes(app: AppInstance, { analytics, tokens }: AnalyticsRoutesServices) {
  registerEndpoint(app, listAnalyticsOrders, async (request) => {
    const user = await requireAnalyticsUser(request, tokens);
    return analytics.listOrders(user, request.params.vendorId, request.query);
  });

  registerEndpoint(app, getAnalyticsDump, async (request, reply) => {
    const user = await requireAnalyticsUser(request, tokens);
    const { vendorId, month } = request.params;
    return sendJson(reply, await analytics.getMonthDump(user, vendorId, month, request.query));
  });

  registerEndpoint(app, getOptionSales, async (request) => {
    const user = await requireAnalyticsUser(request, tokens);
    const { vendorId, month } = request.params;
    return analytics.optionSales(user, vendorId, month, request.query.vendorLocationId);
  });

  registerEndpoint(app, regenerateAnalyticsDump, async (request, reply) => {
    const user = await requireAnalyticsUser(request, tokens);
    const { vendorId, month } = request.params;
    return sendJson(reply, await analytics.regenerateMonthDump(user, vendorId, month, request.query.includeRefunded));
  });

  registerEndpoint(app, listAnalyticsWeeks, async (request) => {
    const user = await requireAnalyticsUser(request, tokens);
    return analytics.listWeeks(user, request.params.vendorId);
  });

  registerEndpoint(app, getAnalyticsWeek, async (request, reply) => {
    const user = await requireAnalyticsUser(request, tokens);
    const { vendorId, weekStart } = request.params;
    return sendJson(reply, await analytics.getWeek(user, vendorId, weekStart, request.query));
  });
}
