import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pageServices, writeWebBuild } from '../../test/page-fixtures.js';
import { loadConfig } from '../config.js';
import { registerSecurityHeaders } from './security-headers.js';
import { registerWebApp } from './web.js';

// A product name that would be a script if the page's escaping failed: the CSP must still refuse it.
const services = pageServices([{ productId: 'AD708-LAGER', name: '</script><script>alert(1)' }]);
const INDEX =
  '<!doctype html><html><head><title>Queueless</title><script type="module" crossorigin src="/assets/index-a.js"></script></head><body><div id="root"></div></body></html>';
const ENTRY_SERVER = `
export async function prepareMenuPage() {}
export function renderMenuPage() { return '<main><h1 tabindex="-1">Main Bar</h1></main>'; }`;
/** The first script as the build writes it: a module's code, its source map named beside it. */
const FIRST_SCRIPT = 'var e=`script[data-app]`;function t(){return document.querySelector(e)}t();';

describe('the menu\u2019s first script in the page (issue 45, decision 103)', () => {
  let root: string;
  let dist: string;
  let app: FastifyInstance;
  beforeAll(async () => {
    root = mkdtempSync(join(tmpdir(), 'ql-first-inline-'));
    dist = writeWebBuild(root, {
      index: INDEX,
      entryServer: ENTRY_SERVER,
      assets: {
        'tap-capture-b.js': `${FIRST_SCRIPT}\n//# sourceMappingURL=tap-capture-b.js.map\n`,
        'tap-capture-c.js': 'var a=1;console.log(`</script>`);\n',
      },
    });
    app = Fastify();
    await registerSecurityHeaders(app, loadConfig({ DATA_DIR: join(root, 'data') }), dist);
    await registerWebApp(app, dist, services as unknown as Parameters<typeof registerWebApp>[2]);
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    rmSync(root, { recursive: true, force: true });
  });

  it('is in the page ahead of everything it reads, its scope its own, and allowed by its own hash only', async () => {
    const page = await app.inject({ url: '/location/AD708', headers: { cookie: 'ql_21=1' } });
    expect(page.statusCode).toBe(200);
    const inline = `(()=>{"use strict";${FIRST_SCRIPT}\n//# sourceMappingURL=/assets/tap-capture-b.js.map\n})();`;
    expect(page.body).toContain(
      `<title>Queueless</title><script data-app="/assets/index-a.js" data-app-code="/assets/index-a.js">${inline}</script>`,
    );
    expect(page.body).not.toContain('src="/assets/tap-capture-b.js"');
    // Its data, then #root: the script starts once #root is read (apps/web/src/first/when-root.ts).
    expect(page.body).toMatch(
      /<body><script type="application\/json" id="ql-page-data">[^<]*<\/script><div id="root">/,
    );
    const policy = String(page.headers['content-security-policy']);
    const scripts = policy.split(';').find((directive) => directive.startsWith('script-src')) ?? '';
    const hash = `'sha256-${createHash('sha256').update(inline).digest('base64')}'`;
    // Its own hash, and nothing else inline: not the page's data, not a script the page's text might hold.
    expect(scripts.split(' ').filter((source) => source.startsWith("'sha256-"))).toEqual([hash]);
    expect(scripts).not.toContain('unsafe-inline');
  });

  it('stays a linked file when its code could end the element', async () => {
    writeFileSync(
      join(dist, '.vite', 'manifest.json'),
      JSON.stringify({
        'index.html': { file: 'assets/index-a.js', isEntry: true },
        'src/tap-capture.ts': { file: 'assets/tap-capture-c.js', isEntry: true },
      }),
    );
    const page = await app.inject({ url: '/location/AD708', headers: { cookie: 'ql_21=1' } });
    expect(page.body).toContain('<script type="module" async crossorigin src="/assets/tap-capture-c.js"');
    expect(page.body).not.toContain('console.log');
    const scripts = String(page.headers['content-security-policy'])
      .split(';')
      .find((directive) => directive.startsWith('script-src'));
    expect(scripts).not.toMatch(/sha256-/);
  });
});
