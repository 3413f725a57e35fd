import { getHealth, getReadiness } from '@queueless/contracts';
import type { AppInstance } from '../app-types.js';
import { DATABASE_RETRY_AFTER_SECONDS } from '../db/db-errors.js';
import { registerEndpoint } from '../lib/route.js';

export function registerHealthRoutes(app: AppInstance) {
  registerEndpoint(app, getHealth, async () => ({ status: 'ok' as const }));

  registerEndpoint(app, getReadiness, async (request, reply) => {
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
  });
}
