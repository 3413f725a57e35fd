import { randomUUID } from 'node:crypto';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyCookie from '@fastify/cookie';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyServerOptions } from 'fastify';
import { jsonSchemaTransform, serializerCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppInstance } from './app-types.js';
import type { Config } from './config.js';
import type { Database } from './db/client.js';
import { registerAnalyticsRoutes } from './modules/analytics/analytics.routes.js';
import { registerHistoryRollupSweep, registerRollupSweep } from './modules/analytics/rollup-sweep.js';
import { registerPublicPagesRoutes } from './modules/content/public-pages.routes.js';
import { registerContestsRoutes } from './modules/contests/contests.routes.js';
import { registerEventsRoutes } from './modules/events/events.routes.js';
import { registerGuestlistsRoutes } from './modules/guestlists/guestlists.routes.js';
import { registerIdentityRoutes } from './modules/identity/identity.routes.js';
import { registerInventoryRoutes } from './modules/inventory/inventory.routes.js';
import { registerMembershipRoutes } from './modules/membership/membership.routes.js';
import { registerSmsNoticesSweep } from './modules/notices/sms-notices-sweep.js';
import { registerOrdersRoutes } from './modules/orders/orders.routes.js';
import { registerPaidOrdersSweep } from './modules/orders/paid-orders-sweep.js';
import { registerPaymentsRoutes } from './modules/payments/payments.routes.js';
import { registerPickupRoutes } from './modules/pickup/pickup.routes.js';
import { registerPlacesRoutes } from './modules/places/places.routes.js';
import { registerRefundsRoutes } from './modules/refunds/refunds.routes.js';
import { registerRefundsSweep } from './modules/refunds/refunds-sweep.js';
import { registerVendorAuthRoutes } from './modules/vendor-auth/vendor-auth.routes.js';
import { registerVendorLocationsRoutes } from './modules/vendor-locations/vendor-locations.routes.js';
import { registerVendorsRoutes } from './modules/vendors/vendors.routes.js';
import { answerClientError, answerFrameworkError, registerErrorHandler } from './plugins/errors.js';
import { registerHealthRoutes } from './plugins/health.js';
import { guardedValidatorCompiler, registerQueryGuard } from './plugins/input-guard.js';
import { registerSecurityHeaders } from './plugins/security-headers.js';
import { registerWebApp } from './plugins/web.js';
import { createServices, type ServiceOverrides } from './services.js';

export const defaultWebDistDir = resolve(dirname(fileURLToPath(import.meta.url)), '../../web/dist');

export type BuildAppOptions = {
  config: Config;
  database: Database;
  overrides?: ServiceOverrides;
  logger?: FastifyServerOptions['logger'];
  /** Serve the built web app (off in API tests). */
  serveWeb?: boolean;
};

export async function buildApp({
  config,
  database,
  overrides,
  logger,
  serveWeb = true,
}: BuildAppOptions): Promise<AppInstance> {
  const app = Fastify({
    logger: logger ?? { level: config.logLevel },
    trustProxy: config.trustProxy,
    genReqId: (request) => {
      const given = request.headers['x-request-id'];
      return typeof given === 'string' && /^[\w.-]{1,64}$/.test(given) ? given : randomUUID();
    },
    bodyLimit: 256 * 1024,
    // Bad addresses are answered in our error shape (plugins/errors.ts), not Fastify's or an empty 400.
    frameworkErrors: answerFrameworkError,
    clientErrorHandler: answerClientError,
  }).withTypeProvider<ZodTypeProvider>();

  // Every route's validator: its contract, behind the input guard (plugins/input-guard.ts).
  app.setValidatorCompiler(guardedValidatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // Set on arrival, it stays on every answer (error handlers keep headers); a callback hook, as it
  // runs for every request and an async one costs a promise each time.
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('x-request-id', request.id);
    done();
  });

  registerQueryGuard(app);

  app.decorate('config', config);
  app.decorate('database', database);
  app.decorate('services', createServices(config, database, app.log, overrides));
  registerErrorHandler(app);

  const webDistDir = serveWeb ? (config.webDistDir ?? defaultWebDistDir) : null;
  await registerSecurityHeaders(app, config, webDistDir);
  await app.register(fastifyCookie);
  await app.register(fastifySwagger, {
    openapi: {
      info: {
        title: 'Queueless API',
        description:
          'Ordering, pickup, guest lists and staff tools for venues. Errors are `{error: {code, message, details?}}`.',
        version: '1.0.0',
      },
      components: { securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/docs' });
  app.get('/openapi.json', { schema: { hide: true } }, async () => app.swagger());

  registerHealthRoutes(app);
  registerIdentityRoutes(app);
  registerVendorsRoutes(app);
  registerVendorLocationsRoutes(app);
  registerVendorAuthRoutes(app);
  registerEventsRoutes(app);
  registerInventoryRoutes(app);
  registerOrdersRoutes(app);
  registerPickupRoutes(app);
  registerRefundsRoutes(app);
  registerRefundsSweep(app);
  registerPaymentsRoutes(app);
  registerPaidOrdersSweep(app);
  registerGuestlistsRoutes(app);
  registerSmsNoticesSweep(app);
  registerPlacesRoutes(app);
  registerMembershipRoutes(app);
  registerContestsRoutes(app);
  registerPublicPagesRoutes(app);
  registerAnalyticsRoutes(app);
  registerRollupSweep(app);
  registerHistoryRollupSweep(app);

  await registerWebApp(app, webDistDir);
  app.addHook('onClose', async () => {
    // The database belongs to the caller (main.ts or the test harness), which closes it.
  });
  return app;
}
