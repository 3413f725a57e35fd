import { endpointPath, getLocationProducts, markOrderPaid, updateProduct } from '@queueless/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  createLocation,
  createProduct,
  createStaff,
  createUser,
  createVendor,
  createVenue,
  placeOrder,
} from '../../../test/factories.js';
import { createPeerApp, type TestApp } from '../../../test/harness.js';
import { useTestAppWithFakePayments } from '../../../test/orders.js';
import type { Database } from '../../db/client.js';
import { products } from '../../db/schema.js';
import { MENU_CHANGED_CHANNEL } from './menu-cache.js';

const onPostgres = Boolean(process.env.DATABASE_URL);

/** Starts listening on `database`; `heard` resolves at its next menu change of the location, or fails after 1 s. */
async function listenForMenuChange(database: Database, vendorLocationId: string) {
  let markHeard = () => {};
  const arrived = new Promise<void>((resolve, reject) => {
    markHeard = resolve;
    setTimeout(() => reject(new Error(`no NOTIFY for ${vendorLocationId} within 1 s`)), 1000);
  });
  const unlisten = await database.listen(MENU_CHANGED_CHANNEL, (payload) => {
    if (payload === vendorLocationId) markHeard();
  });
  return { heard: arrived.finally(unlisten) };
}

describe('reading a menu from the cache', () => {
  const t = useTestAppWithFakePayments();
  const { payments } = t;

  const readMenu = (app: TestApp['app'], vendorLocationId: string, headers = {}) =>
    app.inject({ url: endpointPath(getLocationProducts, { vendorLocationId }), headers });
  const priceOf = (response: { json(): { items: { price: string }[] } }) => response.json().items[0]?.price;

  /** Changes the price behind the API's back, so only a cache miss can show it. */
  const setPriceInDatabase = (productId: string, priceCents: number) =>
    t.database.db.update(products).set({ priceCents }).where(eq(products.productId, productId));

  it('serves a read menu from memory, with an ETag, and 304 with no body when If-None-Match names it', async () => {
    const { location, product } = await createVenue(t.app, { priceCents: 800 });
    const first = await readMenu(t.app, location.vendorLocationId);
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(first.headers['cache-control']).toBe('no-cache');
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"[\w-]{20,}"$/);

    await setPriceInDatabase(product.productId, 900);
    const again = await readMenu(t.app, location.vendorLocationId.toLowerCase());
    expect(again.body).toBe(first.body);
    expect(again.headers.etag).toBe(etag);

    for (const ifNoneMatch of [etag, `W/${etag}`, `"other", ${etag}`]) {
      const notModified = await readMenu(t.app, location.vendorLocationId, { 'if-none-match': ifNoneMatch });
      expect(notModified.statusCode, ifNoneMatch).toBe(304);
      expect(notModified.body).toBe('');
      expect(notModified.headers.etag).toBe(etag);
      expect(notModified.headers['content-length']).toBeUndefined();
    }
    const changed = await readMenu(t.app, location.vendorLocationId, { 'if-none-match': '"something-else"' });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toEqual(first.json());
  });

  it('answers 404 for an unknown location, and does not remember that', async () => {
    const missing = await readMenu(t.app, 'NOWHERE1');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error).toEqual({ code: 'NOT_FOUND', message: 'Location not found.' });

    const vendor = await createVendor(t.app);
    await createLocation(t.app, vendor.vendorId, { vendorLocationId: 'NOWHERE1' });
    const empty = await readMenu(t.app, 'NOWHERE1');
    expect(empty.statusCode).toBe(200);
    expect(empty.json()).toEqual({ items: [] });
  });

  it('shows a staff PUT on the next read, with a new ETag', async () => {
    const { vendor, location, product } = await createVenue(t.app, { priceCents: 800 });
    const staff = await createStaff(t.app, vendor.vendorId);
    const before = await readMenu(t.app, location.vendorLocationId);
    expect(priceOf(before)).toBe('8.00');

    const put = await t.app.inject({
      method: 'PUT',
      url: endpointPath(updateProduct, { vendorLocationId: location.vendorLocationId, productId: product.productId }),
      headers: staff.auth,
      payload: { price: '9.25', isAvailable: false },
    });
    expect(put.statusCode).toBe(200);

    const after = await readMenu(t.app, location.vendorLocationId, { 'if-none-match': before.headers.etag });
    expect(after.statusCode).toBe(200);
    expect(after.json().items[0]).toMatchObject({ price: '9.25', isAvailable: false });
    expect(after.headers.etag).not.toBe(before.headers.etag);
  });

  it('shows an item sold out by a paid order once its NOTIFY arrives', async () => {
    const { location, product } = await createVenue(t.app, { trackQuantity: true, quantityAvailable: 2 });
    const other = await createProduct(t.app, location.vendorLocationId, { name: 'Untracked' });
    const before = await readMenu(t.app, location.vendorLocationId);
    const tracked = (response: typeof before) =>
      response.json().items.find((item: { productId: string }) => item.productId === product.productId);
    expect(tracked(before)).toMatchObject({ quantity: { available: 2 }, isSoldOut: false });

    const customer = await createUser(t.app);
    const created = await placeOrder(t.app, customer, {
      vendorLocationId: location.vendorLocationId,
      cartItems: [
        { productId: product.productId, quantity: 2 },
        { productId: other.productId, quantity: 1 },
      ],
    });
    expect(created.statusCode).toBe(201);
    payments.pay(created.json().paymentIntentId);
    // Stock taken by a payment reaches every process's cache, this one's too, by NOTIFY on commit.
    const { heard } = await listenForMenuChange(t.database, location.vendorLocationId);
    const paid = await t.app.inject({
      method: 'PUT',
      url: endpointPath(markOrderPaid, { userId: customer.userId, orderId: created.json().order.orderId }),
      headers: customer.auth,
    });
    expect(paid.json().order.status).toBe('PAID');
    await heard;

    const after = await readMenu(t.app, location.vendorLocationId);
    expect(tracked(after)).toMatchObject({ quantity: { available: 0 }, isSoldOut: true });
  });

  it(`shows a change made through a second API process on the same database, by NOTIFY (${onPostgres ? 'own pool and LISTEN connection' : 'PGlite: one shared connection'})`, async () => {
    const peer = await createPeerApp(t, { overrides: { payments: payments.provider } });
    try {
      const { vendor, location, product } = await createVenue(t.app, { priceCents: 800 });
      const staff = await createStaff(t.app, vendor.vendorId);
      expect(priceOf(await readMenu(t.app, location.vendorLocationId))).toBe('8.00');
      expect(priceOf(await readMenu(peer.app, location.vendorLocationId))).toBe('8.00');

      const { heard } = await listenForMenuChange(t.database, location.vendorLocationId);
      const put = await peer.app.inject({
        method: 'PUT',
        url: endpointPath(updateProduct, { vendorLocationId: location.vendorLocationId, productId: product.productId }),
        headers: staff.auth,
        payload: { price: '7.75' },
      });
      expect(put.statusCode).toBe(200);
      await heard;
      // The first app's cache heard it before this test's own listener (it subscribed first).
      expect(priceOf(await readMenu(t.app, location.vendorLocationId))).toBe('7.75');
      expect(priceOf(await readMenu(peer.app, location.vendorLocationId))).toBe('7.75');
    } finally {
      await peer.close();
    }
  });

  it.runIf(onPostgres)(
    'drops every menu when its LISTEN connection is lost, reads through while it is, and caches again once listening (PostgreSQL only)',
    async () => {
      const { location, product } = await createVenue(t.app, { priceCents: 800 });
      const price = async () => priceOf(await readMenu(t.app, location.vendorLocationId));
      expect(await price()).toBe('8.00');

      // This test's own subscription hears of the loss and the resumption after the cache's.
      let markLost = () => {};
      let markResumed = () => {};
      const lost = new Promise<void>((resolve) => {
        markLost = resolve;
      });
      const resumed = new Promise<void>((resolve) => {
        markResumed = resolve;
      });
      const unlisten = await t.database.listen(MENU_CHANGED_CHANNEL, () => {}, {
        onLost: markLost,
        onResume: markResumed,
      });
      try {
        await t.database.query(
          `select pg_terminate_backend(pid) from pg_stat_activity
           where datname = current_database() and query ilike 'listen%'`,
        );
        await lost;
        // Changes nobody announces, as if their NOTIFY went out while the connection was down.
        await setPriceInDatabase(product.productId, 900);
        expect(await price()).toBe('9.00');
        await setPriceInDatabase(product.productId, 950);
        expect(await price()).toBe('9.50');

        await resumed;
        expect(await price()).toBe('9.50');
        await setPriceInDatabase(product.productId, 1000);
        expect(await price()).toBe('9.50');
      } finally {
        await unlisten();
      }
    },
  );
});
