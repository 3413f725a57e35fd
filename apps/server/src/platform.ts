import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config.js';
import type { Database, Db } from './db/client.js';
import type { Clock } from './lib/clock.js';
import { createDbClock, type DbClock } from './lib/db-clock.js';
import { createMetrics, type Metrics } from './lib/metrics.js';
import { createTokenService, type TokenService } from './lib/tokens.js';
import { createRateLimiter, type RateLimiter } from './plugins/rate-limit.js';
import { createPaymentProvider, createSmsProvider, createTaxProvider } from './providers/index.js';
import { measurePayments } from './providers/payments/measured-payments.js';
import type { PaymentProvider } from './providers/payments/payments.js';
import type { SmsProvider } from './providers/sms/sms.js';
import { guardSms } from './providers/sms/sms-guards.js';
import type { TaxProvider } from './providers/tax/tax.js';

/** What a test may swap in the platform: a fixed clock, a recording SMS provider, a fake payment or tax provider. */
export type PlatformOverrides = {
  clock?: Clock;
  /**
   * A time standing in for the database's clock (decision 076), for tests that move or fix time by hand; without it
   * the database's own `now()` is used, whatever `clock` says.
   */
  databaseClock?: Clock;
  sms?: SmsProvider;
  payments?: PaymentProvider;
  tax?: TaxProvider;
};

/**
 * What every module's `services` receives before the services of the modules listed before it: the parsed config,
 * the database, the logger, the clock, the providers, the shared token service and rate limiter, and the test
 * overrides (each module reads its own from `overrides`, typed by the module's `index.ts`).
 */
export type Platform<Overrides = PlatformOverrides> = {
  config: Config;
  database: Database;
  db: Db;
  log: FastifyBaseLogger;
  clock: Clock;
  /** The database's clock: what limits, code expiry and membership credits are keyed on (decision 076). */
  dbClock: DbClock;
  overrides: Overrides;
  sms: SmsProvider;
  payments: PaymentProvider;
  tax: TaxProvider;
  tokens: TokenService;
  rateLimiter: RateLimiter;
  /** This app's Prometheus metrics (decision 065): its own registry, scraped at /metrics. */
  metrics: Metrics;
};

export function createPlatform<Overrides extends PlatformOverrides>(
  config: Config,
  database: Database,
  log: FastifyBaseLogger,
  overrides: Overrides,
): Platform<Overrides> {
  const { db } = database;
  const clock = overrides.clock ?? (() => new Date());
  const dbClock = createDbClock(db, overrides.databaseClock);
  const rateLimiter = createRateLimiter({ db, dbClock });
  const metrics = createMetrics({ poolStats: () => database.poolStats?.() ?? null });
  return {
    config,
    database,
    db,
    log,
    clock,
    dbClock,
    overrides,
    sms: guardSms(overrides.sms ?? createSmsProvider({ config, db, log }), {
      countries: config.sms.allowedCountries,
      maxPerHour: config.sms.maxPerHour,
      rateLimiter,
      log,
      metrics,
    }),
    payments: measurePayments(overrides.payments ?? createPaymentProvider({ config, db, clock }), metrics),
    tax: overrides.tax ?? createTaxProvider({ db, clock, database }),
    tokens: createTokenService({ secret: config.tokenSecret, clock }),
    rateLimiter,
    metrics,
  };
}
