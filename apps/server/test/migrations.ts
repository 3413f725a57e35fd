import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Database } from '../src/db/client.js';

const migrationsDir = join(dirname(fileURLToPath(import.meta.url)), '../src/db/migrations');

/** The migration files, in the order the migrator runs them. */
const migrationFiles = (): string[] =>
  readdirSync(migrationsDir)
    .filter((file) => file.endsWith('.sql'))
    .sort();

/** Runs one migration file's statements as drizzle's migrator would (split on its statement breakpoints). */
async function applyMigration(database: Database, file: string) {
  const text = readFileSync(join(migrationsDir, file), 'utf8');
  for (const statement of text.split('--> statement-breakpoint')) {
    if (statement.trim()) await database.query(statement);
  }
}

/** Runs every migration whose number is below `number` (a test then fills the tables as that release left them). */
export async function migrateUpTo(database: Database, number: string) {
  for (const file of migrationFiles().filter((file) => file < number)) await applyMigration(database, file);
}

/** Runs the migration numbered `number`. */
export async function applyMigrationNumbered(database: Database, number: string) {
  const file = migrationFiles().find((file) => file.startsWith(number));
  if (!file) throw new Error(`No migration ${number}`);
  await applyMigration(database, file);
}
