import type { Socket } from 'node:net';
import { type ErrorCode, errorStatus } from '@queueless/contracts';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import {
  DATABASE_RETRY_AFTER_SECONDS,
  DATABASE_UNAVAILABLE_MESSAGE,
  isDatabaseUnavailable,
  isTransientConflict,
} from '../db/db-errors.js';
import { AppError } from '../lib/app-error.js';
import { type Language, languageOf } from '../lib/i18n.js';
import { wordError } from './customer-errors.js';

export { DATABASE_UNAVAILABLE_MESSAGE };

type FieldIssue = { field: string; message: string };

/** Fastify's own 4xx errors, answered with one of our codes (the status comes from the codes' table). */
const fastifyCodes: Record<string, { code: ErrorCode; message: string }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { code: 'VALIDATION_FAILED', message: 'The request body is not valid JSON.' },
  FST_ERR_CTP_EMPTY_JSON_BODY: { code: 'VALIDATION_FAILED', message: 'The request body is empty.' },
  FST_ERR_CTP_BODY_TOO_LARGE: { code: 'PAYLOAD_TOO_LARGE', message: 'The request body is too large.' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { code: 'UNSUPPORTED_MEDIA_TYPE', message: 'Send the request body as JSON.' },
  FST_ERR_BAD_URL: { code: 'VALIDATION_FAILED', message: 'The address is not valid (broken percent-encoding).' },
  FST_ERR_MAX_PARAM_LENGTH: { code: 'URI_TOO_LONG', message: 'A part of the address is too long.' },
};

/**
 * Fastify's router refusals (a broken percent-encoding, an over-long path parameter), which never reach the
 * error handler: passed to Fastify as `frameworkErrors`.
 */
export function answerFrameworkError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const known = fastifyCodes[error.code] ?? { code: 'VALIDATION_FAILED', message: 'The request is not valid.' };
  return reply.status(errorStatus[known.code]).send({ error: worded(known, request) });
}

/** One of the handlers' own answers, its message in the request's language (framework-errors.ts); its code as is. */
function worded<Code extends string>(
  answer: { code: Code; message: string },
  request: FastifyRequest,
): { code: Code; message: string } {
  return { ...answer, message: wordError(answer.message, languageOf(request.headers['accept-language'])) };
}

const INTERNAL_ERROR = { code: 'INTERNAL', message: 'Something went wrong on our side.' } as const;

const clientErrorBody = JSON.stringify({
  error: { code: 'VALIDATION_FAILED', message: 'The request could not be read.' },
});
const headersTooLargeBody = JSON.stringify({
  error: { code: 'URI_TOO_LONG', message: 'The address or the headers are too long.' },
});

/**
 * What Node's HTTP parser refuses before Fastify sees a request (an address or headers past 16 kB, an unknown
 * method, a malformed request line): answered in our shape instead of an empty 400. Passed as
 * `clientErrorHandler`.
 */
export function answerClientError(error: Error & { code?: string }, socket: Socket) {
  if (!socket.writable) return socket.destroy(error);
  const isTooLarge = error.code === 'HPE_HEADER_OVERFLOW';
  const body = isTooLarge ? headersTooLargeBody : clientErrorBody;
  const status = isTooLarge ? '431 Request Header Fields Too Large' : '400 Bad Request';
  socket.end(
    `HTTP/1.1 ${status}\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
  );
}

/** A 429 that names no wait of its own asks for this one (the shortest window of our limits). */
const DEFAULT_RETRY_AFTER_SECONDS = 60;

/** The seconds to wait before trying again: the error's own `retryAfter`, else the default. */
function retryAfterOf(details: unknown): number {
  const given = (details as { retryAfter?: unknown } | undefined)?.retryAfter;
  return typeof given === 'number' && Number.isFinite(given) && given > 0
    ? Math.ceil(given)
    : DEFAULT_RETRY_AFTER_SECONDS;
}

/** Details that are a list of field issues get their messages worded too; any other details go as they are. */
function wordDetails(details: unknown, language: Language): unknown {
  if (language === 'en' || !Array.isArray(details)) return details;
  return details.map((issue: unknown) =>
    issue && typeof issue === 'object' && typeof (issue as FieldIssue).message === 'string'
      ? { ...issue, message: wordError((issue as FieldIssue).message, language) }
      : issue,
  );
}

/**
 * One error handler: `{error: {code, message, details?}}` with the status from the contracts' table. The message of an
 * error a customer can meet is in the request's language (`Accept-Language`, decision 097); the code never changes.
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const thrown: unknown = error;
    const language = languageOf(request.headers['accept-language']);
    if (thrown instanceof AppError) {
      const appError = thrown;
      const status = errorStatus[appError.code];
      if (status >= 500) request.log.error({ err: appError }, appError.message);
      if (status === 429) reply.header('retry-after', String(retryAfterOf(appError.details)));
      return reply.status(status).send({
        error: {
          code: appError.code,
          message: wordError(appError.message, language),
          ...(appError.details === undefined ? {} : { details: wordDetails(appError.details, language) }),
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
          message: wordError(first ? `${first.field}: ${first.message}` : 'The request is not valid.', language),
          details: wordDetails(details, language),
        },
      });
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error, issues: error.cause.issues }, 'response did not match its contract');
      return reply.status(500).send({ error: worded(INTERNAL_ERROR, request) });
    }
    const known = error.code ? fastifyCodes[error.code] : undefined;
    if (known) return reply.status(errorStatus[known.code]).send({ error: worded(known, request) });
    if (error.statusCode === 429) {
      return reply
        .status(429)
        .header('retry-after', String(DEFAULT_RETRY_AFTER_SECONDS))
        .send({
          error: { code: 'RATE_LIMITED', message: wordError('Too many requests. Please try again later.', language) },
        });
    }
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      return reply.status(error.statusCode).send({
        error: {
          code: error.statusCode === 404 ? 'NOT_FOUND' : 'VALIDATION_FAILED',
          message: wordError(error.message, language),
        },
      });
    }
    // faults: the database is away (restart, lost connection), or aborted the call's transaction for a conflict
    // with another even after its retries (a deadlock): a clean 503 the client may retry.
    const isConflict = isTransientConflict(error);
    if (isConflict || isDatabaseUnavailable(error)) {
      request.log.warn(
        { err: error },
        isConflict ? 'database conflict (deadlock or serialization failure)' : 'database unavailable',
      );
      return reply
        .status(503)
        .header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS))
        .send({ error: worded({ code: 'SERVICE_UNAVAILABLE', message: DATABASE_UNAVAILABLE_MESSAGE }, request) });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send({ error: worded(INTERNAL_ERROR, request) });
  });
}
