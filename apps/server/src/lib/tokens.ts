import type { SessionUser } from '@queueless/contracts';
import { errors as joseErrors, jwtVerify, SignJWT } from 'jose';
import { AppError } from './app-error.js';
import type { Clock } from './clock.js';

export const ID_TOKEN_TTL_SECONDS = 60 * 60;
const ISSUER = 'queueless';
const AUDIENCE = 'queueless-api';
const ALGORITHM = 'HS256';

export type TokenService = ReturnType<typeof createTokenService>;

/** Signs and checks the short-lived id tokens (JWT, HS256, issuer, audience and expiry checked). */
export function createTokenService({ secret, clock }: { secret: string; clock: Clock }) {
  const key = new TextEncoder().encode(secret);

  return {
    ttlSeconds: ID_TOKEN_TTL_SECONDS,

    async signIdToken(user: SessionUser): Promise<string> {
      const now = Math.floor(clock().getTime() / 1000);
      return new SignJWT({ phone_number: user.phoneNumber })
        .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
        .setSubject(user.userId)
        .setIssuer(ISSUER)
        .setAudience(AUDIENCE)
        .setIssuedAt(now)
        .setExpirationTime(now + ID_TOKEN_TTL_SECONDS)
        .sign(key);
    },

    async verifyIdToken(token: string): Promise<SessionUser> {
      try {
        const { payload } = await jwtVerify(token, key, {
          algorithms: [ALGORITHM],
          issuer: ISSUER,
          audience: AUDIENCE,
          currentDate: clock(),
          requiredClaims: ['sub', 'exp', 'iat'],
        });
        if (typeof payload.sub !== 'string' || typeof payload.phone_number !== 'string') {
          throw new AppError('UNAUTHENTICATED', 'Your session is not valid. Please sign in again.');
        }
        return { userId: payload.sub, phoneNumber: payload.phone_number };
      } catch (error) {
        if (error instanceof AppError) throw error;
        const expired = error instanceof joseErrors.JWTExpired;
        throw new AppError(
          'UNAUTHENTICATED',
          expired
            ? 'Your session has expired. Please sign in again.'
            : 'Your session is not valid. Please sign in again.',
        );
      }
    },
  };
}
