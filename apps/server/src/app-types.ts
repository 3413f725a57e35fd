import type {
  FastifyBaseLogger,
  FastifyInstance,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config.js';
import type { Database } from './db/client.js';
import type { Metrics } from './lib/metrics.js';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    database: Database;
    /** This app's Prometheus metrics (decision 065), for the request hooks and the sweeps. */
    metrics: Metrics;
  }
}

/** The Fastify instance routes register on: zod schemas type the request and the reply. */
export type AppInstance = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;
