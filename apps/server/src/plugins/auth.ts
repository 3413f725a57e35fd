import type { SessionUser } from '@queueless/contracts';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../lib/app-error.js';
import type { TokenService } from '../lib/tokens.js';

/**
 * The caller of a request, from the bearer id token, or the user of the API key the integrations' guard let through
 * (issue 41, decision 089: it checked the key's scope and locations on this call). Throws UNAUTHENTICATED without a
 * valid one.
 */
export async function requireUser(request: FastifyRequest, tokens: TokenService): Promise<SessionUser> {
  if (request.apiKeyUser) return request.apiKeyUser;
  const header = request.headers.authorization;
  const match = header ? /^Bearer\s+(\S+)$/i.exec(header) : null;
  if (!match?.[1]) throw new AppError('UNAUTHENTICATED', 'Please sign in to continue.');
  return tokens.verifyIdToken(match[1]);
}

/** The caller when a valid token is sent, else null (for calls that anyone may make). */
export async function optionalUser(request: FastifyRequest, tokens: TokenService): Promise<SessionUser | null> {
  if (!request.headers.authorization) return null;
  return requireUser(request, tokens);
}
