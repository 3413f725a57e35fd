import * as contracts from '@queueless/contracts';
import {
  type EndpointDeclaration,
  endpointErrors,
  MAX_TEXT_LENGTH,
  REFRESH_COOKIE_NAME,
  RETRY_AFTER_STATUSES,
} from '@queueless/contracts';

/**
 * The OpenAPI description made whole from the declarations in packages/contracts (decision 090): @fastify/swagger
 * gives each route its schemas; this adds what only the declaration knows. Every operation gets its `operationId`
 * (the declaration's exported name), a summary, its security (`security: []` on a public call), each error status it
 * may answer in our error shape with the codes it carries (Retry-After on 429 and 503), and its media types when not
 * JSON (a CSV download or import, a server-sent event stream). The schemas get what the server enforces: a request
 * object refuses unknown fields (the input guard), and `nullable` always stands beside a `type`.
 */

type Json = Record<string, unknown>;
type Named = { name: string; endpoint: EndpointDeclaration };

const METHODS = ['get', 'put', 'post', 'delete', 'patch'];

function isEndpoint(value: unknown): value is EndpointDeclaration {
  return typeof value === 'object' && value !== null && 'method' in value && 'path' in value;
}

/** `METHOD /a/{b}` → the declaration and its exported name, from everything packages/contracts exports. */
export function declaredOperations(exports: Record<string, unknown> = contracts): Map<string, Named> {
  const found = new Map<string, Named>();
  for (const [name, value] of Object.entries(exports)) {
    if (!isEndpoint(value)) continue;
    found.set(`${value.method} ${value.path.replace(/:([A-Za-z0-9_]+)/g, '{$1}')}`, { name, endpoint: value });
  }
  return found;
}

/** `createOrder` → `Create order`. */
export function summaryOf(name: string): string {
  const words = name.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

function errorResponse(status: number, codes: string[]): Json {
  const response: Json = {
    description: `Refused: ${codes.join(', ')}.`,
    content: {
      'application/json': {
        schema: {
          type: 'object',
          required: ['error'],
          properties: {
            error: {
              type: 'object',
              required: ['code', 'message'],
              properties: {
                code: { type: 'string', enum: codes },
                message: { type: 'string', description: 'For people; never carries internals.' },
                details: { description: 'For VALIDATION_FAILED, the fields refused: `[{field, message}]`.' },
              },
            },
          },
        },
      },
    },
  };
  if (RETRY_AFTER_STATUSES.includes(status)) {
    response.headers = {
      'Retry-After': {
        description: 'Seconds to wait before trying again.',
        schema: { type: 'integer', minimum: 0 },
      },
    };
  }
  return response;
}

const SECURITY: Record<string, Json[]> = {
  bearer: [{ bearerAuth: [] }],
  refreshCookie: [{ refreshCookie: [] }],
};

function describeOperation(
  operation: Json,
  named: Named | undefined,
  method: string,
  path: string,
  shared: Record<string, Json>,
): void {
  const name =
    named?.name ?? `${method}${path.replace(/[^A-Za-z0-9]+(.)?/g, (_, c: string) => c?.toUpperCase() ?? '')}`;
  operation.operationId = name;
  operation.summary ??= named?.endpoint.summary ?? summaryOf(name);
  if (!named) {
    operation.security ??= [];
    return;
  }
  const { endpoint } = named;
  // An API key's requirement, added by the integrations module's transform on the calls its scopes open (decision 089).
  const keyed = ((operation.security as Json[] | undefined) ?? []).filter((requirement) => 'apiKeyAuth' in requirement);
  operation.security = endpoint.auth ? [...(SECURITY[endpoint.auth] ?? []), ...keyed] : [];
  operation.responses ??= {};
  const responses = operation.responses as Record<string, Json>;
  if (endpoint.produces) {
    const description =
      endpoint.produces === 'text/csv'
        ? 'A CSV file (UTF-8, spreadsheet-safe).'
        : 'A stream of server-sent events; it stays open until the client leaves.';
    const success = Object.keys(responses).find((status) => status.startsWith('2')) ?? '200';
    responses[success] = { description, content: { [endpoint.produces]: { schema: { type: 'string' } } } };
    delete responses.default;
  }
  if (endpoint.body && operation.requestBody && endpoint.body.safeParse(undefined).success) {
    // A call that may be made without a body (a client sending Content-Type: application/json on every call).
    (operation.requestBody as Json).required = false;
  }
  if (!endpoint.body && !endpoint.consumes && endpoint.method !== 'GET' && !operation.requestBody) {
    // Fastify reads a JSON body on any call; one that takes none ignores it (clients written from the spec send some).
    operation.requestBody = {
      required: false,
      description: 'Not read: this call takes no body, and any JSON sent is ignored.',
      content: { 'application/json': { schema: { description: 'Ignored.' } } },
    };
  }
  if (endpoint.consumes) {
    operation.requestBody = {
      required: true,
      content: { [endpoint.consumes]: { schema: { type: 'string' } }, 'text/plain': { schema: { type: 'string' } } },
    };
  }
  for (const [status, codes] of endpointErrors(endpoint)) {
    const [only, ...more] = codes;
    if (only && more.length === 0) {
      // One code: a shared response named by it (most calls answer the same 401, 429, 503…).
      shared[only] ??= errorResponse(status, codes);
      responses[String(status)] = { $ref: `#/components/responses/${only}` };
    } else responses[String(status)] = errorResponse(status, codes);
  }
  const body = (operation.requestBody as Json | undefined)?.content as Record<string, { schema?: unknown }> | undefined;
  for (const media of Object.values(body ?? {})) {
    closeObjects(media.schema);
    describeInputGuard(media.schema, TEXT_PATTERN);
  }
  for (const parameter of (operation.parameters as Json[] | undefined) ?? [])
    describeInputGuard(parameter.schema, LINE_PATTERN);
}

// The input guard's rules (plugins/input-guard.ts, decision 011) as patterns: no control characters in body text
// (line breaks and tabs allowed), none at all in a path or query value. Lone surrogates, which the guard refuses too,
// have no JSON Schema pattern.
const TEXT_PATTERN = '^[^\\u0000-\\u0008\\u000B\\u000C\\u000E-\\u001F\\u007F-\\u009F]*$';
const LINE_PATTERN = '^[^\\u0000-\\u001F\\u007F-\\u009F]*$';

/**
 * Every request string the contract leaves free (no pattern, format or enum of its own) is described with the guard's
 * pattern and length (issue 41): a client generated from the description refuses what the server refuses.
 */
function describeInputGuard(schema: unknown, pattern: string): void {
  walk(schema, (node) => {
    if (node.type !== 'string' || 'pattern' in node || 'format' in node || 'enum' in node || 'const' in node) return;
    node.pattern = pattern;
    node.maxLength ??= MAX_TEXT_LENGTH;
  });
}

/** Request objects refuse fields they do not name (plugins/input-guard.ts): said so wherever a schema names its fields. */
function closeObjects(schema: unknown): void {
  walk(schema, (node) => {
    if (node.type === 'object' && node.properties && !('additionalProperties' in node)) {
      node.additionalProperties = false;
    }
  });
}

/** OpenAPI 3.0's `nullable` needs a `type` beside it: a nullable union is said on each typed branch instead. */
function typeNullables(schema: unknown): void {
  walk(schema, (node) => {
    if (node.nullable !== true || 'type' in node) return;
    delete node.nullable;
    for (const branch of ((node.anyOf ?? node.oneOf) as Json[] | undefined) ?? []) {
      if ('type' in branch) branch.nullable = true;
    }
  });
}

function walk(schema: unknown, visit: (node: Json) => void): void {
  const stack: unknown[] = [schema];
  while (stack.length > 0) {
    const node = stack.pop();
    if (Array.isArray(node)) stack.push(...node);
    else if (node !== null && typeof node === 'object') {
      visit(node as Json);
      stack.push(...Object.values(node as Json));
    }
  }
}

/** @fastify/swagger's `transformObject`: the document as it serves it. */
export function describeApi(document: Json, operations: Map<string, Named> = declaredOperations()): Json {
  const paths = (document.paths ?? {}) as Record<string, Record<string, Json>>;
  const shared: Record<string, Json> = {};
  for (const [path, item] of Object.entries(paths)) {
    for (const method of METHODS) {
      const operation = item[method];
      if (!operation) continue;
      describeOperation(operation, operations.get(`${method.toUpperCase()} ${path}`), method, path, shared);
    }
  }
  typeNullables(document);
  return {
    ...document,
    servers: [{ url: '/', description: 'This server' }],
    components: {
      ...(document.components as Json | undefined),
      responses: Object.fromEntries(Object.entries(shared).sort(([a], [b]) => a.localeCompare(b))),
      securitySchemes: {
        bearerAuth: {
          type: 'http',
          scheme: 'bearer',
          bearerFormat: 'JWT',
          description:
            "A customer's or staff member's id token from the sign-in service, or an integration's API key (`qlk_…`) on the staff calls its scopes open.",
        },
        apiKeyAuth: {
          type: 'http',
          scheme: 'bearer',
          bearerFormat: 'qlk_ API key',
          description:
            'A vendor’s API key (`Authorization: Bearer qlk_…`), made on the Integrations page by ADMIN and above: accepted on the staff calls its scopes open (each such call lists this scheme and names the scope in its security requirement), for its vendor and locations only.',
        },
        refreshCookie: {
          type: 'apiKey',
          in: 'cookie',
          name: REFRESH_COOKIE_NAME,
          description: 'The refresh token the sign-in service sets (HttpOnly, path /auth-service/v1).',
        },
      },
    },
  };
}
