import { AsyncLocalStorage } from 'node:async_hooks';
import type { FastifyBaseLogger } from 'fastify';

const current = new AsyncLocalStorage<FastifyBaseLogger>();

/** Runs `work` with `log` as the logger of everything it causes (a request's, a sweep's). */
export function runWithLog<T>(log: FastifyBaseLogger, work: () => T): T {
  return current.run(log, work);
}

/**
 * The logger services are built with, once per app: each call logs through the logger of the request or sweep that
 * caused it (its `reqId`, its `sweep`), or through `base` outside of one (start, shutdown). Services keep their one
 * `log` and every line they write carries the id an operator searches for.
 */
export function contextualLogger(base: FastifyBaseLogger): FastifyBaseLogger {
  return new Proxy(base, {
    get(target, property) {
      const log = current.getStore() ?? target;
      const value = Reflect.get(log, property, log) as unknown;
      return typeof value === 'function' ? value.bind(log) : value;
    },
  });
}
