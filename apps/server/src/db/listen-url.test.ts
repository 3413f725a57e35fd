import { describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/harness.js';
import { openDatabase } from './client.js';

/** The queries and the one LISTEN connection can go to different addresses (PgBouncer: transaction and session pools). */
describe.skipIf(!process.env.DATABASE_URL)('DATABASE_LISTEN_URL', () => {
  it('takes the LISTEN connection, and only it', async () => {
    const test = await createTestDatabase();
    // Nothing listens on port 1: a listener sent there cannot open, while the queries go on through the pool.
    const database = await openDatabase({
      kind: 'postgres',
      url: test.url as string,
      poolSize: 2,
      listenUrl: 'postgres://postgres@127.0.0.1:1/nowhere',
    });
    try {
      expect(await database.query<{ one: number }>('select 1 as one')).toEqual([{ one: 1 }]);
      await expect(database.listen('order_changed', () => {})).rejects.toThrow(/ECONNREFUSED/);
    } finally {
      await database.close();
      await test.drop();
    }
  });
});
