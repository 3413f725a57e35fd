import { getHealth, getReadiness } from '@queueless/contracts';
import type { AppInstance } from '../app-types.js';
import { DATABASE_RETRY_AFTER_SECONDS } from '../db/db-errors.js';
import { registerEndpoint } from '../lib/route.js';

export function registerHealthRoutes(app: AppInstance) {
  registerEndpoint(app, getHealth, async () => ({ status: 'ok' as const }));

  registerEndpoint(app, getReadiness, async (request, reply) => {
    try {
      // A write, not only a read: a database that answers but cannot store (a full disk) is not ready. One row,
      // rewritten in place, in the rate-limit counters. Its window ended at the epoch, so the housekeeping may clear it;
      // the next check writes it again.
      await app.database.query(
        `insert into rate_limit_counters (key, window_start, window_end, count)
         values ('readyz', to_timestamp(0), to_timestamp(0), 1)
         on conflict (key, window_start) do update set count = 1`,
      );
      return { status: 'ok' as const, database: app.database.kind };
    } catch (error) {
      request.log.warn({ err: error, event: 'readiness_failed' }, 'database is not answering or cannot store');
      return reply
        .status(503)
        .header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS))
        .send({ error: { code: 'SERVICE_UNAVAILABLE', message: 'The database is not answering or cannot store.' } });
    }
  });
}
