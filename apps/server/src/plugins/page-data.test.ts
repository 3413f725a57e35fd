import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pageLocation, pageVendor } from '../../test/page-fixtures.js';
import { AppError } from '../lib/app-error.js';
import { createPageRenderer, PAGE_DATA_ELEMENT_ID, scriptSafeJson } from './page-data.js';

// A name that would close the island's <script> if it were not escaped.
const location = { ...pageLocation, description: 'Main </script> Bar' };
const menu = {
  items: [{ productId: 'AD708-LAGER', imageUrls: ['/images/products/lager.svg', 'https://cdn.example/x.svg'] }],
};

function island(html: string) {
  const match = new RegExp(`<script type="application/json" id="${PAGE_DATA_ELEMENT_ID}">([^<]*)</script>`).exec(html);
  return match?.[1] ? JSON.parse(match[1]) : null;
}

describe('the location page HTML (data island, preloads, inlined pictures)', () => {
  let dist: string;
  let readsFail = false;
  const services = {
    vendorLocations: {
      getLocation: async (id: string) => {
        if (readsFail) throw new Error('database down');
        if (id !== 'AD708') throw new AppError('NOT_FOUND', 'Location not found.');
        return location;
      },
    },
    vendors: { getVendor: async () => pageVendor },
    inventory: { getMenu: async () => ({ body: Buffer.from(JSON.stringify(menu)), etag: '"x"' }) },
    tax: {
      name: 'location-rate',
      calculate: async () => ({ taxAmountExclusiveCents: 0 }),
      cartRatePpm: async () => 95_000,
    },
    paymentsService: { getConfig: () => ({ provider: 'simulated', publishableKey: null }) },
  };
  const render = (url: string) =>
    createPageRenderer({
      // Only the reads the renderer makes.
      services: services as unknown as Parameters<typeof createPageRenderer>[0]['services'],
      distDir: dist,
      log: Fastify({ logger: false }).log,
      now: () => 1_000,
    }).render(url);

  beforeAll(() => {
    dist = mkdtempSync(join(tmpdir(), 'ql-page-data-'));
    mkdirSync(join(dist, '.vite'));
    mkdirSync(join(dist, 'images', 'products'), { recursive: true });
    writeFileSync(
      join(dist, 'index.html'),
      '<html><head><script type="module" src="/assets/index-a.js"></script><link rel="modulepreload" href="/assets/framework-b.js"><link rel="stylesheet" crossorigin href="/assets/chrome-g.css"></head><body><div id="root"></div></body></html>',
    );
    mkdirSync(join(dist, 'assets'));
    writeFileSync(join(dist, 'assets', 'chrome-g.css'), '.card{color:red}');
    writeFileSync(
      join(dist, '.vite', 'manifest.json'),
      JSON.stringify({
        'index.html': { file: 'assets/index-a.js', isEntry: true, imports: ['_framework.js'] },
        '_framework.js': { file: 'assets/framework-b.js' },
        '_ordering.js': { file: 'assets/ordering-c.js', imports: ['_framework.js'] },
        'src/routes/location/location.tsx': {
          file: 'assets/location-d.js',
          imports: ['_ordering.js', '_framework.js'],
        },
        'src/routes/location/order/status.tsx': {
          file: 'assets/status-e.js',
          imports: ['_framework.js', '_qrcode.js'],
        },
        '_qrcode.js': { file: 'assets/qrcode-f.js' },
      }),
    );
    writeFileSync(join(dist, 'images', 'products', 'lager.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>\n');
  });
  afterAll(() => rmSync(dist, { recursive: true, force: true }));

  it('carries the location, its vendor and its menu as the API answers them, and the pictures inlined', async () => {
    const html = await render('/location/ad708?table=4');
    const data = island(html ?? '');
    expect(data).toMatchObject({ version: 1, at: 1_000, vendorLocationId: 'AD708' });
    expect(data.location).toEqual({ items: [location] });
    expect(data.vendor).toEqual({ items: [pageVendor] });
    expect(data.products).toEqual(menu);
    // What the review and checkout would ask for: the cart's tax rate and the payment configuration.
    expect(data.taxRatePpm).toBe(95_000);
    expect(data.paymentConfig).toEqual({ provider: 'simulated', publishableKey: null });
    // The status page's code, for checkout to fetch ahead: its chunks the menu's page does not load already.
    expect(data.statusPageCode).toEqual(['/assets/qrcode-f.js', '/assets/status-e.js']);
    // Our own small SVG is inlined; an outside address never is.
    expect(data.images).toEqual({
      '/images/products/lager.svg': `data:image/svg+xml,${encodeURIComponent('<svg xmlns="http://www.w3.org/2000/svg"/>')}`,
    });
  });

  it('leaves the rate out when the tax provider does not tax a cart at one rate', async () => {
    const { cartRatePpm } = services.tax;
    Object.assign(services.tax, { cartRatePpm: undefined });
    try {
      expect(island((await render('/location/AD708')) ?? '').taxRatePpm).toBeNull();
    } finally {
      Object.assign(services.tax, { cartRatePpm });
    }
  });

  it('never lets the data close its script element', async () => {
    const html = (await render('/location/AD708')) ?? '';
    expect(html).not.toContain('Main </script> Bar');
    expect(html.match(/<\/script>/g)).toHaveLength(2);
    expect(scriptSafeJson('{"a":"</script><!--"}')).toBe('{"a":"\\u003c/script>\\u003c!--"}');
  });

  it('puts the data in as written, dollar signs included (never read as replacement patterns)', async () => {
    const { description } = location;
    // `$\`` would splice in the page before the island (its </script> included), `$'` the page after it.
    Object.assign(location, { description: "Two for $$5 · $` · $' · $&" });
    try {
      const html = (await render('/location/AD708')) ?? '';
      expect(island(html)?.location).toEqual({ items: [location] });
      expect(html.match(/<\/script>/g)).toHaveLength(2);
      expect(html.match(/<div id="root">/g)).toHaveLength(1);
    } finally {
      Object.assign(location, { description });
    }
  });

  it("preloads the location page's chunks that the page does not already load", async () => {
    const html = (await render('/location/AD708/order/review')) ?? '';
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/ordering-c.js">');
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/location-d.js">');
    expect(html.match(/framework-b\.js/g)).toHaveLength(1);
  });

  it("puts the stylesheet in the menu's HTML, still named by a link that is never fetched", async () => {
    const html = (await render('/location/AD708')) ?? '';
    expect(html).toContain(
      '<style>.card{color:red}</style><link rel="stylesheet" crossorigin href="/assets/chrome-g.css" disabled>',
    );
    // The other pages of a location are drawn by the app, which needs its code first: they keep the link.
    const review = (await render('/location/AD708/order/review')) ?? '';
    expect(review).toContain(
      '<link rel="stylesheet" crossorigin href="/assets/chrome-g.css"><link rel="modulepreload"',
    );
    expect(review).not.toContain('<style>');
  });

  it('keeps a stylesheet linked when its text could end the style element', async () => {
    writeFileSync(join(dist, 'assets', 'hostile-h.css'), '.a{content:"</style><script>"}');
    const index = join(dist, 'index.html');
    const before = readFileSync(index, 'utf8');
    writeFileSync(index, before.replace('chrome-g.css', 'hostile-h.css'));
    try {
      const html = (await render('/location/AD708')) ?? '';
      expect(html).toContain(
        '<link rel="stylesheet" crossorigin href="/assets/hostile-h.css"><link rel="modulepreload"',
      );
      expect(html).not.toContain('<style>');
    } finally {
      writeFileSync(index, before);
    }
  });

  it('serves the plain page elsewhere, for an unknown location and when a read fails', async () => {
    expect(island((await render('/')) ?? '')).toBeNull();
    expect(island((await render('/staff/location/AD708')) ?? '')).toBeNull();
    expect(island((await render('/location/NOPE1')) ?? '')).toBeNull();
    readsFail = true;
    try {
      expect(island((await render('/location/AD708')) ?? '')).toBeNull();
    } finally {
      readsFail = false;
    }
  });
});
