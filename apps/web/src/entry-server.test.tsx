import type { Product, Vendor, VendorLocation } from '@queueless/contracts';
import { act } from '@testing-library/react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { AppRoot } from '#web/app/app-root';
import { type PageData, prepareMenuPage, renderArrivalNotice, renderMenuPage } from '#web/entry-server';
import { clearCart, updateCart } from '#web/features/cart/cart-store';
import { isPageChangedBeforeApp, takeCapturedTaps } from '#web/features/menu/captured-taps';
import { startNotice } from '#web/first/notice';
import { startFirstTaps } from '#web/first/taps';
import { resetPageData } from '#web/lib/page-data';
import { clearAllLocalData, setSession } from '#web/lib/session';
import { makeProduct } from '#web/test/factories';
import { patiently } from '#web/test/waits';
import { xssCorpus } from '#web/test/xss-corpus';

const location: VendorLocation = {
  vendorLocationId: 'AD708',
  vendorId: 'demo-bar',
  description: 'Main Bar',
  showSplashAds: null,
  displayOrder: 10,
} as VendorLocation;
const vendor = { vendorId: 'demo-bar', name: 'Demo Bar', timeZone: 'America/Los_Angeles' } as Vendor;

function pageData(products: Product[], overrides: Partial<PageData> = {}): PageData {
  return {
    version: 1,
    at: Date.now(),
    vendorLocationId: 'AD708',
    location: { items: [location] },
    vendor: { items: [vendor] },
    products: { items: products },
    images: {},
    ...overrides,
  };
}

/** The page as the server sends it: the rendered app in #root and the same data in the island. */
function loadServerPage(data: PageData, url = '/location/AD708', locale: 'en' | 'es' = 'en') {
  const html = renderMenuPage(url, data, locale);
  const hoisted = /^(?:<link\b[^>]*\/>|<title>[^<]*<\/title>)*/.exec(html)?.[0] ?? '';
  document.body.innerHTML = `<div id="root">${html.slice(hoisted.length)}</div>`;
  const island = document.createElement('script');
  island.type = 'application/json';
  island.id = 'ql-page-data';
  island.textContent = JSON.stringify(data);
  document.body.append(island);
  window.history.replaceState(null, '', url);
  resetPageData();
  return document.getElementById('root') as HTMLElement;
}

const hostileProducts = xssCorpus.map((text, index) =>
  makeProduct({ productId: `X${index}`, name: text, description: text, imageUrls: [] }),
);

describe('the menu page rendered on the server (decision 074)', () => {
  beforeAll(async () => {
    sessionStorage.setItem('ql.alcoholWarningShown', 'true');
    await prepareMenuPage();
  });
  afterEach(() => {
    document.body.innerHTML = '';
    clearCart('AD708');
    clearAllLocalData();
    resetPageData();
    vi.restoreAllMocks();
  });

  it('draws the menu with its Add buttons, from the page data alone', () => {
    const root = loadServerPage(pageData([makeProduct({ productId: 'AD708-LAGER' })]));
    const add = root.querySelector('button[data-add="AD708-LAGER"]');
    expect(add?.getAttribute('aria-label')).toBe('Add House Lager');
    expect(root.querySelector('h1')?.textContent).toBe('Main Bar');
    expect(root.textContent).toContain('$8.00');
  });

  it('shows hostile names and descriptions as the very text, never as markup', () => {
    const location = { ...pageData([]).location.items[0], description: xssCorpus[1] } as VendorLocation;
    const root = loadServerPage(
      pageData(hostileProducts, {
        location: { items: [location] },
        vendor: { items: [{ ...vendor, name: xssCorpus[0] as string }] },
      }),
    );
    // No element the corpus spells exists: only what the app itself draws.
    expect(
      root.querySelectorAll('script, iframe, style, meta, math, a[href^="javascript"], [onerror], [onload]'),
    ).toHaveLength(0);
    expect(root.querySelectorAll('img')).toHaveLength(0);
    const names = [...root.querySelectorAll('h3')].map((heading) => heading.textContent);
    expect(names.sort()).toEqual([...xssCorpus].sort());
    expect(root.querySelector('h1')?.textContent).toBe(xssCorpus[1]);
    expect(root.querySelector('main header p')?.textContent).toBe(xssCorpus[0]);
  });

  it('shows hostile Spanish names and descriptions as the very text too (issue 44)', () => {
    // The server resolves each text to the customer's language before the page data is built (decision 096).
    const spanish = xssCorpus.map((text, index) =>
      makeProduct({ productId: `ES${index}`, name: `${text} (es)`, description: `${text} ñ`, imageUrls: [] }),
    );
    const location = { ...pageData([]).location.items[0], description: `${xssCorpus[1]} (es)` } as VendorLocation;
    const root = loadServerPage(pageData(spanish, { location: { items: [location] } }), '/location/AD708', 'es');
    expect(
      root.querySelectorAll('script, iframe, style, meta, math, a[href^="javascript"], [onerror], [onload]'),
    ).toHaveLength(0);
    expect(root.querySelectorAll('img')).toHaveLength(0);
    const names = [...root.querySelectorAll('h3')].map((heading) => heading.textContent);
    expect(names.sort()).toEqual(xssCorpus.map((text) => `${text} (es)`).sort());
    expect(root.querySelector('h1')?.textContent).toBe(`${xssCorpus[1]} (es)`);
    renderMenuPage('/location/AD708', pageData([]), 'en');
  });

  it('is taken over by the browser without a mismatch, for a returning customer too, and shows the same text', async () => {
    const data = pageData([makeProduct({ productId: 'AD708-LAGER' }), ...hostileProducts]);
    // The server has no storage: it draws the page before this device's cart and session exist.
    const root = loadServerPage(data);
    // This device's cart and session: the browser draws them once it has taken over.
    const now = new Date().toISOString();
    const cart = {
      vendorLocationId: 'AD708',
      items: [{ productId: 'AD708-LAGER', quantity: 2 }],
      createdAt: now,
      updatedAt: now,
    };
    updateCart('AD708', () => cart);
    setSession({
      idToken: 't',
      expiresAt: Date.now() + 3_600_000,
      user: { userId: 'U1', phoneNumber: '+12135550120' },
    });
    const serverNames = [...root.querySelectorAll('h3')].map((heading) => heading.textContent);
    const serverHostileButton = root.querySelector('button[data-add="X0"]');
    const mismatches: unknown[] = [];
    const errors = vi.spyOn(console, 'error');
    await act(async () => {
      hydrateRoot(
        root,
        <BrowserRouter>
          <AppRoot />
        </BrowserRouter>,
        { onRecoverableError: (error) => mismatches.push(error) },
      );
    });
    expect(mismatches).toEqual([]);
    expect(errors).not.toHaveBeenCalled();
    // The server's own nodes, now the app's, with the same text; the stored cart and session drawn after.
    expect(root.querySelector('button[data-add="X0"]')).toBe(serverHostileButton);
    expect([...root.querySelectorAll('h3')].map((heading) => heading.textContent)).toEqual(serverNames);
    await vi.waitFor(() => expect(root.querySelector('[aria-label="Account"]')).not.toBeNull(), patiently);
    expect(root.querySelector('button[data-add="AD708-LAGER"]')).toBeNull();
    expect(root.textContent).toContain('2');
  });

  it('shows the menu as it is now once hydrated, when the page was kept from earlier', async () => {
    // A page the service worker kept: its data is a minute old, and the lager's price has moved since.
    const root = loadServerPage(pageData([makeProduct({ productId: 'AD708-LAGER' })], { at: Date.now() - 60_000 }));
    expect(root.textContent).toContain('$8.00');
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
      const url = String(input);
      const body = url.includes('/products')
        ? { items: [makeProduct({ productId: 'AD708-LAGER', price: '9.50' })] }
        : url.includes('vendor-location')
          ? { items: [location] }
          : { items: [vendor] };
      return new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
    });
    await act(async () => {
      hydrateRoot(
        root,
        <BrowserRouter>
          <AppRoot />
        </BrowserRouter>,
      );
    });
    await vi.waitFor(() => expect(root.textContent).toContain('$9.50'), patiently);
    expect(root.textContent).not.toContain('$8.00');
  });

  it('adds a product tapped before the page was hydrated, once', async () => {
    const root = loadServerPage(pageData([makeProduct({ productId: 'AD708-LAGER' })]));
    // The menu's first script, told the app hydrates (captured-taps.ts), keeps one tap on the Add button.
    const first = startFirstTaps();
    Object.assign(window, { __qlTaps: first });
    expect(isPageChangedBeforeApp()).toBe(false);
    root.querySelector<HTMLButtonElement>('[data-add]')?.click();
    expect(localStorage.getItem('ql.cart.AD708')).toBeNull();
    await act(async () => {
      hydrateRoot(
        root,
        <BrowserRouter>
          <AppRoot />
        </BrowserRouter>,
      );
    });
    const stored = JSON.parse(localStorage.getItem('ql.cart.AD708') ?? 'null');
    expect(stored?.items).toEqual([{ productId: 'AD708-LAGER', quantity: 1, title: 'House Lager' }]);
    expect(takeCapturedTaps()).toEqual([]);
    Reflect.deleteProperty(window, '__qlTaps');
  });

  it('refuses a page it could not draw whole, so the server serves the browser-rendered page instead', () => {
    // A page whose code is not loaded on the server suspends: React would leave it to the browser, half drawn.
    expect(() => renderMenuPage('/location/AD708/heartla', pageData([makeProduct()]))).toThrow(/suspended/);
  });

  describe('with the 21+ notice drawn open from the first paint (decision 083, amended)', () => {
    const lager = () => makeProduct({ productId: 'AD708-LAGER' });
    const soda = () => makeProduct({ productId: 'AD708-SODA', name: 'Soda', productType: 'NON_ALCOHOLIC_ITEM' });
    /** The server's page with its notice after #root (apps/server/src/plugins/server-render.ts), as the first script finds it. */
    function loadServerPageWithNotice(data: PageData) {
      sessionStorage.clear();
      // biome-ignore lint/suspicious/noDocumentCookie: a new browser session, which has not seen the notice.
      document.cookie = 'ql_21=; path=/; max-age=0';
      const root = loadServerPage(data);
      root.setAttribute('inert', '');
      root.insertAdjacentHTML('afterend', renderArrivalNotice(data) ?? '');
      startNotice();
      return root;
    }
    let app: Root | undefined;
    afterEach(async () => {
      await act(async () => app?.unmount());
      app = undefined;
      Reflect.deleteProperty(window, '__qlNotice');
    });

    it("is drawn in the page's language as a modal labelled by its words, focus on its one button", () => {
      const english = renderArrivalNotice(pageData([lager(), soda()])) ?? '';
      expect(english).toContain('role="dialog" aria-modal="true" aria-labelledby="ql-notice-title"');
      expect(english).toContain(
        '<h2 id="ql-notice-title" class="text-xl font-semibold">Must be 21+ to order alcoholic beverages.</h2>',
      );
      expect(english).toMatch(/<button type="button" autofocus="" class="[^"]*">I understand<\/button>/);
      const spanish = renderArrivalNotice(pageData([lager()]), 'es') ?? '';
      expect(spanish).toContain('Debes ser mayor de 21 años para pedir bebidas alcohólicas.');
      expect(spanish).toContain('>Entendido</button>');
    });

    it('is not drawn for a menu without alcohol, nor where the splash video greets first', () => {
      expect(renderArrivalNotice(pageData([soda()]))).toBeNull();
      const splash = { ...location, showSplashAds: 'NEFT' } as VendorLocation;
      expect(renderArrivalNotice(pageData([lager()], { location: { items: [splash] } }))).toBeNull();
    });

    it('still open as the app takes over: the app draws it, once, with no mismatch, and the page behind answers after', async () => {
      const root = loadServerPageWithNotice(pageData([lager()]));
      const mismatches: unknown[] = [];
      await act(async () => {
        app = hydrateRoot(
          root,
          <BrowserRouter>
            <AppRoot />
          </BrowserRouter>,
          { onRecoverableError: (error) => mismatches.push(error) },
        );
      });
      expect(mismatches).toEqual([]);
      expect(document.getElementById('ql-notice')).toBeNull();
      expect(root.hasAttribute('inert')).toBe(false);
      const dialogs = document.querySelectorAll('dialog');
      expect(dialogs).toHaveLength(1);
      expect(dialogs[0]?.textContent).toContain('Must be 21+ to order alcoholic beverages.');
      await act(async () => dialogs[0]?.querySelector('button')?.click());
      expect(document.querySelector('dialog')).toBeNull();
      expect(document.activeElement?.textContent).toBe('Main Bar');
    });

    it('dismissed before the app takes over: hydrated as drawn, and not opened again', async () => {
      const root = loadServerPageWithNotice(pageData([lager()]));
      document.querySelector<HTMLButtonElement>('#ql-notice button')?.click();
      const mismatches: unknown[] = [];
      await act(async () => {
        app = hydrateRoot(
          root,
          <BrowserRouter>
            <AppRoot />
          </BrowserRouter>,
          { onRecoverableError: (error) => mismatches.push(error) },
        );
      });
      expect(mismatches).toEqual([]);
      expect(document.querySelector('dialog')).toBeNull();
      expect(document.activeElement?.textContent).toBe('Main Bar');
    });
  });
});
