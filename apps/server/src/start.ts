import { listSmsOutbox } from '@queueless/contracts';
import { buildApp } from './app.js';
import type { AppInstance } from './app-types.js';
import { type Config, ConfigError, loadConfig } from './config.js';
import { DataDirInUseError, EmbeddedDatabaseMissingError, openDatabase } from './db/client.js';
import { DatabaseUnreachableError } from './db/database-unreachable.js';
import { runMigrations } from './db/migrate.js';
import { DEMO_LOCATION_ID, demoPeople, seedDemo } from './db/seed.js';
import { ensurePortFree, PortInUseError, portInUseMessage } from './lib/port.js';
import { createOperatorsRepo, OPERATOR_FIRST_STEP } from './modules/operators/index.js';
import { servicesOf } from './services.js';
import type { Tracing } from './tracing.js';

const startedAt = performance.now();

export type StartOptions = {
  /**
   * Adds routes to the app before it listens. Only the end-to-end journeys' server (e2e/server.ts) passes one, for its
   * fixture routes; `npm start` never does.
   */
  extendApp?: (app: AppInstance) => void | Promise<void>;
  /** The parsed environment, when the caller has read it already (main.ts, before it starts tracing). */
  config?: Config;
  /** The started OpenTelemetry SDK (main.ts, when OTEL_EXPORTER_OTLP_ENDPOINT is set): log lines carry trace ids. */
  tracing?: Tracing | null;
};

/** Boots the server as `npm start` does: config, database, migrations, the demo seed when asked, the app, listen. */
export async function startServer({ extendApp, config = loadConfig(), tracing = null }: StartOptions = {}) {
  await ensurePortFree(config.port, config.host);
  const database = await openDatabase(config.database);
  await runMigrations(database);

  const app = await buildApp({ config, database, tracing });
  // After the app is built: the demo menu's photos go through its media service (the upload pipeline and storage).
  if (config.seedDemo) await seedDemo(database.db, new Date(), servicesOf(app).media);
  await extendApp?.(app);
  const shutdown = async (signal: string) => {
    app.log.info(`${signal} received, shutting down`);
    await app.close();
    await database.close();
    await tracing?.shutdown();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host }).catch((error: NodeJS.ErrnoException) => {
    throw error.code === 'EADDRINUSE' ? new PortInUseError(portInUseMessage(config.port, config.host)) : error;
  });
  const base = config.publicBaseUrl;
  const hasOperator = (await createOperatorsRepo(database.db).listOperators()).length > 0;
  const embedded = config.database.kind === 'pglite';
  const seconds = ((performance.now() - startedAt) / 1000).toFixed(1);
  const where =
    config.database.kind === 'postgres' ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${config.database.dataDir}`;
  console.log(
    [
      '',
      `Queueless is running on ${base} (ready in ${seconds} s, database: ${where})`,
      config.seedDemo ? `  Customer menu:  ${base}/location/${DEMO_LOCATION_ID}` : '',
      `  Staff area:     ${base}/staff`,
      `  API docs:       ${base}/docs`,
      config.seedDemo
        ? `  Demo phones:    staff ${demoPeople.superAdmin.phoneNumber} (super admin), ${demoPeople.staff.phoneNumber} (staff); customer ${demoPeople.customer.phoneNumber}`
        : '',
      hasOperator
        ? ''
        : `  First operator: ${OPERATOR_FIRST_STEP}${embedded ? ' (stop this server first: the embedded database is held by one process)' : ''}; then sign in at ${base}/staff and open the Operator console to create your venue`,
      config.sms.provider === 'console' && config.sms.logCodes
        ? `  Sign-in codes:  printed in this log and listed at ${base}${listSmsOutbox.path} ${
            config.devSmsOutboxRemote
              ? '(open to every machine: DEV_SMS_OUTBOX_REMOTE=true)'
              : '(from this machine only; DEV_SMS_OUTBOX_REMOTE=true opens it)'
          }`
        : config.sms.provider === 'console'
          ? '  Sign-in codes:  no SMS is sent (console, ALLOW_CONSOLE_SMS=true); read them with `npm run operator -- codes [phone]`'
          : `  Sign-in codes:  sent by SMS (${config.sms.provider})`,
      config.payments.provider === 'simulated'
        ? '  Payments:       simulated (no money moves; card 4242 4242 4242 4242 pays, 4000 0000 0000 0002 is declined)'
        : '  Payments:       Stripe',
      '',
    ]
      .filter((line) => line !== '')
      .join('\n'),
  );
}

/** Ends the process on a failed start: a known failure as its one clear line, anything else with its stack. */
export function exitOnStartFailure(error: unknown): never {
  if (
    error instanceof ConfigError ||
    error instanceof PortInUseError ||
    error instanceof DataDirInUseError ||
    error instanceof DatabaseUnreachableError ||
    error instanceof EmbeddedDatabaseMissingError
  ) {
    console.error(error.message);
  } else {
    console.error(error);
  }
  process.exit(1);
}
