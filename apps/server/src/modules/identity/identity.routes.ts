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
    app.get(
      '/dev/sms-outbox',
      {
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
