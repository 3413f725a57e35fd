import type { ProductListResponse } from '@queueless/contracts';
import { describe, expect, it } from 'vitest';
import type { ListenEvents } from '../../db/client.js';
import { createMenuCache, MENU_CHANGED_CHANNEL } from './menu-cache.js';

const silent = { warn() {} } as never;

/** A LISTEN that a test drives by hand: notify, lose and resume the connection. */
function fakeListen() {
  const heard: { handler: (payload: string) => void; events: ListenEvents }[] = [];
  return {
    database: {
      async listen(channel: string, handler: (payload: string) => void, events: ListenEvents = {}) {
        expect(channel).toBe(MENU_CHANGED_CHANNEL);
        heard.push({ handler, events });
        return async () => void heard.splice(0);
      },
    },
    notify: (payload: string) => {
      for (const { handler } of heard) handler(payload);
    },
    lose: () => {
      for (const { events } of heard) events.onLost?.();
    },
    resume: () => {
      for (const { events } of heard) events.onResume?.();
    },
  };
}

/** A loader that counts its reads and can be held mid-read. */
function fakeMenus() {
  let price = 800;
  let reads = 0;
  let gate: Promise<void> | null = null;
  return {
    setPrice: (cents: number) => {
      price = cents;
    },
    reads: () => reads,
    hold() {
      let release = () => {};
      gate = new Promise((resolve) => {
        release = resolve;
      });
      return () => {
        gate = null;
        release();
      };
    },
    async load(vendorLocationId: string): Promise<ProductListResponse> {
      reads++;
      const seen = price;
      await gate;
      if (vendorLocationId === 'NOWHERE') throw new Error('not found');
      return { items: [product(vendorLocationId, seen)] };
    },
  };
}

function product(vendorLocationId: string, cents: number): ProductListResponse['items'][number] {
  return {
    productId: `${vendorLocationId}-LAGER`,
    vendorLocationId,
    name: 'House Lager',
    description: null,
    productType: 'ALCOHOLIC_ITEM',
    price: (cents / 100).toFixed(2),
    originalPrice: null,
    displayOrder: 100,
    groupId: null,
    variantName: null,
    isAvailable: true,
    trackQuantity: false,
    quantity: { available: null },
    isSoldOut: false,
    imageUrls: [],
    productTaxCode: null,
    depositPercent: null,
    version: 1,
    optionGroupIds: [],
    optionGroups: [],
    allergens: [],
    dietary: [],
    idRequired: true,
    comboSlots: null,
  };
}

const priceIn = (menu: { body: Buffer }) => JSON.parse(menu.body.toString()).items[0].price;

async function startedCache(options: { ttlMs?: number; maxEntries?: number; now?: () => number } = {}) {
  const listen = fakeListen();
  const menus = fakeMenus();
  const cache = createMenuCache({ database: listen.database, load: menus.load, log: silent, ...options });
  await cache.start();
  return { cache, listen, menus };
}

describe('menu cache', () => {
  it('reads a menu once, then answers from memory until a NOTIFY names its location', async () => {
    const { cache, listen, menus } = await startedCache();
    const first = await cache.get('AD708');
    expect(priceIn(first)).toBe('8.00');
    expect(first.etag).toMatch(/^"[\w-]+"$/);
    menus.setPrice(950);
    expect(await cache.get('AD708')).toBe(first);
    expect(menus.reads()).toBe(1);

    listen.notify('OTHER');
    expect(await cache.get('AD708')).toBe(first);
    listen.notify('AD708');
    const second = await cache.get('AD708');
    expect(priceIn(second)).toBe('9.50');
    expect(second.etag).not.toBe(first.etag);
    expect(menus.reads()).toBe(2);
  });

  it('shares one read among callers that ask at once', async () => {
    const { cache, menus } = await startedCache();
    const release = menus.hold();
    const reading = Promise.all([cache.get('AD708'), cache.get('AD708'), cache.get('AD708')]);
    release();
    const answers = await reading;
    expect(new Set(answers).size).toBe(1);
    expect(menus.reads()).toBe(1);
  });

  it('does not keep what a read saw when the menu changed while it ran', async () => {
    const { cache, listen, menus } = await startedCache();
    const release = menus.hold();
    const stale = cache.get('AD708');
    menus.setPrice(950);
    listen.notify('AD708');
    // A caller after the change starts its own read instead of joining the old one.
    const fresh = cache.get('AD708');
    release();
    expect(priceIn(await stale)).toBe('8.00');
    expect(priceIn(await fresh)).toBe('9.50');
    expect(priceIn(await cache.get('AD708'))).toBe('9.50');
    expect(menus.reads()).toBe(2);
  });

  it('caches nothing before it listens, nor while the LISTEN connection is lost, and starts afresh after', async () => {
    const listen = fakeListen();
    const menus = fakeMenus();
    const cache = createMenuCache({ database: listen.database, load: menus.load, log: silent });
    await cache.get('AD708');
    await cache.get('AD708');
    expect(menus.reads()).toBe(2);

    await cache.start();
    await cache.get('AD708');
    expect(cache.size()).toBe(1);
    listen.lose();
    expect(cache.size()).toBe(0);
    menus.setPrice(950);
    expect(priceIn(await cache.get('AD708'))).toBe('9.50');
    expect(cache.size()).toBe(0);
    listen.resume();
    await cache.get('AD708');
    expect(cache.size()).toBe(1);
  });

  it('reads again after the entry lifetime, never caches a failed read, and holds at most maxEntries', async () => {
    let clock = 0;
    const { cache, menus } = await startedCache({ ttlMs: 5000, maxEntries: 2, now: () => clock });
    await cache.get('AD708');
    clock = 4999;
    await cache.get('AD708');
    expect(menus.reads()).toBe(1);
    clock = 5000;
    await cache.get('AD708');
    expect(menus.reads()).toBe(2);

    await expect(cache.get('NOWHERE')).rejects.toThrow('not found');
    await expect(cache.get('NOWHERE')).rejects.toThrow('not found');
    expect(menus.reads()).toBe(4);

    await cache.get('B1');
    await cache.get('B2');
    expect(cache.size()).toBe(2);
    await cache.get('B1');
    expect(menus.reads()).toBe(6);
    await cache.get('AD708');
    expect(menus.reads()).toBe(7);
  });
});
