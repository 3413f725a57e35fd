import pg from 'pg';
import { loadConfig } from '../src/config.js';
import { openDatabase } from '../src/db/client.js';
import { runMigrations } from '../src/db/migrate.js';
import { ensureCustomers, generateOrders } from '../src/db/seed/order-generator.js';
import { DEMO_VENDOR_ID, seedDemo } from '../src/db/seed.js';

/**
 * `npm run db:seed:volume` (VOLUME_UNTIL=N to stop early): a year of a busy demo bar for the analytics benchmark, in
 * its own database on the local PostgreSQL (VOLUME_DATABASE_URL, default …/queueless_volume, created
 * when missing; nothing else is touched). About 1,000,000 paid orders a year (19,200 a week, busiest on
 * Friday and Saturday nights) with 1 to 4 lines each, from 60,000 customers of whom the regulars come
 * back week after week, 2.5 % refunded. Written newest week first, all inside PostgreSQL, and
 * resumable: VOLUME_UNTIL=100000 stops after the newest ~5 weeks (for the 100k measurement); a later run
 * goes on back in time to the full year.
 */
const target = Number(process.env.VOLUME_UNTIL || 1_000_000);
const PER_WEEK = Math.round(1_000_000 / 52);
const WEEK_MS = 7 * 24 * 3_600_000;
const ORDER_PREFIX = 'VOL';
const CUSTOMER_PREFIX = 'VOLCUST';

const url = new URL(process.env.VOLUME_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/queueless_volume');
const dbName = url.pathname.slice(1);
if (!/^[a-z_][a-z0-9_]*$/.test(dbName)) throw new Error(`Unusable database name: ${dbName}`);
const adminUrl = new URL(url);
adminUrl.pathname = '/postgres';
const admin = new pg.Client({ connectionString: adminUrl.toString() });
await admin.connect();
const exists = await admin.query('select 1 from pg_database where datname = $1', [dbName]);
if (exists.rowCount === 0) await admin.query(`CREATE DATABASE ${dbName}`);
await admin.end();

const config = loadConfig({ ...process.env, DATABASE_URL: url.toString(), LOG_LEVEL: 'silent', SEED_DEMO: 'false' });
const database = await openDatabase(config.database);
try {
  await runMigrations(database);
  const now = new Date();
  await seedDemo(database.db, now);
  await ensureCustomers(database.db, { prefix: CUSTOMER_PREFIX, phonePrefix: '+1310', count: 60_000 });

  const yearAgo = now.getTime() - 52 * WEEK_MS;
  const [state] = await database.query<{ count: string; oldest: Date | null }>(
    `select count(*) as count, min(paid_at) as oldest from orders where order_id like 'VOL%'`,
  );
  let written = Number(state?.count ?? 0);
  let oldest = state?.oldest ? state.oldest.getTime() : now.getTime();
  const started = Date.now();
  console.log(`queueless_volume: ${written} volume orders so far; writing to ${target}.`);
  while (written < target && oldest > yearAgo) {
    const from = Math.max(oldest - WEEK_MS, yearAgo);
    const count = await generateOrders(database.db, {
      vendorId: DEMO_VENDOR_ID,
      from: new Date(from),
      to: new Date(oldest),
      ordersPerWeek: PER_WEEK,
      idPrefix: ORDER_PREFIX,
      customerPrefix: CUSTOMER_PREFIX,
      customerCount: 60_000,
      now,
    });
    written += count;
    oldest = from;
    const seconds = ((Date.now() - started) / 1000).toFixed(0);
    console.log(`  ${new Date(from).toISOString().slice(0, 10)}: +${count} orders (${written} in all, ${seconds} s)`);
  }
  await database.query('vacuum analyze');
  const [totals] = await database.query<{ orders: string; lines: string }>(
    `select (select count(*) from orders) as orders, (select count(*) from order_items) as lines`,
  );
  console.log(`Done: ${totals?.orders} orders, ${totals?.lines} lines in ${dbName}.`);
} finally {
  await database.close();
}
