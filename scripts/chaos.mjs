#!/usr/bin/env node
// `npm run chaos`: restarts a REAL PostgreSQL under load and counts what the customers saw.
//
// It never touches the machine's own cluster: it makes a throwaway one (`initdb` + `pg_ctl` from
// /usr/lib/postgresql/<newest>/bin, in a temp dir, on a free port; as root it runs them as the
// `postgres` user, since initdb refuses root), starts two API processes on it, and has customers
// create, pay (simulated provider) and mark paid orders as fast as they can. Meanwhile it restarts
// the cluster a few times (`pg_ctl restart -m fast`, then `-m immediate`, a crash as far as clients can
// tell). Then it stops the load and checks the database: every acknowledged order stored once, every
// succeeded payment's order PAID, stock taken exactly once per paid unit. Everything is deleted at the end.
//
// Prints: requests ok / 503 / other, orders created, paid, paid twice, stranded (charged, not paid),
// time to recover after each restart, and whether both API processes lived. Exits 1 when anything is off.
// Options: --seconds-between N (default 3), --customers N (default 8). Run with `node --import tsx`.
import { execFileSync, spawn } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { createTokenService } from '../apps/server/src/lib/tokens.ts';

const { values: options } = parseArgs({
  options: {
    'seconds-between': { type: 'string', default: '3' },
    customers: { type: 'string', default: '8' },
  },
});
const gapMs = Number(options['seconds-between']) * 1000;
const customerCount = Number(options.customers);
const RESTARTS = ['fast', 'immediate', 'fast'];
const STOCK = 1_000_000;
const TOKEN_SECRET = 'chaos-secret-that-is-long-enough-for-hs256-signing';

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const isRoot = process.getuid?.() === 0;

function pgBin() {
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root)
    ? readdirSync(root)
        .filter((name) => existsSync(join(root, name, 'bin', 'pg_ctl')))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  if (versions.length === 0) throw new Error(`no PostgreSQL server binaries under ${root}`);
  return join(root, versions[0], 'bin');
}

/** The same, without blocking this process (the load goes on while PostgreSQL restarts). */
function pgToolAsync(bin, tool, args) {
  const command = isRoot ? 'runuser' : join(bin, tool);
  const full = isRoot ? ['-u', 'postgres', '--', join(bin, tool), ...args] : args;
  return new Promise((resolve, reject) => {
    const child = spawn(command, full, { stdio: 'ignore' });
    child.once('error', reject);
    child.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${tool} exited with ${code}`))));
  });
}

/** Runs a PostgreSQL tool, as the postgres user when we are root. */
function pgTool(bin, tool, args) {
  const command = isRoot ? 'runuser' : join(bin, tool);
  const full = isRoot ? ['-u', 'postgres', '--', join(bin, tool), ...args] : args;
  return execFileSync(command, full, { stdio: ['ignore', 'pipe', 'pipe'] }).toString();
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

const bin = pgBin();
const dir = mkdtempSync(join(tmpdir(), 'queueless-chaos-'));
const dataDir = join(dir, 'data');
const apis = [];
let clusterStarted = false;

async function cleanUp() {
  for (const api of apis) if (api.exitCode === null) api.kill('SIGTERM');
  await Promise.all(apis.map((api) => (api.exitCode === null ? new Promise((r) => api.once('exit', r)) : null)));
  if (clusterStarted) {
    try {
      pgTool(bin, 'pg_ctl', ['-D', dataDir, '-m', 'immediate', '-w', 'stop']);
    } catch {
      // Already stopped.
    }
  }
  rmSync(dir, { recursive: true, force: true });
}
process.once('SIGINT', () => void cleanUp().then(() => process.exit(130)));

async function main() {
  if (isRoot)
    chownSync(
      dir,
      Number(execFileSync('id', ['-u', 'postgres']).toString()),
      Number(execFileSync('id', ['-g', 'postgres']).toString()),
    );
  const port = await freePort();
  console.log(`chaos: throwaway PostgreSQL (${bin}) in ${dir} on 127.0.0.1:${port}`);
  pgTool(bin, 'initdb', ['-D', dataDir, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-instructions']);
  const pgOptions = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c max_connections=100`;
  pgTool(bin, 'pg_ctl', ['-D', dataDir, '-o', pgOptions, '-l', join(dir, 'postgres.log'), '-w', 'start']);
  clusterStarted = true;
  const databaseUrl = `postgres://postgres@127.0.0.1:${port}/postgres`;

  // Two API processes on the cluster; the first runs the migrations before the second starts.
  const apiPorts = [await freePort(), await freePort()];
  for (const apiPort of apiPorts) {
    const api = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
      env: {
        ...process.env,
        NODE_ENV: 'development',
        PORT: String(apiPort),
        HOST: '127.0.0.1',
        DATABASE_URL: databaseUrl,
        DATABASE_POOL_SIZE: '20',
        TOKEN_SECRET,
        SEED_DEMO: 'false',
        PAYMENTS_PROVIDER: 'simulated',
        // Customers here order as fast as they can, from one address: far past a real person's limits.
        ORDER_LIMIT_PER_PERSON: '1000000',
        ORDER_LIMIT_PER_ADDRESS: '1000000',
        LOG_LEVEL: 'error',
        WEB_DIST_DIR: join(dir, 'no-web'),
      },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    api.stderrTail = '';
    api.stderr.on('data', (chunk) => {
      api.stderrTail = (api.stderrTail + chunk.toString()).slice(-4000);
    });
    apis.push(api);
    await waitReady(apiPort, 60_000);
  }

  // A venue with a tracked and an untracked product, and customers with signed tokens.
  const admin = new pg.Client({ connectionString: databaseUrl });
  await admin.connect();
  await admin.query(
    `insert into vendors (vendor_id, name, address_line1, city, state, zip) values ('v-chaos', 'Chaos Bar', '1 Main St', 'Los Angeles', 'CA', '90012')`,
  );
  await admin.query(
    `insert into vendor_locations (vendor_location_id, vendor_id, description, tax_rate_ppm) values ('CHAOS1', 'v-chaos', 'Chaos Bar', 95000)`,
  );
  await admin.query(
    `insert into products (product_id, vendor_location_id, name, product_type, price_cents, track_quantity, quantity_available)
     values ('P-chaos-cap', 'CHAOS1', 'Logo Cap', 'MERCHANDISE', 2500, true, $1),
            ('P-chaos-beer', 'CHAOS1', 'House Lager', 'ALCOHOLIC_ITEM', 800, false, null)`,
    [STOCK],
  );
  const tokens = createTokenService({ secret: TOKEN_SECRET, clock: () => new Date() });
  const customers = [];
  for (let index = 0; index < customerCount; index += 1) {
    const userId = `chaos-user-${index}`;
    const phoneNumber = `+1213555${String(100 + index).padStart(4, '0')}`;
    await admin.query('insert into users (user_id, phone_number) values ($1, $2)', [userId, phoneNumber]);
    const token = await tokens.signIdToken({ userId, phoneNumber });
    customers.push({ userId, headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' } });
  }
  await admin.end();

  // The load: each customer creates, pays and marks paid orders, round-robin over the API processes.
  const counts = { ok: 0, unavailable: 0, other: 0 };
  const others = new Map();
  const acknowledged = [];
  const okTimes = [];
  let running = true;

  async function call(apiPort, method, path, headers, body) {
    let response;
    try {
      response = await fetch(`http://127.0.0.1:${apiPort}${path}`, {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
      });
    } catch (error) {
      counts.other += 1;
      const key = `no answer: ${error.cause?.code ?? error.message}`;
      others.set(key, (others.get(key) ?? 0) + 1);
      await sleep(100); // The API process is not answering at all (it died): don't spin.
      return null;
    }
    const json = await response.json().catch(() => null);
    if (response.ok) {
      counts.ok += 1;
      okTimes.push(Date.now());
      return json;
    }
    if (response.status === 503 && json?.error?.code === 'SERVICE_UNAVAILABLE' && response.headers.get('retry-after')) {
      counts.unavailable += 1;
      return null;
    }
    counts.other += 1;
    const key = `${response.status} ${json?.error?.code ?? ''} ${json?.error?.message ?? ''}`;
    others.set(key, (others.get(key) ?? 0) + 1);
    return null;
  }

  async function shop(customer, index) {
    let turn = index;
    while (running) {
      const apiPort = apiPorts[turn++ % apiPorts.length];
      const created = await call(
        apiPort,
        'POST',
        `/order-service/v1/users/${customer.userId}/orders`,
        customer.headers,
        {
          userId: customer.userId,
          vendorLocationId: 'CHAOS1',
          cartItems: [
            { productId: 'P-chaos-cap', quantity: 1 + (turn % 3) },
            { productId: 'P-chaos-beer', quantity: 1 },
          ],
          tipPercentage: 0,
        },
      );
      if (!created) {
        await sleep(50);
        continue;
      }
      acknowledged.push(created.order.orderId);
      const confirmed = await call(
        apiPort,
        'POST',
        `/payment-service/v1/simulated/payment-intents/${created.paymentIntentId}/confirm`,
        { 'content-type': 'application/json' },
        { clientSecret: created.clientSecret, paymentMethod: { type: 'wallet' } },
      );
      if (!confirmed) continue;
      await call(
        apiPort,
        'PUT',
        `/order-service/v1/users/${customer.userId}/orders/${created.order.orderId}/markPaid`,
        {
          authorization: customer.headers.authorization,
        },
      );
    }
  }

  const startedAt = Date.now();
  const shoppers = customers.map(shop);
  const recoveries = [];
  for (const mode of RESTARTS) {
    await sleep(gapMs);
    const before = counts.ok;
    const restartAt = Date.now();
    await pgToolAsync(bin, 'pg_ctl', [
      '-D',
      dataDir,
      '-o',
      pgOptions,
      '-l',
      join(dir, 'postgres.log'),
      '-m',
      mode,
      '-w',
      'restart',
    ]);
    const upAt = Date.now();
    // Recovered: the first successful call that started after PostgreSQL accepted connections again.
    while (okTimes.at(-1) === undefined || okTimes.at(-1) < upAt || counts.ok === before) {
      if (Date.now() - upAt > 30_000) break;
      await sleep(10);
    }
    const firstOk = okTimes.find((time) => time >= upAt);
    recoveries.push({ mode, restartMs: upAt - restartAt, recoverMs: firstOk ? firstOk - upAt : null });
  }
  await sleep(gapMs);
  running = false;
  await Promise.all(shoppers);
  const loadSeconds = (Date.now() - startedAt) / 1000;

  // What the database holds now.
  const check = new pg.Client({ connectionString: databaseUrl });
  await check.connect();
  const one = async (text, params) => (await check.query(text, params)).rows[0];
  const stored = await check.query('select order_id, status from orders');
  const storedIds = new Set(stored.rows.map((row) => row.order_id));
  const lost = acknowledged.filter((id) => !storedIds.has(id)).length;
  const duplicated = acknowledged.length - new Set(acknowledged).size;
  const paid = stored.rows.filter((row) => row.status === 'PAID').length;
  const { stranded } = await one(
    `select count(*)::int as stranded from orders o join payment_intents p on p.payment_intent_id = o.payment_intent_id
      where p.status = 'succeeded' and o.status = 'IN_PROGRESS'`,
  );
  const { paidWithoutPayment } = await one(
    `select count(*)::int as "paidWithoutPayment" from orders o join payment_intents p on p.payment_intent_id = o.payment_intent_id
      where p.status <> 'succeeded' and o.status = 'PAID'`,
  );
  const { sold } = await one(
    `select coalesce(sum(i.quantity), 0)::int as sold from order_items i join orders o on o.order_id = i.order_id
      where o.status = 'PAID' and i.product_id = 'P-chaos-cap'`,
  );
  const { left } = await one(`select quantity_available as left from products where product_id = 'P-chaos-cap'`);
  const stockTaken = STOCK - left;
  // Stock taken beyond the paid units can only come from an order whose sale was taken twice.
  const paidTwice = stockTaken - sold;
  await check.end();

  const alive = apis.map((api) => api.exitCode === null && api.signalCode === null);
  const ready = await Promise.all(
    apiPorts.map((apiPort) =>
      fetch(`http://127.0.0.1:${apiPort}/readyz`).then(
        (r) => r.status,
        () => 0,
      ),
    ),
  );

  console.log('');
  console.log(
    `chaos: ${customerCount} customers, 2 API processes, ${loadSeconds.toFixed(1)} s of load, PostgreSQL restarted ${RESTARTS.length}× (${RESTARTS.join(', ')})`,
  );
  console.log(
    `  requests:      ${counts.ok + counts.unavailable + counts.other} (ok ${counts.ok}, 503 ${counts.unavailable}, other ${counts.other})`,
  );
  for (const [key, count] of others) console.log(`    other: ${count} × ${key}`);
  console.log(
    `  orders:        created ${acknowledged.length} (stored ${stored.rows.length}, lost ${lost}, duplicated ${duplicated}), paid ${paid}`,
  );
  console.log(`  paid twice:    ${paidTwice} (stock taken ${stockTaken}, units in paid orders ${sold})`);
  console.log(
    `  stranded:      ${stranded} (payment succeeded, order not paid); paid without payment: ${paidWithoutPayment}`,
  );
  for (const { mode, restartMs, recoverMs } of recoveries) {
    console.log(
      `  restart -m ${mode.padEnd(9)} PostgreSQL back after ${restartMs} ms; first successful call ${recoverMs === null ? 'NEVER' : `${recoverMs} ms`} after that`,
    );
  }
  console.log(
    `  API processes: ${alive.map((isAlive) => (isAlive ? 'alive' : 'DIED')).join(', ')}; /readyz ${ready.join(', ')}`,
  );
  for (const [index, api] of apis.entries()) {
    if (!alive[index]) console.log(`--- API ${index} stderr (tail) ---\n${api.stderrTail}`);
  }

  const isGood =
    counts.other === 0 &&
    lost === 0 &&
    duplicated === 0 &&
    paidTwice === 0 &&
    stranded === 0 &&
    paidWithoutPayment === 0 &&
    alive.every(Boolean) &&
    ready.every((status) => status === 200) &&
    recoveries.every(({ recoverMs }) => recoverMs !== null);
  console.log(isGood ? 'chaos: OK' : 'chaos: FAILED');
  return isGood;
}

async function waitReady(apiPort, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const api = apis.at(-1);
    if (api.exitCode !== null) throw new Error(`API process exited while starting:\n${api.stderrTail}`);
    const status = await fetch(`http://127.0.0.1:${apiPort}/readyz`).then(
      (r) => r.status,
      () => 0,
    );
    if (status === 200) return;
    if (Date.now() > deadline) throw new Error(`API on ${apiPort} not ready within ${timeoutMs} ms`);
    await sleep(200);
  }
}

let isGood = false;
try {
  isGood = await main();
} catch (error) {
  console.error(error);
  try {
    console.error(readFileSync(join(dir, 'postgres.log'), 'utf8').slice(-2000));
  } catch {
    // No log yet.
  }
} finally {
  await cleanUp();
}
process.exit(isGood ? 0 : 1);
