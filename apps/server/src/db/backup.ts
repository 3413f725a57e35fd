import { spawnSync } from 'node:child_process';
import {
  chmodSync,
  cpSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { join } from 'node:path';
import type { Config } from '../config.js';
import { type Database, loadPgliteDataDir, openDatabase } from './client.js';

/**
 * `npm run backup` / `npm run restore` (decision 062). A backup is a folder:
 * - `manifest.json`: what it holds and where it came from;
 * - `database.pgdump` (PostgreSQL, `pg_dump --format=custom`) or `pglite-datadir.tar.gz` (the embedded database's
 *   own dump of its data folder);
 * - `token-secret`: the secret that signs sessions and hashes sign-in codes, from TOKEN_SECRET or DATA_DIR;
 * - `files/`: everything else in DATA_DIR (uploaded media and whatever later features keep there).
 */
export type BackupManifest = {
  format: 'queueless-backup';
  formatVersion: 1;
  createdAt: string;
  database: 'postgres' | 'pglite';
  /** The database server's `select version()`: a restore needs this PostgreSQL major or newer. */
  databaseVersion: string;
  /** How many migrations the backed-up database had: a restore into a newer release migrates on its first start. */
  migrationsApplied: number;
  /** Paths under DATA_DIR copied into files/. */
  files: string[];
};

export class BackupError extends Error {}

const MANIFEST = 'manifest.json';
const PG_DUMP = 'database.pgdump';
const PGLITE_DUMP = 'pglite-datadir.tar.gz';
const TOKEN_SECRET = 'token-secret';
/** What in DATA_DIR is not copied as a file: the embedded database (dumped instead), locks, the secret (kept apart). */
const NOT_FILES = new Set(['pglite', TOKEN_SECRET]);

/** Writes a backup of the configured database and DATA_DIR into `out` (a new or empty folder). */
export async function createBackup(config: Config, out: string): Promise<BackupManifest> {
  if (existsSync(out) && readdirSync(out).length > 0)
    throw new BackupError(`${out} is not empty: choose a new folder.`);
  if (config.database.kind === 'pglite') {
    const { dataDir } = config.database;
    if (!dataDir || !existsSync(join(dataDir, 'PG_VERSION'))) {
      throw new BackupError(`There is no embedded database in ${dataDir ?? '(memory)'} to back up.`);
    }
  }
  mkdirSync(out, { recursive: true, mode: 0o700 });
  chmodSync(out, 0o700);

  const database = await openDatabase(config.database);
  let databaseVersion: string;
  let migrationsApplied: number;
  try {
    ({ databaseVersion, migrationsApplied } = await describe(database));
    if (config.database.kind === 'postgres') {
      run('pg_dump', [
        '--format=custom',
        '--no-owner',
        '--no-privileges',
        `--file=${join(out, PG_DUMP)}`,
        `--dbname=${config.database.url}`,
      ]);
      chmodSync(join(out, PG_DUMP), 0o600);
    } else {
      const tarball = await (database.dumpDataDir as () => Promise<Blob>)();
      writeFileSync(join(out, PGLITE_DUMP), Buffer.from(await tarball.arrayBuffer()), { mode: 0o600 });
    }
  } finally {
    await database.close();
  }

  writeFileSync(join(out, TOKEN_SECRET), `${config.tokenSecret}\n`, { mode: 0o600 });
  const files = dataDirFiles(config.dataDir);
  for (const name of files) cpSync(join(config.dataDir, name), join(out, 'files', name), { recursive: true });

  const manifest: BackupManifest = {
    format: 'queueless-backup',
    formatVersion: 1,
    createdAt: new Date().toISOString(),
    database: config.database.kind,
    databaseVersion,
    migrationsApplied,
    files,
  };
  writeFileSync(join(out, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`, { mode: 0o600 });
  return manifest;
}

export type RestoreResult = {
  manifest: BackupManifest;
  /** The backup's token secret differs from TOKEN_SECRET in the environment: sessions and pending codes need it. */
  tokenSecretDiffers: boolean;
  /** Where the embedded database's old folder was moved (with `replace`), or null. */
  movedAside: string | null;
};

/**
 * Restores a backup into the configured database, which must be empty (a fresh PostgreSQL database, or no embedded
 * data folder yet) unless `replace` is given: then PostgreSQL's objects are dropped first (`pg_restore --clean`) and
 * an embedded data folder is moved aside, never deleted. The backup's database kind must match the configured one.
 */
export async function restoreBackup(
  config: Config,
  from: string,
  { replace = false, tokenSecretFromEnvironment = false } = {},
): Promise<RestoreResult> {
  const manifest = readManifest(from);
  if (manifest.database !== config.database.kind) {
    throw new BackupError(
      `This backup holds ${label(manifest.database)}, and this install is configured for ${label(config.database.kind)}.`,
    );
  }

  let movedAside: string | null = null;
  if (config.database.kind === 'postgres') {
    const database = await openDatabase(config.database);
    try {
      const [row] = await database.query<{ tables: number }>(
        `select count(*)::int as tables from information_schema.tables
         where table_schema not in ('pg_catalog', 'information_schema')`,
      );
      if ((row?.tables ?? 0) > 0 && !replace) {
        throw new BackupError(
          'The database already has tables. Restore into a new database (createdb), or pass --replace to drop what it holds.',
        );
      }
    } finally {
      await database.close();
    }
    run('pg_restore', [
      '--no-owner',
      '--no-privileges',
      '--exit-on-error',
      '--single-transaction',
      ...(replace ? ['--clean', '--if-exists'] : []),
      `--dbname=${config.database.url}`,
      join(from, PG_DUMP),
    ]);
  } else {
    const { dataDir } = config.database;
    if (!dataDir)
      throw new BackupError('The embedded database is configured in memory: there is nowhere to restore to.');
    if (existsSync(dataDir) && readdirSync(dataDir).length > 0) {
      if (!replace) {
        throw new BackupError(
          `${dataDir} already holds an embedded database. Pass --replace to move it aside and restore in its place.`,
        );
      }
      movedAside = `${dataDir}.before-restore-${new Date().toISOString().replace(/[:.]/g, '-')}`;
      renameSync(dataDir, movedAside);
    }
    const tarball = new Blob([readFileSync(join(from, PGLITE_DUMP))]);
    await loadPgliteDataDir(dataDir, tarball);
  }

  mkdirSync(config.dataDir, { recursive: true });
  for (const name of manifest.files) {
    rmSync(join(config.dataDir, name), { recursive: true, force: true });
    cpSync(join(from, 'files', name), join(config.dataDir, name), { recursive: true });
  }
  const secret = readFileSync(join(from, TOKEN_SECRET), 'utf8').trim();
  if (!tokenSecretFromEnvironment) writeFileSync(join(config.dataDir, TOKEN_SECRET), secret, { mode: 0o600 });
  return { manifest, tokenSecretDiffers: tokenSecretFromEnvironment && secret !== config.tokenSecret, movedAside };
}

async function describe(database: Database) {
  const [version] = await database.query<{ version: string }>('select version()');
  const [migrations] = await database.query<{ count: number }>(
    'select count(*)::int as count from drizzle.__drizzle_migrations',
  );
  return { databaseVersion: version?.version ?? '', migrationsApplied: migrations?.count ?? 0 };
}

function dataDirFiles(dataDir: string): string[] {
  if (!existsSync(dataDir)) return [];
  return readdirSync(dataDir)
    .filter((name) => !NOT_FILES.has(name) && !name.endsWith('.lock') && !name.startsWith('pglite.before-restore-'))
    .sort();
}

function readManifest(from: string): BackupManifest {
  const file = join(from, MANIFEST);
  if (!existsSync(file)) throw new BackupError(`${from} is not a Queueless backup (no ${MANIFEST}).`);
  const manifest = JSON.parse(readFileSync(file, 'utf8')) as BackupManifest;
  if (manifest.format !== 'queueless-backup' || manifest.formatVersion !== 1) {
    throw new BackupError(`${file} is not a Queueless backup this release can read (format version 1).`);
  }
  return manifest;
}

const label = (kind: BackupManifest['database']) =>
  kind === 'postgres' ? 'PostgreSQL (DATABASE_URL)' : 'the embedded database';

/** Runs a PostgreSQL client tool; its own message (and a missing tool) becomes a BackupError. */
function run(tool: string, args: string[]) {
  const result = spawnSync(tool, args, { encoding: 'utf8' });
  if (result.error && (result.error as NodeJS.ErrnoException).code === 'ENOENT') {
    throw new BackupError(
      `${tool} was not found: install PostgreSQL's client tools (postgresql-client), the server's major version or newer.`,
    );
  }
  if (result.status !== 0) throw new BackupError(`${tool} failed:\n${(result.stderr || result.stdout).trim()}`);
}
