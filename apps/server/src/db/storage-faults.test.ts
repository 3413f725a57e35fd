import { getReadiness } from '@queueless/contracts';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createUser, createVenue, placeOrderOf } from '../../test/factories.js';
import { expectUnavailable } from '../../test/faults.js';
import { createTestApp, useTestApp } from '../../test/harness.js';
import { isStorageFailure } from './db-errors.js';

/** Runs `run` while writes to `table` matching `when` fail as a full disk fails them (SQLSTATE 53100). */
async function diskFullOn(
  db: ReturnType<typeof useTestApp>['app']['database']['db'],
  table: string,
  when: string,
  run: () => Promise<void>,
) {
  await db.execute(
    sql.raw(`create function disk_full() returns trigger language plpgsql as $$
      begin
        if ${when} then
          raise exception 'could not extend file "base/1/2": No space left on device' using errcode = '53100';
        end if;
        return new;
      end $$`),
  );
  await db.execute(
    sql.raw(`create trigger disk_full before insert or update on ${table} for each row execute function disk_full()`),
  );
  try {
    await run();
  } finally {
    await db.execute(sql.raw(`drop trigger disk_full on ${table}`));
    await db.execute(sql.raw('drop function disk_full()'));
  }
}

describe('a database that cannot store (a full disk)', () => {
  const t = useTestApp(() => createTestApp());

  it('knows a storage failure by its SQLSTATE class, its code or its words', () => {
    expect(isStorageFailure({ code: '53100', message: 'could not extend file' })).toBe(true);
    expect(isStorageFailure({ code: '58030', message: 'could not write' })).toBe(true);
    expect(isStorageFailure(Object.assign(new Error('write failed'), { code: 'ENOSPC' }))).toBe(true);
    expect(isStorageFailure(new Error('ENOSPC: no space left on device, write'))).toBe(true);
    expect(isStorageFailure({ code: '23505', message: 'duplicate key' })).toBe(false);
  });

  it('answers a write 503 SERVICE_UNAVAILABLE, not a 500 or a payment provider’s 502, and stores nothing', async () => {
    const { product } = await createVenue(t.app);
    const customer = await createUser(t.app);
    await diskFullOn(t.app.database.db, 'orders', 'true', async () => {
      const response = await placeOrderOf(t.app, customer, product);
      expectUnavailable(response);
      expect(response.headers['retry-after']).toBeDefined();
    });
    const [row] = await t.app.database.query<{ count: number }>(
      'select count(*)::int as count from orders where user_id = $1',
      [customer.userId],
    );
    expect(row?.count).toBe(0);
    expect((await placeOrderOf(t.app, customer, product)).statusCode).toBe(201);
  });

  it('fails /readyz while the database cannot store, so the load balancer stops sending it work', async () => {
    expect((await t.app.inject({ url: getReadiness.path })).statusCode).toBe(200);
    await diskFullOn(t.app.database.db, 'rate_limit_counters', "new.key = 'readyz'", async () => {
      const response = await t.app.inject({ url: getReadiness.path });
      expectUnavailable(response);
    });
    expect((await t.app.inject({ url: getReadiness.path })).statusCode).toBe(200);
  });
});
