import type { ErrorCode } from '@queueless/contracts';

/** The one error type services throw; the error handler maps `code` to an HTTP status. */
export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly details?: unknown,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

/**
 * An id the spec sends both in the path and in the body (customer.md's order and refund payloads): the body's may be
 * left out, and when sent must be the path's. A mismatch is the client's mistake, a 400 naming the body's field
 * (decision 049).
 */
export function assertSameAsPath(field: string, sent: string | undefined, inPath: string): void {
  if (sent === undefined || sent === inPath) return;
  const message = `The ${field} in the body must match the one in the path.`;
  throw new AppError('VALIDATION_FAILED', message, [{ field: `body.${field}`, message }]);
}
