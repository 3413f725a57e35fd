import {
  createMembershipPaymentIntentBodySchema,
  createMembershipPaymentIntentResponseSchema,
  joinMembershipBodySchema,
  membershipMeResponseSchema,
  membershipMessages,
} from '@queueless/contracts';
import type { FastifyRequest } from 'fastify';
import type { AppInstance } from '../../app-types.js';
import { AppError } from '../../lib/app-error.js';
import { requireUser } from '../../plugins/auth.js';

const BASE = '/membership-service/v1/membership';
const bearer = [{ bearerAuth: [] }];

/**
 * Membership calls answer the spec's 'User not authenticated' when no bearer token is sent; checked
 * on arrival, before the body is validated.
 */
async function requireBearer(request: FastifyRequest) {
  if (!request.headers.authorization) throw new AppError('UNAUTHENTICATED', membershipMessages.notAuthenticated);
}

export function registerMembershipRoutes(app: AppInstance) {
  const { membership, tokens } = app.services;

  app.post(
    `${BASE}/create-payment-intent`,
    {
      onRequest: requireBearer,
      schema: {
        tags: ['membership'],
        security: bearer,
        description: 'Starts paying for a plan; the amount must be the plan’s (1 month 2000, 3 months 5000 cents).',
        body: createMembershipPaymentIntentBodySchema,
        response: { 200: createMembershipPaymentIntentResponseSchema },
      },
    },
    async (request) => membership.createPaymentIntent(await requireUser(request, tokens), request.body),
  );

  app.post(
    `${BASE}/join`,
    {
      onRequest: requireBearer,
      schema: {
        tags: ['membership'],
        security: bearer,
        description: 'Activates (or extends) the membership a succeeded payment bought; once per payment.',
        body: joinMembershipBodySchema,
        response: { 200: membershipMeResponseSchema },
      },
    },
    async (request) => membership.join(await requireUser(request, tokens), request.body),
  );

  app.get(
    `${BASE}/me`,
    {
      onRequest: requireBearer,
      schema: {
        tags: ['membership'],
        security: bearer,
        description: 'The caller’s membership and member profile (availableCredits); both null for a non-member.',
        response: { 200: membershipMeResponseSchema },
      },
    },
    async (request) => membership.me(await requireUser(request, tokens)),
  );
}
