import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/** Paths that belong to the API: a miss there is a JSON 404, never the web app. */
export const API_PATH = /^\/(?:[a-z-]+-service\/v\d+|dev|healthz|readyz|openapi\.json|docs)(?:\/|$|\?)/;

/** Serves the built web app: hashed assets cached for a year, every other GET answered with index.html. */
export async function registerWebApp(app: FastifyInstance, distDir: string | null) {
  const hasWeb = distDir !== null && existsSync(join(distDir, 'index.html'));
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: distDir,
      prefix: '/',
      wildcard: false,
      index: false,
      cacheControl: false,
      preCompressed: true,
      setHeaders(reply, path) {
        const immutable = path.startsWith(join(distDir, 'assets'));
        reply.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }

  app.setNotFoundHandler((request: FastifyRequest, reply: FastifyReply) => {
    const wantsPage =
      request.method === 'GET' && !API_PATH.test(request.url) && !/\.[a-z0-9]+$/i.test(request.url.split('?')[0] ?? '');
    if (hasWeb && wantsPage) {
      return reply.header('cache-control', 'no-cache').type('text/html').sendFile('index.html');
    }
    return reply
      .status(404)
      .send({ error: { code: 'NOT_FOUND', message: `No route for ${request.method} ${request.url.split('?')[0]}.` } });
  });
}
