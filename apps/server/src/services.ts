import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Config } from './config.js';
import type { Database } from './db/client.js';
import { type BuiltModules, buildModules, type ModuleServices } from './lib/module.js';
import { modules } from './module-list.js';
import type { ContestsOverrides } from './modules/contests/index.js';
import type { GuestlistsOverrides } from './modules/guestlists/index.js';
import type { IdentityOverrides } from './modules/identity/index.js';
import type { IntegrationsOverrides } from './modules/integrations/index.js';
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
  IntegrationsOverrides &
  OrdersOverrides &
  MediaOverrides;

/** The platform and every service the modules add: what the composition root and the tests see (`servicesOf`). */
export type Services = Platform<ServiceOverrides> & ModuleServices<typeof modules>;

/**
 * Builds the platform, then each module's services in list order, once per process; `scopes` holds what each module's
 * routes and sweeps receive (decision 080).
 */
export function createServices(
  config: Config,
  database: Database,
  log: FastifyBaseLogger,
  overrides: ServiceOverrides = {},
): { services: Services; scopes: BuiltModules['scopes'] } {
  const platform = createPlatform(config, database, log, overrides);
  const { services, scopes } = buildModules(platform, modules);
  return { services: services as Services, scopes };
}

const servicesByApp = new WeakMap<FastifyInstance, Services>();

/** Remembers the services `buildApp` made for `app`, for `servicesOf`. */
export function rememberServices(app: FastifyInstance, services: Services): void {
  servicesByApp.set(app, services);
}

/**
 * The services of an app `buildApp` made: for what stands outside the modules (the start script seeding the demo,
 * the tests). Routes, sweeps and plugins receive theirs instead (decision 080).
 */
export function servicesOf(app: FastifyInstance): Services {
  const services = servicesByApp.get(app);
  if (!services) throw new Error('This app was not made by buildApp: it has no services.');
  return services;
}
