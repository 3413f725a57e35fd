// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { inlinedImage, pageDataUpdatedAt, pageLocation, pageProducts, pageVendor, resetPageData } from './page-data';
import { pagePaymentConfig, pageStatusPageCode, pageTaxRatePpm } from './page-data-order';

function putIsland(content: string) {
  const element = document.createElement('script');
  element.type = 'application/json';
  element.id = 'ql-page-data';
  element.textContent = content;
  document.body.append(element);
}

const island = {
  version: 1,
  at: 1_234,
  vendorLocationId: 'AD708',
  location: { items: [{ vendorLocationId: 'AD708', vendorId: 'demo-bar' }] },
  vendor: { items: [{ vendorId: 'demo-bar', name: 'Demo Bar' }] },
  products: { items: [{ productId: 'AD708-LAGER' }] },
  taxRatePpm: 95_000,
  paymentConfig: { provider: 'simulated', publishableKey: null },
  statusPageCode: ['/assets/framework-a1.js', '/assets/status-b2.js'],
  images: { '/images/products/lager.svg': 'data:image/svg+xml,%3Csvg%2F%3E' },
};

describe('the page data the server put in the HTML', () => {
  afterEach(() => {
    document.body.innerHTML = '';
    resetPageData();
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it("answers the page's own location, vendor, menu and pictures, and nothing else", () => {
    putIsland(JSON.stringify(island));
    expect(pageDataUpdatedAt()).toBe(1_234);
    expect(pageLocation('AD708')).toEqual(island.location.items[0]);
    expect(pageLocation('OTHER')).toBeUndefined();
    expect(pageVendor('demo-bar')).toEqual(island.vendor.items[0]);
    expect(pageVendor('other')).toBeUndefined();
    expect(pageProducts('AD708')).toEqual(island.products.items);
    expect(pageProducts('OTHER')).toBeUndefined();
    expect(inlinedImage('/images/products/lager.svg')).toBe('data:image/svg+xml,%3Csvg%2F%3E');
    expect(inlinedImage('/images/products/ipa.svg')).toBe('/images/products/ipa.svg');
    expect(pageTaxRatePpm('AD708')).toBe(95_000);
    expect(pageTaxRatePpm('OTHER')).toBeUndefined();
    expect(pagePaymentConfig()).toEqual({ provider: 'simulated', publishableKey: null });
    expect(pageStatusPageCode()).toEqual(['/assets/framework-a1.js', '/assets/status-b2.js']);
  });

  it('counts a page that came fresh from the server as fetched when the app first reads it, however long it took to start', () => {
    const arrivedAt = Math.round(performance.timeOrigin) + 150;
    vi.useFakeTimers({ now: arrivedAt + 6_000, toFake: ['Date'] });
    putIsland(JSON.stringify({ ...island, at: arrivedAt - 200 }));
    expect(pageDataUpdatedAt()).toBe(arrivedAt + 6_000);
    vi.setSystemTime(arrivedAt + 60_000);
    expect(pageDataUpdatedAt()).toBe(arrivedAt + 6_000);

    // A copy kept by the service worker an hour ago: as old as the server wrote it, so it is fetched again at once.
    resetPageData();
    document.body.innerHTML = '';
    putIsland(JSON.stringify({ ...island, at: arrivedAt - 3_600_000 }));
    expect(pageDataUpdatedAt()).toBe(arrivedAt - 3_600_000);
  });

  it("names only our own code files for checkout to fetch ahead, never another site's or a selector's quote", () => {
    const statusPageCode = [
      '/assets/status-b2.js',
      'https://evil.example/assets/x.js',
      '//evil.example/x.js',
      '/assets/x.js"],script[src="',
      '/assets/../sw.js',
      '/assets/style.css',
      42,
    ];
    putIsland(JSON.stringify({ ...island, statusPageCode }));
    expect(pageStatusPageCode()).toEqual(['/assets/status-b2.js']);
    document.body.innerHTML = '';
    resetPageData();
    putIsland(JSON.stringify({ ...island, statusPageCode: 'status.js' }));
    expect(pageStatusPageCode()).toEqual([]);
  });

  it('has no tax rate when the server left it out or sent something that is not a rate', () => {
    for (const taxRatePpm of [null, undefined, -1, 1.5, '95000']) {
      putIsland(JSON.stringify({ ...island, taxRatePpm }));
      expect(pageTaxRatePpm('AD708')).toBeUndefined();
      document.body.innerHTML = '';
      resetPageData();
    }
  });

  it('is simply absent on a page without it, or with a broken or unknown one', () => {
    for (const content of [null, '{not json', JSON.stringify({ ...island, version: 2 })]) {
      if (content !== null) putIsland(content);
      expect(pageLocation('AD708')).toBeUndefined();
      expect(pagePaymentConfig()).toBeUndefined();
      expect(pageStatusPageCode()).toEqual([]);
      expect(inlinedImage('/images/products/lager.svg')).toBe('/images/products/lager.svg');
      document.body.innerHTML = '';
      resetPageData();
    }
  });
});
