// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { inlinedImage, pageDataUpdatedAt, pageLocation, pageProducts, pageVendor, resetPageData } from './page-data';

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
  images: { '/images/products/lager.svg': 'data:image/svg+xml,%3Csvg%2F%3E' },
};

describe('the page data the server put in the HTML', () => {
  afterEach(() => {
    document.body.innerHTML = '';
    resetPageData();
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
  });

  it('is simply absent on a page without it, or with a broken or unknown one', () => {
    for (const content of [null, '{not json', JSON.stringify({ ...island, version: 2 })]) {
      if (content !== null) putIsland(content);
      expect(pageLocation('AD708')).toBeUndefined();
      expect(inlinedImage('/images/products/lager.svg')).toBe('/images/products/lager.svg');
      document.body.innerHTML = '';
      resetPageData();
    }
  });
});
