import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.js';
import type { SmsProvider } from './sms.js';
import { devSmsOutbox } from './sms.tables.js';

/**
 * Keeps each message in the development outbox (GET /dev/sms-outbox, absent in production) and logs it; the code
 * itself is logged only where `logCodes` (development and tests), never on a staging install running in production.
 */
export function createConsoleSms({
  db,
  log,
  logCodes,
}: {
  db: Db;
  log: FastifyBaseLogger;
  logCodes: boolean;
}): SmsProvider {
  return {
    name: 'console',
    async send({ to, body, code }) {
      await db.insert(devSmsOutbox).values({ to, body, code: code ?? null });
      if (logCodes) log.info({ sms: { to, code } }, `SMS to ${to}: ${body}`);
      else log.info({ sms: { to } }, `SMS to ${to} kept in the outbox (its text holds a code, so it is not logged)`);
    },
  };
}
