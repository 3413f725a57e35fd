import type { Language, RefreshTokenResponse, SessionUser, VerifySignInResponse } from '@queueless/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Executor } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import type { DbClock } from '../../lib/db-clock.js';
import { hmac, safeEqual, sha256 } from '../../lib/hash.js';
import { translate } from '../../lib/i18n.js';
import { newId, newSignInCode, newToken } from '../../lib/ids.js';
import { toMobileNumber } from '../../lib/phone.js';
import type { TokenService } from '../../lib/tokens.js';
import type { RateLimit, RateLimiter } from '../../plugins/rate-limit.js';
import { callProvider } from '../../providers/provider-failure.js';
import type { SmsProvider } from '../../providers/sms/sms.js';
import { isInSmsCountries } from '../../providers/sms/sms-guards.js';
import type { IdentityRepo, RefreshTokenRow, SignInCodeRow } from './identity.repo.js';

export const CODE_TTL_SECONDS = 10 * 60;
export const RESEND_AFTER_SECONDS = 60;
/** The longest wait before another code: the back-off grows 1, 2, 4, 8 minutes, then stays at 10. */
export const MAX_RESEND_WAIT_SECONDS = 10 * 60;
/**
 * Tries at one code from one caller (an address), and from every caller that did not ask for it (decision 067): a
 * stranger's guesses end the stranger's attempt, never the code, and the address that asked always keeps its own five.
 */
export const MAX_ATTEMPTS_PER_CODE = 5;
export const MAX_ATTEMPTS_PER_CODE_BY_OTHERS = 10;
/** A code's tries are counted in a day-long window (a code lives 10 minutes, so it almost never spans two). */
const CODE_TRIES_WINDOW_SECONDS = 24 * 60 * 60;

/**
 * The wait before the next code, after `sentThisHour` unused codes in the last hour: 60 s after the first, doubling,
 * at most 10 minutes. A stranger asking for codes can delay the owner's next code by minutes, never by an hour.
 */
export function resendWaitSeconds(sentThisHour: number): number {
  return Math.min(RESEND_AFTER_SECONDS * 2 ** Math.max(0, sentThisHour - 1), MAX_RESEND_WAIT_SECONDS);
}
export const REFRESH_TOKEN_TTL_SECONDS = 30 * 24 * 60 * 60;

/** The sign-in code's text, in the language of the page that asked for it (decision 097). */
export const signInCodeText = /*i18n*/ {
  id: 'sms.sign-in-code',
  message: '{code} is your Queueless code. It expires in 10 minutes.',
};

export type IdentityLimits = { startPerIp: RateLimit; verifyPerIp: RateLimit };

export const defaultIdentityLimits: IdentityLimits = {
  startPerIp: { limit: 20, windowSeconds: 10 * 60 },
  verifyPerIp: { limit: 60, windowSeconds: 10 * 60 },
};

export type IssuedSession = { refreshToken: string; refreshTokenExpiresAt: Date };

export type IdentityService = ReturnType<typeof createIdentityService>;

export function createIdentityService(deps: {
  identityRepo: IdentityRepo;
  sms: SmsProvider;
  tokens: TokenService;
  rateLimiter: RateLimiter;
  /** Code expiry and resend waits, refresh-token expiry: the database's clock, shared by every host (decision 076). */
  dbClock: DbClock;
  secret: string;
  log: FastifyBaseLogger;
  limits?: IdentityLimits;
  /** The countries whose numbers get codes (SMS_ALLOWED_COUNTRIES, `US` by default). */
  smsCountries?: readonly string[];
}) {
  const { identityRepo: repo, sms, tokens, rateLimiter, dbClock, secret, log } = deps;
  const limits = deps.limits ?? defaultIdentityLimits;
  const smsCountries = deps.smsCountries ?? ['US'];
  const hashCode = (phoneNumber: string, code: string) => hmac(secret, `${phoneNumber}:${code}`);

  /** Inserts a refresh token of the family (a new family for a new sign-in) and signs an id token. */
  async function issueSession(
    tx: Executor,
    user: SessionUser,
    familyId: string,
  ): Promise<IssuedSession & { idToken: string }> {
    const refreshToken = newToken();
    const now = await dbClock.read(tx);
    const refreshTokenExpiresAt = new Date(now.getTime() + REFRESH_TOKEN_TTL_SECONDS * 1000);
    await repo.insertRefreshToken(
      {
        id: newId(),
        userId: user.userId,
        familyId,
        tokenHash: sha256(refreshToken),
        expiresAt: refreshTokenExpiresAt,
        createdAt: now,
      },
      tx,
    );
    return { idToken: await tokens.signIdToken(user, familyId), refreshToken, refreshTokenExpiresAt };
  }

  return {
    /** Sends a new six-digit code, replacing any earlier one, worded in `language` (the asking page's). */
    async startSignIn(rawPhoneNumber: string, ip: string, language: Language = 'en') {
      const phoneNumber = toMobileNumber(rawPhoneNumber);
      if (!phoneNumber) {
        throw new AppError('INVALID_PHONE_NUMBER', 'Invalid phone number. Please enter a valid number.');
      }
      if (!isInSmsCountries(phoneNumber, smsCountries)) {
        throw new AppError(
          'INVALID_PHONE_NUMBER',
          `Sign-in codes can only be sent to numbers in ${smsCountries.join(', ')}. Please enter one of those.`,
        );
      }
      await rateLimiter.hit(`sign-in-start:ip:${ip}`, limits.startPerIp);

      const code = newSignInCode();
      const codeId = newId();
      let sentThisHour = 1;
      const replacedIds = await repo.transaction(async (tx) => {
        await repo.lockPhone(phoneNumber, tx);
        const now = await dbClock.read(tx);
        // A code belongs to the address that asked for it (decision 067): the wait, its growth and the replacing are
        // this caller's, so a stranger asking first delays only the stranger and never retires the owner's code.
        const latest = await repo.latestCode(phoneNumber, ip, tx);
        // The wait is between codes nobody has used yet: once the last one signed someone in (they have
        // signed out since, or sign in on another device), the next sign-in gets its code at once. It grows with
        // the codes sent in the last hour (SMS cost stays bounded), and is never longer than 10 minutes.
        const lastHour = await repo.countCodesSince(phoneNumber, ip, new Date(now.getTime() - 3_600_000), tx);
        if (latest && !latest.consumedAt) {
          const elapsed = (now.getTime() - latest.createdAt.getTime()) / 1000;
          const wait = resendWaitSeconds(lastHour.count);
          if (elapsed < wait) {
            throw new AppError('RESEND_TOO_SOON', 'Please wait before asking for a new code.', {
              retryAfter: Math.ceil(wait - elapsed),
            });
          }
        }
        sentThisHour = lastHour.count + 1;
        const replaced = await repo.replaceActiveCodes(phoneNumber, ip, now, tx);
        await repo.insertCode(
          {
            id: codeId,
            phoneNumber,
            codeHash: hashCode(phoneNumber, code),
            requestIp: ip,
            createdAt: now,
            expiresAt: new Date(now.getTime() + CODE_TTL_SECONDS * 1000),
          },
          tx,
        );
        return replaced;
      });

      // Anyone may ask for a code: it spends the sign-in share of the install's texts, a smaller one for a number with
      // no account, so strangers asking for new numbers never use up what customers and staff need (decision 085).
      const demand = (await repo.hasAccount(phoneNumber)) ? 'sign-in' : 'sign-in-new-number';
      try {
        // The console SMS keeps its outbox in our database: its outage (or conflict) is ours (503), not the provider's.
        await callProvider(
          {
            log,
            what: 'sending the sign-in code failed',
            message: 'Failed to send verification code. Please try again.',
          },
          () =>
            sms.send({
              to: phoneNumber,
              body: translate(language, signInCodeText, { code }),
              code,
              demand,
            }),
        );
      } catch (error) {
        // As if this request never happened: no code that nobody received, and the code sent before stays good.
        await repo.transaction(async (tx) => {
          await repo.lockPhone(phoneNumber, tx);
          await repo.deleteCode(codeId, tx);
          await repo.restoreCodes(replacedIds, tx);
        });
        throw error;
      }
      return { resendAfter: resendWaitSeconds(sentThisHour), expiresIn: CODE_TTL_SECONDS };
    },

    /**
     * Checks a code; the right one, once, within its tries and time, starts a session. The account, made or found,
     * takes `language` (the signing-in page's) for its text messages.
     */
    async verifySignIn(
      rawPhoneNumber: string,
      code: string,
      ip: string,
      language: Language = 'en',
    ): Promise<VerifySignInResponse & IssuedSession> {
      await rateLimiter.hit(`sign-in-verify:ip:${ip}`, limits.verifyPerIp);
      // A number that can't receive codes has none; keep it as given and let the lookup find nothing.
      const phoneNumber = toMobileNumber(rawPhoneNumber) ?? rawPhoneNumber;
      const invalid = () => new AppError('INVALID_CODE', 'Invalid verification code. Please try again.');

      const live = await repo.liveCodes(phoneNumber, await dbClock.read());
      if (live.length === 0) {
        if (await repo.hasUnspentCode(phoneNumber)) {
          throw new AppError('INVALID_CODE', 'This code has expired. Please ask for a new one.');
        }
        throw invalid();
      }
      // The caller's own code when it asked for one, else the newest; either is taken, so the owner may type the
      // newest text on their phone whoever made us send it (decision 067). At most two codes per try.
      const newest = live[0] as SignInCodeRow;
      const own = live.find((row) => row.requestIp === ip);
      const anchor = own ?? newest;
      // Tries are counted per caller at the anchor (five), and for callers that did not ask for it, ten in all: a
      // stranger over either is refused, the code lives, and the address that asked keeps its five. Every further
      // try needs a new code, which is a text to the owner's phone (the resend wait and the SMS budget bound them).
      try {
        await rateLimiter.hit(`sign-in-code:${anchor.id}:ip:${ip}`, {
          limit: MAX_ATTEMPTS_PER_CODE,
          windowSeconds: CODE_TRIES_WINDOW_SECONDS,
        });
        if (anchor.requestIp !== ip) {
          await rateLimiter.hit(`sign-in-code:${anchor.id}`, {
            limit: MAX_ATTEMPTS_PER_CODE_BY_OTHERS,
            windowSeconds: CODE_TRIES_WINDOW_SECONDS,
          });
        }
      } catch (error) {
        if (error instanceof AppError && error.code === 'RATE_LIMITED') {
          throw new AppError('TOO_MANY_ATTEMPTS', 'Too many attempts. Please try again later.');
        }
        throw error;
      }
      const candidates = own && own.id !== newest.id ? [own, newest] : [anchor];
      const codeHash = hashCode(phoneNumber, code);
      const active = candidates.find((row) => safeEqual(row.codeHash, codeHash));
      if (!active) throw invalid();

      // The code is spent with the session it starts: a sign-in that fails half-way (a lost connection)
      // leaves the code good, so the person types it again instead of waiting for a new one.
      return repo.transaction(async (tx) => {
        const now = await dbClock.read(tx);
        if (!(await repo.consumeCode(active.id, now, tx))) throw invalid();
        await repo.retireCodes(phoneNumber, now, tx);
        const { user, isNew } = await repo.upsertUser(newId(), phoneNumber, language, tx);
        const sessionUser = { userId: user.userId, phoneNumber: user.phoneNumber };
        const session = await issueSession(tx, sessionUser, newId());
        return { ...session, expiresIn: tokens.ttlSeconds, user: sessionUser, isNewUser: isNew };
      });
    },

    /**
     * Rotates a refresh token. A spent token presented again revokes its whole family. Rotation and
     * revocation of one family take turns (lockFamily), so a revocation always reaches the newest token.
     */
    async refresh(refreshToken: string | undefined): Promise<RefreshTokenResponse & IssuedSession> {
      const refused = () => new AppError('INVALID_REFRESH_TOKEN', 'Your session has ended. Please sign in again.');
      if (!refreshToken) throw refused();
      const tokenHash = sha256(refreshToken);
      type Outcome =
        | { kind: 'refused' }
        | { kind: 'reused'; token: RefreshTokenRow }
        | { kind: 'rotated'; user: SessionUser; session: IssuedSession & { idToken: string } };
      const outcome = await repo.transaction(async (tx): Promise<Outcome> => {
        const found = await repo.findRefreshToken(tokenHash, tx);
        if (!found) return { kind: 'refused' };
        await repo.lockFamily(found.familyId, tx);
        const now = await dbClock.read(tx);
        const spent = await repo.spendRefreshToken(tokenHash, now, tx);
        if (!spent) {
          const current = await repo.findRefreshToken(tokenHash, tx);
          if (!current?.usedAt) return { kind: 'refused' };
          await repo.revokeFamily(current.familyId, now, tx);
          return { kind: 'reused', token: current };
        }
        const row = await repo.getUser(spent.userId, tx);
        if (!row) return { kind: 'refused' };
        const user = { userId: row.userId, phoneNumber: row.phoneNumber };
        return { kind: 'rotated', user, session: await issueSession(tx, user, spent.familyId) };
      });
      if (outcome.kind === 'reused') {
        const { familyId, userId } = outcome.token;
        log.warn({ familyId, userId }, 'refresh token reused; revoked its family');
      }
      if (outcome.kind !== 'rotated') throw refused();
      return { ...outcome.session, expiresIn: tokens.ttlSeconds, user: outcome.user };
    },

    /** Ends the session family of the given refresh token (if any). */
    async logout(refreshToken: string | undefined) {
      if (!refreshToken) return;
      const tokenHash = sha256(refreshToken);
      await repo.transaction(async (tx) => {
        const known = await repo.findRefreshToken(tokenHash, tx);
        if (!known) return;
        await repo.lockFamily(known.familyId, tx);
        await repo.revokeFamily(known.familyId, await dbClock.read(tx), tx);
      });
    },

    /** The caller's own language for their text messages, as they switched the app to it. */
    async setLanguage(user: SessionUser, language: Language): Promise<{ language: Language }> {
      const saved = await repo.setLanguage(user.userId, language);
      if (!saved) throw new AppError('UNAUTHENTICATED', 'Please sign in again.');
      return { language: saved };
    },

    async listOutbox(phoneNumber: string | undefined) {
      const rows = await repo.listOutbox(phoneNumber);
      return rows.map((row) => ({ to: row.to, body: row.body, code: row.code, sentAt: row.sentAt.toISOString() }));
    },
  };
}
