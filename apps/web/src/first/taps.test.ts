import type { Product, VendorLocation } from '@queueless/contracts';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { type PageData, prepareMenuPage, renderFirstTemplates, renderMenuPage } from '#web/entry-server';
import { parseStoredCart } from '#web/features/cart/cart';
import { formatCents as appFormatCents, toCents as appToCents } from '#web/lib/money';
import { makeProduct } from '#web/test/factories';
import { makeMargarita } from '#web/test/menus';
import { type FirstTaps, formatCents, startFirstTaps, toCents } from './taps';

const location = {
  vendorLocationId: 'AD708',
  vendorId: 'demo-bar',
  description: 'Main Bar',
  showSplashAds: null,
  displayOrder: 10,
} as VendorLocation;

const lager = makeProduct({ productId: 'AD708-LAGER' });
const soda = makeProduct({ productId: 'AD708-SODA', name: 'Soda', productType: 'NON_ALCOHOLIC_ITEM', price: '3.50' });
const lastCans = makeProduct({
  productId: 'AD708-CANS',
  name: 'Last Cans',
  price: '5.25',
  trackQuantity: true,
  quantity: { available: 2 } as Product['quantity'],
});
const margarita = makeMargarita({ productId: 'AD708-MARG' });

function pageData(products: Product[], ordering?: { open: boolean }): PageData {
  return {
    version: 1,
    at: Date.now(),
    vendorLocationId: 'AD708',
    location: { items: [{ ...location, ...(ordering && { ordering }) } as VendorLocation] },
    vendor: { items: [{ vendorId: 'demo-bar', name: 'Demo Bar', timeZone: 'America/Los_Angeles' }] } as never,
    products: { items: products },
    images: {},
  };
}

let first: FirstTaps | undefined;

/** The page as the server sends it: the menu in #root, its templates after it, the data island; then the first script. */
function loadPage(data: PageData, locale: 'en' | 'es' = 'en') {
  const url = '/location/AD708';
  const html = renderMenuPage(url, data, locale);
  const hoisted = /^(?:<link\b[^>]*\/>|<title>[^<]*<\/title>)*/.exec(html)?.[0] ?? '';
  document.documentElement.lang = locale;
  document.body.innerHTML = `<div id="root">${html.slice(hoisted.length)}</div>${renderFirstTemplates(url, data, locale)}`;
  const island = document.createElement('script');
  island.type = 'application/json';
  island.id = 'ql-page-data';
  island.textContent = JSON.stringify(data);
  document.body.append(island);
  first = startFirstTaps(document);
  return first;
}

const button = (name: string) => {
  const found = [...document.querySelectorAll<HTMLElement>('#root button, #root a, #root output')].find(
    (element) => (element.getAttribute('aria-label') ?? element.textContent?.trim()) === name,
  );
  if (!found) throw new Error(`No control named ${name}`);
  return found;
};
const storedCart = () => parseStoredCart(JSON.parse(localStorage.getItem('ql.cart.AD708') ?? 'null'), 'AD708');
const bar = () => document.querySelector<HTMLElement>('#root [data-bottom-bar]');

describe("the menu's first taps, before the app (decision 098)", () => {
  beforeAll(async () => {
    await prepareMenuPage();
  });
  beforeEach(() => localStorage.clear());
  afterEach(() => {
    first?.stop();
    first = undefined;
    document.body.innerHTML = '';
  });

  it('formats money exactly as the app does', () => {
    for (const cents of [0, 5, 99, 100, 850, 1050, 123456, 100000000, -725]) {
      expect(formatCents(cents)).toBe(appFormatCents(cents));
    }
    for (const amount of ['0.00', '3.50', '8.00', '12.05', '1234.99', '0.10', 'nonsense']) {
      expect(toCents(amount)).toBe(appToCents(amount));
    }
  });

  it('turns Add into the stepper, shows the Order Now bar and writes the cart the app reads', async () => {
    const taps = loadPage(pageData([lager, soda]));
    button('Add House Lager').click();
    expect(taps.hasChanged()).toBe(true);
    expect(button('House Lager quantity').textContent).toBe('1');
    // Add hands focus to + (decision 083), once the tap's frame is drawn: not in the tap, where it forced the page's
    // layout (issue 45).
    expect(document.activeElement).not.toBe(button('Add one more House Lager'));
    await vi.waitFor(() => expect(document.activeElement).toBe(button('Add one more House Lager')));
    button('Add one more House Lager').click();
    button('Add Soda').click();
    expect(button('House Lager quantity').textContent).toBe('2');
    expect(button('Remove one House Lager')).toBeTruthy();
    expect(bar()?.querySelector('[data-slot="count"]')?.textContent).toBe('3');
    expect(bar()?.querySelector('[data-slot="order"]')?.textContent).toBe('Order Now3 items · $19.50');
    expect(button('View cart, 3 items')).toBeTruthy();
    // The app's own reader finds the same lines, titled as the app titles them.
    expect(storedCart()?.items).toEqual([
      { productId: 'AD708-LAGER', quantity: 2, title: 'House Lager' },
      { productId: 'AD708-SODA', quantity: 1, title: 'Soda' },
    ]);
  });

  it('reads the page’s data and storage ahead of a tap when warmed, and a tap still reads the cart afresh (issue 45)', () => {
    const taps = loadPage(pageData([lager]));
    const getItem = vi.spyOn(Storage.prototype, 'getItem');
    taps.warm();
    expect(getItem).toHaveBeenCalledWith('ql.cart.AD708');
    getItem.mockRestore();
    // Read once, in the warm-up: the island is not parsed again by the tap.
    const island = document.getElementById('ql-page-data');
    if (island) island.textContent = 'not the page’s data';
    // Another tab's cart since: the tap starts from it, not from what the warm-up read.
    localStorage.setItem(
      'ql.cart.AD708',
      JSON.stringify({
        vendorLocationId: 'AD708',
        items: [{ productId: 'AD708-LAGER', quantity: 2, title: 'House Lager' }],
        createdAt: new Date().toISOString(),
        updatedAt: new Date().toISOString(),
      }),
    );
    button('Add House Lager').click();
    expect(storedCart()?.items).toEqual([{ productId: 'AD708-LAGER', quantity: 3, title: 'House Lager' }]);
  });

  it('leaves focus where the person put it after the tap, rather than taking it back', async () => {
    loadPage(pageData([lager, soda]));
    button('Add House Lager').click();
    button('Add Soda').focus();
    await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 10)));
    expect(document.activeElement).toBe(button('Add Soda'));
  });

  it('takes the line down with −, gives Add back its focus, and drops the bar and the stored cart when empty', async () => {
    loadPage(pageData([lager]));
    button('Add House Lager').click();
    button('Add one more House Lager').click();
    button('Remove one House Lager').click();
    expect(button('Remove House Lager')).toBeTruthy();
    expect(bar()?.querySelector('[data-slot="items"]')?.textContent).toBe('1 item');
    button('Remove House Lager').click();
    await vi.waitFor(() => expect(document.activeElement).toBe(button('Add House Lager')));
    expect(bar()).toBeNull();
    expect(localStorage.getItem('ql.cart.AD708')).toBeNull();
  });

  it('stops at the stock left, as the app does', () => {
    loadPage(pageData([lastCans]));
    button('Add Last Cans').click();
    button('Add one more Last Cans').click();
    expect((button('Add one more Last Cans') as HTMLButtonElement).disabled).toBe(true);
    button('Add one more Last Cans').click();
    expect(storedCart()?.items).toEqual([{ productId: 'AD708-CANS', quantity: 2, title: 'Last Cans' }]);
  });

  it('adds to a cart kept from earlier and draws it whole; ignores an expired one and another location’s', () => {
    const now = new Date().toISOString();
    localStorage.setItem(
      'ql.cart.AD708',
      JSON.stringify({
        vendorLocationId: 'AD708',
        items: [{ productId: 'AD708-SODA', quantity: 2 }],
        createdAt: now,
        updatedAt: now,
      }),
    );
    loadPage(pageData([lager, soda]));
    button('Add House Lager').click();
    expect(button('Soda quantity').textContent).toBe('2');
    expect(bar()?.querySelector('[data-slot="subtotal"]')?.textContent).toBe('$15.00');
    first?.stop();

    const old = new Date(Date.now() - 25 * 60 * 60_000).toISOString();
    for (const stale of [
      { vendorLocationId: 'AD708', items: [{ productId: 'AD708-SODA', quantity: 2 }], createdAt: old, updatedAt: old },
      { vendorLocationId: 'OTHER', items: [{ productId: 'AD708-SODA', quantity: 2 }], createdAt: now, updatedAt: now },
    ]) {
      localStorage.setItem('ql.cart.AD708', JSON.stringify(stale));
      loadPage(pageData([lager, soda]));
      button('Add House Lager').click();
      expect(storedCart()?.items).toEqual([{ productId: 'AD708-LAGER', quantity: 1, title: 'House Lager' }]);
      first?.stop();
    }
  });

  it('keeps, and shows as taken, what it cannot answer: a product with choices, Order Now, a cart with choices', () => {
    const taps = loadPage(pageData([lager, margarita]));
    const choose = button('Choose Margarita');
    choose.click();
    expect(choose.getAttribute('aria-busy')).toBe('true');
    button('Add House Lager').click();
    const order = bar()?.querySelector<HTMLAnchorElement>('[data-slot="order"]');
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    order?.dispatchEvent(click);
    // Not followed: the app navigates when it takes over.
    expect(click.defaultPrevented).toBe(true);
    expect(taps.answers(order as Element)).toBe(false);
    expect(taps.answers(button('Add one more House Lager'))).toBe(true);
    // Taken all the same (the benchmark taps what a person sees), but a step is answered, not taken.
    expect(taps.takes(order as Element)).toBe(true);
    expect(taps.takes(choose)).toBe(true);
    expect(taps.takes(button('Add one more House Lager'))).toBe(false);
    expect(taps.kept()).toEqual([{ kind: 'open', key: 'AD708-MARG' }, { kind: 'order' }]);
    const { taps: kept } = taps.stop();
    expect(taps.takes(order as Element)).toBe(false);
    expect(kept).toEqual([{ kind: 'open', key: 'AD708-MARG' }, { kind: 'order' }]);
    // The pressed look goes when the app takes over.
    expect(choose.hasAttribute('aria-busy')).toBe(false);
    expect(taps.state).toBe('stopped');

    const now = new Date().toISOString();
    const line = { productId: 'AD708-MARG', quantity: 1, options: [{ optionId: 'x', quantity: 1 }] };
    localStorage.setItem(
      'ql.cart.AD708',
      JSON.stringify({ vendorLocationId: 'AD708', items: [line], createdAt: now, updatedAt: now }),
    );
    const withChoices = loadPage(pageData([lager, margarita]));
    expect(withChoices.answers(button('Add House Lager'))).toBe(false);
    button('Add House Lager').click();
    expect(withChoices.hasChanged()).toBe(false);
    expect(withChoices.stop().taps).toEqual([{ kind: 'add', productId: 'AD708-LAGER' }]);
  });

  it('keeps a tap on the allergen filter for the app to open it (a tap lost before the app was seen in CI)', () => {
    const taps = loadPage(pageData([lager, soda]));
    const filter = button('Allergen filter');
    filter.click();
    expect(filter.getAttribute('aria-busy')).toBe('true');
    expect(taps.stop().taps).toEqual([{ kind: 'open', key: 'allergens' }]);
  });

  it('keeps every tap and changes nothing once the app hydrates, and answers nothing once stopped', () => {
    const taps = loadPage(pageData([lager]));
    taps.hold();
    button('Add House Lager').click();
    expect(taps.hasChanged()).toBe(false);
    expect(localStorage.getItem('ql.cart.AD708')).toBeNull();
    expect(taps.stop().taps).toEqual([{ kind: 'add', productId: 'AD708-LAGER' }]);
    button('Add House Lager').click();
    expect(taps.stop().taps).toEqual([]);
    expect(localStorage.getItem('ql.cart.AD708')).toBeNull();
  });

  it('answers nothing while ordering is closed', () => {
    const taps = loadPage(pageData([lager], { open: false }));
    expect(taps.hasChanged()).toBe(false);
    expect(taps.answers(button('Add House Lager'))).toBe(false);
  });

  it('speaks the page’s language (issue 44)', () => {
    loadPage(pageData([lager, soda]), 'es');
    button('Agregar House Lager').click();
    button('Agregar Soda').click();
    expect(bar()?.querySelector('[data-slot="items"]')?.textContent).toBe('2 artículos');
    button('Quitar Soda').click();
    expect(bar()?.querySelector('[data-slot="items"]')?.textContent).toBe('1 artículo');
    expect(button('Ver carrito, 1 artículo')).toBeTruthy();
  });
});
