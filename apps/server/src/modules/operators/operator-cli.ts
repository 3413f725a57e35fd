import { loadConfig } from '../../config.js';
import { openDatabaseForCommand } from '../../db/client.js';
import { runMigrations } from '../../db/migrate.js';
import { systemClock } from '../../lib/clock.js';
import { createSignedCodes, runSigningKeyCommand } from '../offline/index.js';
import { runOperatorCommand } from './operator-command.js';
import { createOperatorRoster } from './operator-roster.service.js';
import { createOperatorsRepo } from './operators.repo.js';
import { listSignInCodes } from './sign-in-codes.js';

/**
 * `npm run operator -- add <phone> "<name>" | list | remove <phone> | codes [phone] | signing-keys |
 * rotate-signing-key`. On PostgreSQL it runs beside a
 * running server; the embedded database's folder is held by the server that opened it, so there it says to stop the
 * server first (decision 055). `codes` reads a staging install's sign-in codes (console SMS, decision 082). `signing-keys` and `rotate-signing-key`: the keys of the door's and the bar's signed codes
 * (decision 092).
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
  const args = process.argv.slice(2);
  const result =
    command === 'codes'
      ? await listSignInCodes(database.db, phone)
      : ((await runSigningKeyCommand(createSignedCodes({ db: database.db, clock: systemClock }), args)) ??
        (await runOperatorCommand(createOperatorRoster(createOperatorsRepo(database.db)), args)));
  (result.exitCode === 0 ? console.log : console.error)(result.output);
  exitCode = result.exitCode;
} finally {
  await database.close();
}
process.exit(exitCode);
