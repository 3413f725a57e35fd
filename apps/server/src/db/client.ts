import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import type { Config } from '../config.js';
import * as schema from './schema.js';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
/** Anything a repo can run a statement on: the database or an open transaction. */
export type Executor = Db | Tx;

export type Unlisten = () => Promise<void>;

export type Database = {
  kind: 'pglite' | 'postgres';
  db: Db;
  /** Runs raw SQL text (migrations lock, health checks). */
  query<T = Record<string, unknown>>(text: string, params?: unknown[]): Promise<T[]>;
  /** PostgreSQL LISTEN: the handler gets every NOTIFY payload on the channel, from any process. */
  listen(channel: string, handler: (payload: string) => void): Promise<Unlisten>;
  close(): Promise<void>;
};

export async function openDatabase(database: Config['database']): Promise<Database> {
  return database.kind === 'postgres' ? openPostgres(database.url, database.poolSize) : openPglite(database.dataDir);
}

async function openPostgres(url: string, poolSize: number): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: poolSize });
  pool.on('error', () => {
    // An idle client lost its connection; the pool replaces it on the next checkout.
  });
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  let listener: Promise<pg.Client> | null = null;
  const handlers = new Map<string, Set<(payload: string) => void>>();
  let closed = false;

  /** One LISTEN connection per process; if it drops, a new one listens again on every channel. */
  function getListener(): Promise<pg.Client> {
    if (listener) return listener;
    listener = (async () => {
      const client = new pg.Client({ connectionString: url });
      client.on('notification', (message) => {
        for (const handler of handlers.get(message.channel) ?? []) handler(message.payload ?? '');
      });
      client.on('error', () => {
        listener = null;
        client.end().catch(() => {});
        if (!closed && handlers.size > 0) setTimeout(() => void getListener().catch(() => {}), 1000);
      });
      await client.connect();
      for (const channel of handlers.keys()) await client.query(`LISTEN ${quoteIdent(channel)}`);
      return client;
    })();
    listener.catch(() => {
      listener = null;
    });
    return listener;
  }

  return {
    kind: 'postgres',
    db,
    async query(text, params) {
      const result = await pool.query(text, params as unknown[]);
      return result.rows;
    },
    async listen(channel, handler) {
      let set = handlers.get(channel);
      if (!set) {
        set = new Set();
        handlers.set(channel, set);
        const client = await getListener();
        await client.query(`LISTEN ${quoteIdent(channel)}`);
      }
      set.add(handler);
      return async () => {
        set.delete(handler);
        if (set.size === 0 && handlers.get(channel) === set) {
          handlers.delete(channel);
          const client = await listener?.catch(() => null);
          await client?.query(`UNLISTEN ${quoteIdent(channel)}`).catch(() => {});
        }
      };
    },
    async close() {
      closed = true;
      const client = await listener?.catch(() => null);
      await client?.end().catch(() => {});
      await pool.end();
    },
  };
}

async function openPglite(dataDir: string | null): Promise<Database> {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const client = dataDir ? new PGlite(dataDir) : new PGlite();
  await client.waitReady;
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return {
    kind: 'pglite',
    db,
    async query(text, params) {
      const result = await client.query(text, params as unknown[]);
      return result.rows as never[];
    },
    async listen(channel, handler) {
      const unlisten = await client.listen(channel, handler);
      return async () => unlisten();
    },
    async close() {
      await client.close();
    },
  };
}

function quoteIdent(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}
