import { sql } from 'drizzle-orm';
import type { Db } from '../client.js';
import { ensureCustomers, generateOrders } from './order-generator.js';

/** The demo bar's reporting history: orders of the last 6 weeks, topped up to now on every start. */
const DEMO_ORDER_PREFIX = 'DEMOAN';
const DEMO_CUSTOMER_PREFIX = 'DEMOANALYTICS';
const HISTORY_MS = 6 * 7 * 24 * 3_600_000;
/** The newest seeded order is this long before the seed runs, so the staff's own test orders stay on top. */
const QUIET_MS = 10 * 60_000;

/**
 * Gives the demo venue's dashboard true numbers for this week and the ones before it: about 280 paid
 * orders a week from up to 150 customers (most come back, a few new each week), busiest on Friday and Saturday nights. Idempotent:
 * a later start adds only the orders since the newest one written.
 */
export async function seedDemoAnalytics(db: Db, vendorId: string, now: Date): Promise<void> {
  await ensureCustomers(db, { prefix: DEMO_CUSTOMER_PREFIX, phonePrefix: '+1424', count: 150 });
  const result = await db.execute(
    sql`select max(paid_at) as latest from orders where order_id like ${`${DEMO_ORDER_PREFIX}%`}`,
  );
  const latest = (result as unknown as { rows: { latest: string | Date | null }[] }).rows[0]?.latest;
  const from = new Date(Math.max(now.getTime() - HISTORY_MS, latest ? new Date(latest).getTime() + 1 : 0));
  const to = new Date(now.getTime() - QUIET_MS);
  if (to <= from) return;
  await generateOrders(db, {
    vendorId,
    from,
    to,
    ordersPerWeek: 280,
    idPrefix: DEMO_ORDER_PREFIX,
    customerPrefix: DEMO_CUSTOMER_PREFIX,
    customerCount: 150,
    now,
  });
}
