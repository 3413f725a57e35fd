import pg from 'pg';
import { newId } from '../src/lib/ids.js';

/**
 * A throwaway PostgreSQL database for one benchmark run, made on the server DATABASE_URL names (its `postgres`
 * database by default): `url` to run the API against, `drop` when the run ends (whatever happened).
 */
export async function createBenchDatabase(prefix: string) {
  const adminUrl = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
  const name = `${prefix}_${newId(8).toLowerCase()}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    name,
    url: url.toString(),
    async drop() {
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    },
  };
}
