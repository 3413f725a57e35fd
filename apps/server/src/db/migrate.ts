import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { Database } from './client.js';

const migrationsFolder = join(dirname(fileURLToPath(import.meta.url)), 'migrations');

/** A fixed key so that API processes starting together apply the migrations one at a time. */
const MIGRATION_LOCK_KEY = 7_451_002;

/** Applies the committed SQL migrations in src/db/migrations. */
export async function runMigrations(database: Database): Promise<void> {
  if (database.kind === 'pglite') {
    await migratePglite(database.db as unknown as PgliteDatabase, { migrationsFolder });
    return;
  }
  await database.db.transaction(async (tx) => {
    // The lock is released at the end of this transaction; migrations run on their own connection.
    await tx.execute(sql`select pg_advisory_xact_lock(${MIGRATION_LOCK_KEY})`);
    await migratePg(database.db as unknown as NodePgDatabase, { migrationsFolder });
  });
}
