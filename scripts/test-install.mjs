#!/usr/bin/env node
// `npm run test:install` (and a step of `npm test`): the One box install of docs/deploy.md §1, as written, in a
// temporary copy of this checkout (decision 082). Production dependencies only (`npm ci --omit=dev`: no tsx, no
// esbuild), the example env file (deploy/queueless.env.example) with staging's settings on a fresh PostgreSQL
// database of its own, the first operator added with the built command, the server started with `npm start`, and then
// through the HTTP API: sign-in codes read with `npm run operator -- codes` (no SQL), a venue, a location, a product,
// a customer's paid order; then `npm run leads`, `npm run content -- list`, `npm run print-agent -- --help`, and
// `npm run backup` restored into a second fresh database. Exits 1 at the first step that fails, naming it.
//
//   node --import tsx scripts/test-install.mjs [--full] [--skip-without-postgres]
//
// By default the copy takes this checkout's builds (made or reused as `npm start` does) and runs `npm ci --omit=dev`;
// `--full` runs the section's three commands literally in the copy (`npm ci && npm run build && npm ci --omit=dev`),
// minutes longer. DATABASE_URL names the PostgreSQL server to make the databases on (default postgres@127.0.0.1:5432);
// INSTALL_PORT the port (default: one the kernel picks). The test driver itself runs here, with the dev tools.
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import {
  confirmSimulatedPayment,
  createLocationProduct,
  createOrder,
  createVendor,
  createVendorLocation,
  endpointPath,
  getOrder,
  startSignIn,
  verifySignIn,
} from '@queueless/contracts';
import pg from 'pg';
import { buildState, builds, repoRoot, runBuild } from './builds.mjs';

const isFull = process.argv.includes('--full');
const adminUrl = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
const started = Date.now();
const work = mkdtempSync(join(tmpdir(), 'queueless-install-'));
const copy = join(work, 'queueless');
const suffix = `${process.pid}_${Date.now().toString(36)}`;
const databases = [`ql_install_${suffix}`, `ql_install_${suffix}_restored`];
let server = null;

const seconds = (since) => `${((Date.now() - since) / 1000).toFixed(1)} s`;

function fail(message) {
  throw new Error(message);
}

/** One step: its title, its time, and the first failure ends the run with the step named. */
async function step(title, run) {
  const since = Date.now();
  try {
    const detail = await run();
    console.log(`✔ ${title} (${seconds(since)})${detail ? `: ${detail}` : ''}`);
    return detail;
  } catch (error) {
    console.log(`✘ ${title} (${seconds(since)})`);
    throw error;
  }
}

/** A command in the copy, as an operator types it: the env file sourced into the shell first. */
function inCopy(command, { allowFailure = false } = {}) {
  const result = spawnSync('sh', ['-c', `set -a && . ./queueless.env && set +a && ${command}`], {
    cwd: copy,
    encoding: 'utf8',
    env: cleanEnv(),
    maxBuffer: 64 * 1024 * 1024,
  });
  if (result.status !== 0 && !allowFailure) {
    fail(`\`${command}\` exited ${result.status}:\n${result.stdout}${result.stderr}`);
  }
  return result;
}

/** This machine's environment without what the test runner set (a DATABASE_URL, NODE_ENV=test, npm's own). */
function cleanEnv() {
  const env = {};
  for (const [key, value] of Object.entries(process.env)) {
    if (/^(npm_|DATABASE_|NODE_ENV$|PORT$|SEED_DEMO$|DATA_DIR$|INIT_CWD$)/.test(key)) continue;
    env[key] = value;
  }
  return env;
}

function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

async function admin(sql) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

function databaseUrl(name) {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** The example env file with this run's values in place of its own (and staging's SMS and payments). */
function writeEnvFile(values) {
  const example = readFileSync(join(copy, 'deploy/queueless.env.example'), 'utf8').split('\n');
  const seen = new Set();
  const lines = example.map((line) => {
    const key = /^([A-Z_]+)=/.exec(line)?.[1];
    if (!key || !(key in values)) return line;
    seen.add(key);
    return `${key}=${values[key]}`;
  });
  for (const [key, value] of Object.entries(values)) if (!seen.has(key)) lines.push(`${key}=${value}`);
  writeFileSync(join(copy, 'queueless.env'), lines.join('\n'));
}

let base = '';
async function call(endpoint, { params = {}, body, token, headers = {} } = {}) {
  const response = await fetch(`${base}${endpointPath(endpoint, params)}`, {
    method: endpoint.method,
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...headers,
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  const json = text ? JSON.parse(text) : null;
  if (!response.ok) fail(`${endpoint.method} ${endpoint.path}: ${response.status} ${text}`);
  return json;
}

/** Sign-in as a person on the phone: the code asked for over HTTP, read with the operator command (no SQL). */
async function signIn(written) {
  const phoneNumber = written.replace(/\s/g, '');
  await call(startSignIn, { body: { phoneNumber } });
  // The command takes the number as a person writes it, spaces and all.
  const codes = inCopy(`npm run --silent operator -- codes '${written}'`).stdout.trim();
  const code = /\t(\d{6})\t/.exec(codes.split('\n')[0] ?? '')?.[1] ?? fail(`no code in: ${codes}`);
  const session = await call(verifySignIn, { body: { phoneNumber, code } });
  return { token: session.idToken, userId: session.user.userId };
}

if (process.argv.includes('--skip-without-postgres')) {
  // `npm test` on a machine with no PostgreSQL (the rest of the suite runs on PGlite): said, not failed.
  const reachable = await admin('select 1').then(
    () => true,
    () => false,
  );
  if (!reachable) {
    const { hostname, port } = new URL(adminUrl);
    console.log(`Skipped: no PostgreSQL answers at ${hostname}:${port || 5432} (set DATABASE_URL to one).`);
    rmSync(work, { recursive: true, force: true });
    process.exit(0);
  }
}

try {
  await step(`A copy of this checkout in ${copy}`, () => {
    const files = spawnSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {
      cwd: repoRoot,
      encoding: 'utf8',
    })
      .stdout.split('\0')
      .filter((file) => file && existsSync(join(repoRoot, file)));
    for (const file of files) {
      mkdirSync(dirname(join(copy, file)), { recursive: true });
      cpSync(join(repoRoot, file), join(copy, file));
    }
    return `${files.length} files`;
  });

  // No settings yet: the install itself needs none (the env file is written once the database is made).
  writeFileSync(join(copy, 'queueless.env'), '');
  if (isFull) {
    await step('npm ci (every dependency, for the build)', () => {
      inCopy('npm ci --no-audit --no-fund --prefer-offline');
    });
    await step('npm run build', () => inCopy('npm run build >/dev/null') && undefined);
  } else {
    await step("This checkout's builds, made or reused as `npm start` does, copied in", () => {
      for (const build of builds) {
        if (buildState(build) !== 'current') runBuild(build, { quiet: true });
        cpSync(join(repoRoot, build.dist), join(copy, build.dist), { recursive: true });
        for (const output of build.outputs ?? []) {
          cpSync(join(repoRoot, dirname(output)), join(copy, dirname(output)), { recursive: true });
        }
      }
    });
  }
  await step('npm ci --omit=dev (production dependencies only)', () => {
    inCopy('npm ci --omit=dev --no-audit --no-fund --prefer-offline');
    for (const tool of ['tsx', 'esbuild', 'vite']) {
      if (existsSync(join(copy, 'node_modules', tool))) fail(`${tool} is installed: not a production install`);
    }
    return 'no tsx, esbuild or vite';
  });

  const port = Number(process.env.INSTALL_PORT ?? (await freePort()));
  base = `http://127.0.0.1:${port}`;
  await step(
    `A fresh PostgreSQL database, ${databases[0]}, and the env file from deploy/queueless.env.example`,
    async () => {
      await admin(`CREATE DATABASE ${databases[0]}`);
      writeEnvFile({
        HOST: '127.0.0.1',
        PORT: String(port),
        PUBLIC_BASE_URL: base,
        TRUST_PROXY: 'false',
        DATABASE_URL: databaseUrl(databases[0]),
        TOKEN_SECRET: randomBytes(36).toString('base64'),
        DATA_DIR: join(work, 'data'),
        SMS_PROVIDER: 'console',
        ALLOW_CONSOLE_SMS: 'true',
        PAYMENTS_PROVIDER: 'simulated',
        LOG_LEVEL: 'warn',
      });
    },
  );

  const operatorPhone = '+12135550171';
  await step('npm run operator -- add (the first operator, built JavaScript)', () => {
    const added = inCopy(`npm run --silent operator -- add ${operatorPhone} "Olive Operator"`).stdout;
    if (!added.includes('Added operator Olive Operator')) fail(added);
    return added.trim().split('\n')[0];
  });

  let output = '';
  await step('npm start (production settings, staging SMS and payments)', async () => {
    server = spawn('sh', ['-c', 'set -a && . ./queueless.env && set +a && exec npm start'], {
      cwd: copy,
      env: cleanEnv(),
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    server.stdout.on('data', (chunk) => {
      output += chunk;
    });
    server.stderr.on('data', (chunk) => {
      output += chunk;
    });
    const deadline = Date.now() + 60_000;
    while (!output.includes('Queueless is running')) {
      if (server.exitCode !== null || Date.now() > deadline) fail(`the server did not start:\n${output}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    if (!output.includes('npm run operator -- codes')) fail(`the banner does not say where the codes are:\n${output}`);
    // A quiet start: a line for each build it reuses or makes, then the banner (decision 082), no build tool's output.
    const lines = output.trim().split('\n');
    if (lines.length > 15) fail(`npm start printed ${lines.length} lines:\n${output}`);
    return `${lines.length} lines printed`;
  });

  let operator;
  await step('The operator signs in (code read with npm run operator -- codes)', async () => {
    operator = await signIn(operatorPhone);
  });
  const superAdminPhone = '+1 213 555 0172';
  const vendorId = await step('A venue and its location', async () => {
    const { vendor } = await call(createVendor, {
      token: operator.token,
      body: {
        name: 'Install Tap',
        addressLine1: '1 Pier Way',
        city: 'San Diego',
        state: 'CA',
        zip: '92101',
        timeZone: 'America/Los_Angeles',
        superAdmin: { phoneNumber: superAdminPhone.replace(/\s/g, ''), name: 'Maya Chen' },
      },
    });
    return vendor.vendorId;
  });
  const { vendorLocation } = await call(createVendorLocation, {
    token: operator.token,
    body: { vendorId, description: 'Main Bar', taxRate: '9.5' },
  });
  const superAdmin = await signIn(superAdminPhone);
  let product;
  await step('A product on its menu (the SUPER_ADMIN signed in)', async () => {
    const created = await call(createLocationProduct, {
      token: superAdmin.token,
      params: { vendorLocationId: vendorLocation.vendorLocationId },
      body: { name: 'Harbor Lager', productType: 'ALCOHOLIC_ITEM', price: '8.00' },
    });
    product = created.item;
    return `${product.name} at ${vendorLocation.vendorLocationId}`;
  });

  await step('A customer signs in and pays for an order', async () => {
    const customer = await signIn('+12135550173');
    const created = await call(createOrder, {
      token: customer.token,
      params: { userId: customer.userId },
      headers: { 'idempotency-key': `install-${suffix}` },
      body: {
        userId: customer.userId,
        vendorLocationId: vendorLocation.vendorLocationId,
        cartItems: [{ productId: product.productId, quantity: 1 }],
        tipPercentage: 0,
      },
    });
    await call(confirmSimulatedPayment, {
      params: { paymentIntentId: created.paymentIntentId },
      body: { clientSecret: created.clientSecret, paymentMethod: { type: 'wallet' } },
    });
    const params = { userId: customer.userId, orderId: created.order.orderId };
    for (let tries = 0; ; tries += 1) {
      const { order } = await call(getOrder, { token: customer.token, params });
      if (order.status === 'PAID') return `order ${order.orderId} PAID`;
      if (tries > 50) fail(`the order is ${order.status}, not PAID`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  });

  await step('npm run leads and npm run content -- list (built JavaScript)', () => {
    inCopy('npm run --silent leads');
    return `${inCopy('npm run --silent content -- list').stdout.trim().split('\n').length} content pages`;
  });

  await step('npm run print-agent -- --help (built JavaScript, as in the image)', () => {
    const usage = inCopy('npm run --silent print-agent -- --help').stdout;
    if (!usage.includes('--server URL') || !usage.includes('--printer HOST[:PORT]')) fail(`no usage:\n${usage}`);
    return usage.split('\n')[0];
  });

  await step('npm run backup, restored with npm run restore into a second fresh database', async () => {
    const folder = join(work, 'backup');
    inCopy(`npm run --silent backup -- --out '${folder}'`);
    await admin(`CREATE DATABASE ${databases[1]}`);
    inCopy(`DATABASE_URL='${databaseUrl(databases[1])}' npm run --silent restore -- '${folder}'`);
    const count = async (name) => {
      const client = new pg.Client({ connectionString: databaseUrl(name) });
      await client.connect();
      try {
        return (await client.query('select count(*)::int as n from orders')).rows[0].n;
      } finally {
        await client.end();
      }
    };
    const [before, after] = [await count(databases[0]), await count(databases[1])];
    if (before !== after || before < 1) fail(`orders: ${before} backed up, ${after} restored`);
    return `${after} order(s) in both`;
  });
  console.log(`\nThe One box install works as written (${seconds(started)} in all).`);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  if (server?.exitCode === null) {
    process.kill(-server.pid, 'SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
  }
  for (const name of databases) await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).catch(() => {});
  rmSync(work, { recursive: true, force: true });
}
