import type { SessionUser } from '@queueless/contracts';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../lib/app-error.js';
import type { TokenService } from '../lib/tokens.js';

/** The caller of a request, from the bearer id token. Throws UNAUTHENTICATED without a valid one. */
export async function requireUser(request: FastifyRequest, tokens: TokenService): Promise<SessionUser> {
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
