import { request as httpRequest, type IncomingMessage } from 'node:http';
import { loadavg } from 'node:os';
import {
  bumpTicket,
  confirmCloudPrntJob,
  confirmSimulatedPayment,
  createOrder,
  createPrinter,
  createStation,
  endpointPath,
  getCloudPrntJob,
  markOrderPaid,
  pollCloudPrnt,
  setStationRoutes,
  streamOrderEvents,
  streamStationTickets,
} from '@queueless/contracts';
import pg from 'pg';
import { loadConfig } from '../src/config.js';
import { openDatabase } from '../src/db/client.js';
import { runMigrations } from '../src/db/migrate.js';
import { DEMO_LOCATION_ID, demoPeople, seedDemo } from '../src/db/seed.js';
import { createTokenService } from '../src/lib/tokens.js';
import { createBenchDatabase } from './bench-database.js';
import { call, follow, latencyRow, startServer, stopServer, until } from './two-processes.js';

/**
 * `npm run bench:tickets` (issue 40, decision 088): how soon a paid order reaches each station's screen (its ticket
 * stream) and each station's printer (the ticket's bytes at a simulated Star CloudPRNT printer, over HTTP), on two
 * API processes sharing one fresh PostgreSQL database. The demo bar gets two stations (Bar; Kitchen for food) and a
 * printer each; every order is a lager and a hot dog, so it makes two tickets. Payments on process A; the screens'
 * streams on process B (every event crosses processes through LISTEN/NOTIFY); each printer's polls alternate between
 * A and B as behind a load balancer, every TICKETS_POLL_MS when it had nothing, at once after a job (as the print
 * agent does). A screen's staff bump each ticket once it shows, so the screens stay as short as a kitchen's.
 *
 * Three runs: (1) TICKETS_ORDERS orders, one paid every TICKETS_INTERVAL_MS; (2) the same with TICKETS_CROWD
 * customers' order-status streams open on each process (a halftime crowd waiting); (3) the Kitchen printer off while
 * TICKETS_BACKLOG orders are paid, its clock then moved TICKETS_OFF_MINUTES back (the jobs' and its last poll's
 * times: a shortened clock, so the run does not take ten minutes), then back on, polling both processes at once: its
 * backlog must print in order, none twice. Latency = when it arrived − the paid time the server stored, on one
 * machine's clock. Each process's RSS and event-loop delay over each run; the load average at each run's end.
 */
const orderCount = Number(process.env.TICKETS_ORDERS ?? 200);
const intervalMs = Number(process.env.TICKETS_INTERVAL_MS ?? 250);
const pollMs = Number(process.env.TICKETS_POLL_MS ?? 2000);
const crowd = Number(process.env.TICKETS_CROWD ?? 3000);
const backlogCount = Number(process.env.TICKETS_BACKLOG ?? 100);
const offMinutes = Number(process.env.TICKETS_OFF_MINUTES ?? 10);
const screensPerStation = Number(process.env.TICKETS_SCREENS ?? 2);
const port = Number(process.env.BENCH_PORT ?? 3910);
const secret = 'bench-secret-bench-secret-bench-secret-0123';
const metricsToken = 'bench-metrics-token-bench-metrics-token-01';

const benchDatabase = await createBenchDatabase('ql_bench_tickets');
const env = {
  ...process.env,
  DATABASE_URL: benchDatabase.url,
  TOKEN_SECRET: secret,
  METRICS_TOKEN: metricsToken,
  LOG_LEVEL: 'silent',
  NODE_ENV: 'test',
  SEED_DEMO: 'false',
  ORDER_LIMIT_PER_PERSON: '1000000',
  ORDER_LIMIT_PER_ADDRESS: '1000000',
};
const database = await openDatabase(loadConfig(env).database);
await runMigrations(database);
await seedDemo(database.db);
await database.close();
const sqlClient = new pg.Client({ connectionString: benchDatabase.url });
await sqlClient.connect();

const tokens = createTokenService({ secret, clock: () => new Date() });
const customer = { ...demoPeople.customer, token: await tokens.signIdToken(demoPeople.customer) };
const manager = await tokens.signIdToken(demoPeople.manager);
const screenTokens = await Promise.all(
  [demoPeople.superAdmin, demoPeople.admin, demoPeople.manager, demoPeople.staff].map((p) => tokens.signIdToken(p)),
);

const processA = await startServer(env, port);
const processB = await startServer(env, port + 1);
const a = `http://127.0.0.1:${port}`;
const b = `http://127.0.0.1:${port + 1}`;
const stop = new AbortController();

/** Each process's memory and event-loop delay since its last reading. */
async function readProcesses() {
  type Reading = { rssMb: number; heapUsedMb: number; loopDelayMs: { p50: number; p99: number; max: number } };
  return { a: await call<Reading>(a, '/bench/process', 'GET'), b: await call<Reading>(b, '/bench/process', 'GET') };
}

/** A simulated Star CloudPRNT printer over HTTP: polls (alternating processes), fetches StarPRNT, confirms. */
function cloudPrntPrinter(name: string, token: string) {
  const authorization = `Basic ${Buffer.from(`printer:${token}`).toString('base64')}`;
  const printed: { orderId: string; at: number }[] = [];
  let isOn = true;
  let polls = 0;
  let wake: (() => void) | null = null;
  let parked: (() => void) | null = null;

  /** One poll on `base`; when a job is ready, its fetch and confirmation. True when it printed one. */
  async function cycle(base: string): Promise<boolean> {
    polls += 1;
    const poll = await fetch(`${base}${endpointPath(pollCloudPrnt, {})}`, {
      method: 'POST',
      headers: { authorization, 'content-type': 'application/json' },
      body: JSON.stringify({ statusCode: '200%20OK', printerMAC: name }),
    });
    if (!poll.ok) throw new Error(`poll: ${poll.status} ${await poll.text()}`);
    const polled = (await poll.json()) as { jobReady: boolean; jobToken?: string };
    if (!polled.jobReady || !polled.jobToken) return false;
    const type = 'application/vnd.star.starprnt';
    const job = await fetch(
      `${base}${endpointPath(getCloudPrntJob, {}, { mac: name, type, token: polled.jobToken })}`,
      {
        headers: { authorization },
      },
    );
    if (!job.ok) return false;
    const bytes = Buffer.from(await job.arrayBuffer());
    const at = Date.now();
    const confirmed = await fetch(
      `${base}${endpointPath(confirmCloudPrntJob, {}, { mac: name, code: '200 OK', token: polled.jobToken })}`,
      { method: 'DELETE', headers: { authorization } },
    );
    if (!confirmed.ok) return false;
    const orderId = /Order ([0-9A-Z]{24})/.exec(bytes.toString('latin1'))?.[1] ?? '?';
    printed.push({ orderId, at });
    return true;
  }

  async function run() {
    let turn = 0;
    while (!stop.signal.aborted) {
      if (!isOn) {
        parked?.();
        await new Promise<void>((resolve) => {
          wake = resolve;
        });
        continue;
      }
      turn += 1;
      const hadJob = await cycle(turn % 2 === 0 ? a : b).catch(() => false);
      if (!hadJob) await new Promise((resolve) => setTimeout(resolve, pollMs));
    }
  }

  return {
    name,
    printed,
    get polls() {
      return polls;
    },
    /** Off: no more polls (a printer switched off); resolves once its last poll has ended. */
    switchOff() {
      isOn = false;
      return new Promise<void>((resolve) => {
        parked = resolve;
      });
    },
    /** Back on, polling both processes at once, once, then as before. */
    async switchOn() {
      const [viaA, viaB] = await Promise.all([cycle(a), cycle(b)]);
      isOn = true;
      wake?.();
      wake = null;
      return [viaA, viaB].filter(Boolean).length;
    },
    run,
  };
}

/** The customers' order-status streams of a halftime crowd: `count` people with an order each, held open on `base`. */
async function openCrowd(base: string, count: number, tag: string) {
  const ids = Array.from({ length: count }, (_, i) => `BENCH${tag}${String(i).padStart(19 - tag.length, '0')}`);
  await sqlClient.query(
    `insert into users (user_id, phone_number, first_name)
     select id, '+1999' || lpad(n::text, 3, '0') || lpad(i::text, 7, '0'), 'Fan'
     from unnest($1::text[]) with ordinality as t(id, i), (select $2::int as n) k`,
    [ids, tag.charCodeAt(0)],
  );
  await sqlClient.query(
    `insert into orders
     select (jsonb_populate_record(null::orders, to_jsonb(o) || jsonb_build_object('order_id', id, 'user_id', id,
       'payment_intent_id', null, 'idempotency_key', null))).*
     from (select * from orders where user_id = $2 order by created_at limit 1) o, unnest($1::text[]) as id`,
    [ids, customer.userId],
  );
  const responses: IncomingMessage[] = [];
  for (let start = 0; start < ids.length; start += 100) {
    await Promise.all(
      ids.slice(start, start + 100).map(async (userId) => {
        const token = await tokens.signIdToken({ userId, phoneNumber: '+19990000000' });
        const url = new URL(`${base}${endpointPath(streamOrderEvents, { userId, orderId: userId })}`);
        await new Promise<void>((resolve, reject) => {
          const req = httpRequest(url, { headers: { authorization: `Bearer ${token}` } }, (response) => {
            if (response.statusCode !== 200) reject(new Error(`crowd stream: ${response.statusCode}`));
            response.on('data', () => undefined);
            response.on('error', () => undefined);
            responses.push(response);
            resolve();
          });
          req.on('error', reject);
          req.end();
        });
      }),
    );
  }
  return {
    count: responses.length,
    close() {
      for (const response of responses) response.destroy();
    },
  };
}

try {
  // The location's stations, its routing (food to the Kitchen, the rest to the Bar, the first) and a printer each.
  const stations: { stationId: string; name: string }[] = [];
  for (const name of ['Bar', 'Kitchen']) {
    const { station } = await call<{ station: { stationId: string; name: string } }>(
      a,
      endpointPath(createStation, { vendorLocationId: DEMO_LOCATION_ID }),
      'POST',
      manager,
      { name },
    );
    stations.push(station);
  }
  const kitchen = stations[1] as { stationId: string; name: string };
  await call(a, endpointPath(setStationRoutes, { vendorLocationId: DEMO_LOCATION_ID }), 'PUT', manager, {
    routes: [{ stationId: kitchen.stationId, productType: 'FOOD_ITEM' }],
  });
  const printers: ReturnType<typeof cloudPrntPrinter>[] = [];
  for (const station of stations) {
    const { token } = await call<{ token: string }>(
      a,
      endpointPath(createPrinter, { vendorLocationId: DEMO_LOCATION_ID }),
      'POST',
      manager,
      { name: `${station.name} Star`, stationIds: [station.stationId] },
    );
    printers.push(cloudPrntPrinter(station.name, token));
  }
  const [barPrinter, kitchenPrinter] = printers as [
    ReturnType<typeof cloudPrntPrinter>,
    ReturnType<typeof cloudPrntPrinter>,
  ];
  for (const printer of printers) void printer.run();

  // The screens: TICKETS_SCREENS per station on process B; each ticket is bumped (on A) once a screen shows it.
  const seenOnScreen = new Map<string, number[]>();
  const bumped = new Set<string>();
  let screenIndex = 0;
  for (const station of stations) {
    for (let i = 0; i < screensPerStation; i += 1) {
      const seen = new Set<string>();
      await follow(
        `${b}${endpointPath(streamStationTickets, { vendorLocationId: DEMO_LOCATION_ID, stationId: station.stationId })}`,
        screenTokens[screenIndex++ % screenTokens.length] ?? '',
        ({ event, data, at }) => {
          if (event !== 'tickets') return;
          for (const ticket of (JSON.parse(data) as { items: { ticketId: string; orderId: string }[] }).items) {
            if (seen.has(ticket.ticketId)) continue;
            seen.add(ticket.ticketId);
            const key = `${ticket.orderId}:${station.stationId}`;
            const seenBy = [...(seenOnScreen.get(key) ?? []), at];
            seenOnScreen.set(key, seenBy);
            // Bumped once every screen of the station has shown it (a bump first would hide it from the others).
            if (seenBy.length < screensPerStation || bumped.has(ticket.ticketId)) continue;
            bumped.add(ticket.ticketId);
            void call(
              a,
              endpointPath(bumpTicket, {
                vendorLocationId: DEMO_LOCATION_ID,
                stationId: station.stationId,
                ticketId: ticket.ticketId,
              }),
              'PUT',
              screenTokens[3],
            ).catch(() => undefined);
          }
        },
        stop.signal,
      );
    }
  }

  const paidOrders: { orderId: string; paidAt: number }[] = [];
  /** Calls refused with 503 (the process shedding load) and tried again, as the customer's page does. */
  let refusals = 0;
  async function payOrder(): Promise<{ orderId: string; paidAt: number }> {
    for (let attempt = 1; ; attempt += 1) {
      try {
        return await payOrderOnce();
      } catch (error) {
        if (!String(error).includes(': 503 ') || attempt >= 20) throw error;
        refusals += 1;
        await new Promise((resolve) => setTimeout(resolve, 500));
      }
    }
  }
  async function payOrderOnce() {
    const created = await call<{ order: { orderId: string }; paymentIntentId: string; clientSecret: string }>(
      a,
      endpointPath(createOrder, { userId: customer.userId }),
      'POST',
      customer.token,
      {
        userId: customer.userId,
        vendorLocationId: DEMO_LOCATION_ID,
        cartItems: [
          { productId: 'AD708-LAGER', quantity: 1 },
          { productId: 'AD708-HOTDOG', quantity: 1 },
        ],
        tipPercentage: 15,
      },
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
    const paid = await call<{ order: { orderId: string; datetimePaid: string } }>(
      a,
      endpointPath(markOrderPaid, { userId: customer.userId, orderId: created.order.orderId }),
      'PUT',
      customer.token,
    );
    const entry = { orderId: paid.order.orderId, paidAt: Date.parse(paid.order.datetimePaid) };
    paidOrders.push(entry);
    return entry;
  }

  /** Pays `count` orders, one every `intervalMs`, and waits for each on every screen and the printers `printing`. */
  async function payOrders(count: number, printing: ReturnType<typeof cloudPrntPrinter>[]) {
    const batch: { orderId: string; paidAt: number }[] = [];
    for (let n = 0; n < count; n += 1) {
      const started = Date.now();
      batch.push(await payOrder());
      await new Promise((resolve) => setTimeout(resolve, Math.max(0, intervalMs - (Date.now() - started))));
    }
    await until(
      () =>
        batch.every(
          ({ orderId }) =>
            stations.every(
              (station) => (seenOnScreen.get(`${orderId}:${station.stationId}`)?.length ?? 0) === screensPerStation,
            ) && printing.every((printer) => printer.printed.some((print) => print.orderId === orderId)),
        ),
      300_000,
      'every ticket on its screens and printers',
    );
    return batch;
  }

  function report(title: string, batch: { orderId: string; paidAt: number }[], processes: unknown) {
    const screen = batch.flatMap(({ orderId, paidAt }) =>
      stations.flatMap((station) =>
        (seenOnScreen.get(`${orderId}:${station.stationId}`) ?? []).map((at) => at - paidAt),
      ),
    );
    const printed = batch.flatMap(({ orderId, paidAt }) =>
      printers.flatMap((printer) =>
        printer.printed.filter((print) => print.orderId === orderId).map((print) => print.at - paidAt),
      ),
    );
    console.log(`\n### ${title}`);
    console.log(`Order creations refused with 503 and tried again (so far): ${refusals}.`);
    console.log(
      `Load average at the end (1, 5, 15 min): ${loadavg()
        .map((v) => v.toFixed(2))
        .join(', ')}.`,
    );
    console.log(`Processes over the run (A pays and bumps; B holds the screens): ${JSON.stringify(processes)}\n`);
    console.log('| From → to | samples | p50 ms | p95 ms | max ms |');
    console.log('| --- | ---: | ---: | ---: | ---: |');
    console.log(latencyRow(`paid → ticket on each station screen (${screensPerStation} per station, B)`, screen));
    console.log(latencyRow(`paid → ticket bytes at the CloudPRNT printer (poll ${pollMs} ms)`, printed));
  }

  console.log(
    `bench:tickets on ${benchDatabase.name}: ${orderCount} orders (a lager and a hot dog: a Bar and a Kitchen ticket), ` +
      `one paid every ${intervalMs} ms; printers poll every ${pollMs} ms when idle, alternating processes.`,
  );

  await readProcesses();
  const quiet = await payOrders(orderCount, printers);
  report('1. Two API processes', quiet, await readProcesses());

  const crowdA = await openCrowd(a, crowd, 'A');
  const crowdB = await openCrowd(b, crowd, 'B');
  const held = await readProcesses();
  const busy = await payOrders(orderCount, printers);
  report(
    `2. With ${crowdA.count} + ${crowdB.count} customers' order-status streams open on A and B ` +
      `(after opening them: ${JSON.stringify(held)})`,
    busy,
    await readProcesses(),
  );
  crowdA.close();
  crowdB.close();

  // 3. The Kitchen printer off, orders paid, its clock moved back; then on again.
  await kitchenPrinter.switchOff();
  const printedBefore = kitchenPrinter.printed.length;
  const backlog = await payOrders(backlogCount, [barPrinter]);
  await sqlClient.query(
    `update print_jobs j set created_at = j.created_at - make_interval(mins => $2)
     from printers p where p.printer_id = j.printer_id and p.name = $1 and j.printed_at is null`,
    ['Kitchen Star', offMinutes],
  );
  await sqlClient.query(`update printers set last_poll_at = last_poll_at - make_interval(mins => $2) where name = $1`, [
    'Kitchen Star',
    offMinutes,
  ]);
  const metrics = await fetch(`${a}/metrics`, { headers: { authorization: `Bearer ${metricsToken}` } });
  const offlineLine = (await metrics.text()).split('\n').find((line) => line.startsWith('queueless_printers_offline{'));
  const waiting = await sqlClient.query(
    `select count(*)::int as n, min(j.created_at) as oldest from print_jobs j join printers p using (printer_id)
     where p.name = 'Kitchen Star' and j.printed_at is null and j.dropped_at is null`,
  );
  const onAt = Date.now();
  await kitchenPrinter.switchOn();
  await until(
    () => kitchenPrinter.printed.length - printedBefore >= backlog.length,
    300_000,
    'the kitchen backlog printed',
  );
  const drainedMs = Date.now() - onAt;
  // A moment more: anything printed twice would show now.
  await new Promise((resolve) => setTimeout(resolve, 2 * pollMs));
  const after = kitchenPrinter.printed.slice(printedBefore).map((print) => print.orderId);
  const expected = backlog.map((order) => order.orderId);
  const everyKitchenPrint = kitchenPrinter.printed.map((print) => print.orderId);
  const isInOrder = JSON.stringify(after) === JSON.stringify(expected);
  const twice = everyKitchenPrint.length - new Set(everyKitchenPrint).size;
  const allInPaidOrder = JSON.stringify(everyKitchenPrint) === JSON.stringify(paidOrders.map((order) => order.orderId));
  console.log(`\n### 3. The Kitchen printer off for ${backlogCount} orders, then back (clock moved ${offMinutes} min)`);
  console.log(
    `- While off: ${waiting.rows[0].n} jobs waiting, the oldest made ${waiting.rows[0].oldest.toISOString()}; metric: \`${offlineLine}\``,
  );
  console.log(`- Back on (first polls on both processes at once): ${after.length} printed in ${drainedMs} ms`);
  console.log(
    `- In paid order: ${isInOrder}; printed twice: ${twice}; every Kitchen ticket of the run in paid order: ${allInPaidOrder} (${everyKitchenPrint.length} tickets, ${kitchenPrinter.polls} polls)`,
  );
  console.log(
    `- Load average at the end: ${loadavg()
      .map((v) => v.toFixed(2))
      .join(', ')}`,
  );
  if (!isInOrder || twice > 0) process.exitCode = 1;
} catch (error) {
  console.error(error);
  process.exitCode = 1;
} finally {
  stop.abort();
  await stopServer(processA);
  await stopServer(processB);
  await sqlClient.end();
  await benchDatabase.drop();
  process.exit();
}
