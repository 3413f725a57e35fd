import { endpointPath, listFulfilledOrders, listLocationOrders, listOrders } from '@queueless/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProduct, createStaff, createUser, createVenue, type TestUser } from '../../../test/factories.js';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import { orderItems, orders } from '../../db/schema.js';
import { newId } from '../../lib/ids.js';

const MINUTE = 60_000;

/** Every order list pages by cursor: each order once, in order, whatever the page size (decision 016). */
describe('order list paging', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  /** 7 placed orders (two changed at the very same microsecond) and an unpaid cart, all within the hour. */
  async function history() {
    const venue = await createVenue(t.app);
    const staff = await createStaff(t.app, venue.vendor.vendorId);
    const customer = await createUser(t.app);
    const product = await createProduct(t.app, venue.location.vendorLocationId);
    const base = Date.now() - 50 * MINUTE;
    const at = (minutes: number) => new Date(base + minutes * MINUTE);
    const insert = async (values: Partial<typeof orders.$inferInsert>) => {
      const orderId = newId();
      await t.app.database.db.insert(orders).values({
        orderId,
        userId: customer.userId,
        vendorLocationId: venue.location.vendorLocationId,
        subtotalCents: 800,
        taxCents: 0,
        totalCents: 800,
        ...values,
      });
      await t.app.database.db.insert(orderItems).values({
        orderId,
        lineNo: 1,
        productId: product.productId,
        name: product.name,
        productType: product.productType,
        priceCents: 800,
        quantity: 1,
      });
      return orderId;
    };
    const same = at(5);
    const ids = [
      await insert({ status: 'PAID', createdAt: at(0), paidAt: at(1) }),
      await insert({ status: 'COMPLETE', createdAt: at(2), paidAt: at(3), completedAt: same }),
      await insert({ status: 'COMPLETE', createdAt: at(2), paidAt: at(4), completedAt: same }),
      await insert({ status: 'REFUNDED', createdAt: at(6), paidAt: at(7), refundedAt: at(30) }),
      await insert({ status: 'PAID', createdAt: at(8), paidAt: at(9) }),
      await insert({ status: 'COMPLETE', createdAt: at(10), paidAt: at(11), completedAt: at(20) }),
      await insert({ status: 'PAID', createdAt: at(12), paidAt: at(13) }),
    ];
    await insert({ status: 'IN_PROGRESS', createdAt: at(14) });
    return { venue, staff, customer, ids };
  }

  async function allPages(user: TestUser, url: string, limit: number) {
    const seen: string[] = [];
    let token: string | null = null;
    let pages = 0;
    do {
      const query = new URLSearchParams({ limit: String(limit) });
      if (token) query.set('nextToken', token);
      const response = await t.app.inject({
        url: `${url}${url.includes('?') ? '&' : '?'}${query}`,
        headers: user.auth,
      });
      expect(response.statusCode, response.body).toBe(200);
      const body = response.json() as { items: { orderId: string }[]; nextToken: string | null };
      expect(body.items.length).toBeLessThanOrEqual(limit);
      seen.push(...body.items.map((order) => order.orderId));
      token = body.nextToken;
      pages++;
    } while (token && pages < 20);
    return { seen, pages };
  }

  it('pages the staff lists by latest change, newest first, each order once', async () => {
    const { venue, staff, ids } = await history();
    const [paid1, done1, done2, refunded, paid2, done3, paid3] = ids as [string, ...string[]];
    const [sameA, sameB] = [done1, done2].sort().reverse();
    // Latest change: refunded at 30, done3 completed at 20, paid3 13, paid2 9, the two completed at 5, paid1 1.
    const expected = [refunded, done3, paid3, paid2, sameA, sameB, paid1];
    const location = venue.location.vendorLocationId;
    for (const limit of [1, 2, 3, 7, 50]) {
      const locationList = await allPages(
        staff,
        endpointPath(listLocationOrders, { vendorLocationId: location }),
        limit,
      );
      expect(locationList.seen, `limit ${limit}`).toEqual(expected);
      expect(locationList.pages).toBe(Math.ceil(7 / limit));
      const fulfilled = await allPages(
        staff,
        endpointPath(listFulfilledOrders, {}, { vendorLocationId: location }),
        limit,
      );
      expect(fulfilled.seen, `limit ${limit}`).toEqual(expected);
    }
  });

  it('pages the customer’s history newest first by creation, carts left out', async () => {
    const { customer, ids } = await history();
    const [paid1, done1, done2, refunded, paid2, done3, paid3] = ids as [string, ...string[]];
    const [sameA, sameB] = [done1, done2].sort().reverse();
    const expected = [paid3, done3, paid2, refunded, sameA, sameB, paid1];
    for (const limit of [1, 3, 50]) {
      expect((await allPages(customer, endpointPath(listOrders, { userId: customer.userId }), limit)).seen).toEqual(
        expected,
      );
    }
  });

  it('refuses a token it did not make and a page size out of range, in our error shape', async () => {
    const { staff, customer, venue } = await history();
    const location = venue.location.vendorLocationId;
    for (const url of [
      endpointPath(listLocationOrders, { vendorLocationId: location }, { nextToken: 'forged' }),
      endpointPath(
        listLocationOrders,
        { vendorLocationId: location },
        { nextToken: Buffer.from('["x",1]').toString('base64url') },
      ),
      // The right shape, no real time: PostgreSQL would refuse it with a 500 (issue 37, F10).
      endpointPath(
        listLocationOrders,
        { vendorLocationId: location },
        { nextToken: Buffer.from('["2020-13-45T99:99:99Z","1"]').toString('base64url') },
      ),
      endpointPath(listLocationOrders, { vendorLocationId: location }, { limit: 0 }),
      endpointPath(listLocationOrders, { vendorLocationId: location }, { limit: 201 }),
      `${endpointPath(listFulfilledOrders, {}, { vendorLocationId: location })}&nextToken=%00`,
    ]) {
      const response = await t.app.inject({ url, headers: staff.auth });
      expect(response.statusCode, url).toBe(400);
      expect(response.json().error.code).toBe('VALIDATION_FAILED');
    }
    const mine = await t.app.inject({
      url: endpointPath(listOrders, { userId: customer.userId }, { nextToken: 'forged' }),
      headers: customer.auth,
    });
    expect(mine.statusCode).toBe(400);
    const crafted = await t.app.inject({
      url: endpointPath(
        listOrders,
        { userId: customer.userId },
        { nextToken: Buffer.from('["2020-13-45T99:99:99Z","1"]').toString('base64url') },
      ),
      headers: customer.auth,
    });
    expect(crafted.statusCode).toBe(400);
    // A page of 200 is the largest and is answered.
    const big = await t.app.inject({
      url: endpointPath(listLocationOrders, { vendorLocationId: location }, { limit: 200 }),
      headers: staff.auth,
    });
    expect(big.json()).toMatchObject({ nextToken: null });
    expect(big.json().items).toHaveLength(7);
  });

  // The plan is PostgreSQL's: skipped on PGlite, which runs the same SQL but is not what we deploy on.
  it.skipIf(!process.env.DATABASE_URL)(
    'uses the window index on PostgreSQL: no sort, only the window read',
    async () => {
      const { venue } = await history();
      // A test table is tiny, so a sequential scan would win on cost: switched off, the plan shows whether
      // the index can answer the filter and the order by itself (no Sort node).
      const plan = await t.app.database.db.transaction(async (tx) => {
        await tx.execute(sql`set local enable_seqscan = off`);
        const result = await tx.execute(sql`explain (format json) select order_id from orders
        where vendor_location_id = ${venue.location.vendorLocationId} and status <> 'IN_PROGRESS'
          and greatest(paid_at, completed_at, refunded_at) > now() - interval '1 day'
        order by greatest(paid_at, completed_at, refunded_at) desc, order_id desc limit 51`);
        return (result as unknown as { rows: unknown[] }).rows;
      });
      const text = JSON.stringify(plan);
      expect(text).toContain('orders_location_activity_idx');
      expect(text).not.toContain('"Sort"');
    },
  );
});
