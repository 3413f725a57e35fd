import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { type AddressInfo, createServer as createNetServer } from 'node:net';
import { join } from 'node:path';
import { createOrder, endpointPath } from '@queueless/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, createVenue } from '../test/factories.js';
import { createTestApp, TEST_SECRET, type TestApp } from '../test/harness.js';

/** Polls `check` every 50 ms until it holds; throws `message()` after `timeoutMs`. */
async function waitFor(
  check: () => boolean | Promise<boolean>,
  { timeoutMs, message }: { timeoutMs: number; message: () => string },
) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(message());
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** One span as the OTLP/HTTP JSON exporter sends it, with the name of the instrumentation that made it. */
type ReceivedSpan = {
  scope: string;
  traceId: string;
  spanId: string;
  parentSpanId?: string;
  name: string;
  startTimeUnixNano: string;
  endTimeUnixNano: string;
  attributes: { key: string; value: { stringValue?: string; intValue?: string } }[];
};

const serverRoot = join(import.meta.dirname, '..');

/** The modules a chunk imports at load time (`import … from "x"` and `import "x"`), not its dynamic imports. */
function staticImports(file: string): string[] {
  const code = readFileSync(file, 'utf8');
  return [...code.matchAll(/^(?:import|export)\s[^;]*?from\s*"([^"]+)"|^import\s*"([^"]+)"/gms)].map(
    (match) => (match[1] ?? match[2]) as string,
  );
}

/** Every package the built main.js loads before its first line runs, following its chunks. */
function loadedBeforeMain(dist: string): string[] {
  const seen = new Set<string>();
  const packages = new Set<string>();
  const visit = (file: string) => {
    for (const name of staticImports(join(dist, file))) {
      if (name.startsWith('./')) {
        if (!seen.has(name)) {
          seen.add(name);
          visit(name);
        }
      } else {
        packages.add(name);
      }
    }
  };
  visit('main.js');
  return [...packages];
}

async function freePort(): Promise<number> {
  const probe = createNetServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

// The built server (node dist/main.js, as production runs it) on PostgreSQL: the pg instrumentation traces `pg`,
// which PGlite does not use. CI always has PostgreSQL.
describe.skipIf(!process.env.DATABASE_URL)('OpenTelemetry traces from the built server (decision 076)', () => {
  let t: TestApp;
  let dist: string;
  let collector: Server;
  let server: ChildProcess;
  let base: string;
  let logs = '';
  const spans: ReceivedSpan[] = [];

  beforeAll(async () => {
    t = await createTestApp();
    // A build of its own, under apps/server so its imports find the installed packages.
    mkdirSync(join(serverRoot, 'node_modules/.cache'), { recursive: true });
    dist = mkdtempSync(join(serverRoot, 'node_modules/.cache/tracing-build-'));
    execFileSync(process.execPath, [join(serverRoot, 'build.mjs'), dist], { cwd: serverRoot, stdio: 'pipe' });

    // A stand-in OpenTelemetry collector: OTLP/HTTP with JSON bodies at /v1/traces.
    collector = createServer((request, response) => {
      let body = '';
      request.on('data', (chunk) => {
        body += chunk;
      });
      request.on('end', () => {
        if (request.url === '/v1/traces' && request.headers['content-type']?.startsWith('application/json')) {
          const payload = JSON.parse(body) as {
            resourceSpans: { scopeSpans: { scope: { name: string }; spans: Omit<ReceivedSpan, 'scope'>[] }[] }[];
          };
          for (const resourceSpans of payload.resourceSpans) {
            for (const { scope, spans: batch } of resourceSpans.scopeSpans) {
              for (const span of batch) spans.push({ ...span, scope: scope.name });
            }
          }
        }
        response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
      });
    });
    await new Promise<void>((resolve) => collector.listen(0, '127.0.0.1', resolve));
    const collectorPort = (collector.address() as AddressInfo).port;

    const port = await freePort();
    base = `http://127.0.0.1:${port}`;
    server = spawn(process.execPath, [join(dist, 'main.js')], {
      env: {
        ...process.env,
        NODE_ENV: 'test',
        HOST: '127.0.0.1',
        PORT: String(port),
        DATABASE_URL: t.url ?? '',
        TOKEN_SECRET: TEST_SECRET,
        DATA_DIR: mkdtempSync(join(dist, 'data-')),
        SEED_DEMO: 'false',
        LOG_LEVEL: 'info',
        OTEL_EXPORTER_OTLP_ENDPOINT: `http://127.0.0.1:${collectorPort}/`,
        OTEL_SERVICE_NAME: 'queueless-test',
        // Batches leave every 100 ms instead of every 5 s.
        OTEL_BSP_SCHEDULE_DELAY: '100',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    server.stdout?.on('data', (chunk) => {
      logs += chunk;
    });
    server.stderr?.on('data', (chunk) => {
      logs += chunk;
    });
    await waitFor(async () => (await fetch(`${base}/healthz`).catch(() => null))?.ok === true, {
      timeoutMs: 30_000,
      message: () => `the built server did not start:\n${logs}`,
    });
  }, 90_000);

  afterAll(async () => {
    server?.kill('SIGTERM');
    await new Promise((resolve) => (server?.exitCode === null ? server.once('exit', resolve) : resolve(null)));
    await new Promise((resolve) => collector?.close(resolve));
    if (dist) rmSync(dist, { recursive: true, force: true });
    await t?.close();
  });

  it('loads neither OpenTelemetry nor the server before main.js has started tracing', () => {
    const early = loadedBeforeMain(dist);
    expect(early).toContain('zod');
    for (const name of early) {
      expect(name).not.toMatch(/^(fastify|pg|drizzle-orm|@opentelemetry\/|@fastify\/|node:http$)/);
    }
  });

  it('sends one trace per request: the HTTP request, its Fastify route and its SQL', async () => {
    const { location, product } = await createVenue(t.app);
    const customer = await createUser(t.app);
    const requestId = 'trace-test-order-1';
    const placed = await fetch(`${base}${endpointPath(createOrder, { userId: customer.userId })}`, {
      method: 'POST',
      headers: { ...customer.auth, 'content-type': 'application/json', 'x-request-id': requestId },
      body: JSON.stringify({
        userId: customer.userId,
        vendorLocationId: location.vendorLocationId,
        cartItems: [{ productId: product.productId, quantity: 2 }],
      }),
    });
    expect(placed.status).toBe(201);
    const menu = await fetch(`${base}/inventory-service/v1/vendor-locations/${location.vendorLocationId}/products`);
    expect(menu.status).toBe(200);

    const routeOf = (span: ReceivedSpan) =>
      span.attributes.find((attribute) => attribute.key === 'http.route')?.value.stringValue;
    const serverSpan = (route: string) =>
      spans.find((span) => span.scope === '@opentelemetry/instrumentation-http' && routeOf(span) === route);
    await waitFor(
      () =>
        Boolean(
          serverSpan(createOrder.path) &&
            serverSpan('/inventory-service/v1/vendor-locations/:vendorLocationId/products'),
        ),
      {
        timeoutMs: 15_000,
        message: () => `no server spans arrived; got ${spans.map((span) => span.name).join(', ')}`,
      },
    );
    const order = serverSpan(createOrder.path) as ReceivedSpan;
    const listing = serverSpan('/inventory-service/v1/vendor-locations/:vendorLocationId/products') as ReceivedSpan;
    expect(order.name).toBe(`POST ${createOrder.path}`);
    // One trace per request.
    expect(order.traceId).not.toBe(listing.traceId);
    expect(order.parentSpanId ?? '').toBe('');

    // Give the trace's last spans (the response hooks end after the answer) a moment, then read the whole trace.
    await new Promise((resolve) => setTimeout(resolve, 500));
    const trace = spans.filter((span) => span.traceId === order.traceId);
    const byId = new Map(trace.map((span) => [span.spanId, span]));
    const descendsFromOrder = (span: ReceivedSpan): boolean => {
      for (let at: ReceivedSpan | undefined = span; at; at = at.parentSpanId ? byId.get(at.parentSpanId) : undefined) {
        if (at.spanId === order.spanId) return true;
      }
      return false;
    };
    const fastifyRequest = trace.find((span) => span.scope === '@fastify/otel' && span.name === 'request');
    expect(fastifyRequest?.parentSpanId).toBe(order.spanId);
    expect(trace.some((span) => span.scope === '@fastify/otel' && span.name.startsWith('handler - '))).toBe(true);
    const queries = trace.filter(
      (span) => span.scope === '@opentelemetry/instrumentation-pg' && span.name.startsWith('pg.query'),
    );
    const statements = queries.map(
      (span) => span.attributes.find((attribute) => attribute.key === 'db.query.text')?.value.stringValue ?? '',
    );
    expect(statements.some((text) => /insert into "orders"/i.test(text))).toBe(true);
    expect(statements.some((text) => /^insert into "payment_intents"/i.test(text))).toBe(true);
    for (const span of queries) expect(descendsFromOrder(span)).toBe(true);
    // Statement text only, never the values (phone numbers, tokens).
    expect(JSON.stringify(queries)).not.toContain(customer.phoneNumber);

    // The request's log lines carry its trace id.
    const lines = logs
      .split('\n')
      .filter((line) => line.startsWith('{'))
      .map((line) => JSON.parse(line) as { reqId?: string; trace_id?: string });
    const requestLines = lines.filter((line) => line.reqId === requestId);
    expect(requestLines.length).toBeGreaterThan(0);
    for (const line of requestLines) expect(line.trace_id).toBe(order.traceId);

    // For docs/observability: the order's trace, span by span.
    const depth = (span: ReceivedSpan): number =>
      span.parentSpanId && byId.has(span.parentSpanId) ? 1 + depth(byId.get(span.parentSpanId) as ReceivedSpan) : 0;
    const ms = (span: ReceivedSpan) =>
      (Number(BigInt(span.endTimeUnixNano) - BigInt(span.startTimeUnixNano)) / 1e6).toFixed(2);
    const printed = [...trace]
      .sort((a, b) => (BigInt(a.startTimeUnixNano) < BigInt(b.startTimeUnixNano) ? -1 : 1))
      .map((span) => `${'  '.repeat(depth(span))}${span.name.slice(0, 90)}  ${ms(span)} ms  [${span.scope}]`);
    if (process.env.PRINT_TRACE) console.log(`trace ${order.traceId}\n${printed.join('\n')}`);
  }, 60_000);
});
