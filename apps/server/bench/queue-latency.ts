import { loadavg } from 'node:os';
import {
  completeOrder,
  confirmSimulatedPayment,
  createOrder,
  endpointPath,
  markOrderPaid,
  markOrderReady,
  streamLocationQueue,
  streamOrderEvents,
} from '@queueless/contracts';
import { loadConfig } from '../src/config.js';
import { openDatabase } from '../src/db/client.js';
import { runMigrations } from '../src/db/migrate.js';
import { DEMO_LOCATION_ID, demoPeople, seedDemo } from '../src/db/seed.js';
import { createTokenService } from '../src/lib/tokens.js';
import { createBenchDatabase } from './bench-database.js';
import { call, follow, latencyRow, startServer, stopServer, until } from './two-processes.js';

/**
 * `npm run bench:queue`: how soon a paid order, and then its Ready, reach the bar's open queue pages and the
 * customer's order page (issue 30: "within 1 s of its payment, across API processes"). Two API processes on one fresh
 * PostgreSQL database: the customer pays and staff tap Ready on process A; QUEUE_STREAMS queue streams (staff's
 * tablets) and the customer's order stream are open on process B, so every event crosses processes through
 * LISTEN/NOTIFY. One order at a time, ORDERS of them; each is picked up after its Ready, so the queue stays short as
 * at a bar. Latency = when the event arrived at the stream − the paid_at (ready_at) the server stored, on the same
 * machine's clock. Prints p50/p95/max; the numbers go in docs/benchmarks.md.
 * Options: QUEUE_ORDERS (200), QUEUE_STREAMS (20), BENCH_PORT (3900; two ports from it).
 */
const orderCount = Number(process.env.QUEUE_ORDERS ?? 200);
const streamCount = Number(process.env.QUEUE_STREAMS ?? 20);
const port = Number(process.env.BENCH_PORT ?? 3900);
const secret = 'bench-secret-bench-secret-bench-secret-0123';

const benchDatabase = await createBenchDatabase('ql_bench_queue');

const env = {
  ...process.env,
  DATABASE_URL: benchDatabase.url,
  TOKEN_SECRET: secret,
  LOG_LEVEL: 'silent',
  NODE_ENV: 'test',
  SEED_DEMO: 'false',
  // One customer pays every order: far past a person's limit, which is not what is measured.
  ORDER_LIMIT_PER_PERSON: '1000000',
  ORDER_LIMIT_PER_ADDRESS: '1000000',
};
const database = await openDatabase(loadConfig(env).database);
await runMigrations(database);
await seedDemo(database.db);
await database.close();

const tokens = createTokenService({ secret, clock: () => new Date() });
const customer = { ...demoPeople.customer, token: await tokens.signIdToken(demoPeople.customer) };
// Queue streams are held at 5 a person a process: the tablets belong to the vendor's staff of every role.
const staffPeople = [demoPeople.superAdmin, demoPeople.admin, demoPeople.manager, demoPeople.staff];
const staffTokens = await Promise.all(staffPeople.map((person) => tokens.signIdToken(person)));

const payer = await startServer(env, port);
const watcher = await startServer(env, port + 1);
const a = `http://127.0.0.1:${port}`;
const b = `http://127.0.0.1:${port + 1}`;
const stop = new AbortController();
try {
  // Per order: when each queue stream first listed it, and first showed it ready.
  const seenPaid = new Map<string, number[]>();
  const seenReady = new Map<string, number[]>();
  const queuePath = endpointPath(streamLocationQueue, { vendorLocationId: DEMO_LOCATION_ID });
  for (let i = 0; i < streamCount; i += 1) {
    const flagged = { paid: new Set<string>(), ready: new Set<string>() };
    await follow(
      `${b}${queuePath}`,
      staffTokens[i % staffTokens.length] ?? '',
      ({ event, data, at }) => {
        if (event !== 'queue') return;
        for (const item of (JSON.parse(data) as { items: { orderId: string; readyAt: string | null }[] }).items) {
          if (!flagged.paid.has(item.orderId)) {
            flagged.paid.add(item.orderId);
            seenPaid.set(item.orderId, [...(seenPaid.get(item.orderId) ?? []), at]);
          }
          if (item.readyAt && !flagged.ready.has(item.orderId)) {
            flagged.ready.add(item.orderId);
            seenReady.set(item.orderId, [...(seenReady.get(item.orderId) ?? []), at]);
          }
        }
      },
      stop.signal,
    );
  }

  const samples = {
    queuePaid: [] as number[],
    orderPaid: [] as number[],
    queueReady: [] as number[],
    orderReady: [] as number[],
  };
  const started = Date.now();
  for (let n = 0; n < orderCount; n += 1) {
    const created = await call<{ order: { orderId: string }; paymentIntentId: string; clientSecret: string }>(
      a,
      endpointPath(createOrder, { userId: customer.userId }),
      'POST',
      customer.token,
      {
        userId: customer.userId,
        vendorLocationId: DEMO_LOCATION_ID,
        cartItems: [{ productId: 'AD708-LAGER', quantity: 1 }],
        tipPercentage: 15,
      },
    );
    const { orderId } = created.order;
    // The customer's status page, open on the other process before paying.
    const orderStream = new AbortController();
    const customerSaw: { paid?: number; ready?: number } = {};
    await follow(
      `${b}${endpointPath(streamOrderEvents, { userId: customer.userId, orderId })}`,
      customer.token,
      ({ event, data, at }) => {
        if (event !== 'order') return;
        const order = JSON.parse(data) as { status: string; readyAt: string | null };
        if (order.status === 'PAID') customerSaw.paid ??= at;
        if (order.readyAt) customerSaw.ready ??= at;
      },
      orderStream.signal,
    );
    await call(
      a,
      endpointPath(confirmSimulatedPayment, { paymentIntentId: created.paymentIntentId }),
      'POST',
      undefined,
      {
        clientSecret: created.clientSecret,
        paymentMethod: { type: 'wallet' },
      },
    );
    const paid = await call<{ order: { datetimePaid: string } }>(
      a,
      endpointPath(markOrderPaid, { userId: customer.userId, orderId }),
      'PUT',
      customer.token,
    );
    const paidAt = Date.parse(paid.order.datetimePaid);
    await until(
      () => (seenPaid.get(orderId)?.length ?? 0) === streamCount && customerSaw.paid !== undefined,
      10_000,
      `order ${orderId} on every stream`,
    );
    samples.queuePaid.push(...(seenPaid.get(orderId) ?? []).map((at) => at - paidAt));
    samples.orderPaid.push((customerSaw.paid ?? 0) - paidAt);

    const ready = await call<{ order: { readyAt: string } }>(
      a,
      endpointPath(markOrderReady, { vendorLocationId: DEMO_LOCATION_ID, orderId }),
      'PUT',
      staffTokens[3],
    );
    const readyAt = Date.parse(ready.order.readyAt);
    await until(
      () => (seenReady.get(orderId)?.length ?? 0) === streamCount && customerSaw.ready !== undefined,
      10_000,
      `order ${orderId} ready on every stream`,
    );
    samples.queueReady.push(...(seenReady.get(orderId) ?? []).map((at) => at - readyAt));
    samples.orderReady.push((customerSaw.ready ?? 0) - readyAt);
    orderStream.abort();
    // Picked up: it leaves the queue, which stays as short as a bar's.
    await call(a, endpointPath(completeOrder, { userId: 'staff', orderId }), 'PUT', staffTokens[3]);
  }
  const seconds = (Date.now() - started) / 1000;

  const row = latencyRow;
  console.log(
    `\n${orderCount} orders in ${seconds.toFixed(1)} s, ${streamCount} queue streams and the customer's order stream on process B, ` +
      `payments and Ready on process A (PostgreSQL ${benchDatabase.name}).`,
  );
  console.log(
    `Load average at the end (1, 5, 15 min): ${loadavg()
      .map((value) => value.toFixed(2))
      .join(', ')}.\n`,
  );
  console.log('| From → to | samples | p50 ms | p95 ms | max ms |');
  console.log('| --- | ---: | ---: | ---: | ---: |');
  console.log(row('paid → each open queue stream', samples.queuePaid));
  console.log(row("paid → the customer's order stream", samples.orderPaid));
  console.log(row('Ready → each open queue stream', samples.queueReady));
  console.log(row("Ready → the customer's order stream", samples.orderReady));
} finally {
  stop.abort();
  await stopServer(payer);
  await stopServer(watcher);
  await benchDatabase.drop();
}
