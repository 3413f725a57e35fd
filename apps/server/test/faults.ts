import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { AppInstance } from '../src/app-types.js';

/**
 * Runs `run` while the connection that inserts or updates a `table` row matching `when` (SQL on `new`) ends
 * itself, as a connection lost in the middle of a write would: every statement the call made before that row
 * has run, nothing after it does. PostgreSQL only (PGlite has no connections to lose).
 * The trigger waits after ending its connection, which takes the end at once: without the wait the backend could
 * reach its commit before it next checked, commit the write and only then drop the connection (seen once in CI, the
 * webhook worker's claim written and held for its whole lease): a fault of its own, not this one.
 */
export async function dieOn(app: AppInstance, table: string, when: string, run: () => Promise<void>) {
  const db = app.database.db;
  await db.execute(
    sql.raw(`create function die_mid_write() returns trigger language plpgsql as $$
      begin
        if ${when} then perform pg_terminate_backend(pg_backend_pid()); perform pg_sleep(10); end if;
        return new;
      end $$`),
  );
  await db.execute(
    sql.raw(
      `create trigger die_mid_write before insert or update on ${table} for each row execute function die_mid_write()`,
    ),
  );
  try {
    await run();
  } finally {
    await db.execute(sql.raw(`drop trigger die_mid_write on ${table}`));
    await db.execute(sql.raw('drop function die_mid_write()'));
  }
}

/** The answer to a call whose connection was lost: a clean 503 in our error shape. */
export function expectUnavailable(response: { statusCode: number; json: () => { error?: { code?: string } } }) {
  expect(response.statusCode).toBe(503);
  expect(response.json().error?.code).toBe('SERVICE_UNAVAILABLE');
}
