import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config.js';
import type { Database } from './db/client.js';
import { buildModuleServices, type ModuleServices } from './lib/module.js';
import { modules } from './module-list.js';
import type { ContestsOverrides } from './modules/contests/index.js';
import type { GuestlistsOverrides } from './modules/guestlists/index.js';
import type { IdentityOverrides } from './modules/identity/index.js';
import type { LeadsOverrides } from './modules/leads/index.js';
import type { MediaOverrides } from './modules/media/index.js';
import type { NoticesOverrides } from './modules/notices/index.js';
import type { OrdersOverrides } from './modules/orders/index.js';
import { createPlatform, type Platform, type PlatformOverrides } from './platform.js';

/**
 * What a test may swap for its own: the platform's (a fixed clock, a recording SMS provider, fake payments or tax)
 * and each module's (looser limits, a reservation policy, a seeded draw); each module reads its own.
 */
export type ServiceOverrides = PlatformOverrides &
  IdentityOverrides &
  NoticesOverrides &
  GuestlistsOverrides &
  ContestsOverrides &
  LeadsOverrides &
  OrdersOverrides &
  MediaOverrides;

/** `app.services`: the platform and every service the modules add. */
export type Services = Platform<ServiceOverrides> & ModuleServices<typeof modules>;

/** Builds the platform, then each module's services in list order, once per process. */
export function createServices(
  config: Config,
  database: Database,
  log: FastifyBaseLogger,
  overrides: ServiceOverrides = {},
): Services {
  const platform = createPlatform(config, database, log, overrides);
  return buildModuleServices(platform, modules) as Services;
}
