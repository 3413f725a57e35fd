import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { getLocationProducts } from '@queueless/contracts';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testConfig } from '../../test/harness.js';
import { buildApp } from '../app.js';
import { newId } from '../lib/ids.js';
import { type Database, openDatabase } from './client.js';
import { runMigrations, skippedMigrations } from './migrate.js';
import { DEMO_LOCATION_ID } from './seed.js';

const fixture = join(dirname(fileURLToPath(import.meta.url)), '../../test/fixtures/release-0.1.0.sql');

/** Each column of each table as a multiset of its values (row order left out): what a migration must keep. */
async function columnValues(database: Database): Promise<Record<string, string>> {
  const columns = await database.query<{ table_name: string; column_name: string }>(
    `select table_name, column_name from information_schema.columns
     where table_schema = 'public' order by table_name, ordinal_position`,
  );
  const values: Record<string, string> = {};
  for (const { table_name: table, column_name: column } of columns) {
    const [row] = await database.query<{ rows: number; hash: string }>(
      `select count(*)::int as rows, md5(coalesce(string_agg(coalesce(v::text, '<null>'), E'\\n' order by v::text), '')) as hash
       from (select "${column}" as v from public."${table}") t`,
    );
    values[`${table}.${column}`] = `${row?.rows} ${row?.hash}`;
  }
  return values;
}

/**
 * Upgrading from the previous release: a database 0.1.0 made, with its data (test/fixtures/release-0.1.0.sql), is
 * migrated by this release; every value it held is still there, and the app serves it.
 */
describe('a database made by release 0.1.0, migrated by this release', () => {
  let database: Database;
  let drop = async () => {};
  let before: Record<string, string>;
  let pendingBefore: string[];

  beforeAll(async () => {
    const adminUrl = process.env.DATABASE_URL;
    if (adminUrl) {
      const name = `ql_test_${newId(12).toLowerCase()}`;
      const admin = async (statement: string) => {
        const client = new pg.Client({ connectionString: adminUrl });
        await client.connect();
        await client.query(statement);
        await client.end();
      };
      await admin(`CREATE DATABASE ${name}`);
      const url = Object.assign(new URL(adminUrl), { pathname: `/${name}` }).toString();
      database = await openDatabase({ kind: 'postgres', url, poolSize: 5 });
      drop = async () => {
        await database.close();
        await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      };
    } else {
      database = await openDatabase({ kind: 'pglite', dataDir: null });
      drop = () => database.close();
    }
    await database.runScript(readFileSync(fixture, 'utf8'));
    before = await columnValues(database);
    pendingBefore = await skippedMigrations(database);
    await runMigrations(database);
  }, 120_000);
  afterAll(async () => {
    await drop();
  });

  it('applies every migration newer than the release', async () => {
    expect(pendingBefore[0]).toBe('0015_refunds_as_a_model');
    expect(await skippedMigrations(database)).toEqual([]);
  });

  it('keeps every value of every column the release had', async () => {
    const after = await columnValues(database);
    expect(Number(before['orders.order_id']?.split(' ')[0])).toBeGreaterThan(50);
    expect(Number(before['refunds.refund_id']?.split(' ')[0])).toBeGreaterThan(0);
    const kept = Object.fromEntries(Object.keys(before).map((column) => [column, after[column]]));
    expect(kept).toEqual(before);
  });

  it("gives the release's refunds their state in the new model", async () => {
    const rows = await database.query<{ status: string; count: number }>(
      'select status::text, count(*)::int as count from refunds group by 1 order by 1',
    );
    const [left] = await database.query<{ count: number }>(
      'select count(*)::int as count from refunds where provider_refund_id is null',
    );
    expect(rows).toEqual([
      { status: 'SENT', count: left?.count },
      { status: 'SUCCEEDED', count: expect.any(Number) },
    ]);
  });

  it("serves the release's menu", async () => {
    const app = await buildApp({ config: testConfig(), database, logger: false, serveWeb: false });
    try {
      const path = getLocationProducts.path.replace(':vendorLocationId', DEMO_LOCATION_ID);
      const response = await app.inject({ method: 'GET', url: path });
      expect(response.statusCode).toBe(200);
      expect(JSON.stringify(response.json()).length).toBeGreaterThan(500);
    } finally {
      await app.close();
    }
  });
});
