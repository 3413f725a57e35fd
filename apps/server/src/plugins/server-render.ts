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
  /** The 21+ notice's HTML when the menu greets with it, else null (decision 083, amended). Absent from an older build. */
  renderArrivalNotice?: (data: unknown, locale?: 'en' | 'es') => string | null;
  /** The `<template>`s the menu's first script draws from (decision 098); absent from an older build. */
  renderFirstTemplates?: (url: string, data: unknown, locale?: 'en' | 'es') => string;
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
 * The menu's first script (src/tap-capture.ts), the one script a server-drawn menu's HTML names (decision 098), and the
 * app's code it starts once the page is idle or a tap needs it (apps/web/src/first/load-app.ts reads the tag).
 */
export type FirstScript = {
  /** The first script's files, its own last (any static import of it before, preloaded). */
  files: string[];
  /** The app's entry. */
  app: string;
  /**
   * What the app needs on this page, fetched together: the entry's imports, the menu page's chunks, the page's
   * messages, and what the order needs next (the Order Now bar, the review and checkout: decision 101).
   */
  appCode: string[];
  /**
   * The review's code not in `appCode`, asked for by the first script when it keeps an Order Now (the app then draws
   * the review at once, decision 102).
   */
  orderCode?: string[];
  /**
   * The first script's code, to be in the page (a classic script wrapping its module scope): it then runs as the page
   * is read, and a tap on a control already drawn is answered (issue 45, decision 103). Absent: the file is linked.
   */
  inline?: string;
};

/** The page's empty `#root` and the page's data that follows it (its JSON escapes every `<`: page-data.ts). */
const ROOT_AND_PAGE_DATA =
  /<div id="root"><\/div>(<script type="application\/json" id="ql-page-data">[^<]*<\/script>)?/;

/** index.html's own scripts and preloads: the app's entry and its imports. */
const APP_SCRIPT = /<script type="module"[^>]*><\/script>/g;
const APP_PRELOAD = /<link rel="modulepreload"[^>]*>/g;

/** The first script's tag (and its imports' preloads), its attributes escaped though they are our own file names. */
function firstScriptTags({ files, app, appCode, orderCode = [], inline }: FirstScript): string {
  const attribute = (value: string) => value.replaceAll('&', '&amp;').replaceAll('"', '&quot;');
  const order = orderCode.length > 0 ? ` data-order-code="${attribute(orderCode.join(' '))}"` : '';
  const own = files.at(-1) ?? '';
  const imports = files
    .slice(0, -1)
    .map((href) => `<link rel="modulepreload" crossorigin href="${attribute(href)}">`)
    .join('');
  const named = `data-app="${attribute(app)}" data-app-code="${attribute(appCode.join(' '))}"${order}`;
  // In the page, it runs where it stands, before the menu is read; linked, `async`, as soon as it arrives rather than
  // once the whole page has been read (a module script's default). Either way, a tap on a control already drawn is
  // answered (issue 45); what it reads at its start comes before `#root` (apps/web/src/first/when-root.ts).
  if (inline !== undefined) return `<script ${named}>${inline}</script>`;
  return `${imports}<script type="module" async crossorigin src="${attribute(own)}" ${named}></script>`;
}

/**
 * index.html with the server-rendered app inside `#root`: the title and preloads React hoisted go into the head (a
 * preload of a `data:` picture is dropped, the picture is in the page already). With the first script, the page names
 * only it: the app's entry and preloads are left out, the first script starts them in idle time (decision 098).
 * Without it (a build that has none), the app's entry stays and the page loads as a browser-drawn one does.
 * The 21+ notice, when given, goes right before `#root`, outside what React hydrates, with `#root` inert behind it
 * (apps/web/src/first/notice.ts takes both away); the markers let the service worker keep the page without it
 * (apps/web/src/lib/kept-page.ts). The templates the first script draws from (decision 098) and the page's data come
 * before them: the first script, in the page (decision 103), starts before the menu has been read (issue 45).
 */
export function withServerRender(
  index: string,
  rendered: string,
  firstScript: FirstScript | null,
  notice: string | null = null,
  templates = '',
): string {
  const hoisted = HOISTED.exec(rendered)?.[0] ?? '';
  const body = rendered.slice(hoisted.length);
  const title = /<title>[^<]*<\/title>/.exec(hoisted)?.[0];
  const links = (hoisted.match(/<link\b[^>]*\/>/g) ?? []).filter((link) => !/\bhref="data:/.test(link));
  let html = index;
  if (title) html = html.replace(/<title>[^<]*<\/title>/, () => title);
  // The app's entry and its preloads out, the first script in (decision 098).
  const scripts = firstScript ? firstScriptTags(firstScript) : '';
  if (firstScript) html = html.replace(APP_SCRIPT, '').replace(APP_PRELOAD, '');
  // Right after the title, ahead of the stylesheets (inlined on the menu: some 57 kB, decision 100), so the browser's
  // preload scanner finds the first script and the pictures as the head arrives, not after it has read the CSS.
  const ahead = `${scripts}${links.join('')}`;
  const withAhead = /<\/title>/.test(html)
    ? html.replace(/<\/title>/, () => `</title>${ahead}`)
    : html.replace('</head>', () => `${ahead}</head>`);
  if (!firstScript) return withAhead.replace('<div id="root"></div>', () => `<div id="root">${body}</div>`);
  // With the first script, ahead of `#root`: the page's data, the templates and the notice. The script runs while the
  // menu is still being read and answers a tap from them: all three are in the document before the menu's first
  // control is (issue 45, decision 103).
  return withAhead.replace(
    ROOT_AND_PAGE_DATA,
    (_, island = '') =>
      `${island}${templates}${notice ? `<!--ql-notice-->${notice}<!--/ql-notice-->` : ''}<div id="root"${notice ? ' inert' : ''}>${body}</div>`,
  );
}
