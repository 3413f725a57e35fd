import { errorBodySchema, healthResponseSchema, readyResponseSchema } from '@queueless/contracts';
import type { AppInstance } from '../app-types.js';
import { DATABASE_RETRY_AFTER_SECONDS } from '../db/db-errors.js';

export function registerHealthRoutes(app: AppInstance) {
  app.get('/healthz', { schema: { tags: ['health'], response: { 200: healthResponseSchema } } }, async () => ({
    status: 'ok' as const,
  }));

  app.get(
    '/readyz',
    { schema: { tags: ['health'], response: { 200: readyResponseSchema, 503: errorBodySchema } } },
    async (request, reply) => {
      try {
        await app.database.query('select 1');
        return { status: 'ok' as const, database: app.database.kind };
      } catch (error) {
        request.log.warn({ err: error }, 'database is not answering');
        return reply
          .status(503)
          .header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS))
          .send({ error: { code: 'SERVICE_UNAVAILABLE', message: 'The database is not answering.' } });
      }
    },
  );
}
