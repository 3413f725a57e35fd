import {
  listSmsOutbox,
  logOut,
  REFRESH_COOKIE_NAME,
  REFRESH_COOKIE_PATH,
  refreshAccessToken,
  startSignIn,
  updateMyLanguage,
  verifySignIn,
} from '@queueless/contracts';
import type { FastifyReply } from 'fastify';
import type { AppInstance } from '../../app-types.js';
import { AppError } from '../../lib/app-error.js';
import { languageOf } from '../../lib/i18n.js';
import { registerEndpoint } from '../../lib/route.js';
import type { TokenService } from '../../lib/tokens.js';
import { requireUser } from '../../plugins/auth.js';
import type { SmsProvider } from '../../providers/sms/sms.js';
import type { IdentityService, IssuedSession } from './identity.service.js';

export const REFRESH_COOKIE = REFRESH_COOKIE_NAME;

/** What these routes use: their module's services and the platform's (decision 080). */
export type IdentityRoutesServices = {
  identity: IdentityService;
  sms: Pick<SmsProvider, 'name'>;
  tokens: TokenService;
};

export function registerIdentityRoutes(app: AppInstance, { identity, sms, tokens }: IdentityRoutesServices) {
  const secureCookies = app.config.publicBaseUrl.startsWith('https://');

  function setRefreshCookie(reply: FastifyReply, session: IssuedSession) {
    reply.setCookie(REFRESH_COOKIE, session.refreshToken, {
      httpOnly: true,
      secure: secureCookies,
      sameSite: 'lax',
      path: REFRESH_COOKIE_PATH,
      expires: session.refreshTokenExpiresAt,
    });
  }

  // The page's language (Accept-Language) words the code's text and becomes the account's (decision 097).
  registerEndpoint(app, startSignIn, async (request) =>
    identity.startSignIn(request.body.phoneNumber, request.ip, languageOf(request.headers['accept-language'])),
  );

  registerEndpoint(app, verifySignIn, async (request, reply) => {
    const { refreshToken, refreshTokenExpiresAt, ...result } = await identity.verifySignIn(
      request.body.phoneNumber,
      request.body.code,
      request.ip,
      languageOf(request.headers['accept-language']),
    );
    setRefreshCookie(reply, { refreshToken, refreshTokenExpiresAt });
    return result;
  });

  registerEndpoint(app, refreshAccessToken, async (request, reply) => {
    const { refreshToken, refreshTokenExpiresAt, ...result } = await identity.refresh(request.cookies[REFRESH_COOKIE]);
    setRefreshCookie(reply, { refreshToken, refreshTokenExpiresAt });
    return result;
  });

  registerEndpoint(app, updateMyLanguage, async (request) =>
    identity.setLanguage(await requireUser(request, tokens), request.body.language),
  );

  registerEndpoint(app, logOut, async (request, reply) => {
    await identity.logout(request.cookies[REFRESH_COOKIE]);
    reply.clearCookie(REFRESH_COOKIE, { path: REFRESH_COOKIE_PATH });
    return { ok: true as const };
  });

  if (sms.name === 'console' && !app.config.isProduction) {
    const isOpenToAll = app.config.devSmsOutboxRemote;
    registerEndpoint(
      app,
      listSmsOutbox,
      async (request) => ({ messages: await identity.listOutbox(request.query.phoneNumber) }),
      {
        // It holds every sign-in code: only this machine may read it (the socket's own address, never a
        // forwarded header, whatever TRUST_PROXY says), unless DEV_SMS_OUTBOX_REMOTE=true opens it.
        onRequest: (request, _reply, done) => {
          if (isOpenToAll || isLoopback(request.raw.socket.remoteAddress)) return done();
          done(
            new AppError(
              'FORBIDDEN',
              'The development SMS outbox answers only this machine. Set DEV_SMS_OUTBOX_REMOTE=true to open it.',
            ),
          );
        },
      },
    );
  }
}

/** 127.0.0.0/8 and ::1, also as IPv4-mapped IPv6 addresses. */
export function isLoopback(address: string | undefined): boolean {
  if (!address) return false;
  const v4 = address.startsWith('::ffff:') ? address.slice(7) : address;
  return address === '::1' || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(v4);
}
