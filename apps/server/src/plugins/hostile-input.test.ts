import { calculateTax, endpointPath, getShortCodeRedirect, getVendor, listVendors } from '@queueless/contracts';
import fc from 'fast-check';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createProduct,
  createUser,
  createVenue,
  grantRole,
  placeOrderOf,
  type TestUser,
} from '../../test/factories.js';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { servicesOf } from '../services.js';

/**
 * Every route of our OpenAPI description, with generated bad input thrown at it: control characters and lone
 * surrogates in any text (path, query, body, field names), broken percent-encoding, over-long parameters,
 * huge strings and numbers, unknown fields, wrong types, bad JSON, the wrong content type, oversized and
 * over-nested bodies. Each answer must be a 4xx in our error shape, and the database must not change.
 * Routes are read from `app.swagger()`, so routes added later are covered without a line here.
 */

type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  nullable?: boolean;
  pattern?: string;
  format?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  default?: unknown;
};
type Parameter = { in: 'path' | 'query' | 'header'; name: string; schema: JsonSchema };
type Operation = { method: string; path: string; parameters: Parameter[]; body: JsonSchema | null };

/** A path inside a request: the part, then keys and indexes. */
type Leaf = { part: 'path' | 'query' | 'body'; at: (string | number)[]; types: string[] };

function listOperations(doc: { paths: Record<string, Record<string, Record<string, unknown>>> }): Operation[] {
  return Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, op]) => {
      const body = (op.requestBody as { content?: Record<string, { schema: JsonSchema }> } | undefined)?.content?.[
        'application/json'
      ]?.schema as (JsonSchema & { description?: string }) | undefined;
      return {
        method: method.toUpperCase(),
        path,
        parameters: ((op.parameters as Parameter[] | undefined) ?? []).filter((p) => p.in !== 'header'),
        // A call that takes no body is described with one that is ignored (decision 090): there is nothing to break.
        body: body && body.description !== 'Ignored.' ? body : null,
      };
    }),
  );
}

const samples = ['AD708', '+12135550123', '123456', '12.50', '4242424242424242', 'https://example.com/a', 'Text'];

/** A value the schema most likely accepts, using the test's real ids for fields named like them. */
function sampleOf(schema: JsonSchema, name: string, ids: Record<string, string>): unknown {
  if (ids[name] !== undefined && (schema.type === 'string' || schema.type === undefined)) return ids[name];
  if (schema.const !== undefined) return schema.const;
  if (schema.enum) return schema.enum[0];
  const choice = schema.oneOf?.[0] ?? schema.anyOf?.[0];
  if (choice) return sampleOf(choice, name, ids);
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'object': {
      const out: Record<string, unknown> = {};
      for (const [key, child] of Object.entries(schema.properties ?? {})) out[key] = sampleOf(child, key, ids);
      return out;
    }
    case 'array':
      return schema.items ? [sampleOf(schema.items, name, ids)] : [];
    case 'integer':
    case 'number':
      return Math.max(schema.minimum ?? 1, Math.min(schema.maximum ?? 1, 1));
    case 'boolean':
      return true;
    case 'string': {
      if (schema.format === 'date-time') return new Date().toISOString();
      const fits = samples.find(
        (s) =>
          (!schema.pattern || new RegExp(schema.pattern).test(s)) &&
          s.length >= (schema.minLength ?? 0) &&
          s.length <= (schema.maxLength ?? Number.POSITIVE_INFINITY),
      );
      return fits ?? 'x'.repeat(Math.max(1, schema.minLength ?? 1));
    }
    default:
      return schema.nullable ? null : 'Text';
  }
}

/** The declared JSON types of a schema (empty when it takes anything). */
function typesOf(schema: JsonSchema): string[] {
  const options = schema.anyOf ?? schema.oneOf;
  if (options) return options.flatMap(typesOf);
  if (schema.enum || schema.const !== undefined) return ['string'];
  const type = schema.type === undefined ? [] : Array.isArray(schema.type) ? schema.type : [schema.type];
  return [...type, ...(schema.nullable ? ['null'] : [])];
}

/** Every leaf of a sample body that has a declared type, with where it sits. */
function leavesOf(schema: JsonSchema, value: unknown, at: (string | number)[], out: Leaf[]): Leaf[] {
  const chosen = schema.oneOf?.[0] ?? schema.anyOf?.[0] ?? schema;
  if (Array.isArray(value)) {
    value.forEach((item, index) => {
      leavesOf(chosen.items ?? {}, item, [...at, index], out);
    });
  } else if (value !== null && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) leavesOf(chosen.properties?.[key] ?? {}, item, [...at, key], out);
  } else if (at.length > 0) {
    const types = typesOf(schema);
    if (types.length > 0) out.push({ part: 'body', at, types });
  }
  return out;
}

function setAt(root: unknown, at: (string | number)[], value: unknown) {
  let node = root as Record<string | number, unknown>;
  for (const key of at.slice(0, -1)) node = node[key] as Record<string | number, unknown>;
  node[at[at.length - 1] as string | number] = value;
}

function getAt(root: unknown, at: (string | number)[]): unknown {
  return at.reduce<unknown>((node, key) => (node as Record<string | number, unknown>)[key], root);
}

/** Objects inside a sample body (where an unknown field can go). */
function objectsOf(value: unknown, at: (string | number)[] = [], out: (string | number)[][] = []) {
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) objectsOf(item, [...at, index], out);
  } else if (value !== null && typeof value === 'object') {
    out.push(at);
    for (const [key, item] of Object.entries(value)) objectsOf(item, [...at, key], out);
  }
  return out;
}

type Request = {
  params: Record<string, string>;
  /** Raw (already encoded) text for a param or query value, when a mutation needs bytes no encoder makes. */
  rawParams: Record<string, string>;
  query: Record<string, string>;
  rawQuery: Record<string, string>;
  body: unknown;
  rawBody: string | null;
  contentType: string;
};

function encode(value: string): string {
  return [...value].map((ch) => (/[A-Za-z0-9_.~-]/.test(ch) ? ch : percentBytes(ch))).join('');
}

/** Percent-encodes one character's UTF-8 bytes; a lone surrogate as the bytes it would have had (CESU-8). */
function percentBytes(ch: string): string {
  const code = ch.codePointAt(0) ?? 0;
  if (code >= 0xd800 && code <= 0xdfff) {
    return [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f)]
      .map((b) => `%${b.toString(16).toUpperCase()}`)
      .join('');
  }
  return [...Buffer.from(ch, 'utf8')].map((b) => `%${b.toString(16).toUpperCase().padStart(2, '0')}`).join('');
}

function toInject(op: Operation, request: Request, auth: Record<string, string>): InjectOptions {
  const path = op.path.replace(
    /\{(\w+)\}/g,
    (_, name: string) => request.rawParams[name] ?? encode(request.params[name] ?? ''),
  );
  const query = [
    ...Object.entries(request.query).map(([k, v]) => `${encode(k)}=${encode(v)}`),
    ...Object.entries(request.rawQuery).map(([k, v]) => `${k}=${v}`),
  ].join('&');
  const hasBody = op.body !== null;
  return {
    method: op.method as InjectOptions['method'],
    url: query ? `${path}?${query}` : path,
    headers: { ...auth, ...(hasBody ? { 'content-type': request.contentType } : {}) },
    ...(hasBody ? { payload: request.rawBody ?? JSON.stringify(request.body) } : {}),
  };
}

const controlChars = [
  '\u0000',
  '\u0001',
  '\u0008',
  '\u000b',
  '\u001b',
  '\u007f',
  '\u0085',
  '\u009f',
  '\ud800',
  '\udfff',
];

/** One kind of bad input, with where it goes (indexes are taken modulo what the route has). */
const mutationArb = fc.oneof(
  fc.record({
    kind: fc.constant('control' as const),
    char: fc.constantFrom(...controlChars),
    target: fc.nat(),
    position: fc.nat(),
    inKey: fc.boolean(),
  }),
  fc.record({
    kind: fc.constant('hugeString' as const),
    target: fc.nat(),
    length: fc.integer({ min: 20_001, max: 120_000 }),
  }),
  fc.record({
    kind: fc.constant('hugeNumber' as const),
    target: fc.nat(),
    text: fc.constantFrom('1e400', '-1e400', '9007199254740993', '1e20', '-123456789012345678901234567890'),
  }),
  fc.record({
    kind: fc.constant('unknownField' as const),
    target: fc.nat(),
    name: fc.string({ minLength: 1, maxLength: 12 }).filter((s) => /^[A-Za-z]\w*$/.test(s)),
  }),
  fc.record({ kind: fc.constant('wrongType' as const), target: fc.nat() }),
  fc.record({
    kind: fc.constant('badJson' as const),
    text: fc.constantFrom(
      '{',
      '{"a":',
      '[1,2',
      '{"a":1}}',
      'nul',
      "{'a':1}",
      '{"a":1,}',
      '\u0000',
      '{"__proto__":{"x":1}}',
    ),
  }),
  fc.record({
    kind: fc.constant('contentType' as const),
    type: fc.constantFrom(
      'application/xml',
      'application/x-www-form-urlencoded',
      'multipart/form-data; boundary=x',
      'image/png',
    ),
  }),
  fc.record({
    kind: fc.constant('brokenEncoding' as const),
    target: fc.nat(),
    text: fc.constantFrom('%E2%82', '%ED%A0%80', '%', 'a%', '%G1', '%C0%AF', '%FF'),
  }),
  fc.record({ kind: fc.constant('longParam' as const), target: fc.nat(), length: fc.integer({ min: 101, max: 4000 }) }),
  fc.constant({ kind: 'oversized' as const }),
  fc.record({ kind: fc.constant('deep' as const), depth: fc.integer({ min: 33, max: 50_000 }) }),
);
type Mutation = typeof mutationArb extends fc.Arbitrary<infer T> ? T : never;

/** Applies a mutation to a sample request; null when the route has no place for it. */
function mutate(op: Operation, base: Request, m: Mutation): Request | null {
  const r: Request = structuredClone(base);
  const pathNames = Object.keys(r.params);
  const queryNames = Object.keys(r.query);
  const bodyLeaves = op.body ? leavesOf(op.body, r.body, [], []) : [];
  const textLeaves: Leaf[] = [
    ...pathNames.map((n) => ({ part: 'path' as const, at: [n], types: ['string'] })),
    ...queryNames.map((n) => ({ part: 'query' as const, at: [n], types: ['string'] })),
    ...bodyLeaves.filter((leaf) => typeof getAt(r.body, leaf.at) === 'string'),
  ];
  const pick = <T>(list: T[], index: number): T | undefined => (list.length ? list[index % list.length] : undefined);
  switch (m.kind) {
    case 'control':
    case 'hugeString': {
      if (m.kind === 'control' && m.inKey) {
        const objects = op.body ? objectsOf(r.body) : [];
        const at = pick(objects, m.target);
        if (!at) return null;
        setAt({ root: r.body }, ['root', ...at, `field${m.char}`], 'x');
        return r;
      }
      const leaf = pick(textLeaves, m.target);
      if (!leaf) return null;
      const old = String(
        leaf.part === 'body'
          ? getAt(r.body, leaf.at)
          : leaf.part === 'path'
            ? r.params[leaf.at[0] as string]
            : r.query[leaf.at[0] as string],
      );
      const value =
        m.kind === 'control'
          ? old.slice(0, m.position % (old.length + 1)) + m.char + old.slice(m.position % (old.length + 1))
          : 'a'.repeat(m.length);
      if (m.kind === 'hugeString' && leaf.part === 'path') return null; // that is longParam
      if (leaf.part === 'body') setAt(r.body, leaf.at, value);
      else if (leaf.part === 'path') r.params[leaf.at[0] as string] = value;
      else r.query[leaf.at[0] as string] = value;
      return r;
    }
    case 'hugeNumber': {
      const leaf = pick(bodyLeaves, m.target);
      if (!leaf) return null;
      const marker = '__HUGE_NUMBER__';
      setAt(r.body, leaf.at, marker);
      r.rawBody = JSON.stringify(r.body).replace(`"${marker}"`, m.text);
      return r;
    }
    case 'unknownField': {
      const at = pick(op.body ? objectsOf(r.body) : [], m.target);
      if (at) {
        const node = getAt(r.body, at) as Record<string, unknown>;
        if (m.name in node) return null;
        node[m.name] = 'x';
        return r;
      }
      // A query that the contract describes takes no unknown key either.
      if (queryNames.length === 0 || queryNames.includes(m.name)) return null;
      r.query[m.name] = 'x';
      return r;
    }
    case 'wrongType': {
      const leaf = pick(bodyLeaves, m.target);
      if (!leaf) return null;
      const candidates: [string, unknown][] = [
        ['object', { nested: 'x' }],
        ['array', ['x']],
        ['boolean', true],
        ['number', 12345],
        ['string', 'text'],
      ];
      const wrong = candidates.find(
        ([type]) => !leaf.types.includes(type) && !(type === 'number' && leaf.types.includes('integer')),
      );
      if (!wrong) return null;
      setAt(r.body, leaf.at, wrong[1]);
      return r;
    }
    case 'badJson':
      if (!op.body) return null;
      r.rawBody = m.text;
      return r;
    case 'contentType':
      if (!op.body) return null;
      r.contentType = m.type;
      return r;
    case 'brokenEncoding': {
      const urlLeaves = textLeaves.filter((leaf) => leaf.part !== 'body');
      const leaf = pick(urlLeaves, m.target);
      if (!leaf) return null;
      const name = leaf.at[0] as string;
      if (leaf.part === 'path') r.rawParams[name] = `x${m.text}`;
      else {
        delete r.query[name];
        r.rawQuery[name] = `x${m.text}`;
      }
      return r;
    }
    case 'longParam': {
      const name = pick(pathNames, m.target);
      if (!name) return null;
      r.params[name] = 'a'.repeat(m.length);
      return r;
    }
    case 'oversized':
      if (!op.body) return null;
      r.rawBody = JSON.stringify({ padding: 'a'.repeat(300 * 1024) });
      return r;
    case 'deep':
      if (!op.body) return null;
      r.rawBody = `${'['.repeat(m.depth)}${']'.repeat(m.depth)}`;
      return r;
  }
}

describe('hostile input, across every route of the API', () => {
  let t: TestApp;
  let admin: TestUser;
  let operations: Operation[];
  const ids: Record<string, string> = {};

  /** Every row of every table of ours, hashed: any insert, update or delete changes it. */
  let fingerprintSql = '';
  // One checksum per table, so a failure names the table that changed.
  const fingerprint = async () => {
    const rows = await t.database.query<{ name: string; sum: string }>(fingerprintSql);
    return Object.fromEntries(rows.map(({ name, sum }) => [name, sum]));
  };

  beforeAll(async () => {
    t = await createTestApp();
    admin = await createUser(t.app);
    const { vendor, location, product } = await createVenue(t.app, { priceCents: 800 });
    await createProduct(t.app, location.vendorLocationId, { priceCents: 400 });
    await grantRole(t.app, vendor.vendorId, admin, 'SUPER_ADMIN');
    const placed = await placeOrderOf(t.app, admin, product);
    Object.assign(ids, {
      userId: admin.userId,
      vendorId: vendor.vendorId,
      vendorLocationId: location.vendorLocationId,
      productId: product.productId,
      orderId: placed.json().order.orderId,
      paymentIntentId: placed.json().paymentIntentId,
      phoneNumber: admin.phoneNumber,
    });
    // The event consumers read the order's events on their own time (decision 078): let them, before the fingerprint.
    await servicesOf(t.app).eventConsumers.catchUp();
    operations = listOperations(t.app.swagger() as never);
    // Every table a request could write; not the consumers' cursors, which move on their own time (decision 078).
    const tables = await t.database.query<{ name: string }>(
      "select tablename as name from pg_tables where schemaname = 'public' and tablename <> 'event_consumers' order by tablename",
    );
    fingerprintSql = tables
      .map(
        ({ name }) =>
          `select '${name}' as name, md5(coalesce((select string_agg(md5(x::text), '' order by md5(x::text)) from "${name}" x), '')) as sum`,
      )
      .join(' union all ');
  });
  afterAll(async () => t.close());

  const sampleRequest = (op: Operation): Request => {
    const params: Record<string, string> = {};
    const query: Record<string, string> = {};
    for (const p of op.parameters) {
      const value = String(sampleOf(p.schema, p.name, ids));
      if (p.in === 'path') params[p.name] = value;
      else query[p.name] = value;
    }
    return {
      params,
      rawParams: {},
      query,
      rawQuery: {},
      body: op.body ? sampleOf(op.body, '', ids) : undefined,
      rawBody: null,
      contentType: 'application/json',
    };
  };

  it('finds every route in the OpenAPI description', () => {
    expect(operations.length).toBeGreaterThanOrEqual(30);
    expect(operations.filter((op) => op.body).length).toBeGreaterThanOrEqual(10);
  });

  it('answers every kind of bad input on every route with a 4xx in our shape, and stores nothing', async () => {
    const before = await fingerprint();
    for (const op of operations) {
      const base = sampleRequest(op);
      await fc.assert(
        fc.asyncProperty(mutationArb, async (mutation) => {
          const request = mutate(op, base, mutation);
          if (!request) return;
          const options = toInject(op, request, admin.auth);
          const response = await t.app.inject(options);
          const what = `${options.method} ${String(options.url).slice(0, 200)} (${mutation.kind}) → ${response.statusCode} ${response.body.slice(0, 200)}`;
          expect(response.statusCode, what).toBeGreaterThanOrEqual(400);
          expect(response.statusCode, what).toBeLessThan(500);
          expect(response.json(), what).toEqual({
            error: expect.objectContaining({ code: expect.any(String), message: expect.any(String) }),
          });
          expect(
            Object.keys(response.json().error).every((key) => ['code', 'message', 'details'].includes(key)),
            what,
          ).toBe(true);
          expect(await fingerprint(), what).toEqual(before);
        }),
        { numRuns: 14 },
      );
    }
    // A walk over every route (about 200): its work grows with the API, so its ceiling is a loaded machine's, not 30 s.
  }, 300_000);

  it('answers unknown routes and methods in our shape', async () => {
    for (const [method, url] of [
      ['GET', '/order-service/v1/nothing-here'],
      ['DELETE', calculateTax.path],
      ['PATCH', listVendors.path],
      ['OPTIONS', listVendors.path],
      ['GET', `/redirect-service/v1/${'a/'.repeat(3000)}`],
      ['GET', '/dev/%00'],
    ] as const) {
      const response = await t.app.inject({ method, url });
      expect(response.statusCode, `${method} ${url}`).toBeGreaterThanOrEqual(400);
      expect(response.statusCode, `${method} ${url}`).toBeLessThan(500);
      expect(response.json().error, `${method} ${url}`).toEqual({
        code: expect.any(String),
        message: expect.any(String),
      });
    }
  });
});

describe('hostile input, the cases seen', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  const errorOf = (response: { json(): unknown }) => (response.json() as { error: { code: string } }).error;

  it('refuses a NUL byte in a body, a path parameter and a query with 400 VALIDATION_FAILED', async () => {
    const { location, product } = await createVenue(t.app);
    const body = await t.app.inject({
      method: 'POST',
      url: calculateTax.path,
      payload: {
        vendorLocationId: location.vendorLocationId,
        cartItems: [{ productId: `${product.productId}\u0000`, quantity: 1 }],
      },
    });
    expect(body.statusCode).toBe(400);
    expect(errorOf(body)).toMatchObject({
      code: 'VALIDATION_FAILED',
      message: 'body.cartItems.0.productId: Must not contain control characters.',
    });
    const path = await t.app.inject({ url: getShortCodeRedirect.path.replace(':code', '%00') });
    expect(path.statusCode).toBe(400);
    expect(errorOf(path).code).toBe('VALIDATION_FAILED');
    const query = await t.app.inject({ url: `${getVendor.path}?vendorId=a%00b` });
    expect(query.statusCode).toBe(400);
    expect(errorOf(query).code).toBe('VALIDATION_FAILED');
  });

  it('answers broken percent-encoding, over-long parameters and bodies in our shape', async () => {
    for (const url of [
      getShortCodeRedirect.path.replace(':code', '%E2%82'),
      getShortCodeRedirect.path.replace(':code', '%ED%A0%80'),
      getShortCodeRedirect.path.replace(':code', 'a%'),
    ]) {
      const response = await t.app.inject({ url });
      expect(response.statusCode, url).toBe(400);
      expect(response.json(), url).toEqual({
        error: { code: 'VALIDATION_FAILED', message: 'The address is not valid (broken percent-encoding).' },
      });
    }
    const long = await t.app.inject({ url: endpointPath(getShortCodeRedirect, { code: 'a'.repeat(101) }) });
    expect(long.statusCode).toBe(414);
    expect(errorOf(long).code).toBe('URI_TOO_LONG');
    const large = await t.app.inject({
      method: 'POST',
      url: calculateTax.path,
      payload: { padding: 'a'.repeat(300 * 1024) },
    });
    expect(large.statusCode).toBe(413);
    expect(errorOf(large).code).toBe('PAYLOAD_TOO_LARGE');
    const xml = await t.app.inject({
      method: 'POST',
      url: calculateTax.path,
      headers: { 'content-type': 'application/xml' },
      payload: '<a/>',
    });
    expect(xml.statusCode).toBe(415);
    expect(errorOf(xml).code).toBe('UNSUPPORTED_MEDIA_TYPE');
  });

  it('answers an address past what Node reads (16 kB) in our shape, over a real socket', async () => {
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const response = await fetch(`${address}/redirect-service/v1/${'a'.repeat(20_000)}`);
    expect(response.status).toBe(431);
    expect(await response.json()).toEqual({
      error: { code: 'URI_TOO_LONG', message: 'The address or the headers are too long.' },
    });
  });
});
