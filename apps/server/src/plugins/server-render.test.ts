import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify, { type FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { pageLocation, pageVendor } from '../../test/page-fixtures.js';
import { createPageRenderer, PAGE_DATA_ELEMENT_ID } from './page-data.js';
import { type MenuRenderer, serverRendererLoader, serverRenderFile, withServerRender } from './server-render.js';

const location = pageLocation;
const vendor = pageVendor;
const menu = { items: [{ productId: 'AD708-LAGER', name: 'House Lager', imageUrls: [] }] };
const services = {
  vendorLocations: { getLocation: async () => location },
  vendors: { getVendor: async () => vendor },
  inventory: { getMenu: async () => ({ body: Buffer.from(JSON.stringify(menu)), etag: '"x"' }) },
  tax: { name: 'location-rate', calculate: async () => ({ taxAmountExclusiveCents: 0 }) },
  paymentsService: { getConfig: () => ({ provider: 'simulated', publishableKey: null }) },
};
const INDEX =
  '<html><head><title>Queueless</title><script type="module" crossorigin src="/assets/index-a.js"></script><link rel="modulepreload" crossorigin href="/assets/framework-d.js"><link rel="stylesheet" crossorigin href="/assets/chrome-e.css"></head><body><div id="root"></div></body></html>';
/**
 * The build's manifest: the app's entry and its import, the menu page's chunk, the first script, the messages, and the
 * Order Now bar's chunk.
 */
const MANIFEST = {
  'index.html': { file: 'assets/index-a.js', isEntry: true, imports: ['_framework-d.js'] },
  '_framework-d.js': { file: 'assets/framework-d.js' },
  'src/routes/location/location.tsx': { file: 'assets/location-f.js', imports: ['_framework-d.js'] },
  'src/tap-capture.ts': { file: 'assets/tap-capture-b.js', isEntry: true },
  'src/locales/order.es.ts': { file: 'assets/order.es-c.js', isDynamicEntry: true },
  'src/features/checkout/components/order-footer.tsx': {
    file: 'assets/order-footer-h.js',
    imports: ['_framework-d.js'],
  },
};

function recordingLog() {
  const errors: unknown[][] = [];
  const log = Fastify({ logger: false }).log;
  return { log: Object.assign(Object.create(log), { error: (...args: unknown[]) => errors.push(args) }), errors };
}

describe('the menu page drawn on the server (decision 074)', () => {
  let dist: string;
  beforeAll(() => {
    const root = mkdtempSync(join(tmpdir(), 'ql-server-render-'));
    dist = join(root, 'dist');
    mkdirSync(join(dist, '.vite'), { recursive: true });
    writeFileSync(join(dist, 'index.html'), INDEX);
    writeFileSync(join(dist, '.vite', 'manifest.json'), JSON.stringify(MANIFEST));
  });
  afterAll(() => rmSync(join(dist, '..'), { recursive: true, force: true }));

  const pages = (renderer: Partial<MenuRenderer> | null, log: FastifyBaseLogger = Fastify().log) =>
    createPageRenderer({
      services: services as unknown as Parameters<typeof createPageRenderer>[0]['services'],
      distDir: dist,
      log,
      now: () => 1_000,
      loadRenderer: async () => renderer as MenuRenderer | null,
    });

  it('puts the drawn menu in #root beside its data, its title in the head and only the first script (decision 098)', async () => {
    const renderMenuPage = vi.fn(
      () =>
        '<link rel="preload" as="image" href="/media/a-400.webp"/><link rel="preload" as="image" href="data:image/svg+xml,x"/><title>Main Bar · Queueless</title><!--$--><main><button data-add="AD708-LAGER">Add</button></main><!--/$-->',
    );
    const html = (await pages({ renderMenuPage }).render('/location/AD708?table=4')) ?? '';
    // Rendered from the same data the island carries, for the page's own URL.
    const [url, data] = renderMenuPage.mock.calls[0] as unknown as [string, { products: unknown }];
    expect(url).toBe('/location/AD708?table=4');
    expect(data).toMatchObject({ version: 1, at: 1_000, vendorLocationId: 'AD708', products: menu });
    // Its data ahead of #root: the first script, `async`, can start before the menu has been read (issue 45).
    expect(html).toMatch(
      new RegExp(
        `<body><script type="application/json" id="${PAGE_DATA_ELEMENT_ID}">[^<]*</script><div id="root"><!--\\$--><main><button data-add="AD708-LAGER">Add</button></main><!--/\\$--></div></body>`,
      ),
    );
    expect(html).toContain('<head><title>Main Bar · Queueless</title>');
    // The first script alone, naming the app's entry and every file the app needs here, with the Order Now bar's
    // (decision 101), which it loads in idle time; the app's own script and preloads are left out, its styles stay.
    expect(html).toContain(
      '<script type="module" async crossorigin src="/assets/tap-capture-b.js" data-app="/assets/index-a.js" data-app-code="/assets/framework-d.js /assets/index-a.js /assets/location-f.js /assets/order-footer-h.js"></script>',
    );
    expect(html.match(/<script type="module"/g)).toHaveLength(1);
    expect(html).not.toContain('modulepreload');
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/chrome-e.css">');
    // A photo's preload goes to the head; a data: picture is in the page already. Both it and the first script come
    // right after the title, ahead of the stylesheets, so the preload scanner finds them before reading the CSS.
    expect(html).toContain(
      '<title>Main Bar · Queueless</title><script type="module" async crossorigin src="/assets/tap-capture-b.js"',
    );
    expect(html).toContain('<link rel="preload" as="image" href="/media/a-400.webp"/><link rel="stylesheet"');
    expect(html).not.toContain('href="data:');
  });

  it("names the review's code, which the app does not load with the menu, for a kept Order Now (decision 102)", async () => {
    const renderMenuPage = () => '<main>menu</main>';
    const manifestFile = join(dist, '.vite', 'manifest.json');
    try {
      writeFileSync(
        manifestFile,
        JSON.stringify({
          ...MANIFEST,
          '_order-pages-i.js': { file: 'assets/order-pages-i.js', name: 'order-pages', imports: ['_framework-d.js'] },
        }),
      );
      const html = (await pages({ renderMenuPage }).render('/location/AD708')) ?? '';
      expect(html).toContain('data-order-code="/assets/order-pages-i.js"></script>');
    } finally {
      writeFileSync(manifestFile, JSON.stringify(MANIFEST));
    }
    // A build without that chunk names nothing more.
    expect((await pages({ renderMenuPage }).render('/location/AD708')) ?? '').not.toContain('data-order-code');
  });

  it("draws a Spanish menu in Spanish, says so on <html> and loads the Spanish catalogue with the app's code (issue 44)", async () => {
    const renderMenuPage = vi.fn(() => '<main>menú</main>');
    const getMenu = vi.spyOn(services.inventory, 'getMenu');
    const html = (await pages({ renderMenuPage }).render('/location/AD708', 'es')) ?? '';
    expect(renderMenuPage.mock.calls[0]?.at(2)).toBe('es');
    expect(getMenu).toHaveBeenCalledWith('AD708', 'es');
    expect(html).toMatch(/^<html lang="es" data-server-lang>/);
    expect(html).toContain(
      'data-app-code="/assets/framework-d.js /assets/index-a.js /assets/location-f.js /assets/order.es-c.js /assets/order-footer-h.js"',
    );
    // English stays exactly as before: no mark, no Spanish catalogue.
    const english = (await pages({ renderMenuPage }).render('/location/AD708')) ?? '';
    expect(english).toMatch(/^<html><head>/);
    expect(english).not.toContain('order.es');
    getMenu.mockRestore();
  });

  it('draws only the menu itself, as the app spells its address', async () => {
    const renderMenuPage = vi.fn(() => '<main>menu</main>');
    const renderer = pages({ renderMenuPage });
    for (const url of ['/location/AD708/order/review', '/location/ad708', '/', '/location/AD708/heartla']) {
      expect(await renderer.render(url)).not.toContain('<main>menu</main>');
    }
    expect(renderMenuPage).not.toHaveBeenCalled();
  });

  it('serves the page for the browser to draw, with its data, when the render fails, and logs why', async () => {
    const { log, errors } = recordingLog();
    const failing = {
      renderMenuPage: () => {
        throw new Error('render blew up');
      },
    };
    const html = (await pages(failing, log).render('/location/AD708')) ?? '';
    expect(html).toContain(`<div id="root"></div><script type="application/json" id="${PAGE_DATA_ELEMENT_ID}">`);
    expect(html).toContain('<script type="module" crossorigin src="/assets/index-a.js"></script>');
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/location-f.js">');
    expect(html).not.toContain('tap-capture');
    expect(html).not.toContain('data-app');
    expect(errors).toHaveLength(1);
    const [fields] = errors[0] ?? [];
    expect((fields as { err: Error }).err.message).toBe('render blew up');
    // And without a server render at all (no dist-ssr): the page as before.
    expect(await pages(null).render('/location/AD708')).toBe(html);
  });

  it("keeps the app's entry and preloads in a drawn menu when the build has no first script, and preloads the first script's imports", async () => {
    const renderMenuPage = () => '<main>menu</main>';
    const { 'src/tap-capture.ts': _first, ...withoutFirst } = MANIFEST;
    const manifestFile = join(dist, '.vite', 'manifest.json');
    try {
      writeFileSync(manifestFile, JSON.stringify(withoutFirst));
      const html = (await pages({ renderMenuPage }).render('/location/AD708')) ?? '';
      expect(html).toContain('<div id="root"><main>menu</main></div>');
      expect(html).toContain('<script type="module" crossorigin src="/assets/index-a.js"></script>');
      expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/location-f.js">');
      expect(html).not.toContain('data-app');

      // A first script that imports a chunk of its own: the chunk is preloaded beside it, never left to the app.
      writeFileSync(
        manifestFile,
        JSON.stringify({
          ...MANIFEST,
          'src/tap-capture.ts': { file: 'assets/tap-capture-b.js', isEntry: true, imports: ['_first-g.js'] },
          '_first-g.js': { file: 'assets/first-g.js' },
        }),
      );
      const first = (await pages({ renderMenuPage }).render('/location/AD708')) ?? '';
      expect(first).toContain(
        '<link rel="modulepreload" crossorigin href="/assets/first-g.js"><script type="module" async crossorigin src="/assets/tap-capture-b.js" data-app="/assets/index-a.js"',
      );
    } finally {
      writeFileSync(manifestFile, JSON.stringify(MANIFEST));
    }
  });

  it("loads the web build's server render from beside it, and logs one that does not load", async () => {
    const file = serverRenderFile(dist);
    expect(file).toBe(join(dist, '..', 'dist-ssr', 'entry-server.js'));
    mkdirSync(join(dist, '..', 'dist-ssr'), { recursive: true });
    const { log, errors } = recordingLog();
    const load = serverRendererLoader(file, log);
    expect(await load()).toBeNull();
    writeFileSync(file, 'throw new Error("broken build");');
    expect(await load()).toBeNull();
    expect(errors).toHaveLength(1);
    // A new build while the server runs: loaded again, its page's code loaded ahead once.
    await new Promise((resolve) => setTimeout(resolve, 20));
    writeFileSync(
      file,
      'let prepared = 0; export async function prepareMenuPage() { prepared++; } export function renderMenuPage(url) { return "<p>" + url + " " + prepared + "</p>"; }',
    );
    const renderer = await load();
    expect(renderer?.renderMenuPage('/location/AD708', {})).toBe('<p>/location/AD708 1</p>');
    expect(await load()).toBe(renderer);
  });

  it('keeps index.html as it is where React hoisted nothing', () => {
    expect(withServerRender(INDEX, '<main>x</main>', null)).toBe(
      INDEX.replace('<div id="root"></div>', '<div id="root"><main>x</main></div>'),
    );
  });
});
