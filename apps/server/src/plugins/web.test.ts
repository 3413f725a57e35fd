import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { endpointPath, getWristband } from '@queueless/contracts';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pageLocation, pageVendor } from '../../test/page-fixtures.js';
import { loadConfig } from '../config.js';
import type { PageServices } from './page-data.js';
import { registerSecurityHeaders } from './security-headers.js';
import { registerWebApp } from './web.js';

describe('the web app', () => {
  let dist: string;
  let app: FastifyInstance;
  beforeAll(async () => {
    dist = mkdtempSync(join(tmpdir(), 'ql-web-'));
    mkdirSync(join(dist, 'assets'));
    writeFileSync(join(dist, 'index.html'), '<!doctype html><script src="/assets/index-old.js"></script>');
    writeFileSync(join(dist, 'assets', 'index-old.js'), 'console.log("old")');
    app = Fastify();
    await registerWebApp(app, dist);
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it('answers a page path with index.html, not cached', async () => {
    for (const url of ['/', '/location/AD708?table=4', '/assets', '/staff/location/AD708/scan']) {
      const page = await app.inject({ url });
      expect(page.statusCode, url).toBe(200);
      expect(page.headers['content-type'], url).toMatch(/text\/html/);
      expect(page.headers['cache-control'], url).toBe('no-cache');
      expect(page.body, url).toContain('index-old.js');
    }
  });

  it('answers HEAD on a page like GET, without the body', async () => {
    for (const url of ['/', '/location/AD708']) {
      const get = await app.inject({ url });
      const head = await app.inject({ method: 'HEAD', url });
      expect(head.statusCode, url).toBe(200);
      expect(head.headers['content-type'], url).toBe(get.headers['content-type']);
      expect(head.headers['cache-control'], url).toBe('no-cache');
      expect(head.body, url).toBe('');
    }
    expect((await app.inject({ method: 'HEAD', url: '/assets/index-old.js' })).statusCode).toBe(200);
  });

  it('caches hashed assets for a year', async () => {
    const asset = await app.inject({ url: '/assets/index-old.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('keeps the icon, pictures and videos for a day, and checks the service worker on every use', async () => {
    mkdirSync(join(dist, 'images', 'products'), { recursive: true });
    writeFileSync(join(dist, 'favicon.svg'), '<svg/>');
    writeFileSync(join(dist, 'images', 'products', 'lager.svg'), '<svg/>');
    writeFileSync(join(dist, 'sw.js'), 'self.skipWaiting()');
    for (const url of ['/favicon.svg', '/images/products/lager.svg']) {
      const file = await app.inject({ url });
      expect(file.statusCode, url).toBe(200);
      expect(file.headers['cache-control'], url).toBe('public, max-age=86400, stale-while-revalidate=604800');
    }
    expect((await app.inject({ url: '/sw.js' })).headers['cache-control']).toBe('no-cache');
  });

  it('serves a build made while it runs: the new index.html and its new assets', async () => {
    writeFileSync(join(dist, 'assets', 'index-new.js'), 'console.log("new")');
    writeFileSync(join(dist, 'index.html'), '<!doctype html><script src="/assets/index-new.js"></script>');
    expect((await app.inject({ url: '/' })).body).toContain('index-new.js');
    const asset = await app.inject({ url: '/assets/index-new.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.body).toBe('console.log("new")');
  });

  it('answers a missing file or API path with a JSON 404, never the page', async () => {
    for (const url of [
      '/assets/index-gone.js',
      '/assets/..%2Findex.html',
      '/order-service/v1/nope',
      '/healthz/extra',
      '/metrics',
      '/metrics/extra',
    ]) {
      const missing = await app.inject({ url });
      expect(missing.statusCode, url).toBe(404);
      expect(missing.json().error.code, url).toBe('NOT_FOUND');
    }
  });

  it('names a missing path in its 404 briefly: a 10 kB address is not sent back whole', async () => {
    const long = endpointPath(getWristband, { nfcId: 'x'.repeat(10_000) });
    const missing = await app.inject({ method: 'POST', url: long });
    expect(missing.statusCode).toBe(404);
    const { message } = missing.json().error;
    expect(message.length).toBeLessThan(200);
    expect(message).toMatch(/^No route for POST \/nfc-service\/v1\/nfc\/x+….$/);
  });
});

describe("the menu page's inlined stylesheet and its policy (decision 100)", () => {
  const css = '.card{color:red}';
  let dist: string;
  let app: FastifyInstance;
  // Only the reads the page's renderer makes.
  const services = {
    vendorLocations: { getLocation: async () => pageLocation },
    vendors: { getVendor: async () => pageVendor },
    inventory: { getMenu: async () => ({ body: Buffer.from('{"items":[]}'), etag: '"x"' }) },
    tax: { name: 'none', calculate: async () => ({ taxAmountExclusiveCents: 0 }) },
    paymentsService: { getConfig: () => ({ provider: 'simulated', publishableKey: null }) },
  } as unknown as PageServices;
  const styleSources = (policy: unknown) =>
    String(policy)
      .split(';')
      .map((directive) => directive.trim().split(/\s+/))
      .find(([name]) => name === 'style-src')
      ?.slice(1);

  beforeAll(async () => {
    dist = mkdtempSync(join(tmpdir(), 'ql-web-style-'));
    mkdirSync(join(dist, 'assets'));
    writeFileSync(
      join(dist, 'index.html'),
      '<!doctype html><html><head><link rel="stylesheet" crossorigin href="/assets/chrome-a.css"></head><body><div id="root"></div></body></html>',
    );
    writeFileSync(join(dist, 'assets', 'chrome-a.css'), css);
    app = Fastify();
    await registerSecurityHeaders(app, loadConfig({ DATA_DIR: mkdtempSync(join(tmpdir(), 'ql-web-data-')) }), dist);
    await registerWebApp(app, dist, services);
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it('allows the stylesheet in the menu page by its hash, on that answer only', async () => {
    const hash = `'sha256-${createHash('sha256').update(css).digest('base64')}'`;
    const menu = await app.inject({ url: '/location/AD708' });
    expect(menu.body).toContain(`<style>${css}</style>`);
    expect(styleSources(menu.headers['content-security-policy'])).toEqual(["'self'", hash]);
    const home = await app.inject({ url: '/' });
    expect(home.body).not.toContain('<style>');
    expect(styleSources(home.headers['content-security-policy'])).toEqual(["'self'"]);
  });
});
