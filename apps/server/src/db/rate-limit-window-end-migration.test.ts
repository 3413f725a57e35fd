import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applyMigrationNumbered, migrateUpTo } from '../../test/migrations.js';
import { type Database, openDatabase } from './client.js';

/**
 * Migration 0036 gives each rate-limit counter its window's end (decision 066). The counters a live database holds
 * counted windows of a day at most: each is given a day past its start, so none is cleared while it still counts, and
 * the column is required from then on.
 */
describe('0036 rate-limit counters say when their window ends, over counters stored before it', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openDatabase({ kind: 'pglite', dataDir: null });
    await migrateUpTo(database, '0036');
    await database.query(
      `insert into rate_limit_counters (key, window_start, count) values
         ('order-create:user:U1', '2026-11-30T23:50:00Z', 2),
         ('readyz', to_timestamp(0), 1)`,
    );
    await applyMigrationNumbered(database, '0036');
  });
  afterAll(async () => {
    await database.close();
  });

  it('ends each stored window a day after it began, and keeps its count', async () => {
    const rows = await database.query<{ key: string; count: number; window_end: string }>(
      `select key, count, to_char(window_end at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI') as window_end
       from rate_limit_counters order by key`,
    );
    expect(rows).toEqual([
      { key: 'order-create:user:U1', count: 2, window_end: '2026-12-01T23:50' },
      { key: 'readyz', count: 1, window_end: '1970-01-02T00:00' },
    ]);
  });

  it('refuses a counter without its window’s end', async () => {
    await expect(
      database.query(`insert into rate_limit_counters (key, window_start, count) values ('x', now(), 1)`),
    ).rejects.toThrow(/window_end/);
  });
});
