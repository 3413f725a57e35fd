import { buildApp } from '../app.js';
import { loadConfig } from '../config.js';
import { servicesOf } from '../services.js';
import { openDatabaseForCommand } from './client.js';
import { runMigrations } from './migrate.js';
import { seedDemo } from './seed.js';

/** `tsx src/db/cli.ts migrate|seed`: the db:migrate and db:seed scripts. */
const command = process.argv[2];
const config = loadConfig();
const database = await openDatabaseForCommand(config.database);
try {
  await runMigrations(database);
  if (command === 'seed') {
    // The demo menu's photos go through the app's media service: the upload pipeline and the configured storage.
    const app = await buildApp({ config, database, serveWeb: false });
    try {
      await seedDemo(database.db, new Date(), servicesOf(app).media);
    } finally {
      await app.close();
    }
  }
  console.log(command === 'seed' ? 'Migrated and seeded.' : 'Migrated.');
} finally {
  await database.close();
}
