#!/usr/bin/env node
// The client host of `npm run drill` (scripts/drill-multihost.mjs starts it inside the client's network namespace):
// customers and bar staff who reach the API only through the load balancer, as phones would. They sign in by SMS
// code (the console provider keeps its texts in the database, so the "phone" reads its text from the database host;
// that is the only thing read around the API), order, pay with the simulated provider, watch their order's status
// stream, and staff complete the paid orders from their location's queue.
//
// It takes commands on stdin and answers on stdout, one JSON object a line ({ type: ... }); notes go to stderr.
// Every call is retried on what a load balancer in front of a failing host answers (no answer, 502, 503, 504) until
// its deadline, with the same Idempotency-Key for an order's create; nothing else is retried.
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import { createInterface } from 'node:readline';
import pg from 'pg';

const BASE = new URL(process.env.BASE ?? 'http://127.0.0.1:8080');
const SMS_DATABASE_URL = process.env.SMS_DATABASE_URL ?? '';
const RETRY_DEADLINE_MS = Number(process.env.RETRY_DEADLINE_MS ?? 30_000);

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const send = (message) => process.stdout.write(`${JSON.stringify(message)}\n`);
const note = (text) => process.stderr.write(`client: ${text}\n`);

const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });

/** One HTTP exchange; resolves { status, headers, body } or rejects on a transport failure. */
function exchange(method, path, { token, body, headers = {}, timeoutMs = 15_000 } = {}) {
  const payload = body === undefined ? undefined : JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        host: BASE.hostname,
        port: BASE.port,
        method,
        path,
        agent,
        headers: {
          ...(payload === undefined ? {} : { 'content-type': 'application/json' }),
          ...(token ? { authorization: `Bearer ${token}` } : {}),
          ...headers,
        },
        timeout: timeoutMs,
      },
      (response) => {
        const chunks = [];
        response.on('data', (chunk) => chunks.push(chunk));
        response.on('error', reject);
        response.on('end', () => {
          const text = Buffer.concat(chunks).toString();
          let json = null;
          try {
            json = JSON.parse(text);
          } catch {
            json = null;
          }
          resolve({ status: response.statusCode, headers: response.headers, body: json, text });
        });
      },
    );
    request.on('timeout', () => request.destroy(new Error('timeout')));
    request.on('error', reject);
    request.end(payload);
  });
}

const counts = {
  requests: 0,
  retried: 0,
  /** Why calls were retried: "503", "502", "no answer: ECONNRESET", … */
  retryReasons: {},
  /** Answers that were not retried and not a success: "500 INTERNAL …". */
  refusals: {},
  /** Status streams answered with something else than the stream (and connected again): "503 …". */
  streamRefusals: {},
  /** The codes of the error events streams ended with (and connected again): "SERVICE_UNAVAILABLE", … */
  streamErrorCodes: {},
  /** Streams that ended without the order's last status (and connected again). */
  streamDrops: 0,
  /** Complete calls answered (wasAlreadyComplete or not). */
  completeAnswers: 0,
};
const bump = (map, key) => {
  map[key] = (map[key] ?? 0) + 1;
};

class CallFailed extends Error {
  constructor(what, reason) {
    super(`${what}: ${reason}`);
    this.reason = reason;
  }
}

/**
 * A call retried as a phone's app would: on no answer or a 502/503/504 it waits (Retry-After when given, at most 2 s;
 * else 100 ms growing to 1 s) and sends the same request again, until RETRY_DEADLINE_MS. A 2xx is the answer; any
 * other status is returned as it is, for the caller to judge.
 */
async function call(what, method, path, options = {}) {
  const deadline = Date.now() + RETRY_DEADLINE_MS;
  for (let attempt = 0; ; attempt += 1) {
    counts.requests += 1;
    let reason;
    let waitMs = Math.min(1_000, 100 * 2 ** attempt);
    try {
      const response = await exchange(method, path, options);
      if (![502, 503, 504].includes(response.status)) return response;
      // Ours (the error code of our shape) or the load balancer's own page (no server answered).
      reason = `${response.status} ${response.body?.error?.code ?? 'from the load balancer'}`;
      const retryAfter = Number(response.headers['retry-after']);
      if (retryAfter > 0) waitMs = Math.min(2_000, retryAfter * 1_000);
    } catch (error) {
      reason = `no answer: ${error.code ?? error.message}`;
    }
    if (Date.now() + waitMs > deadline) throw new CallFailed(what, `gave up after ${attempt + 1} tries (${reason})`);
    counts.retried += 1;
    bump(counts.retryReasons, reason);
    await sleep(waitMs * (0.75 + Math.random() * 0.5));
  }
}

/** The call, which must answer one of `ok` statuses; anything else is a refusal and fails the step. */
async function expectOk(what, method, path, options = {}, ok = [200, 201]) {
  const response = await call(what, method, path, options);
  if (ok.includes(response.status)) return response.body;
  const key = `${what}: ${response.status} ${response.body?.error?.code ?? ''} ${response.body?.error?.message ?? response.text.slice(0, 80)}`;
  bump(counts.refusals, key);
  throw new CallFailed(what, key);
}

// ---------------------------------------------------------------- signing in through the SMS path

let smsDb;
async function readCode(phoneNumber, after) {
  smsDb ??= new pg.Pool({ connectionString: SMS_DATABASE_URL, max: 2 });
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    const { rows } = await smsDb.query(
      'select code from dev_sms_outbox where to_number = $1 and sent_at > $2 and code is not null order by id desc limit 1',
      [phoneNumber, new Date(after)],
    );
    if (rows[0]) return rows[0].code;
    await sleep(100);
  }
  throw new Error(`no code for ${phoneNumber} in the outbox`);
}

async function signIn(phoneNumber) {
  const askedAt = Date.now() - 2_000;
  await expectOk('start sign-in', 'POST', '/auth-service/v1/passwordless/start', { body: { phoneNumber } });
  const code = await readCode(phoneNumber, askedAt);
  const verified = await expectOk('verify sign-in', 'POST', '/auth-service/v1/passwordless/verify', {
    body: { phoneNumber, code },
  });
  return { phoneNumber, userId: verified.user.userId, token: verified.idToken };
}

// ---------------------------------------------------------------- the order-status stream, reconnecting

/**
 * Follows an order's status stream through the load balancer until it says `until` (or `stop()`): on a dropped
 * stream or an error event it connects again after the server's `retry` (3 s) or 500 ms, as EventSource would.
 */
function followOrder(person, orderId, until) {
  const path = `/order-service/v1/users/${person.userId}/orders/${orderId}/events`;
  const state = { statuses: [], connects: 0, drops: 0, errorEvents: 0, reached: false, stopped: false };
  let current = null;
  let resolveReached;
  state.done = new Promise((resolve) => {
    resolveReached = resolve;
  });
  const connect = () => {
    if (state.stopped || state.reached) return;
    state.connects += 1;
    const request = http.request({
      host: BASE.hostname,
      port: BASE.port,
      path,
      headers: { authorization: `Bearer ${person.token}`, accept: 'text/event-stream' },
    });
    current = request;
    let isClosed = false;
    const again = (ms) => {
      if (isClosed) return;
      isClosed = true;
      if (state.stopped || state.reached) return;
      state.drops += 1;
      counts.streamDrops += 1;
      setTimeout(connect, ms);
    };
    request.on('response', (response) => {
      if (response.statusCode !== 200) {
        const chunks = [];
        response.on('data', (chunk) => chunks.push(chunk));
        response.on('end', () => {
          let code = 'from the load balancer';
          try {
            code = JSON.parse(Buffer.concat(chunks).toString()).error?.code ?? code;
          } catch {
            // The load balancer's own page.
          }
          bump(counts.streamRefusals, `${response.statusCode} ${code}`);
          again(500);
        });
        return;
      }
      let buffer = '';
      response.setEncoding('utf8');
      response.on('data', (chunk) => {
        buffer += chunk;
        for (let end = buffer.indexOf('\n\n'); end >= 0; end = buffer.indexOf('\n\n')) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const event = /^event: (.*)$/m.exec(block)?.[1];
          const data = /^data: (.*)$/m.exec(block)?.[1];
          if (event === 'order' && data) {
            const status = JSON.parse(data).order?.status ?? JSON.parse(data).status;
            if (state.statuses.at(-1) !== status) state.statuses.push(status);
            if (status === until) {
              state.reached = true;
              resolveReached(true);
              request.destroy();
            }
          } else if (event === 'error') {
            state.errorEvents += 1;
            let code = 'unreadable';
            try {
              code = JSON.parse(data ?? '').code ?? code;
            } catch {
              // Counted as unreadable.
            }
            bump(counts.streamErrorCodes, code);
          }
        }
      });
      response.on('end', () => again(3_000));
      response.on('error', () => again(3_000));
      response.on('close', () => again(3_000));
    });
    request.on('error', () => again(500));
    request.end();
  };
  connect();
  state.stop = () => {
    state.stopped = true;
    current?.destroy();
    resolveReached(state.reached);
  };
  return state;
}

// ---------------------------------------------------------------- the shop

const orderBody = (person, location, turn) => ({
  userId: person.userId,
  vendorLocationId: location.id,
  cartItems: [
    { productId: location.tracked, quantity: 1 + (turn % 2) },
    { productId: location.untracked, quantity: 1 },
  ],
  tipPercentage: 0,
});

/** Creates (with an Idempotency-Key, the same on every retry) and pays one order; answers what the phone saw. */
async function orderAndPay(person, location, turn, journey) {
  const key = randomBytes(12).toString('base64url');
  journey.idempotencyKey = key;
  const created = await expectOk(
    'create order',
    'POST',
    `/order-service/v1/users/${person.userId}/orders`,
    { token: person.token, body: orderBody(person, location, turn), headers: { 'idempotency-key': key } },
    [201],
  );
  journey.orderId = created.order.orderId;
  journey.stream = journey.follow ? followOrder(person, journey.orderId, 'COMPLETE') : null;
  const confirmed = await expectOk(
    'confirm payment',
    'POST',
    `/payment-service/v1/simulated/payment-intents/${created.paymentIntentId}/confirm`,
    { body: { clientSecret: created.clientSecret, paymentMethod: { type: 'wallet' } } },
    [200],
  );
  journey.paymentSeen = confirmed.paymentIntent.status === 'succeeded';
  journey.amount = confirmed.paymentIntent.amount;
}

let people = { customers: [], staff: [] };
let locations = {};

async function signInAll({ customers, staff }) {
  const startedAt = Date.now();
  const signed = [];
  // A few at a time, as people arrive.
  const queue = [...customers.map((phone) => ['customer', phone]), ...staff.map((phone) => ['staff', phone])];
  await Promise.all(
    Array.from({ length: 8 }, async () => {
      for (let next = queue.shift(); next; next = queue.shift()) {
        const [role, phone] = next;
        signed.push([role, await signIn(phone)]);
      }
    }),
  );
  people = {
    customers: signed.filter(([role]) => role === 'customer').map(([, person]) => person),
    staff: signed.filter(([role]) => role === 'staff').map(([, person]) => person),
  };
  return { customers: people.customers.length, staff: people.staff.length, ms: Date.now() - startedAt };
}

/** Orders created and paid, as fast as `workers` phones can, for `seconds`: the load balancer's capacity. */
async function capacity({ seconds, workers }) {
  const location = locations.capacity;
  const endAt = Date.now() + seconds * 1_000;
  let paid = 0;
  let failed = 0;
  const before = { requests: counts.requests, retried: counts.retried };
  const latencies = [];
  await Promise.all(
    Array.from({ length: workers }, async (_, index) => {
      const person = people.customers[index % people.customers.length];
      for (let turn = 0; Date.now() < endAt; turn += 1) {
        const journey = { follow: false };
        const startedAt = performance.now();
        try {
          await orderAndPay(person, location, turn, journey);
          if (journey.paymentSeen) paid += 1;
          latencies.push(performance.now() - startedAt);
        } catch (error) {
          failed += 1;
          note(`capacity: ${error.message}`);
        }
      }
    }),
  );
  return {
    paid,
    failed,
    seconds,
    perSecond: paid / seconds,
    latencies: latencies.map(Math.round),
    requests: counts.requests - before.requests,
    retried: counts.retried - before.retried,
  };
}

// The rush: customers order, pay and wait at the bar while staff complete the queue; the orchestrator kills a host
// and restarts the database meanwhile.
const journeys = [];
const completions = new Map(); // orderId → { answeredFirst, answeredAgain }
let isRushing = false;
let customerLoops = [];
let staffLoops = [];
let isStaffWorking = false;

async function customerLoop(person, index) {
  for (let turn = index; isRushing; turn += 1) {
    const journey = { follow: true, customer: person.userId, startedAt: Date.now() };
    journeys.push(journey);
    try {
      await orderAndPay(person, locations.rush, turn, journey);
      // At the bar: the order is handed over when staff complete it; the status stream says so.
      const deadline = sleep(RETRY_DEADLINE_MS + 15_000).then(() => false);
      const reached = await Promise.race([journey.stream.done, deadline]);
      journey.stream.stop();
      if (!reached) throw new CallFailed('wait for pickup', 'the status stream never said COMPLETE');
      journey.outcome = 'succeeded';
    } catch (error) {
      journey.stream?.stop();
      journey.outcome = 'failed';
      journey.failure = error.message;
      note(`journey failed: ${error.message}`);
      await sleep(200);
    }
    journey.endedAt = Date.now();
  }
}

/** A bar's phone: reads its location's queue and completes what is there, oldest first; two phones overlap. */
async function staffLoop(person, index) {
  const queuePath = `/order-service/v1/vendor-locations/${locations.rush.id}/queue`;
  while (isStaffWorking) {
    let items = [];
    try {
      const queue = await expectOk('read the queue', 'GET', queuePath, { token: person.token }, [200]);
      items = queue.items;
    } catch (error) {
      note(`staff: ${error.message}`);
    }
    // Both phones start from the oldest, one of them from the second: some orders are completed by both at once.
    const mine = index === 0 ? items.slice(0, 6) : items.slice(1, 7);
    await Promise.all(
      mine.map(async (item) => {
        try {
          const answer = await expectOk(
            'complete order',
            'PUT',
            `/order-service/v1/users/${person.userId}/orders/${item.orderId}/complete`,
            { token: person.token },
            [200],
          );
          counts.completeAnswers += 1;
          const seen = completions.get(item.orderId) ?? { answeredFirst: 0, answeredAgain: 0 };
          if (answer.wasAlreadyComplete) seen.answeredAgain += 1;
          else seen.answeredFirst += 1;
          completions.set(item.orderId, seen);
        } catch (error) {
          note(`staff: ${error.message}`);
        }
      }),
    );
    await sleep(items.length === 0 ? 200 : 50);
  }
}

function rushStart({ customers }) {
  isRushing = true;
  isStaffWorking = true;
  customerLoops = people.customers.slice(0, customers).map(customerLoop);
  staffLoops = people.staff.map(staffLoop);
}

async function rushStop() {
  isRushing = false;
  await Promise.all(customerLoops);
  isStaffWorking = false;
  await Promise.all(staffLoops);
  return {
    journeys: journeys.map((journey) => ({
      orderId: journey.orderId ?? null,
      idempotencyKey: journey.idempotencyKey ?? null,
      customer: journey.customer,
      paymentSeen: Boolean(journey.paymentSeen),
      outcome: journey.outcome,
      failure: journey.failure ?? null,
      streamConnects: journey.stream?.connects ?? 0,
      streamDrops: journey.stream?.drops ?? 0,
      streamErrorEvents: journey.stream?.errorEvents ?? 0,
      streamStatuses: journey.stream?.statuses ?? [],
    })),
    completions: Object.fromEntries(completions),
  };
}

function progress() {
  const done = journeys.filter((journey) => journey.outcome);
  return {
    type: 'progress',
    journeys: journeys.length,
    succeeded: done.filter((journey) => journey.outcome === 'succeeded').length,
    failed: done.filter((journey) => journey.outcome === 'failed').length,
    requests: counts.requests,
    retried: counts.retried,
    completeAnswers: counts.completeAnswers,
    streamDrops: counts.streamDrops,
    streamRefusals: Object.values(counts.streamRefusals).reduce((sum, n) => sum + n, 0),
  };
}

const lines = createInterface({ input: process.stdin });
let progressTimer;
for await (const line of lines) {
  const command = JSON.parse(line);
  try {
    if (command.type === 'sign-in') {
      locations = command.locations;
      send({ type: 'signed-in', ...(await signInAll(command)) });
    } else if (command.type === 'capacity') {
      send({ type: 'capacity', ...(await capacity(command)) });
    } else if (command.type === 'rush-start') {
      rushStart(command);
      progressTimer = setInterval(() => send(progress()), 1_000);
      send({ type: 'rush-started' });
    } else if (command.type === 'rush-stop') {
      const result = await rushStop();
      clearInterval(progressTimer);
      send({ type: 'rush', ...result, counts });
    } else if (command.type === 'bye') {
      break;
    }
  } catch (error) {
    send({ type: 'error', message: error.stack ?? String(error) });
  }
}
await smsDb?.end();
agent.destroy();
process.exit(0);
