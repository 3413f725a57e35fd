import { CONTROL_IN_LINE, CONTROL_IN_TEXT, MAX_TEXT_LENGTH } from '@queueless/contracts';
import type { FastifyInstance, FastifySchemaCompiler } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import type { ZodType } from 'zod';

/** Deeper than this a request's JSON is refused before anything walks it. */
const MAX_DEPTH = 32;

type Issue = { path: (string | number)[]; message: string };
type HttpPart = 'body' | 'querystring' | 'params' | 'headers' | string | undefined;

/**
 * The first value of a request no call takes, whatever its contract says: a control character (NUL, which
 * PostgreSQL refuses in text, and its kin), a lone surrogate, a string over MAX_TEXT_LENGTH, a number past
 * what JavaScript counts exactly, nesting past MAX_DEPTH. Body text may hold line breaks and tabs; path
 * parameters, query values and object keys may not. Walked with a stack, so no input can overflow ours.
 */
export function findUnsafeValue(data: unknown, part: HttpPart): Issue | null {
  const textRule = part === 'body' ? CONTROL_IN_TEXT : CONTROL_IN_LINE;
  const stack: { value: unknown; path: (string | number)[] }[] = [{ value: data, path: [] }];
  while (stack.length > 0) {
    const { value, path } = stack.pop() as { value: unknown; path: (string | number)[] };
    if (typeof value === 'string') {
      if (value.length > MAX_TEXT_LENGTH) return { path, message: `Must be at most ${MAX_TEXT_LENGTH} characters.` };
      if (textRule.test(value)) return { path, message: 'Must not contain control characters.' };
    } else if (typeof value === 'number') {
      if (!Number.isFinite(value) || Math.abs(value) > Number.MAX_SAFE_INTEGER) {
        return { path, message: 'Number is too large.' };
      }
    } else if (value !== null && typeof value === 'object') {
      if (path.length >= MAX_DEPTH) return { path, message: 'Nested too deeply.' };
      if (Array.isArray(value)) {
        value.forEach((item, index) => {
          stack.push({ value: item, path: [...path, index] });
        });
      } else {
        for (const [key, item] of Object.entries(value)) {
          if (key.length > 200 || CONTROL_IN_LINE.test(key)) return { path, message: 'Invalid field name.' };
          stack.push({ value: item, path: [...path, key] });
        }
      }
    }
  }
  return null;
}

/**
 * A field of the request that the contract does not know: present in what was sent, absent from what the
 * schema made of it (zod drops unknown keys). Only where both sides are plain objects; a field the contract
 * declares as free-form (`z.unknown()`) keeps everything under it, so it is never reported.
 */
export function findUnknownField(sent: unknown, parsed: unknown, path: (string | number)[] = []): Issue | null {
  if (Array.isArray(sent) && Array.isArray(parsed)) {
    for (const [index, item] of sent.entries()) {
      const found = findUnknownField(item, parsed[index], [...path, index]);
      if (found) return found;
    }
    return null;
  }
  if (!isPlainObject(sent) || !isPlainObject(parsed)) return null;
  for (const [key, item] of Object.entries(sent)) {
    if (!Object.hasOwn(parsed, key)) return { path: [...path, key], message: 'Unknown field.' };
    const found = findUnknownField(item, parsed[key], [...path, key]);
    if (found) return found;
  }
  return null;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

/** The issue in the shape fastify-type-provider-zod gives, so the one error handler answers it like any other. */
function validationError(issue: Issue) {
  return [
    {
      [Symbol.for('ZodFastifySchemaValidationError')]: true,
      keyword: 'custom',
      instancePath: `/${issue.path.join('/')}`,
      schemaPath: `#/${issue.path.join('/')}/custom`,
      message: issue.message,
      params: {},
    },
  ];
}

/**
 * The validator of every route: the contract's zod schema, with the input guard before it (values no call
 * takes) and after it (fields the contract does not name, in bodies and queries). Being the compiler, it
 * covers every route with a schema, including the ones added later, without a line in their files.
 */
export const guardedValidatorCompiler: FastifySchemaCompiler<ZodType> = (route) => {
  const validate = validatorCompiler(route);
  const part: HttpPart = route.httpPart;
  const checksUnknown = part === 'body' || part === 'querystring';
  return (data: unknown) => {
    if (part !== 'headers') {
      const unsafe = findUnsafeValue(data, part);
      if (unsafe) return { error: validationError(unsafe) as unknown as Error };
    }
    const result = validate(data) as { error?: unknown; value?: unknown };
    if (checksUnknown && !result.error) {
      const unknown = findUnknownField(data, result.value);
      if (unknown) return { error: validationError(unknown) as unknown as Error };
    }
    return result as { value: unknown };
  };
};

/**
 * Refuses a query string with broken percent-encoding (`%E2%82`, `%ED%A0%80`, a bare `%`), which the query
 * parser would otherwise pass on undecoded. The router already refuses the same in the path (frameworkErrors).
 */
export function registerQueryGuard(app: FastifyInstance) {
  app.addHook('onRequest', (request, reply, done) => {
    const mark = request.url.indexOf('?');
    if (mark === -1 || !request.url.includes('%', mark)) return done();
    try {
      for (const piece of request.url.slice(mark + 1).split(/[&=]/)) decodeURIComponent(piece.replaceAll('+', ' '));
    } catch {
      reply.status(400).send({
        error: { code: 'VALIDATION_FAILED', message: 'The address is not valid (broken percent-encoding).' },
      });
      return;
    }
    done();
  });
}
