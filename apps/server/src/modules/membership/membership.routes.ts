import {
  createMembershipPaymentIntent,
  getMyMembership,
  joinMembership,
  membershipMessages,
  updateMyMemberProfile,
} from '@queueless/contracts';
import type { FastifyRequest } from 'fastify';
import type { AppInstance } from '../../app-types.js';
import { AppError } from '../../lib/app-error.js';
import { registerEndpoint } from '../../lib/route.js';
import { requireUser } from '../../plugins/auth.js';

/**
 * Membership calls answer the spec's 'User not authenticated' when no bearer token is sent; checked
 * on arrival, before the body is validated.
 */
async function requireBearer(request: FastifyRequest) {
  if (!request.headers.authorization) throw new AppError('UNAUTHENTICATED', membershipMessages.notAuthenticated);
}

export function registerMembershipRoutes(app: AppInstance) {
  const { membership, tokens } = app.services;
  const options = { onRequest: requireBearer };

  registerEndpoint(
    app,
    createMembershipPaymentIntent,
    async (request) => membership.createPaymentIntent(await requireUser(request, tokens), request.body),
    options,
  );

  registerEndpoint(
    app,
    joinMembership,
    async (request) => membership.join(await requireUser(request, tokens), request.body),
    options,
  );

  registerEndpoint(app, getMyMembership, async (request) => membership.me(await requireUser(request, tokens)), options);

  registerEndpoint(
    app,
    updateMyMemberProfile,
    async (request) => membership.updateProfile(await requireUser(request, tokens), request.body),
    options,
  );
}
