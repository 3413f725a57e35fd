import { loadConfig } from '../config.js';
import { openDatabaseForCommand } from './client.js';
import { runMigrations } from './migrate.js';
import { seedDemo } from './seed.js';

/** `tsx src/db/cli.ts migrate|seed`: the db:migrate and db:seed scripts. */
const command = process.argv[2];
const config = loadConfig();
const database = await openDatabaseForCommand(config.database);
try {
  await runMigrations(database);
  if (command === 'seed') await seedDemo(database.db);
  console.log(command === 'seed' ? 'Migrated and seeded.' : 'Migrated.');
} finally {
  await database.close();
}
