import { sql } from 'drizzle-orm';
import { loadConfig } from '../src/config.js';
import { type Db, openDatabase } from '../src/db/client.js';
import { DEMO_VENDOR_ID } from '../src/db/seed.js';
import { createAnalyticsRepo } from '../src/modules/analytics/analytics.repo.js';
import { weekPeriod } from '../src/modules/analytics/periods.js';

/**
 * `tsx bench/explain-analytics.ts [rollup|orders]`: the plan of a week's aggregate statement on the volume database
 * (EXPLAIN ANALYZE, BUFFERS), to check it reads the week from its indexes (decision 016).
 */
const url = process.env.VOLUME_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/queueless_volume';
const config = loadConfig({ ...process.env, DATABASE_URL: url, LOG_LEVEL: 'silent', SEED_DEMO: 'false' });
const database = await openDatabase(config.database);
const source = process.argv[2] === 'orders' ? 'orders' : 'rollup';
const explain = async (query: Parameters<Db['execute']>[0]) => {
  const result = (await database.db.execute(sql`explain (analyze, buffers, costs off) ${query}`)) as {
    rows: Record<string, unknown>[];
  };
  console.log(result.rows.map((row) => String(Object.values(row)[0])).join('\n'));
  return { rows: [{ days: [], hours: [], products: [], top_customers: [] }] };
};
const explaining = new Proxy(database.db, {
  get: (target, key, receiver) => (key === 'execute' ? explain : Reflect.get(target, key, receiver)),
}) as Db;
const period = weekPeriod(process.env.WEEK || '2026-11-15', 'America/Los_Angeles');
// The week's closed hours rolled up first, as the service does before it reads (decision 016).
const rolled = await createAnalyticsRepo(database.db).rollClosedHours({
  vendorId: DEMO_VENDOR_ID,
  start: period.start,
  end: period.end,
  now: new Date(),
});
console.log(`${rolled} hours rolled up first`);
await createAnalyticsRepo(explaining).aggregatePeriod(
  {
    vendorId: DEMO_VENDOR_ID,
    timeZone: 'America/Los_Angeles',
    start: period.start,
    end: period.end,
    includeRefunded: false,
    topCustomers: 10,
  },
  source,
);
await database.close();
