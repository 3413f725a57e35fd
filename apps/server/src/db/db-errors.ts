/**
 * Errors that say the database cannot be reached right now (the server restarting, a connection cut,
 * no connection to be had in time), as opposed to a statement that failed on its own account. The API
 * answers them 503 SERVICE_UNAVAILABLE with Retry-After; anything else stays a 500 (decision 010).
 */

/** SQLSTATEs of a lost or refused connection: class 08, the server shutting down or starting, too many connections. */
const UNAVAILABLE_STATES = new Set(['57P01', '57P02', '57P03', '57P05', '53300']);

/** Node's socket errors on the way to the database. */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EAI_AGAIN',
]);

/** What `pg`, `pg-pool` and PGlite say when there is no connection (they carry no code). */
const UNAVAILABLE_MESSAGES = [
  /^Connection terminated/,
  /^timeout exceeded when trying to connect/,
  /is not queryable/,
  /^Client was closed/,
  /^PGlite is closed/,
];

/** Seconds a client is asked to wait before trying again while the database is away. */
export const DATABASE_RETRY_AFTER_SECONDS = 2;

export function isDatabaseUnavailable(error: unknown): boolean {
  let current: unknown = error;
  // Drizzle wraps the driver's error in `cause`; look a few levels down.
  for (let depth = 0; depth < 5 && current && typeof current === 'object'; depth += 1) {
    const { code, message, cause } = current as { code?: unknown; message?: unknown; cause?: unknown };
    if (
      typeof code === 'string' &&
      (code.startsWith('08') || UNAVAILABLE_STATES.has(code) || NETWORK_CODES.has(code))
    ) {
      return true;
    }
    // Only a driver's own error (no cause) is read by its words: a wrapper's message quotes the
    // statement's parameters, which are the caller's.
    if (cause === undefined && typeof message === 'string' && UNAVAILABLE_MESSAGES.some((re) => re.test(message))) {
      return true;
    }
    current = cause;
  }
  return false;
}

/** A statement refused by a unique index or constraint (SQLSTATE 23505), as the driver or Drizzle (in `cause`) says. */
export function isUniqueViolation(error: unknown): boolean {
  const { code, cause } = (error ?? {}) as { code?: unknown; cause?: { code?: unknown } };
  return code === '23505' || cause?.code === '23505';
}
