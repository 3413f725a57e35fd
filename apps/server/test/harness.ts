import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll } from 'vitest';
import { buildApp } from '../src/app.js';
import type { AppInstance } from '../src/app-types.js';
import { type Config, loadConfig } from '../src/config.js';
import { type Database, openDatabase } from '../src/db/client.js';
import { runMigrations } from '../src/db/migrate.js';
import { newId } from '../src/lib/ids.js';
import type { ServiceOverrides } from '../src/services.js';
import { recordCalls } from './openapi/record.js';

export const TEST_SECRET = 'test-secret-that-is-long-enough-for-hs256-signing';

export type TestDatabase = { database: Database; url: string | null; drop(): Promise<void> };

/**
 * A fresh, migrated database for one test file: a new PostgreSQL database when DATABASE_URL is set
 * (dropped afterwards), otherwise an in-memory PGlite.
 */
export async function createTestDatabase(): Promise<TestDatabase> {
  const adminUrl = process.env.DATABASE_URL;
  if (!adminUrl) {
    const database = await openDatabase({ kind: 'pglite', dataDir: null });
    await runMigrations(database);
    return { database, url: null, drop: () => database.close() };
  }
  const name = `ql_test_${newId(12).toLowerCase()}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ kind: 'postgres', url: url.toString(), poolSize: 60 });
  await runMigrations(database);
  return {
    database,
    url: url.toString(),
    async drop() {
      await database.close();
      const cleanup = new pg.Client({ connectionString: adminUrl });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await cleanup.end();
    },
  };
}

export function testConfig(env: Record<string, string> = {}): Config {
  return loadConfig({
    NODE_ENV: 'test',
    TOKEN_SECRET: TEST_SECRET,
    DATA_DIR: join(tmpdir(), 'queueless-test'),
    LOG_LEVEL: 'silent',
    SEED_DEMO: 'false',
    ...env,
  });
}

export type TestApp = {
  app: AppInstance;
  database: Database;
  /** The PostgreSQL database's address; null on PGlite. */
  url: string | null;
  close(): Promise<void>;
};

type TestAppOptions = {
  overrides?: ServiceOverrides;
  env?: Record<string, string>;
  /** Records every call into this folder (as API_RECORD_DIR does for a whole run), for a replay through Prism. */
  recordDir?: string;
};

/** The API (no web app, no log) on `database`, ready. */
async function startApi(database: Database, options: TestAppOptions): Promise<AppInstance> {
  const app = await buildApp({
    config: testConfig(options.env),
    database,
    overrides: options.overrides,
    logger: false,
    serveWeb: false,
  });
  recordCalls(app, options.recordDir ?? process.env.API_RECORD_DIR);
  await app.ready();
  return app;
}

/** Builds the API (no web app) on a fresh database. Call `close()` in afterAll. */
export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const testDb = await createTestDatabase();
  const app = await startApi(testDb.database, options);
  return {
    app,
    database: testDb.database,
    url: testDb.url,
    async close() {
      await app.close();
      await testDb.drop();
    },
  };
}

/**
 * A second API process on `first`'s database, for what must reach across processes (NOTIFY).
 * On PostgreSQL it has its own pool and LISTEN connection. PGlite is one connection per database,
 * so there both apps share it, each listening for itself. Close it before `first`.
 */
export async function createPeerApp(first: TestApp, options: TestAppOptions = {}): Promise<TestApp> {
  const database = first.url ? await openDatabase({ kind: 'postgres', url: first.url, poolSize: 10 }) : first.database;
  const app = await startApi(database, options);
  return {
    app,
    database,
    url: first.url,
    async close() {
      await app.close();
      if (database !== first.database) await database.close();
    },
  };
}

/**
 * A test app for one describe: `start`ed in its beforeAll, closed in its afterAll (any kept-alive connections cut
 * first, then `afterClose`). Its members are read through getters, so read them only inside a test or hook; `extra`'s
 * own (getters included) come along.
 */
export function useTestApp<Extra extends object = Record<never, never>>(
  start: () => Promise<TestApp>,
  { extra, afterClose }: { extra?: Extra; afterClose?: () => Promise<void> } = {},
): TestApp & Extra {
  let current: TestApp | undefined;
  beforeAll(async () => {
    current = await start();
  });
  afterAll(async () => {
    current?.app.server.closeAllConnections();
    await current?.close();
    await afterClose?.();
  });
  const started = () => {
    if (!current) throw new Error('the test app starts in beforeAll');
    return current;
  };
  return Object.defineProperties(extra ?? {}, {
    app: { get: () => started().app },
    database: { get: () => started().database },
    url: { get: () => started().url },
    close: { value: () => started().close() },
  }) as TestApp & Extra;
}
