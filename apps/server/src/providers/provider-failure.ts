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
