import { t } from '@lingui/core/macro';
import type { ErrorBody, ErrorCode } from '@queueless/contracts';
import {
  type EndpointDeclaration,
  type EndpointResponse,
  endpointPath,
  type PathParamNames,
  type PathParams,
} from '@queueless/contracts/endpoint';
import { i18n } from '#web/lib/i18n/runtime';
import { withQuery } from '#web/lib/url';
import { REQUEST_TIMEOUT_MS } from './constants';
import { getSession, isSessionExpired } from './session';

/** Codes the client makes up itself, for failures that never reached the API. */
export type ClientErrorCode = 'NETWORK_ERROR' | 'TIMEOUT' | 'BAD_RESPONSE';

/** Every failed call ends as one of these: the HTTP status (0 when no answer came), the API's code and details. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  readonly code: ErrorCode | ClientErrorCode | (string & {});
  readonly details: unknown;

  constructor(status: number, code: string, message: string, details?: unknown) {
    super(message);
    this.status = status;
    this.code = code;
    this.details = details;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

export type Query = Record<string, string | number | boolean | null | undefined>;

export type RequestOptions = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  query?: Query;
  body?: unknown;
  /** Aborts the call (react-query passes one so leaving a page cancels its requests). */
  signal?: AbortSignal;
  /** Leave the bearer token off even when signed in. */
  anonymous?: boolean;
  /** Another bearer than the session's: an offline device's token (decision 092). */
  bearerToken?: string;
  timeoutMs?: number;
  /** Sent as Idempotency-Key: the server answers a repeat with what the first call did (an order's create). */
  idempotencyKey?: string;
  /** A body that is not JSON (a menu CSV), sent as it is with its type. */
  rawBody?: { contentType: string; text: string };
  /** 'text': the answer is read as text (a CSV download), not JSON. */
  responseAs?: 'json' | 'text';
};

type UnauthorizedListener = () => void;
let onUnauthorized: UnauthorizedListener | null = null;

/** Called when a call that carried our token is refused with 401: the session owner refreshes it. */
export function setUnauthorizedListener(listener: UnauthorizedListener | null): void {
  onUnauthorized = listener;
}

/** Turns an error response into an ApiError, whatever its body holds. */
export async function toApiError(response: Response): Promise<ApiError> {
  const status = response.status;
  const fallback = t`Request failed (${status}).`;
  let body: unknown = null;
  try {
    body = await response.json();
  } catch {
    return new ApiError(response.status, `HTTP_${response.status}`, fallback);
  }
  return errorFromBody(response.status, body, fallback);
}

/** An error answer's parsed body (`{error: {code, message}}`, or anything else) as an ApiError. */
export function errorFromBody(status: number, body: unknown, fallback = t`Request failed (${status}).`): ApiError {
  const error = (body as Partial<ErrorBody> | null)?.error;
  if (error && typeof error.code === 'string') {
    return new ApiError(status, error.code, error.message || fallback, error.details);
  }
  return new ApiError(status, `HTTP_${status}`, fallback);
}

type Deadline = { signal: AbortSignal; hasTimedOut: () => boolean; dispose: () => void };

/** The caller's signal (if any) plus our own timeout; dispose() stops the clock once the answer is read. */
function startDeadline(ms: number, outer?: AbortSignal): Deadline {
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort(new DOMException('The request timed out.', 'TimeoutError'));
  }, ms);
  const forward = () => controller.abort(outer?.reason);
  if (outer?.aborted) forward();
  else outer?.addEventListener('abort', forward, { once: true });
  return {
    signal: controller.signal,
    hasTimedOut: () => timedOut,
    dispose: () => {
      clearTimeout(timer);
      outer?.removeEventListener('abort', forward);
    },
  };
}

// The client's own messages are worded when the error is made, in the page's language at that moment.
export const timeoutError = () => new ApiError(0, 'TIMEOUT', t`The request timed out. Please try again.`);

export const networkError = () =>
  new ApiError(0, 'NETWORK_ERROR', t`Network error. Please check your connection and try again.`);

/** The signed-in user's live id token, or null. */
export function currentBearerToken(): string | null {
  const session = getSession();
  return session && !isSessionExpired(session) ? session.idToken : null;
}

/** Tells the session owner that a call carrying our token was refused with 401. */
export function reportUnauthorized(): void {
  onUnauthorized?.();
}

/**
 * The one way the app talks to the API: same origin, JSON, a 10 s timeout, the bearer id token when signed in,
 * cookies for the identity service (its refresh cookie), and every failure as an ApiError.
 */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const { method = 'GET', query, body, anonymous = false, timeoutMs = REQUEST_TIMEOUT_MS } = options;
  const headers = new Headers({ accept: 'application/json' });
  if (body !== undefined) headers.set('content-type', 'application/json');
  if (options.rawBody) headers.set('content-type', options.rawBody.contentType);
  const token = options.bearerToken ?? (anonymous ? null : currentBearerToken());
  if (token) headers.set('authorization', `Bearer ${token}`);
  if (options.idempotencyKey) headers.set('idempotency-key', options.idempotencyKey);
  // The page's language, so what the server says (an error, a text message) is in it (decision 095).
  headers.set('accept-language', i18n.locale === 'es' ? 'es' : 'en');

  const deadline = startDeadline(timeoutMs, options.signal);
  try {
    let response: Response;
    try {
      response = await fetch(query ? withQuery(path, query) : path, {
        method,
        headers,
        body: options.rawBody ? options.rawBody.text : body === undefined ? undefined : JSON.stringify(body),
        credentials: path.startsWith('/auth-service/') ? 'include' : 'same-origin',
        signal: deadline.signal,
      });
    } catch (error) {
      if (deadline.hasTimedOut()) throw timeoutError();
      if (options.signal?.aborted) throw error;
      throw networkError();
    }

    if (!response.ok) {
      if (response.status === 401 && token && !options.bearerToken) onUnauthorized?.();
      throw await toApiError(response);
    }
    if (response.status === 204) return undefined as T;
    try {
      if (options.responseAs === 'text') return (await response.text()) as T;
      return (await response.json()) as T;
    } catch (error) {
      if (deadline.hasTimedOut()) throw timeoutError();
      if (options.signal?.aborted) throw error;
      throw new ApiError(response.status, 'BAD_RESPONSE', t`The server sent an unreadable answer. Please try again.`);
    }
  } finally {
    deadline.dispose();
  }
}

/** An endpoint as the browser calls it: the contract's declaration, or a first-load copy of its method and path. */
export type EndpointRef<E extends EndpointDeclaration = EndpointDeclaration> = Pick<E, 'method' | 'path'>;

export type CallOptions<E extends EndpointDeclaration> = Omit<RequestOptions, 'method' | 'query' | 'body'> & {
  query?: Query;
  body?: unknown;
} & ([PathParamNames<E['path']>] extends [never] ? { params?: undefined } : { params: PathParams<E['path']> });

/**
 * Calls a declared endpoint (packages/contracts): its method and path filled with the params (encoded), the answer
 * typed from its declaration. The menu's first-load calls pass a copy of the method and path checked against the
 * declaration at compile time (`satisfies EndpointRef<typeof x>`), so the shell carries no schema and no zod.
 */
export function callEndpoint<E extends EndpointDeclaration, T = EndpointResponse<E>>(
  endpoint: E | EndpointRef<E>,
  options: CallOptions<E>,
): Promise<T> {
  const { params, query, ...rest } = options;
  const path = endpointPath(endpoint, (params ?? {}) as PathParams<E['path']>, query);
  return apiRequest<T>(path, { ...rest, method: endpoint.method });
}
