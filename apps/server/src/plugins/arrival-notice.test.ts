import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pageServices, writeWebBuild } from '../../test/page-fixtures.js';
import { hasSeenArrivalNotice } from '../lib/arrival-notice.js';
import { registerWebApp } from './web.js';

const services = pageServices([{ productId: 'AD708-LAGER' }]);
const INDEX =
  '<!doctype html><html><head><title>Queueless</title><script type="module" crossorigin src="/assets/index-a.js"></script></head><body><div id="root"></div></body></html>';
/** A web build's server render (apps/web/src/entry-server.tsx), its notice worded in the page's language. */
const ENTRY_SERVER = `
export async function prepareMenuPage() {}
export function renderMenuPage() { return '<main><h1 tabindex="-1">Main Bar</h1></main>'; }
export function renderArrivalNotice(data, locale) {
  return '<div id="ql-notice"><div role="dialog" aria-modal="true">' + (locale === 'es' ? 'Entendido' : 'I understand') + '</div></div>';
}`;

describe('the 21+ notice in the menu page the server draws (decision 083, amended for issue 45)', () => {
  let root: string;
  let app: FastifyInstance;
  beforeAll(async () => {
    root = mkdtempSync(join(tmpdir(), 'ql-notice-'));
    const dist = writeWebBuild(root, { index: INDEX, entryServer: ENTRY_SERVER });
    app = Fastify();
    await registerWebApp(app, dist, services as unknown as Parameters<typeof registerWebApp>[2]);
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    rmSync(root, { recursive: true, force: true });
  });

  const menu = (headers: Record<string, string> = {}) => app.inject({ url: '/location/AD708', headers });

  it('is in the first HTML, open, right before #root and with the page behind it inert, while this session has not seen it', async () => {
    const page = await menu();
    expect(page.statusCode).toBe(200);
    // Before #root: the first script, `async`, may start as soon as #root is read, and answers the notice (issue 45).
    expect(page.body).toContain(
      '<!--ql-notice--><div id="ql-notice"><div role="dialog" aria-modal="true">I understand</div></div><!--/ql-notice--><div id="root" inert><main><h1 tabindex="-1">Main Bar</h1></main></div>',
    );
    // The answer depends on the cookie: a shared cache keeps one copy per cookie.
    expect(page.headers.vary).toMatch(/\bcookie\b/);
  });

  it("is in the page's language", async () => {
    const spanish = await menu({ 'accept-language': 'es-US,es;q=0.9' });
    expect(spanish.body).toMatch(/^<!doctype html><html lang="es" data-server-lang>/);
    expect(spanish.body).toContain('<div role="dialog" aria-modal="true">Entendido</div>');
    const chosen = await menu({ cookie: 'ql_lang=es' });
    expect(chosen.body).toContain('Entendido');
  });

  it('is not there once the session cookie says it was seen, in either language', async () => {
    for (const cookie of ['ql_21=1', 'ql_lang=es; ql_21=1', 'ql_21=1; ql_lang=es']) {
      const page = await menu({ cookie });
      expect(page.body, cookie).toContain('<div id="root"><main>');
      expect(page.body, cookie).not.toContain('ql-notice');
      expect(page.body, cookie).not.toContain('inert');
    }
  });

  it('reads only its own cookie', () => {
    expect(hasSeenArrivalNotice('ql_21=1')).toBe(true);
    expect(hasSeenArrivalNotice('a=b; ql_21=1; c=d')).toBe(true);
    expect(hasSeenArrivalNotice(undefined)).toBe(false);
    expect(hasSeenArrivalNotice('ql_21=0')).toBe(false);
    expect(hasSeenArrivalNotice('xql_21=1')).toBe(false);
    expect(hasSeenArrivalNotice('ql_21=10')).toBe(false);
  });

  it('is never put in a page without the first script that answers it (nothing could close it)', async () => {
    const manifest = join(root, 'dist', '.vite', 'manifest.json');
    await new Promise((resolve) => setTimeout(resolve, 20));
    writeFileSync(manifest, JSON.stringify({ 'index.html': { file: 'assets/index-a.js', isEntry: true } }));
    const page = await menu();
    expect(page.body).toContain('<div id="root"><main>');
    expect(page.body).not.toContain('ql-notice');
  });
});
