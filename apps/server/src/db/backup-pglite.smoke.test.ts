import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it, onTestFinished } from 'vitest';
import { testConfig } from '../../test/harness.js';
import { databaseFingerprint, rowsIn } from '../../test/tables.js';
import { BackupError, createBackup, restoreBackup } from './backup.js';
import { openDatabase } from './client.js';
import { runMigrations } from './migrate.js';
import { seedDemo } from './seed.js';

/** The embedded database's backup (its own data-folder dump) restored into a new DATA_DIR gives every table back. */
describe('an embedded-database backup restored into a new data folder', () => {
  it('holds every table, the token secret and the media folder; a folder in use or already there is refused', async () => {
    const work = mkdtempSync(join(tmpdir(), 'queueless-backup-'));
    onTestFinished(() => rmSync(work, { recursive: true, force: true }));
    const sourceDir = join(work, 'source-data');
    const source = testConfig({ DATA_DIR: sourceDir, TOKEN_SECRET: '' });
    const database = await openDatabase(source.database);
    await runMigrations(database);
    await seedDemo(database.db);
    const before = await databaseFingerprint(database);
    // The server holds the data folder: a backup now would copy a database in use, so it is refused.
    await expect(createBackup(source, join(work, 'too-early'))).rejects.toThrow(/is open in another Queueless process/);
    await database.close();
    mkdirSync(join(sourceDir, 'media'));
    writeFileSync(join(sourceDir, 'media', 'logo.png'), 'not really a png');

    const out = join(work, 'backup');
    expect(await createBackup(source, out)).toMatchObject({ database: 'pglite', files: ['media'] });
    expect(existsSync(join(out, 'pglite-datadir.tar.gz'))).toBe(true);

    const targetDir = join(work, 'target-data');
    const target = testConfig({ DATA_DIR: targetDir, TOKEN_SECRET: '' });
    await restoreBackup(target, out);
    const copy = await openDatabase(target.database);
    try {
      expect(rowsIn(before)).toBeGreaterThan(1000);
      expect(await databaseFingerprint(copy)).toEqual(before);
    } finally {
      await copy.close();
    }
    expect(readFileSync(join(targetDir, 'media', 'logo.png'), 'utf8')).toBe('not really a png');
    expect(readFileSync(join(targetDir, 'token-secret'), 'utf8')).toBe(source.tokenSecret);

    await expect(restoreBackup(target, out)).rejects.toThrow(
      new BackupError(
        `${join(targetDir, 'pglite')} already holds an embedded database. Pass --replace to move it aside and restore in its place.`,
      ),
    );
  }, 180_000);
});
