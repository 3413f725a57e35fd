import type { FastifyBaseLogger } from 'fastify';
import { isTemporaryDatabaseError } from '../db/db-errors.js';
import { AppError } from '../lib/app-error.js';

/**
 * A provider's own failure (it answered an error or something we could not read, or could not be reached):
 * PROVIDER_FAILED in words for the caller, what went wrong kept in `cause` for the log. A provider that goes over
 * the network throws this for every failure of its own, so none of its network errors (ECONNRESET on the way to
 * Stripe, say) travels on raw to be taken for the database's: db-errors never looks inside an AppError
 * (decision 038).
 */
export function providerFailed(message: string, detail: string, cause?: unknown): AppError {
  const error = new AppError('PROVIDER_FAILED', message);
  error.cause = new Error(detail, { cause });
  return error;
}

/** What went wrong, for a record an operator reads: a provider failure's detail, else the error's own message. */
export function failureDetail(error: unknown): string {
  if (error instanceof AppError && error.cause instanceof Error) return error.cause.message;
  return error instanceof Error ? error.message : String(error);
}

export type ProviderCall = {
  log: FastifyBaseLogger;
  /** The log line of a provider failure. */
  what: string;
  /** PROVIDER_FAILED's words for the caller. */
  message: string;
  /** More for the log line (the order, the refund…). */
  logFields?: Record<string, unknown>;
  /** Whether an AppError the provider threw (already in words for the caller) goes on as it is. */
  keepAppErrors?: boolean;
  /** What to record of a provider failure before it is answered (not run for the database's errors). */
  onFailure?: (error: unknown) => Promise<unknown>;
};

/**
 * Runs one call to a provider (decision 038). A temporary database error inside it is ours, not the provider's: the
 * simulated payments and the console SMS keep their state in our database, so it goes on as it is (503). Any other
 * failure is the provider's: logged in `what`, recorded by `onFailure`, and answered PROVIDER_FAILED in `message`.
 */
export async function callProvider<T>(call: ProviderCall, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (isTemporaryDatabaseError(error)) throw error;
    if (call.keepAppErrors && error instanceof AppError) throw error;
    call.log.error({ err: error, ...call.logFields }, call.what);
    await call.onFailure?.(error);
    throw new AppError('PROVIDER_FAILED', call.message);
  }
}
