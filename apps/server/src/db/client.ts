import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { lock } from 'proper-lockfile';
import type { Config } from '../config.js';
import { withAfterCommitHooks } from './after-commit.js';
import { DatabaseUnreachableError, unreachableError } from './database-unreachable.js';
import { isDatabaseUnavailable, isTransientConflict } from './db-errors.js';

/**
 * The typed client: statements name their tables by importing them, so the client carries no schema (no relational
 * `db.query.*` reads), and this file, which every repository imports, imports no module (decision 080).
 */
export type Db = PgDatabase<PgQueryResultHKT>;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
/** Anything a repo can run a statement on: the database or an open transaction. */
export type Executor = Db | Tx;

export type Unlisten = () => Promise<void>;

/** What a listener hears about its connection besides the notifications themselves. */
export type ListenEvents = {
  /** The LISTEN connection was lost: notifications sent from now until `onResume` never arrive. */
  onLost?: () => void;
  /** Listening again after `onLost`; whatever was sent in between was missed. */
  onResume?: () => void;
};

export type Database = {
  kind: 'pglite' | 'postgres';
  db: Db;
  /** Runs raw SQL text (migrations lock, health checks). */
  query<T = Record<string, unknown>>(text: string, params?: unknown[]): Promise<T[]>;
  /** Runs a script of several statements (no parameters): a SQL dump, a fixture. */
  runScript(script: string): Promise<void>;
  /**
   * PostgreSQL LISTEN: the handler gets every NOTIFY payload on the channel, from any process.
   * Rejects, registering nothing, when it cannot listen now.
   */
  listen(channel: string, handler: (payload: string) => void, events?: ListenEvents): Promise<Unlisten>;
  /** The embedded database only: its whole data folder as a gzipped tarball (`npm run backup`). */
  dumpDataDir?(): Promise<Blob>;
  /** The connection pool now, for the metrics (PostgreSQL; the embedded database has one connection and no pool). */
  poolStats?(): { total: number; idle: number; waiting: number };
  close(): Promise<void>;
};

/**
 * For the command-line tools: a data folder held by the running server, or a PostgreSQL out of reach, ends the command
 * with its one-line message.
 */
export async function openDatabaseForCommand(database: Config['database']): Promise<Database> {
  try {
    return await openDatabase(database);
  } catch (error) {
    const isKnown =
      error instanceof DataDirInUseError ||
      error instanceof DatabaseUnreachableError ||
      error instanceof EmbeddedDatabaseMissingError;
    if (!isKnown) throw error;
    console.error(error.message);
    process.exit(1);
  }
}

export async function openDatabase(database: Config['database']): Promise<Database> {
  return database.kind === 'postgres'
    ? openPostgres(database.url, database.poolSize, database.listenUrl ?? database.url)
    : openPglite(database.dataDir);
}

async function openPostgres(url: string, poolSize: number, listenUrl: string): Promise<Database> {
  // A connection that cannot be had within the timeout is an outage (503), not a request hanging forever.
  const pool = new pg.Pool({ connectionString: url, max: poolSize, connectionTimeoutMillis: 5000, keepAlive: true });
  pool.on('error', () => {
    // An idle client lost its connection; the pool replaces it on the next checkout.
  });
  pool.on('connect', (client) => {
    // pg-pool listens for errors only while a client is idle. A connection lost while it is checked
    // out (mid-transaction, between two statements) would otherwise be an unhandled 'error' event
    // that ends the process. The statement that uses it next fails, and the pool drops it on release.
    client.on('error', () => {});
  });
  // One query now, so a DATABASE_URL that leads nowhere stops the start with one line naming it (decision 082), not
  // with the first migration's stack trace.
  await pool.query('select 1').catch(async (error: unknown) => {
    await pool.end().catch(() => {});
    throw unreachableError(url, error) ?? error;
  });
  const db = drizzlePg(pool) as unknown as Db;
  db.transaction = withAfterCommitHooks(db, retriedOnConflict(transactionsThatReleaseTheirClient(pool)));
  type Subscription = { handler: (payload: string) => void; events: ListenEvents };
  const channels = new Map<string, Set<Subscription>>();
  let listener: Promise<pg.Client> | null = null;
  /** A LISTEN connection was lost and none has listened since: notifications went missing. */
  let isLost = false;
  let retry: NodeJS.Timeout | null = null;
  let closed = false;

  const everySubscription = () => [...channels.values()].flatMap((set) => [...set]);

  /** One LISTEN connection per process, opened on first use; it listens on every channel in use. */
  function openListener(): Promise<pg.Client> {
    if (listener) return listener;
    // LISTEN holds its session for as long as it listens: through PgBouncer that is a session-mode pool (or PostgreSQL
    // itself), while the queries may go through a transaction-mode one (DATABASE_LISTEN_URL, docs/deploy.md).
    const client = new pg.Client({ connectionString: listenUrl, keepAlive: true });
    const opening: Promise<pg.Client> = (async () => {
      client.on('notification', (message) => {
        for (const { handler } of channels.get(message.channel) ?? []) handler(message.payload ?? '');
      });
      client.on('error', () => dropListener(opening, client));
      client.on('end', () => dropListener(opening, client));
      await client.connect();
      for (const channel of channels.keys()) await client.query(`LISTEN ${quoteIdent(channel)}`);
      return client;
    })();
    listener = opening;
    opening.then(
      () => {
        if (!isLost || listener !== opening) return;
        isLost = false;
        for (const { events } of everySubscription()) events.onResume?.();
      },
      () => dropListener(opening, client),
    );
    return opening;
  }

  /** The connection failed or could not open: tell the listeners, and try again every second. */
  function dropListener(which: Promise<pg.Client>, client: pg.Client) {
    if (listener !== which) return;
    listener = null;
    client.end().catch(() => {});
    if (closed) return;
    if (!isLost) {
      isLost = true;
      for (const { events } of everySubscription()) events.onLost?.();
    }
    if (channels.size > 0 && !retry) {
      retry = setTimeout(() => {
        retry = null;
        if (!closed && channels.size > 0) openListener().catch(() => {});
      }, 1000);
    }
  }

  return {
    kind: 'postgres',
    db,
    async query(text, params) {
      const result = await pool.query(text, params as unknown[]);
      return result.rows;
    },
    async runScript(script) {
      // Without parameters pg sends the simple query protocol, which takes several statements.
      await pool.query(script);
    },
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    async listen(channel, handler, events = {}) {
      const subscription: Subscription = { handler, events };
      let set = channels.get(channel);
      if (!set) {
        set = new Set();
        channels.set(channel, set);
      }
      set.add(subscription);
      try {
        // LISTEN twice is harmless: a connection opened just now already listens on every channel.
        await (await openListener()).query(`LISTEN ${quoteIdent(channel)}`);
      } catch (error) {
        forget(channel, set, subscription);
        throw error;
      }
      return async () => {
        if (!forget(channel, set, subscription)) return;
        const client = await listener?.catch(() => null);
        await client?.query(`UNLISTEN ${quoteIdent(channel)}`).catch(() => {});
      };
    },
    async close() {
      closed = true;
      if (retry) clearTimeout(retry);
      const client = await listener?.catch(() => null);
      await client?.end().catch(() => {});
      await pool.end();
    },
  };

  /** Removes a subscription; true when it was the channel's last. */
  function forget(channel: string, set: Set<Subscription>, subscription: Subscription): boolean {
    set.delete(subscription);
    if (set.size > 0 || channels.get(channel) !== set) return false;
    channels.delete(channel);
    return true;
  }
}

/** How many times a transaction PostgreSQL aborted for a conflict with another is run again. */
export const CONFLICT_RETRIES = 2;

/**
 * Runs a transaction again when PostgreSQL aborted it for a conflict with another (a deadlock, a serialization
 * failure): nothing of it was kept, and run again a moment later it most likely goes through. Its body may
 * therefore run more than once, so a transaction touches only the database: a payment provider is called and a
 * text sent after the commit (decisions 031, 009, 037). Past the retries the conflict is thrown: a 503 with
 * Retry-After (plugins/errors.ts). A nested transaction (a savepoint) is not retried on its own: the whole one is.
 */
function retriedOnConflict(transaction: Db['transaction']): Db['transaction'] {
  return async (run, config) => {
    for (let attempt = 0; ; attempt += 1) {
      try {
        return await transaction(run, config);
      } catch (error) {
        if (attempt >= CONFLICT_RETRIES || !isTransientConflict(error)) throw error;
        // A little apart, so two transactions that met once do not meet again in step.
        await new Promise((resolve) => setTimeout(resolve, 5 + Math.random() * 20 * (attempt + 1)));
      }
    }
  };
}

/**
 * drizzle's `transaction` on a pool sends BEGIN before its try/finally: when BEGIN fails (the
 * connection was just cut) the client is never given back, and after a few outages the pool is empty
 * for good. Here the client is taken and always released by us (destroyed when its connection is
 * gone), and drizzle runs the transaction on that one client.
 */
function transactionsThatReleaseTheirClient(pool: pg.Pool): Db['transaction'] {
  const onClient = new WeakMap<pg.PoolClient, Db>();
  return async (run, config) => {
    const client = await pool.connect();
    let broken: Error | undefined;
    try {
      let clientDb = onClient.get(client);
      if (!clientDb) {
        clientDb = drizzlePg(client) as unknown as Db;
        onClient.set(client, clientDb);
      }
      return await clientDb.transaction(run, config);
    } catch (error) {
      if (isDatabaseUnavailable(error)) broken = error as Error;
      throw error;
    } finally {
      client.release(broken);
    }
  };
}

/** The embedded database's folder is already open in another process (the server, or a CLI while it runs). */
export class DataDirInUseError extends Error {}

/**
 * Takes the embedded data folder for this process: PGlite is one process's database, and two processes writing one
 * folder diverge silently. A lock left by a process that died is taken over once it is 15 s stale.
 */
async function lockDataDir(dataDir: string): Promise<() => Promise<void>> {
  try {
    return await lock(dataDir, { lockfilePath: join(dataDir, 'queueless.lock'), stale: 15_000, retries: 0 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ELOCKED') throw error;
    throw new DataDirInUseError(
      `The embedded database in ${dataDir} is open in another Queueless process (the server or a command). ` +
        'Stop it first, or run this against PostgreSQL (DATABASE_URL).',
    );
  }
}

/**
 * PGlite, loaded only where the embedded database is used: the image leaves it out unless built with it (20 MB,
 * decision 082), and a server on PostgreSQL never needs it.
 */
async function loadPglite() {
  try {
    const [{ PGlite }, { drizzle }] = await Promise.all([import('@electric-sql/pglite'), import('drizzle-orm/pglite')]);
    return { PGlite, drizzlePglite: drizzle };
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ERR_MODULE_NOT_FOUND') throw error;
    throw new EmbeddedDatabaseMissingError(
      'The embedded database (PGlite) is not installed here: set DATABASE_URL to a PostgreSQL, or build the image with --build-arg EMBEDDED_DATABASE=true.',
    );
  }
}

/** The embedded database was asked for where PGlite is not installed (an image built without it). */
export class EmbeddedDatabaseMissingError extends Error {}

async function openPglite(dataDir: string | null): Promise<Database> {
  const { PGlite, drizzlePglite } = await loadPglite();
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const unlock = dataDir ? await lockDataDir(dataDir) : null;
  const client = dataDir ? new PGlite(dataDir) : new PGlite();
  await client.waitReady.catch(async (error: unknown) => {
    await unlock?.();
    throw error;
  });
  const db = drizzlePglite(client) as unknown as Db;
  // One connection cannot deadlock with itself; the same code runs on both, and a conflict raised on purpose
  // (a test's trigger) takes the same path.
  db.transaction = withAfterCommitHooks(db, retriedOnConflict(db.transaction.bind(db)));
  return {
    kind: 'pglite',
    db,
    async query(text, params) {
      const result = await client.query(text, params as unknown[]);
      return result.rows as never[];
    },
    async runScript(script) {
      await client.exec(script);
    },
    // One in-process connection that cannot be lost: `events` never fire.
    async listen(channel, handler) {
      const unlisten = await client.listen(channel, handler);
      return async () => unlisten();
    },
    async dumpDataDir() {
      return client.dumpDataDir('gzip');
    },
    async close() {
      await client.close();
      await unlock?.();
    },
  };
}

/**
 * Makes `dataDir` the embedded database a `dumpDataDir` tarball holds (`npm run restore`). The folder must be new or
 * empty; it is locked meanwhile, as an open database's is.
 */
export async function loadPgliteDataDir(dataDir: string, tarball: Blob): Promise<void> {
  mkdirSync(dataDir, { recursive: true });
  const { PGlite } = await loadPglite();
  const unlock = await lockDataDir(dataDir);
  try {
    const client = new PGlite(dataDir, { loadDataDir: tarball });
    await client.waitReady;
    await client.close();
  } finally {
    await unlock();
  }
}

function quoteIdent(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}
