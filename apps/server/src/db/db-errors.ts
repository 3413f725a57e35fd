import { AppError } from '../lib/app-error.js';

/**
 * Errors that say the database cannot be reached right now (the server restarting, a connection cut,
 * no connection to be had in time), or that it aborted a transaction for a conflict with another (a
 * deadlock, a serialization failure), as opposed to a statement that failed on its own account. The API
 * answers them 503 SERVICE_UNAVAILABLE with Retry-After; anything else stays a 500 (decisions 010 and 037).
 */

/** SQLSTATEs of a lost or refused connection: class 08, the server shutting down or starting, too many connections. */
const UNAVAILABLE_STATES = new Set(['57P01', '57P02', '57P03', '57P05', '53300']);

/**
 * Node's socket errors on the way to the database. Any other connection gives the same ones: a provider's are
 * wrapped at its boundary (providers/provider-failure.ts), so only the database driver's arrive here raw.
 */
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

/**
 * The database cannot store what it is asked to: a full disk or a quota (SQLSTATE class 53, insufficient resources),
 * a failing disk (class 58, system error), or the file system's own errors where the embedded database writes.
 */
const STORAGE_CODES = new Set(['ENOSPC', 'EDQUOT', 'EIO', 'EROFS']);
const STORAGE_MESSAGES = [/no space left on device/i, /disk quota exceeded/i, /read-only file system/i];

export function isStorageFailure(error: unknown): boolean {
  for (const { code, message } of errorChain(error)) {
    if (typeof code === 'string' && (code.startsWith('53') || code.startsWith('58') || STORAGE_CODES.has(code))) {
      return true;
    }
    if (typeof message === 'string' && STORAGE_MESSAGES.some((re) => re.test(message))) return true;
  }
  return false;
}

/** Seconds a client is asked to wait before trying again while the database is away. */
export const DATABASE_RETRY_AFTER_SECONDS = 2;

/** What a caller reads while the database is away (a 503's message, a stream's error event). */
export const DATABASE_UNAVAILABLE_MESSAGE = 'The service is briefly unavailable. Please try again in a moment.';

/** SQLSTATEs of a transaction aborted because of another one: deadlock_detected, serialization_failure. */
const CONFLICT_STATES = new Set(['40P01', '40001']);

/**
 * The driver's error and the errors wrapping it (Drizzle puts the driver's in `cause`), a few levels down. An AppError
 * ends it: that error has its code already, and what it keeps in `cause` is not the database's (a provider's network
 * error — ECONNRESET on the way to Stripe — reads exactly like a lost database connection; decision 038).
 */
function* errorChain(error: unknown): Generator<{ code?: unknown; message?: unknown; cause?: unknown }> {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current && typeof current === 'object'; depth += 1) {
    if (current instanceof AppError) return;
    const link = current as { code?: unknown; message?: unknown; cause?: unknown };
    yield link;
    current = link.cause;
  }
}

export function isDatabaseUnavailable(error: unknown): boolean {
  if (isStorageFailure(error)) return true;
  for (const { code, message, cause } of errorChain(error)) {
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
  }
  return false;
}

/**
 * PostgreSQL aborted the transaction because of another one (a deadlock, a serialization failure): nothing of it
 * was kept, and the same work run again will most likely go through. `db.transaction` runs it again (client.ts).
 */
export function isTransientConflict(error: unknown): boolean {
  for (const { code } of errorChain(error)) {
    if (typeof code === 'string' && CONFLICT_STATES.has(code)) return true;
  }
  return false;
}

/** A failure of the database's, not the request's: answered 503 with Retry-After, the client may try again. */
export function isTemporaryDatabaseError(error: unknown): boolean {
  return isDatabaseUnavailable(error) || isTransientConflict(error);
}

/** A statement refused by a unique index or constraint (SQLSTATE 23505), as the driver or Drizzle (in `cause`) says. */
export function isUniqueViolation(error: unknown): boolean {
  const { code, cause } = (error ?? {}) as { code?: unknown; cause?: { code?: unknown } };
  return code === '23505' || cause?.code === '23505';
}
