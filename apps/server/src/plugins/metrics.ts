import type { AppInstance } from '../app-types.js';
import { safeEqual } from '../lib/hash.js';

/** The label of a request no route matched (a page of the web app, a missing path): one value, not the raw address. */
const UNMATCHED = 'unmatched';

/**
 * Prometheus metrics (decision 065). Every answer is counted and timed by its route pattern
 * (`/order-service/v1/users/:userId/orders`), never its raw address, so the labels stay a bounded set. GET /metrics
 * answers the app's registry to a caller with METRICS_TOKEN as its bearer token; to anyone else, and always when no
 * token is configured, it answers our 404 like any missing path, so the public learns nothing from it.
 */
export function registerMetrics(app: AppInstance): void {
  const { metrics } = app;
  const token = app.config.metricsToken;

  app.addHook('onResponse', (request, reply, done) => {
    const route = request.routeOptions.url ?? UNMATCHED;
    const labels = { method: request.method, route };
    metrics.httpRequests.inc({ ...labels, status: String(reply.statusCode) });
    metrics.httpDuration.observe(labels, reply.elapsedTime / 1000);
    done();
  });

  app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
    const given = request.headers.authorization ?? '';
    if (!token || !safeEqual(given, `Bearer ${token}`)) {
      return reply.status(404).send({ error: { code: 'NOT_FOUND', message: 'No route for GET /metrics.' } });
    }
    return reply
      .header('cache-control', 'no-store')
      .type(metrics.registry.contentType)
      .send(await metrics.registry.metrics());
  });
}
