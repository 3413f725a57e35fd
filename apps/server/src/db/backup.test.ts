import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase, testConfig } from '../../test/harness.js';
import { databaseFingerprint, rowsIn } from '../../test/tables.js';
import { newId } from '../lib/ids.js';
import { BackupError, createBackup, restoreBackup } from './backup.js';
import { openDatabase } from './client.js';
import { seedDemo } from './seed.js';

/** `npm run backup` then `npm run restore` into a new PostgreSQL database gives every table back, row for row. */
describe.skipIf(!process.env.DATABASE_URL)('a PostgreSQL backup restored into a fresh database', () => {
  let source: TestDatabase;
  const adminUrl = process.env.DATABASE_URL as string;
  const target = `ql_test_${newId(12).toLowerCase()}`;
  const targetUrl = Object.assign(new URL(adminUrl), { pathname: `/${target}` }).toString();
  const work = mkdtempSync(join(tmpdir(), 'queueless-backup-'));

  async function admin(statement: string) {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    await client.query(statement);
    await client.end();
  }

  beforeAll(async () => {
    source = await createTestDatabase();
    await seedDemo(source.database.db);
    await admin(`CREATE DATABASE ${target}`);
  }, 120_000);
  afterAll(async () => {
    await source?.drop();
    await admin(`DROP DATABASE IF EXISTS ${target} WITH (FORCE)`);
    rmSync(work, { recursive: true, force: true });
  });

  it('holds every table, the token secret and the media folder', async () => {
    const sourceDir = join(work, 'source-data');
    mkdirSync(join(sourceDir, 'media'), { recursive: true });
    writeFileSync(join(sourceDir, 'media', 'logo.png'), 'not really a png');
    const out = join(work, 'backup');
    const manifest = await createBackup(testConfig({ DATABASE_URL: source.url as string, DATA_DIR: sourceDir }), out);
    expect(manifest).toMatchObject({ database: 'postgres', files: ['media'] });

    const targetDir = join(work, 'target-data');
    const restored = await restoreBackup(testConfig({ DATABASE_URL: targetUrl, DATA_DIR: targetDir }), out);
    expect(restored.tokenSecretDiffers).toBe(false);

    const copy = await openDatabase({ kind: 'postgres', url: targetUrl, poolSize: 2 });
    try {
      const before = await databaseFingerprint(source.database);
      expect(rowsIn(before)).toBeGreaterThan(1000);
      expect(Object.keys(before).length).toBeGreaterThan(40);
      expect(await databaseFingerprint(copy)).toEqual(before);
    } finally {
      await copy.close();
    }
    expect(readFileSync(join(targetDir, 'media', 'logo.png'), 'utf8')).toBe('not really a png');
    expect(readFileSync(join(targetDir, 'token-secret'), 'utf8')).toBe(testConfig().tokenSecret);
  }, 120_000);

  it('refuses a database that already has tables unless told to replace them', async () => {
    const config = testConfig({ DATABASE_URL: targetUrl, DATA_DIR: join(work, 'again') });
    const out = join(work, 'backup');
    await expect(restoreBackup(config, out)).rejects.toThrow(
      new BackupError(
        'The database already has tables. Restore into a new database (createdb), or pass --replace to drop what it holds.',
      ),
    );
    await restoreBackup(config, out, { replace: true });
    const copy = await openDatabase({ kind: 'postgres', url: targetUrl, poolSize: 2 });
    try {
      expect(await databaseFingerprint(copy)).toEqual(await databaseFingerprint(source.database));
    } finally {
      await copy.close();
    }
  }, 120_000);
});
