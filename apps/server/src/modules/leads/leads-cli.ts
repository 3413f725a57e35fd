import { loadConfig } from '../../config.js';
import { openDatabaseForCommand } from '../../db/client.js';
import { runMigrations } from '../../db/migrate.js';
import { createLeadsRepo } from './leads.repo.js';
import { leadsToCsv, leadsToTable } from './leads-report.js';

/** `npm run leads` prints the Book a Demo leads, newest first; `npm run leads -- --csv` writes CSV, oldest first. */
const isCsv = process.argv.includes('--csv');
const config = loadConfig();
const database = await openDatabaseForCommand(config.database);
try {
  await runMigrations(database);
  const leads = await createLeadsRepo(database.db).listLeads({ newestFirst: !isCsv });
  process.stdout.write(isCsv ? leadsToCsv(leads) : leadsToTable(leads));
} finally {
  await database.close();
}
