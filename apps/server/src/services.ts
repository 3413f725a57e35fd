import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config.js';
import type { Database } from './db/client.js';
import type { Clock } from './lib/clock.js';
import { createTokenService } from './lib/tokens.js';
import { createIdentityRepo } from './modules/identity/identity.repo.js';
import { createIdentityService, type IdentityLimits } from './modules/identity/identity.service.js';
import { createAccess } from './modules/vendor-auth/access.js';
import { createVendorAuthRepo } from './modules/vendor-auth/vendor-auth.repo.js';
import { createVendorAuthService } from './modules/vendor-auth/vendor-auth.service.js';
import { createVendorLocationsRepo } from './modules/vendor-locations/vendor-locations.repo.js';
import { createVendorLocationsService } from './modules/vendor-locations/vendor-locations.service.js';
import { createVendorsRepo } from './modules/vendors/vendors.repo.js';
import { createVendorsService } from './modules/vendors/vendors.service.js';
import { createRateLimiter } from './plugins/rate-limit.js';
import { createConsoleSms } from './providers/sms/console-sms.js';
import type { SmsProvider } from './providers/sms/sms.js';
import { createTwilioSms } from './providers/sms/twilio-sms.js';

/** What a test may swap for its own: a fixed clock, a recording SMS provider, looser limits. */
export type ServiceOverrides = {
  clock?: Clock;
  sms?: SmsProvider;
  identityLimits?: IdentityLimits;
};

export type Services = ReturnType<typeof createServices>;

/** Wires every service with its dependencies, once per process. */
export function createServices(
  config: Config,
  database: Database,
  log: FastifyBaseLogger,
  overrides: ServiceOverrides = {},
) {
  const { db } = database;
  const clock = overrides.clock ?? (() => new Date());
  const sms =
    overrides.sms ?? (config.sms.provider === 'twilio' ? createTwilioSms(config.sms) : createConsoleSms({ db, log }));
  const tokens = createTokenService({ secret: config.tokenSecret, clock });
  const rateLimiter = createRateLimiter({ db, clock });

  const vendors = createVendorsService({ vendorsRepo: createVendorsRepo(db) });
  const vendorLocations = createVendorLocationsService({ vendorLocationsRepo: createVendorLocationsRepo(db) });
  const access = createAccess({ vendorAuthRepo: createVendorAuthRepo(db) });
  const vendorAuth = createVendorAuthService({ access, vendors });
  const identity = createIdentityService({
    identityRepo: createIdentityRepo(db),
    sms,
    tokens,
    rateLimiter,
    clock,
    secret: config.tokenSecret,
    log,
    limits: overrides.identityLimits,
  });

  return { clock, sms, tokens, rateLimiter, access, identity, vendors, vendorLocations, vendorAuth };
}
