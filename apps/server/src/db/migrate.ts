import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import type { Database } from './client.js';

const migrationsFolder = join(dirname(fileURLToPath(import.meta.url)), 'migrations');

/** A fixed key so that API processes starting together apply the migrations one at a time. */
const MIGRATION_LOCK_KEY = 7_451_002;

/**
 * Applies the committed SQL migrations in src/db/migrations, then checks that every one of them is recorded.
 *
 * Drizzle's migrator applies only the migrations newer (by their journal time) than the last one recorded, so a
 * database that was migrated from a branch holding a later migration silently skips an earlier one merged after
 * it, and the app would then fail on its first query of a missing column. We stop at start instead, naming it.
 */
export async function runMigrations(database: Database): Promise<void> {
  if (database.kind === 'pglite') {
    // Loaded here only: the image may leave PGlite out (db/client.ts, decision 082).
    const { migrate: migratePglite } = await import('drizzle-orm/pglite/migrator');
    await migratePglite(database.db as unknown as PgliteDatabase, { migrationsFolder });
  } else {
    await database.db.transaction(async (tx) => {
      // The lock is released at the end of this transaction; migrations run on their own connection.
      await tx.execute(sql`select pg_advisory_xact_lock(${MIGRATION_LOCK_KEY})`);
      await migratePg(database.db as unknown as NodePgDatabase, { migrationsFolder });
    });
  }
  const skipped = await skippedMigrations(database);
  if (skipped.length > 0) {
    throw new Error(
      `Migrations never applied to this database: ${skipped.join(', ')}. A later migration was applied before ` +
        'them (the database was probably migrated from another branch), and drizzle applies only migrations newer ' +
        'than the last one applied. Apply each listed file of apps/server/src/db/migrations by hand and record it ' +
        'in drizzle.__drizzle_migrations (hash, created_at = its "when" in meta/_journal.json), or recreate the database.',
    );
  }
}

/** The committed migrations whose journal time is not recorded as applied, by tag. */
export async function skippedMigrations(database: Database): Promise<string[]> {
  const rows = await database.query<{ created_at: string }>('select created_at from drizzle.__drizzle_migrations');
  const applied = new Set(rows.map((row) => Number(row.created_at)));
  const journal = readMigrationFiles({ migrationsFolder });
  const tags = journalTags();
  return journal.flatMap((migration, index) => (applied.has(migration.folderMillis) ? [] : [tags[index] ?? '?']));
}

/** The journal's tags, in the order readMigrationFiles reads its entries. */
function journalTags(): string[] {
  const journal = JSON.parse(readFileSync(join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as {
    entries: Array<{ tag: string }>;
  };
  return journal.entries.map((entry) => entry.tag);
}
