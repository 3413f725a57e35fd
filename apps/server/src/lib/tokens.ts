import { webcrypto } from 'node:crypto';
import type { SessionUser } from '@queueless/contracts';
import { errors as joseErrors, jwtVerify, SignJWT } from 'jose';
import { AppError } from './app-error.js';
import type { Clock } from './clock.js';

export const ID_TOKEN_TTL_SECONDS = 60 * 60;
const ISSUER = 'queueless';
const AUDIENCE = 'queueless-api';
const ALGORITHM = 'HS256';
const MAX_CLOCK_SKEW_SECONDS = 60;

export type TokenService = ReturnType<typeof createTokenService>;

/** How many verified tokens a process remembers (about 200 bytes each). */
const VERIFIED_CACHE_SIZE = 10_000;

/** Signs and checks the short-lived id tokens (JWT, HS256, issuer, audience and expiry checked). */
export function createTokenService({ secret, clock }: { secret: string; clock: Clock }) {
  // Imported once, on first use: handed the raw bytes, jose would import a WebCrypto key on every call.
  let key: Promise<webcrypto.CryptoKey> | undefined;
  const getKey = () =>
    (key ??= webcrypto.subtle.importKey(
      'raw',
      new TextEncoder().encode(secret),
      { name: 'HMAC', hash: 'SHA-256' },
      false,
      ['sign', 'verify'],
    ));

  // Every API call checks its bearer token, and a signed-in phone sends the same one for up to an
  // hour: a token verified once is answered from memory until it expires (checked on every use), so
  // the HMAC (a WebCrypto job on the thread pool) runs once per token, not once per request.
  // A token string maps to one set of claims, so remembering it changes no answer.
  const verified = new Map<string, { user: SessionUser; expiresAtMs: number; sessionId: string | null }>();
  function remember(token: string, user: SessionUser, expiresAtMs: number, sessionId: string | null) {
    if (verified.size >= VERIFIED_CACHE_SIZE) {
      const oldest = verified.keys().next().value;
      if (oldest !== undefined) verified.delete(oldest);
    }
    verified.set(token, { user, expiresAtMs, sessionId });
  }
  /** Whether the sign-in a token belongs to has ended (a logout); identity plugs it in. */
  let sessionEnded: ((sessionId: string) => Promise<boolean>) | null = null;
  const ended = () => new AppError('UNAUTHENTICATED', 'Your session has ended. Please sign in again.');

  return {
    ttlSeconds: ID_TOKEN_TTL_SECONDS,

    /**
     * Lets the API refuse an id token whose sign-in has ended: one indexed read per authenticated call (the
     * refresh-token family's revocation), so a logout ends the id token at once on every API process.
     */
    useSessionCheck(check: (sessionId: string) => Promise<boolean>) {
      sessionEnded = check;
    },

    /** `sessionId`: the sign-in (refresh-token family) the token belongs to; logging out of it ends the token. */
    async signIdToken(user: SessionUser, sessionId?: string): Promise<string> {
      const now = Math.floor(clock().getTime() / 1000);
      return new SignJWT({ phone_number: user.phoneNumber, ...(sessionId ? { sid: sessionId } : {}) })
        .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
        .setSubject(user.userId)
        .setIssuer(ISSUER)
        .setAudience(AUDIENCE)
        .setIssuedAt(now)
        .setExpirationTime(now + ID_TOKEN_TTL_SECONDS)
        .sign(await getKey());
    },

    async verifyIdToken(token: string): Promise<SessionUser> {
      const known = verified.get(token);
      if (known) {
        if (clock().getTime() < known.expiresAtMs) {
          if (known.sessionId && (await sessionEnded?.(known.sessionId))) throw ended();
          return known.user;
        }
        verified.delete(token);
      }
      try {
        const { payload } = await jwtVerify(token, await getKey(), {
          algorithms: [ALGORITHM],
          issuer: ISSUER,
          audience: AUDIENCE,
          currentDate: clock(),
          requiredClaims: ['sub', 'exp', 'iat'],
        });
        // A token issued "in the future" (by a clock that ran ahead and was corrected) is refused, not honoured for
        // the length of the jump; a minute of skew between API hosts is allowed.
        if ((payload.iat as number) > clock().getTime() / 1000 + MAX_CLOCK_SKEW_SECONDS) {
          throw new AppError('UNAUTHENTICATED', 'Your session is not valid. Please sign in again.');
        }
        if (typeof payload.sub !== 'string' || typeof payload.phone_number !== 'string') {
          throw new AppError('UNAUTHENTICATED', 'Your session is not valid. Please sign in again.');
        }
        const user = { userId: payload.sub, phoneNumber: payload.phone_number };
        const sessionId = typeof payload.sid === 'string' ? payload.sid : null;
        remember(token, user, (payload.exp as number) * 1000, sessionId);
        if (sessionId && (await sessionEnded?.(sessionId))) throw ended();
        return user;
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
