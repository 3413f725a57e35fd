import { createOrder, endpointPath } from '@queueless/contracts';
import { and, eq, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  changeOrder,
  createLocation,
  createProduct,
  createUser,
  createVenue,
  type TestUser,
} from '../../../test/factories.js';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import { orders } from '../../db/schema.js';

/**
 * An order's create with the browser's Idempotency-Key (decision 017): repeated after its answer was lost, it answers
 * the order the first one made, never a second order, whatever the timing.
 */
describe('order create with an Idempotency-Key', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    t.app.server.closeAllConnections();
    await t.close();
  });

  const create = (user: TestUser, vendorLocationId: string, productId: string, key?: string, quantity = 1) =>
    t.app.inject({
      method: 'POST',
      url: endpointPath(createOrder, { userId: user.userId }),
      headers: { ...user.auth, ...(key === undefined ? {} : { 'idempotency-key': key }) },
      payload: { userId: user.userId, vendorLocationId, cartItems: [{ productId, quantity }] },
    });

  const ordersOf = (user: TestUser) => t.app.database.db.select().from(orders).where(eq(orders.userId, user.userId));

  async function shop() {
    const venue = await createVenue(t.app, { priceCents: 800 });
    return {
      location: venue.location.vendorLocationId,
      product: venue.product.productId,
      customer: await createUser(t.app),
    };
  }

  it('answers a repeat with the order the first made, its payment included, and stores one order', async () => {
    const { location, product, customer } = await shop();
    const first = await create(customer, location, product, 'key-0000000001');
    expect(first.statusCode).toBe(201);
    const again = await create(customer, location, product, 'key-0000000001');
    expect(again.statusCode).toBe(201);
    expect(again.json().order.orderId).toBe(first.json().order.orderId);
    expect(again.json().paymentIntentId).toBe(first.json().paymentIntentId);
    expect(again.json().clientSecret).toBe(first.json().clientSecret);
    const stored = await ordersOf(customer);
    expect(stored).toHaveLength(1);
    expect(stored[0]?.idempotencyKey).toBe('key-0000000001');
  });

  it('answers the order as it is now when it was changed since, and makes new orders for new keys or none', async () => {
    const { location, product, customer } = await shop();
    const first = (await create(customer, location, product, 'key-0000000002')).json().order;
    const changed = await changeOrder(t.app, customer, first.orderId, {
      vendorLocationId: location,
      cartItems: [{ productId: product, quantity: 3 }],
    });
    expect(changed.statusCode).toBe(200);
    const again = (await create(customer, location, product, 'key-0000000002')).json().order;
    expect(again).toMatchObject({ orderId: first.orderId, totalQuantity: 3 });

    expect((await create(customer, location, product, 'key-0000000003')).json().order.orderId).not.toBe(first.orderId);
    expect((await create(customer, location, product)).statusCode).toBe(201);
    expect(await ordersOf(customer)).toHaveLength(3);
  });

  it('keeps keys apart between customers, and refuses a key reused at another location', async () => {
    const { location, product, customer } = await shop();
    const other = await createUser(t.app);
    const mine = (await create(customer, location, product, 'shared-key-001')).json().order.orderId;
    const theirs = (await create(other, location, product, 'shared-key-001')).json().order.orderId;
    expect(theirs).not.toBe(mine);

    const elsewhere = await createLocation(t.app, (await createVenue(t.app)).vendor.vendorId);
    const there = await createProduct(t.app, elsewhere.vendorLocationId, { priceCents: 500 });
    const reused = await create(customer, elsewhere.vendorLocationId, there.productId, 'shared-key-001');
    expect(reused.statusCode).toBe(409);
    expect(reused.json().error.code).toBe('IDEMPOTENCY_KEY_REUSED');
    expect(await ordersOf(customer)).toHaveLength(1);
  });

  it('refuses a malformed key with a 400 in our error shape and stores nothing', async () => {
    const { location, product, customer } = await shop();
    for (const key of ['short', 'x'.repeat(101), 'has space 1234', 'nul\u0000key-1234', 'ключ-12345678', "'; drop--"]) {
      const response = await create(customer, location, product, key);
      expect(response.statusCode, JSON.stringify(key)).toBe(400);
      expect(response.json().error.code, JSON.stringify(key)).toBe('VALIDATION_FAILED');
    }
    expect(await ordersOf(customer)).toHaveLength(0);
  });

  it('makes one order of 10 creates sent at once with one key', async () => {
    const { location, product, customer } = await shop();
    const responses = await Promise.all(
      Array.from({ length: 10 }, () => create(customer, location, product, 'parallel-key-01')),
    );
    expect(responses.map((response) => response.statusCode)).toEqual(Array(10).fill(201));
    expect(new Set(responses.map((response) => response.json().order.orderId)).size).toBe(1);
    const keyed = await t.app.database.db
      .select()
      .from(orders)
      .where(and(eq(orders.userId, customer.userId), isNotNull(orders.idempotencyKey)));
    expect(keyed).toHaveLength(1);
  });
});
