import { confirmSimulatedPayment, endpointPath, getReadiness, markOrderPaid } from '@queueless/contracts';
import { and, eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, createVenue, placeOrder, type TestUser } from '../../test/factories.js';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { servicesOf } from '../services.js';
import { openDatabase } from './client.js';
import { orderItems, orders, paymentIntents, products } from './schema.js';

const onPostgres = Boolean(process.env.DATABASE_URL);
const STOCK = 100_000;

/**
 * Real PostgreSQL only: PGlite lives inside the process and has no connections to lose. The test ends
 * every backend of its own database again and again while customers order and pay in parallel.
 */
describe.skipIf(!onPostgres)('database faults (PostgreSQL; PGlite has no connections to lose)', () => {
  let t: TestApp;
  let admin: pg.Client;

  beforeAll(async () => {
    // Customers here order as fast as they can: far past a real person's limits (order-limits.test.ts has those).
    const unlimited = { limit: 1_000_000, windowSeconds: 600 };
    const limits = { perPerson: unlimited, perAddress: unlimited };
    t = await createTestApp({ overrides: { orderLimits: { create: limits, update: limits } } });
    admin = new pg.Client({ connectionString: t.url! });
    admin.on('error', () => {});
    await admin.connect();
  });
  afterAll(async () => {
    await admin?.end().catch(() => {});
    await t?.close();
  });

  /** Ends every connection of the test's database but the admin's own. */
  async function terminateBackends(): Promise<number> {
    const rows = await admin.query(
      'select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()',
    );
    return rows.rowCount ?? 0;
  }

  it('lives through terminated connections: every call succeeds or answers a clean 503, and no payment is lost or doubled', async () => {
    const { location, product } = await createVenue(t.app, { trackQuantity: true, quantityAvailable: STOCK });
    const customers = await Promise.all(Array.from({ length: 6 }, () => createUser(t.app)));
    // A stream's subscription opens the LISTEN connection now, so the faults hit it too.
    let heard = 0;
    const stop = await servicesOf(t.app).orderEvents.subscribe('listen-probe', () => {
      heard += 1;
    });

    const statuses = new Map<number, number>();
    const unclean: string[] = [];
    const acknowledged: string[] = [];
    let running = true;

    function record(response: { statusCode: number; headers: Record<string, unknown>; body: string }) {
      statuses.set(response.statusCode, (statuses.get(response.statusCode) ?? 0) + 1);
      if (response.statusCode < 400) return true;
      const body = safeJson(response.body);
      const isClean =
        response.statusCode === 503 &&
        body?.error?.code === 'SERVICE_UNAVAILABLE' &&
        typeof body.error.message === 'string' &&
        Number(response.headers['retry-after']) > 0;
      if (!isClean) unclean.push(`${response.statusCode} ${response.body}`);
      return false;
    }

    async function shop(customer: TestUser) {
      while (running) {
        const created = await placeOrder(t.app, customer, {
          vendorLocationId: location.vendorLocationId,
          cartItems: [{ productId: product.productId, quantity: 1 + (acknowledged.length % 3) }],
        });
        if (!record(created)) continue;
        const { order, paymentIntentId, clientSecret } = created.json();
        acknowledged.push(order.orderId);
        const confirmed = await t.app.inject({
          method: 'POST',
          url: endpointPath(confirmSimulatedPayment, { paymentIntentId }),
          payload: { clientSecret, paymentMethod: { type: 'wallet' } },
        });
        if (!record(confirmed)) continue;
        record(
          await t.app.inject({
            method: 'PUT',
            url: endpointPath(markOrderPaid, { userId: customer.userId, orderId: order.orderId }),
            headers: customer.auth,
          }),
        );
      }
    }

    const shoppers = customers.map(shop);
    let terminated = 0;
    for (let round = 0; round < 6; round += 1) {
      await sleep(250);
      terminated += await terminateBackends();
    }
    await sleep(250);
    running = false;
    await Promise.all(shoppers);

    expect(unclean).toEqual([]);
    expect(terminated).toBeGreaterThan(6);
    expect(statuses.get(503) ?? 0).toBeGreaterThan(0);
    expect(acknowledged.length).toBeGreaterThan(10);

    // It serves again by itself, and /readyz says so.
    expect((await t.app.inject({ method: 'GET', url: getReadiness.path })).statusCode).toBe(200);

    // An event written while the connections were dropping is not lost (decision 078): the tail reads the table, woken
    // by the LISTEN connection that came back or by its poll. Written by the admin connection, with no wake-up at all.
    await admin.query(
      `insert into domain_events (type, vendor_id, aggregate_id) values ('order.changed', $1, 'listen-probe')`,
      [location.vendorId],
    );
    await admin.query(`select pg_notify('domain_events', '')`);
    for (let tries = 0; tries < 200 && heard === 0; tries += 1) await sleep(20);
    expect(heard).toBe(1);
    await stop();

    // Nothing lost: every order the API acknowledged is there.
    const db = t.app.database.db;
    const stored = await db.select({ orderId: orders.orderId, status: orders.status }).from(orders);
    const storedIds = new Set(stored.map((row) => row.orderId));
    expect(acknowledged.filter((id) => !storedIds.has(id))).toEqual([]);
    expect(new Set(acknowledged).size).toBe(acknowledged.length);

    // Every payment that went through paid its order, and no order was paid without one.
    const succeeded = await db
      .select({ orderId: paymentIntents.orderId, status: orders.status })
      .from(paymentIntents)
      .innerJoin(orders, eq(orders.paymentIntentId, paymentIntents.paymentIntentId))
      .where(eq(paymentIntents.status, 'succeeded'));
    expect(succeeded.filter((row) => row.status !== 'PAID')).toEqual([]);
    const paid = stored.filter((row) => row.status === 'PAID');
    expect(paid.length).toBe(succeeded.length);
    expect(paid.length).toBeGreaterThan(0);

    // Paid once each: the stock went down by exactly what the paid orders hold.
    const [sold] = await db
      .select({ quantity: sql<number>`coalesce(sum(${orderItems.quantity}), 0)::int` })
      .from(orderItems)
      .innerJoin(orders, eq(orders.orderId, orderItems.orderId))
      .where(eq(orders.status, 'PAID'));
    const [left] = await db
      .select({ quantity: products.quantityAvailable })
      .from(products)
      .where(and(eq(products.productId, product.productId)));
    expect(STOCK - (left?.quantity ?? 0)).toBe(sold?.quantity);
  }, 30_000);

  it('gives every connection back to the pool when a transaction dies at its first statement', async () => {
    // A small pool of its own, so a few lost clients would exhaust it.
    const small = await openDatabase({ kind: 'postgres', url: t.url!, poolSize: 3 });
    try {
      const transaction = () => small.db.transaction(async (tx) => tx.execute(sql`select 1`));
      let failed = 0;
      for (let round = 0; round < 8; round += 1) {
        await Promise.all(Array.from({ length: 3 }, transaction));
        // Cut the idle connections and, in the same tick, start transactions on them: their BEGIN fails.
        await terminateBackends();
        const outcomes = await Promise.allSettled(Array.from({ length: 6 }, transaction));
        failed += outcomes.filter((outcome) => outcome.status === 'rejected').length;
      }
      expect(failed).toBeGreaterThan(0);
      // Every client came back: the pool still serves three at a time.
      const after = await Promise.allSettled(Array.from({ length: 6 }, transaction));
      expect(after.filter((outcome) => outcome.status === 'rejected')).toEqual([]);
    } finally {
      await small.close();
    }
  }, 30_000);
});

function sleep(ms: number) {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

function safeJson(text: string): { error?: { code?: string; message?: unknown } } | null {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}
