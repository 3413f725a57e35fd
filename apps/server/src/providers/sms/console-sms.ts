import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.js';
import { devSmsOutbox } from '../../db/schema.js';
import type { SmsProvider } from './sms.js';

/** Logs each message and keeps it in the development outbox (GET /dev/sms-outbox). */
export function createConsoleSms({ db, log }: { db: Db; log: FastifyBaseLogger }): SmsProvider {
  return {
    name: 'console',
    async send({ to, body, code }) {
      await db.insert(devSmsOutbox).values({ to, body, code: code ?? null });
      log.info({ sms: { to, code } }, `SMS to ${to}: ${body}`);
    },
  };
}
