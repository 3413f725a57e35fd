import { type ErrorCode, errorStatus } from '@queueless/contracts';
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { DATABASE_RETRY_AFTER_SECONDS, isDatabaseUnavailable } from '../db/db-errors.js';
import { AppError } from '../lib/app-error.js';

/** What a caller reads while the database is away. */
export const DATABASE_UNAVAILABLE_MESSAGE = 'The service is briefly unavailable. Please try again in a moment.';

type FieldIssue = { field: string; message: string };

/** Fastify's own 4xx errors, answered with one of our codes. */
const fastifyCodes: Record<string, { code: ErrorCode; message: string }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { code: 'VALIDATION_FAILED', message: 'The request body is not valid JSON.' },
  FST_ERR_CTP_EMPTY_JSON_BODY: { code: 'VALIDATION_FAILED', message: 'The request body is empty.' },
  FST_ERR_CTP_BODY_TOO_LARGE: { code: 'VALIDATION_FAILED', message: 'The request body is too large.' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { code: 'VALIDATION_FAILED', message: 'Send the request body as JSON.' },
};

/** One error handler: `{error: {code, message, details?}}` with the status from the contracts' table. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const thrown: unknown = error;
    if (thrown instanceof AppError) {
      const appError = thrown;
      const status = errorStatus[appError.code];
      if (status >= 500) request.log.error({ err: appError }, appError.message);
      return reply.status(status).send({
        error: {
          code: appError.code,
          message: appError.message,
          ...(appError.details === undefined ? {} : { details: appError.details }),
        },
      });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const details: FieldIssue[] = error.validation.map((issue) => ({
        field: [error.validationContext, ...(issue.instancePath ? issue.instancePath.split('/').filter(Boolean) : [])]
          .filter(Boolean)
          .join('.'),
        message: issue.message ?? 'Invalid value.',
      }));
      const first = details[0];
      return reply.status(400).send({
        error: {
          code: 'VALIDATION_FAILED',
          message: first ? `${first.field}: ${first.message}` : 'The request is not valid.',
          details,
        },
      });
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error, issues: error.cause.issues }, 'response did not match its contract');
      return reply.status(500).send({ error: { code: 'INTERNAL', message: 'Something went wrong on our side.' } });
    }
    const known = error.code ? fastifyCodes[error.code] : undefined;
    if (known) return reply.status(error.statusCode ?? 400).send({ error: known });
    if (error.statusCode === 429) {
      return reply
        .status(429)
        .send({ error: { code: 'RATE_LIMITED', message: 'Too many requests. Please try again later.' } });
    }
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      return reply.status(error.statusCode).send({
        error: { code: error.statusCode === 404 ? 'NOT_FOUND' : 'VALIDATION_FAILED', message: error.message },
      });
    }
    // faults: the database is away (restart, lost connection): a clean 503 the client may retry.
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: error }, 'database unavailable');
      return reply
        .status(503)
        .header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS))
        .send({ error: { code: 'SERVICE_UNAVAILABLE', message: DATABASE_UNAVAILABLE_MESSAGE } });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send({ error: { code: 'INTERNAL', message: 'Something went wrong on our side.' } });
  });
}
