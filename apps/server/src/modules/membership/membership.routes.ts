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
import type { TokenService } from '../../lib/tokens.js';
import { requireUser } from '../../plugins/auth.js';
import { type CallerLimits, limitCaller, type RateLimiter } from '../../plugins/rate-limit.js';
import type { MembershipService } from './membership.service.js';

/**
 * Membership calls answer the spec's 'User not authenticated' when no bearer token is sent; checked
 * on arrival, before the body is validated.
 */
async function requireBearer(request: FastifyRequest) {
  if (!request.headers.authorization) throw new AppError('UNAUTHENTICATED', membershipMessages.notAuthenticated);
}

/**
 * Membership payment intents one person and one address may make in 10 minutes: each is a call to the payment
 * provider and a row. Joining takes one (a retry or a changed plan another); ten is generous for a person.
 */
export const MEMBERSHIP_INTENT_LIMITS: CallerLimits = {
  perPerson: { limit: 10, windowSeconds: 600 },
  perAddress: { limit: 300, windowSeconds: 600 },
};

/** What these routes use: their module's services and the platform's (decision 080). */
export type MembershipRoutesServices = {
  membership: MembershipService;
  tokens: TokenService;
  rateLimiter: RateLimiter;
};

export function registerMembershipRoutes(
  app: AppInstance,
  { membership, tokens, rateLimiter }: MembershipRoutesServices,
) {
  const options = { onRequest: requireBearer };

  registerEndpoint(
    app,
    createMembershipPaymentIntent,
    async (request) => {
      const user = await requireUser(request, tokens);
      await limitCaller(
        rateLimiter,
        'membership-intent',
        { userId: user.userId, ip: request.ip },
        MEMBERSHIP_INTENT_LIMITS,
      );
      return membership.createPaymentIntent(user, request.body);
    },
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
