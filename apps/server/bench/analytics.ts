import { loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import {
  ANALYTICS_TOP_N,
  analyticsWeekSchema,
  endpointPath,
  getAnalyticsDump,
  getAnalyticsWeek,
  listAnalyticsOrders,
  listFulfilledOrders,
  listLocationOrders,
  regenerateAnalyticsDump,
} from '@queueless/contracts';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { openDatabase } from '../src/db/client.js';
import { DEMO_LOCATION_ID, DEMO_VENDOR_ID, demoPeople } from '../src/db/seed.js';
import { createAnalyticsRepo } from '../src/modules/analytics/analytics.repo.js';
import { createAnalyticsService } from '../src/modules/analytics/analytics.service.js';
import { monthPeriod, weekPeriod, weekStartOf } from '../src/modules/analytics/periods.js';
import type { Access } from '../src/modules/staff/access.js';
import { servicesOf } from '../src/services.js';

/**
 * `npm run bench:analytics`: the dashboard's calls on the volume database (`npm run db:seed:volume`
 * first), through the whole API in-process (routing, auth, validation, SQL, serialisation), each beside a
 * baseline measured in the same run: a bare `count(*)` of the same week's orders. Read-only except for
 * the analytics cache rows it regenerates and the rollup rows it forgets and rolls again (decision
 * 016; apply the migrations first: `npm run db:migrate` with DATABASE_URL set to the volume database).
 * Prints a Markdown table and the load average; the numbers go in docs/benchmarks.md.
 */
const url = process.env.VOLUME_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/queueless_volume';
const config = loadConfig({
  ...process.env,
  DATABASE_URL: url,
  TOKEN_SECRET: 'bench-secret-bench-secret-bench-secret-0123',
  LOG_LEVEL: 'silent',
  NODE_ENV: 'test',
  SEED_DEMO: 'false',
});
const database = await openDatabase(config.database);
// The history sweep (decision 016) on its own, before the app (whose sweeps would share the work): its first run
// with the demo vendor's rollup forgotten, then a run over what it rolled, which only compares.
await database.query('delete from analytics_product_hours where vendor_id = $1', [DEMO_VENDOR_ID]);
await database.query('delete from analytics_hours where vendor_id = $1', [DEMO_VENDOR_ID]);
const historyService = createAnalyticsService({
  analyticsRepo: createAnalyticsRepo(database.db),
  access: {} as Access, // rollHistory checks no caller
  clock: () => new Date(),
});
const historyRuns: { name: string; ms: number; hours: number }[] = [];
for (const name of ['history sweep, first run (rolls the 27 weeks)', 'history sweep, a later run (compares only)']) {
  const started = performance.now();
  const hours = await historyService.rollHistory({ pauseMs: 0 });
  historyRuns.push({ name, ms: performance.now() - started, hours });
}
const app = await buildApp({ config, database, logger: false, serveWeb: false });
await app.ready();
const manager = demoPeople.manager;
const token = await servicesOf(app).tokens.signIdToken({ userId: manager.userId, phoneNumber: manager.phoneNumber });
const headers = { authorization: `Bearer ${token}` };

const timeZone = 'America/Los_Angeles';
const now = new Date();
// The last full week and the last full month: what a manager looks back at most.
const weekStart = weekStartOf(new Date(now.getTime() - 7 * 86_400_000), timeZone);
const week = weekPeriod(weekStart, timeZone);
const lastMonthDate = new Date(monthPeriod(now.toISOString().slice(0, 7), timeZone).start.getTime() - 86_400_000);
const month = lastMonthDate.toISOString().slice(0, 7);

type Result = { name: string; runs: number; p50: number; p95: number; max: number };

async function measure(name: string, runs: number, call: () => Promise<unknown>): Promise<Result> {
  await call(); // warm the connection and the plan cache
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    await call();
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  const at = (q: number) => times[Math.min(times.length - 1, Math.ceil(q * times.length) - 1)] ?? 0;
  return { name, runs, p50: at(0.5), p95: at(0.95), max: times.at(-1) ?? 0 };
}

async function get(path: string, expectStatus = 200) {
  const response = await app.inject({ method: 'GET', url: path, headers });
  if (response.statusCode !== expectStatus) throw new Error(`${path}: ${response.statusCode} ${response.body}`);
  return response;
}

const [size] = await database.query<{ orders: string; lines: string; week_orders: string }>(
  `select (select count(*) from orders) as orders, (select count(*) from order_items) as lines,
          (select count(*) from orders o join vendor_locations l using (vendor_location_id)
           where l.vendor_id = $1 and o.paid_at >= $2 and o.paid_at < $3) as week_orders`,
  [DEMO_VENDOR_ID, week.start, week.end],
);
const weekUrl = endpointPath(getAnalyticsWeek, { vendorId: DEMO_VENDOR_ID, weekStart });
const dumpUrl = endpointPath(getAnalyticsDump, { vendorId: DEMO_VENDOR_ID, month });
const regenerateUrl = endpointPath(regenerateAnalyticsDump, { vendorId: DEMO_VENDOR_ID, month });
const firstOrders = await get(
  endpointPath(
    listAnalyticsOrders,
    { vendorId: DEMO_VENDOR_ID },
    { datetimePaidAfter: week.start.toISOString(), datetimePaidBefore: week.end.toISOString() },
  ),
);
const nextToken = firstOrders.json().nextToken as string;
const firstLocation = await get(endpointPath(listLocationOrders, { vendorLocationId: DEMO_LOCATION_ID }));
const locationNext = firstLocation.json().nextToken as string | null;

const results: Result[] = [];
const baseline = await measure('baseline: count(*) of the week’s orders (SQL)', 30, () =>
  database.query(
    `select count(*) from orders o join vendor_locations l using (vendor_location_id)
     where l.vendor_id = $1 and o.paid_at >= $2 and o.paid_at < $3`,
    [DEMO_VENDOR_ID, week.start, week.end],
  ),
);
results.push(baseline);
// The hourly rollup (decision 016): a week read for the first time rolls its closed hours up, so its
// first regeneration is measured with the week's rollup rows deleted before each run.
const forgetWeekRollup = () =>
  database.query(
    `with gone as (delete from analytics_product_hours where vendor_id = $1 and hour >= $2 and hour < $3)
     delete from analytics_hours where vendor_id = $1 and hour >= $2 and hour < $3`,
    [DEMO_VENDOR_ID, new Date(week.start.getTime() - 3_600_000), week.end],
  );
const firstReads: number[] = [];
for (let i = 0; i < 5; i++) {
  await forgetWeekRollup();
  const started = performance.now();
  await get(`${weekUrl}?forceRegeneration=true`);
  firstReads.push(performance.now() - started);
}
firstReads.sort((a, b) => a - b);
results.push({
  name: 'week view, first read (rollup of the week deleted before each run)',
  runs: firstReads.length,
  p50: firstReads[2] ?? 0,
  p95: firstReads.at(-1) ?? 0,
  max: firstReads.at(-1) ?? 0,
});
results.push(await measure('week view, cold (forceRegeneration)', 7, () => get(`${weekUrl}?forceRegeneration=true`)));
const repo = createAnalyticsRepo(database.db);
const weekQuery = {
  vendorId: DEMO_VENDOR_ID,
  timeZone,
  start: week.start,
  end: week.end,
  includeRefunded: false,
  topCustomers: ANALYTICS_TOP_N,
};
results.push(
  await measure('week aggregates from the rollup (SQL only)', 7, () => repo.aggregatePeriod(weekQuery, 'rollup')),
);
results.push(
  await measure('week aggregates from the orders, as before the rollup (SQL only)', 7, () =>
    repo.aggregatePeriod(weekQuery, 'orders'),
  ),
);
results.push(await measure('week view, cached', 100, () => get(weekUrl)));
// What a cached answer cost before (decision 016): three reads (the vendor, the caller's role, the cache
// row as jsonb, parsed by pg), then the zod serialiser's check and JSON.stringify; now one prepared read of
// the answer as text, sent as is.
const roleSql = `select r.role from vendor_roles r join users u on u.phone_number = r.phone_number
                 where u.user_id = $1 and r.vendor_id = $2`;
results.push(
  await measure('cached, before: its three reads (SQL)', 100, async () => {
    await database.query('select vendor_id, time_zone from vendors where vendor_id = $1', [DEMO_VENDOR_ID]);
    await database.query(roleSql, [manager.userId, DEMO_VENDOR_ID]);
    await database.query(
      'select payload, generated_at from analytics_cache where vendor_id = $1 and scope = $2 and include_refunded = false',
      [DEMO_VENDOR_ID, `week:${weekStart}`],
    );
  }),
);
const [cachedRow] = await database.query<{ payload: { answer: unknown } }>(
  'select payload from analytics_cache where vendor_id = $1 and scope = $2 and include_refunded = false',
  [DEMO_VENDOR_ID, `week:${weekStart}`],
);
const cachedText = JSON.stringify(cachedRow?.payload);
results.push(
  await measure('cached, before: parse, schema check and stringify of the answer (CPU)', 100, async () => {
    const payload = JSON.parse(cachedText) as { answer: unknown };
    JSON.stringify(analyticsWeekSchema.parse(payload.answer));
  }),
);
results.push(
  await measure('cached, now: its one read (SQL)', 100, () =>
    repo.getVendorWithCached({
      userId: manager.userId,
      vendorId: DEMO_VENDOR_ID,
      scope: `week:${weekStart}`,
      includeRefunded: false,
    }),
  ),
);
results.push(await measure('month dump, cold (regenerate)', 3, () => get(regenerateUrl)));
results.push(await measure('month dump, cached', 100, () => get(dumpUrl)));
results.push(
  await measure('vendor orders, a page of 200 (week window)', 20, () =>
    get(
      endpointPath(
        listAnalyticsOrders,
        { vendorId: DEMO_VENDOR_ID },
        { datetimePaidAfter: week.start.toISOString(), datetimePaidBefore: week.end.toISOString(), nextToken },
      ),
    ),
  ),
);
results.push(
  await measure('staff: location orders (24 h), first page of 50', 20, () =>
    get(endpointPath(listLocationOrders, { vendorLocationId: DEMO_LOCATION_ID })),
  ),
);
if (locationNext) {
  results.push(
    await measure('staff: location orders (24 h), next page', 20, () =>
      get(endpointPath(listLocationOrders, { vendorLocationId: DEMO_LOCATION_ID }, { nextToken: locationNext })),
    ),
  );
}
results.push(
  await measure('staff: fulfilled orders (12 h), first page of 50', 20, () =>
    get(endpointPath(listFulfilledOrders, {}, { vendorLocationId: DEMO_LOCATION_ID })),
  ),
);
// The statement the staff lists ran before (OR of three times, sorted by a coalesce no index holds).
results.push(
  await measure('before: the old staff list statement (SQL, 200 rows)', 5, () =>
    database.query(
      `select o.order_id from orders o join vendor_locations l using (vendor_location_id)
       where o.vendor_location_id = $1 and o.status <> 'IN_PROGRESS'
         and (o.paid_at > $2 or o.completed_at > $2 or o.refunded_at > $2)
       order by coalesce(o.completed_at, o.paid_at, o.created_at) desc, o.created_at desc, o.order_id desc limit 200`,
      [DEMO_LOCATION_ID, new Date(now.getTime() - 24 * 3_600_000)],
    ),
  ),
);

const ms = (value: number) => value.toFixed(1);
const load = loadavg()
  .map((value) => value.toFixed(2))
  .join(', ');
console.log(
  `\nLoad average at the end (1, 5, 15 min): ${load}.\nqueueless_volume: ${size?.orders} orders, ${size?.lines} lines; week of ${weekStart}: ${size?.week_orders} orders; month ${month}.\n`,
);
console.log('| Call | runs | p50 ms | p95 ms | max ms | p50 ÷ baseline p50 |');
console.log('| --- | --- | --- | --- | --- | --- |');
for (const result of results) {
  console.log(
    `| ${result.name} | ${result.runs} | ${ms(result.p50)} | ${ms(result.p95)} | ${ms(result.max)} | ${(result.p50 / baseline.p50).toFixed(1)}× |`,
  );
}
console.log('');
for (const run of historyRuns) {
  console.log(`- ${run.name}: ${(run.ms / 1000).toFixed(2)} s, ${run.hours} hours written (all vendors)`);
}
await app.close();
await database.close();
