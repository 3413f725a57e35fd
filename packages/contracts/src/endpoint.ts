import type { z } from 'zod';
import type { ErrorCode } from './errors.js';

/**
 * One endpoint, declared once beside its schemas: the server registers it (its method, path and schemas), the web
 * and the tests call it (its method and path, filled by `endpointPath`). Nothing else spells a service path.
 */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

type Schema = z.ZodType;

export type EndpointDeclaration = {
  method: HttpMethod;
  /** Fastify's form: `/order-service/v1/users/:userId/orders/:orderId`. */
  path: string;
  params?: Schema;
  query?: Schema;
  /** Request headers the route checks (an Idempotency-Key, say). */
  headers?: Schema;
  body?: Schema;
  /** By status code, as Fastify's `response` schema. */
  response?: Partial<Record<number, Schema>>;
  /** OpenAPI only. */
  tags?: readonly string[];
  summary?: string;
  description?: string;
  /**
   * Who may call it, for OpenAPI's security (the route still authorises): `bearer`, a customer's or staff's id token;
   * `refreshCookie`, the sign-in service's refresh cookie; absent, anyone (`security: []`).
   */
  auth?: 'bearer' | 'refreshCookie';
  /**
   * The error codes this call answers beyond those every call of its kind may (decision 090): 400 VALIDATION_FAILED,
   * 429 RATE_LIMITED, 500 INTERNAL and 503 SERVICE_UNAVAILABLE on all; 401 and 403 on a bearer call; 404 NOT_FOUND with
   * path parameters; 413 and 415 with a body. The description lists each under its status, so nothing drifts.
   */
  errors?: readonly ErrorCode[];
  /** What the success answer is when not JSON: a CSV download or a server-sent event stream. */
  produces?: 'text/csv' | 'text/event-stream';
  /** What the body is when not JSON (read by the route itself, so no `body` schema). */
  consumes?: 'text/csv';
};

/**
 * Keeps the literal types (the path, each schema) so callers get their params and bodies typed. Marked free of side
 * effects so a bundle that imports a contract file drops the declarations it does not use.
 */
/*#__NO_SIDE_EFFECTS__*/
export function defineEndpoint<const E extends EndpointDeclaration>(endpoint: E): E {
  return endpoint;
}

/** `/a/:b/c/:d` → `'b' | 'd'`. */
export type PathParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | PathParamNames<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

export type PathParams<P extends string> = [PathParamNames<P>] extends [never]
  ? Record<string, never>
  : Record<PathParamNames<P>, string | number>;

export type QueryValues = Record<string, string | number | boolean | null | undefined>;

/** The body an endpoint takes (input type of its schema), `never` when it takes none. */
export type EndpointBody<E extends EndpointDeclaration> = E['body'] extends Schema ? z.input<E['body']> : never;
/** What the endpoint answers on success (the first 2xx schema declared). */
export type EndpointResponse<E extends EndpointDeclaration> =
  E['response'] extends Record<number, unknown>
    ? E['response'][200] extends Schema
      ? z.output<E['response'][200]>
      : E['response'][201] extends Schema
        ? z.output<E['response'][201]>
        : E['response'][202] extends Schema
          ? z.output<E['response'][202]>
          : undefined
    : undefined;

/**
 * The URL of one call: each `:name` filled with its encoded value, then the query (empty values left out).
 * Throws when a parameter is missing, so a typo cannot call `/orders/undefined`.
 */
export function endpointPath<E extends Pick<EndpointDeclaration, 'path'>>(
  endpoint: E,
  params: PathParams<E['path']> = {} as PathParams<E['path']>,
  query?: QueryValues,
): string {
  const values = params as Record<string, string | number>;
  const path = endpoint.path.replace(/:([A-Za-z0-9_]+)/g, (_, name: string) => {
    const value = values[name];
    if (value === undefined || value === null || value === '') throw new Error(`${endpoint.path}: missing :${name}`);
    return encodeURIComponent(String(value));
  });
  if (!query) return path;
  const pairs = Object.entries(query)
    .filter(([, value]) => value !== undefined && value !== null && value !== '')
    .map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(String(value))}`);
  return pairs.length > 0 ? `${path}?${pairs.join('&')}` : path;
}
