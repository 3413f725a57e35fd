import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { endpointPath, getWristband } from '@queueless/contracts';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
