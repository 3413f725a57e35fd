import { loadConfig } from '../../config.js';
import { openDatabaseForCommand } from '../../db/client.js';
import { runMigrations } from '../../db/migrate.js';
import { runOperatorCommand } from './operator-command.js';
import { createOperatorRoster } from './operator-roster.service.js';
import { createOperatorsRepo } from './operators.repo.js';
import { listSignInCodes } from './sign-in-codes.js';

/**
 * `npm run operator -- add <phone> "<name>" | list | remove <phone> | codes [phone]`. On PostgreSQL it runs beside a
 * running server; the embedded database's folder is held by the server that opened it, so there it says to stop the
 * server first (decision 055). `codes` reads a staging install's sign-in codes (console SMS, decision 082).
 */
const config = loadConfig();
const [command, phone] = process.argv.slice(2);
if (command === 'codes' && config.sms.provider !== 'console') {
  console.error(`Sign-in codes go out by SMS (${config.sms.provider}); none are kept here to read.`);
  process.exit(1);
}
const database = await openDatabaseForCommand(config.database);
let exitCode = 0;
try {
  await runMigrations(database);
  const result =
    command === 'codes'
      ? await listSignInCodes(database.db, phone)
      : await runOperatorCommand(createOperatorRoster(createOperatorsRepo(database.db)), process.argv.slice(2));
  (result.exitCode === 0 ? console.log : console.error)(result.output);
  exitCode = result.exitCode;
} finally {
  await database.close();
}
process.exit(exitCode);
