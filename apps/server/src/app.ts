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
import { contextualLogger, runWithLog } from './lib/log-context.js';
import { describeApi } from './lib/openapi.js';
import { modules } from './module-list.js';
import { withApiKeySecurity } from './modules/integrations/openapi-security.js';
import { answerClientError, answerFrameworkError, registerErrorHandler } from './plugins/errors.js';
import { registerHealthRoutes } from './plugins/health.js';
import { guardedValidatorCompiler, registerQueryGuard } from './plugins/input-guard.js';
import { registerMetrics } from './plugins/metrics.js';
import { registerSecurityHeaders } from './plugins/security-headers.js';
import { registerWebApp } from './plugins/web.js';
import { createServices, rememberServices, type ServiceOverrides } from './services.js';
import type { Tracing } from './tracing.js';

export const defaultWebDistDir = resolve(dirname(fileURLToPath(import.meta.url)), '../../web/dist');

export type BuildAppOptions = {
  config: Config;
  database: Database;
  overrides?: ServiceOverrides;
  logger?: FastifyServerOptions['logger'];
  /** Serve the built web app (off in API tests). */
  serveWeb?: boolean;
  /** Started OpenTelemetry tracing (decision 076): each log line carries its trace and span ids. */
  tracing?: Pick<Tracing, 'logFields'> | null;
};

export async function buildApp({
  config,
  database,
  overrides,
  logger,
  serveWeb = true,
  tracing = null,
}: BuildAppOptions): Promise<AppInstance> {
  const app = Fastify({
    logger: logger ?? { level: config.logLevel, ...(tracing ? { mixin: () => tracing.logFields() } : {}) },
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
    runWithLog(request.log, done);
  });
  // Reading a body leaves the request's async context (its stream's events), so it is entered again before the
  // handler: every line the services log for this request carries its reqId (lib/log-context.ts).
  app.addHook('preHandler', (request, _reply, done) => {
    runWithLog(request.log, done);
  });

  registerQueryGuard(app);
  acceptEmptyJsonBodies(app);

  app.decorate('config', config);
  app.decorate('database', database);
  // Each module's routes and sweeps receive their own services below; nothing reads them off the app (decision 080).
  const { services, scopes } = createServices(config, database, contextualLogger(app.log), overrides);
  rememberServices(app, services);
  app.decorate('metrics', services.metrics);
  registerErrorHandler(app);
  registerMetrics(app);

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
        license: { name: 'Apache-2.0', url: 'https://www.apache.org/licenses/LICENSE-2.0' },
      },
      // @fastify/swagger reads the schemes a route's security names; describeApi gives the full descriptions.
      components: { securitySchemes: { apiKeyAuth: { type: 'http', scheme: 'bearer' } } },
    },
    // The API key on the calls its scopes open (decision 089), then what only the contracts' declarations know:
    // operationIds, errors, security, media types (decision 090).
    transform: (input) => withApiKeySecurity(jsonSchemaTransform(input), input.route),
    transformObject: (documents) => describeApi('openapiObject' in documents ? documents.openapiObject : {}) as never,
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/docs' });
  app.get('/openapi.json', { schema: { hide: true } }, async () => app.swagger());

  registerHealthRoutes(app);
  for (const module of modules) {
    const scope = scopes.get(module.name) as never;
    module.routes?.(app, scope);
    module.sweeps?.(app, scope);
  }

  await registerWebApp(app, webDistDir, services);
  app.addHook('onClose', async () => {
    // The database belongs to the caller (main.ts or the test harness), which closes it.
  });
  return app;
}

/**
 * A JSON request with no body reads as no body: a client that sends `Content-Type: application/json` on every call
 * ("all requests use JSON") may draw a prize with no body, as the spec allows. A route that needs a body still refuses
 * it through its contract; anything else is parsed by Fastify's own JSON parser (prototype poisoning refused).
 */
function acceptEmptyJsonBodies(app: AppInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body.toString();
    if (text === '') {
      done(null, undefined);
      return;
    }
    parseJson(request, text, done);
  });
}
