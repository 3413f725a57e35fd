import { stat } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyBaseLogger } from 'fastify';

/**
 * The menu page drawn on the server (decision 074): the web build's server render (apps/web/src/entry-server.tsx,
 * built by `vite build --ssr` into apps/web/dist-ssr beside the browser build) gives the HTML inside `#root` from the
 * same data the page's data island carries, and the browser hydrates it. Without that build, or when it fails, the
 * page is served as before and the browser draws it: never a blank page.
 */

/** What apps/web/src/entry-server.tsx exports. */
export type MenuRenderer = {
  prepareMenuPage: () => Promise<void>;
  /** Issue 44: in the page's language ('en' when left out). */
  renderMenuPage: (url: string, data: unknown, locale?: 'en' | 'es') => string;
};

/** The server render's module, beside a web build (`<distDir>/../dist-ssr`). */
export function serverRenderFile(distDir: string): string {
  return join(distDir, '..', 'dist-ssr', 'entry-server.js');
}

/**
 * The renderer of a build, loaded (and its page's code loaded ahead) on first use and again when the file changed on
 * disk (a build made while the server runs); null when there is none or it does not load (logged once per file).
 */
export function serverRendererLoader(file: string, log: FastifyBaseLogger) {
  let loaded: { mtimeMs: number; renderer: Promise<MenuRenderer | null> } | null = null;
  return async (): Promise<MenuRenderer | null> => {
    let mtimeMs: number;
    try {
      ({ mtimeMs } = await stat(file));
    } catch {
      return null;
    }
    if (loaded?.mtimeMs !== mtimeMs) {
      const renderer = (async () => {
        try {
          const module = (await import(`${pathToFileURL(file).href}?v=${mtimeMs}`)) as MenuRenderer;
          await module.prepareMenuPage();
          return module;
        } catch (error) {
          log.error({ err: error, file }, 'the server render did not load; menu pages are drawn in the browser');
          return null;
        }
      })();
      loaded = { mtimeMs, renderer };
    }
    return loaded.renderer;
  };
}

/** What React puts first in a render that has no <head> of its own: a title and preload links, for the page's head. */
const HOISTED = /^(?:<link\b[^>]*\/>|<meta\b[^>]*\/>|<title>[^<]*<\/title>)*/;

/**
 * index.html with the server-rendered app inside `#root`: the title and preloads React hoisted go into the head (a
 * preload of a `data:` picture is dropped, the picture is in the page already), and the tap capture script
 * (src/tap-capture.ts) is named before the app's entry so it runs first.
 */
export function withServerRender(index: string, rendered: string, tapCaptureFile: string | null): string {
  const hoisted = HOISTED.exec(rendered)?.[0] ?? '';
  const body = rendered.slice(hoisted.length);
  const title = /<title>[^<]*<\/title>/.exec(hoisted)?.[0];
  const links = (hoisted.match(/<link\b[^>]*\/>/g) ?? []).filter((link) => !/\bhref="data:/.test(link));
  const capture = tapCaptureFile ? `<script type="module" crossorigin src="${tapCaptureFile}"></script>` : '';
  let html = index;
  if (title) html = html.replace(/<title>[^<]*<\/title>/, () => title);
  html = html.replace('<script type="module"', () => `${capture}<script type="module"`);
  return html
    .replace('</head>', () => `${links.join('')}</head>`)
    .replace('<div id="root"></div>', () => `<div id="root">${body}</div>`);
}
