import type { FastifyBaseLogger } from 'fastify';
import { describe, expect, it, vi } from 'vitest';
import type { Db } from '../../db/client.js';
import { createConsoleSms } from './console-sms.js';

/** A database that only takes the outbox insert, and a log that keeps what it is given. */
function fakes() {
  const stored: unknown[] = [];
  const db = { insert: () => ({ values: async (row: unknown) => void stored.push(row) }) } as unknown as Db;
  const info = vi.fn();
  return { db, log: { info } as unknown as FastifyBaseLogger, info, stored };
}

describe('console SMS', () => {
  const message = { to: '+13105550123', body: 'Your Queueless code is 123456', code: '123456' };

  it('logs the code in development, for the person at the keyboard', async () => {
    const { db, log, info, stored } = fakes();
    await createConsoleSms({ db, log, logCodes: true }).send(message);
    expect(stored).toEqual([{ to: message.to, body: message.body, code: '123456' }]);
    expect(JSON.stringify(info.mock.calls)).toContain('123456');
  });

  it('keeps the code out of the log where codes are not logged (a staging install in production)', async () => {
    const { db, log, info, stored } = fakes();
    await createConsoleSms({ db, log, logCodes: false }).send(message);
    expect(stored).toHaveLength(1);
    expect(info).toHaveBeenCalledTimes(1);
    expect(JSON.stringify(info.mock.calls)).not.toContain('123456');
  });
});
