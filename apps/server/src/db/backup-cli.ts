import { join, resolve } from 'node:path';
import { ConfigError, loadConfig } from '../config.js';
import { BackupError, createBackup, restoreBackup } from './backup.js';
import { DataDirInUseError } from './client.js';

/**
 * `npm run backup [-- --out <folder>]` and `npm run restore -- <folder> [--replace]` (scripts/server-command.mjs runs
 * the built dist/backup-cli.js): the configured database (DATABASE_URL, or the embedded one in DATA_DIR) with the
 * token secret and DATA_DIR's files. The embedded database is one process's: stop the server first.
 */
const [command, ...args] = process.argv.slice(2);
const usage = 'Usage: npm run backup [-- --out <folder>] | npm run restore -- <folder> [--replace]';
const here = process.env.INIT_CWD ?? process.cwd();

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

try {
  const config = loadConfig();
  if (command === 'backup') {
    const outIndex = args.indexOf('--out');
    const stamp = new Date()
      .toISOString()
      .replace(/[:.]/g, '-')
      .replace(/-\d\dZ$/, 'Z');
    const out = resolve(
      here,
      outIndex >= 0 ? (args[outIndex + 1] ?? fail(usage)) : join('backups', `queueless-${stamp}`),
    );
    const manifest = await createBackup(config, out);
    console.log(
      `Backed up ${manifest.database === 'postgres' ? 'PostgreSQL' : 'the embedded database'} ` +
        `(${manifest.migrationsApplied} migrations), the token secret and ${manifest.files.length} DATA_DIR entries to ${out}`,
    );
    console.log('It holds the token secret and every customer phone number: keep it as you keep the database.');
  } else if (command === 'restore') {
    const from = args.find((arg) => !arg.startsWith('--'));
    if (!from) fail(usage);
    const result = await restoreBackup(config, resolve(here, from), {
      replace: args.includes('--replace'),
      tokenSecretFromEnvironment: Boolean(process.env.TOKEN_SECRET),
    });
    if (result.movedAside) console.log(`The embedded database that was there is kept in ${result.movedAside}`);
    console.log(`Restored the backup of ${result.manifest.createdAt}. The next start applies any newer migrations.`);
    if (result.tokenSecretDiffers) {
      console.log(
        `TOKEN_SECRET differs from the backup's: set it to the value in ${join(resolve(here, from), 'token-secret')} to keep sessions and pending sign-in codes.`,
      );
    }
  } else {
    fail(usage);
  }
} catch (error) {
  if (error instanceof BackupError || error instanceof DataDirInUseError || error instanceof ConfigError)
    fail(error.message);
  throw error;
}
