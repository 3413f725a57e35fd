import {
  logoutResponseSchema,
  refreshTokenResponseSchema,
  smsOutboxQuerySchema,
  smsOutboxResponseSchema,
  startSignInBodySchema,
  startSignInResponseSchema,
  verifySignInBodySchema,
  verifySignInResponseSchema,
} from '@queueless/contracts';
import type { FastifyReply } from 'fastify';
import type { AppInstance } from '../../app-types.js';
import { AppError } from '../../lib/app-error.js';
import type { IssuedSession } from './identity.service.js';

const BASE = '/auth-service/v1';
export const REFRESH_COOKIE = 'ql_refresh';

export function registerIdentityRoutes(app: AppInstance) {
  const { identity } = app.services;
  const secureCookies = app.config.publicBaseUrl.startsWith('https://');

  function setRefreshCookie(reply: FastifyReply, session: IssuedSession) {
    reply.setCookie(REFRESH_COOKIE, session.refreshToken, {
      httpOnly: true,
      secure: secureCookies,
      sameSite: 'lax',
      path: BASE,
      expires: session.refreshTokenExpiresAt,
    });
  }

  app.post(
    `${BASE}/passwordless/start`,
    { schema: { tags: ['identity'], body: startSignInBodySchema, response: { 200: startSignInResponseSchema } } },
    async (request) => identity.startSignIn(request.body.phoneNumber, request.ip),
  );

  app.post(
    `${BASE}/passwordless/verify`,
    { schema: { tags: ['identity'], body: verifySignInBodySchema, response: { 200: verifySignInResponseSchema } } },
    async (request, reply) => {
      const { refreshToken, refreshTokenExpiresAt, ...result } = await identity.verifySignIn(
        request.body.phoneNumber,
        request.body.code,
        request.ip,
      );
      setRefreshCookie(reply, { refreshToken, refreshTokenExpiresAt });
      return result;
    },
  );

  app.post(
    `${BASE}/token/refresh`,
    { schema: { tags: ['identity'], response: { 200: refreshTokenResponseSchema } } },
    async (request, reply) => {
      const { refreshToken, refreshTokenExpiresAt, ...result } = await identity.refresh(
        request.cookies[REFRESH_COOKIE],
      );
      setRefreshCookie(reply, { refreshToken, refreshTokenExpiresAt });
      return result;
    },
  );

  app.post(
    `${BASE}/logout`,
    { schema: { tags: ['identity'], response: { 200: logoutResponseSchema } } },
    async (request, reply) => {
      await identity.logout(request.cookies[REFRESH_COOKIE]);
      reply.clearCookie(REFRESH_COOKIE, { path: BASE });
      return { ok: true as const };
    },
  );

  if (app.services.sms.name === 'console' && !app.config.isProduction) {
    const isOpenToAll = app.config.devSmsOutboxRemote;
    app.get(
      '/dev/sms-outbox',
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
        schema: {
          tags: ['development'],
          querystring: smsOutboxQuerySchema,
          response: { 200: smsOutboxResponseSchema },
        },
      },
      async (request) => ({ messages: await identity.listOutbox(request.query.phoneNumber) }),
    );
  }
}

/** 127.0.0.0/8 and ::1, also as IPv4-mapped IPv6 addresses. */
export function isLoopback(address: string | undefined): boolean {
  if (!address) return false;
  const v4 = address.startsWith('::ffff:') ? address.slice(7) : address;
  return address === '::1' || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(v4);
}
