import { readFile, stat } from 'node:fs/promises';
import { join, normalize, sep } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, gzip, constants as zlibConstants } from 'node:zlib';
import {
  paymentConfigResponseSchema,
  type ReadLanguage,
  vendorListResponseSchema,
  vendorLocationListResponseSchema,
} from '@queueless/contracts';
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import type { Services } from '../services.js';
import {
  type FirstScript,
  type MenuRenderer,
  serverRendererLoader,
  serverRenderFile,
  withServerRender,
} from './server-render.js';

/**
 * The menu page's first HTML response carries what the page would otherwise fetch after its code ran (issue 16,
 * decision 017): the location, its vendor and its menu as a JSON data island (`<script type="application/json">`,
 * which no browser executes, so a strict CSP allows it), the location page's code chunks as modulepreload links, and
 * our own small product pictures as data: URLs. Each piece is exactly what the public API answers for the same read,
 * so the web app puts it in its query cache as if it had fetched it. Any failure serves the plain page: the app then
 * fetches as before.
 */

/** The id in the element and the version of the shape; apps/web/src/lib/page-data.ts reads both. */
export const PAGE_DATA_ELEMENT_ID = 'ql-page-data';
const PAGE_DATA_VERSION = 1;
/** /location/{id} (and the review, checkout and status pages under it, which read the same location and menu). */
const LOCATION_PAGE = /^\/location\/([A-Za-z0-9_-]{1,64})(?:\/|$|\?)/;
/** The menu itself, /location/{ID} (the id as the app spells it: another spelling is redirected by the app). */
const MENU_PAGE = /^\/location\/([A-Z0-9_-]{1,64})\/?(?:\?|$)/;
/** Vite's manifest key of the menu's first script (decision 074). */
const TAP_CAPTURE_MODULE = 'src/tap-capture.ts';
/** And of the app's entry (index.html's script), which a server-drawn menu leaves to the first script (decision 098). */
const APP_ENTRY_MODULE = 'index.html';
/** Our own pictures small enough to inline: each at most this many bytes, all of a page together at most the total. */
const MAX_INLINE_IMAGE_BYTES = 4 * 1024;
const MAX_INLINE_IMAGES_BYTES = 32 * 1024;
/** Vite's manifest key of the location page's module (apps/web/src/routes/location/ordering-pages.ts loads it lazily). */
const LOCATION_PAGE_MODULE = 'src/routes/location/location.tsx';
/** And of the order's status page (the pickup code), which checkout fetches ahead on a cold cache. */
const STATUS_PAGE_MODULE = 'src/routes/location/order/status.tsx';
/**
 * The menu's Order Now bar, drawn by the app the moment the cart first holds something: its code (12.7 kB gzip with
 * the imports the menu does not load) comes with the app's own in idle time on a server-drawn menu, so the bar answers
 * the tap after Add without waiting a round trip for it (decision 101). The review's and checkout's code still comes
 * when the cart first holds something (decision 017): fetched in idle time with the app, its compiling showed in
 * Lighthouse's blocking time and not in the journey.
 */
const ORDER_FOOTER_MODULE = 'src/features/checkout/components/order-footer.tsx';
/**
 * The review's page (with checkout's, one chunk the build groups as `order-pages`, apps/web/vite.config.ts, found by
 * that name): named to the first script, which asks for it when it keeps an Order Now (decision 102).
 */
const ORDER_PAGES_CHUNK = 'order-pages';
/** Issue 44: the order's Spanish messages (the menu and the order's pages), preloaded on a Spanish menu so the app hydrates without a flash. */
const SPANISH_CATALOGUE_MODULE = 'src/locales/order.es.ts';

/** The build's stylesheet links in index.html (Vite writes them so). */
const STYLESHEET_LINK = /<link rel="stylesheet"[^>]*>/g;
/**
 * A stylesheet above this stays linked: inlined, it is sent with every menu page and never cached on its own. The app's
 * one stylesheet is 56 kB (10 kB compressed).
 */
const MAX_INLINE_STYLESHEET_BYTES = 128 * 1024;
/** The menu's first script is some 9 kB; one much larger should be fetched (and cached) as a file, not sent with each page. */
const MAX_INLINE_FIRST_SCRIPT_BYTES = 24 * 1024;

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

type ManifestChunk = { file: string; name?: string; imports?: string[]; isEntry?: boolean };
type Manifest = Record<string, ManifestChunk>;

/** What a location page's data is read from. */
export type PageServices = Pick<Services, 'vendorLocations' | 'vendors' | 'inventory' | 'tax'> & {
  paymentsService: Pick<Services['paymentsService'], 'getConfig'>;
};

type PageDataDeps = {
  services: PageServices;
  distDir: string;
  log: FastifyBaseLogger;
  now?: () => number;
  /** The menu's server render (decision 074); by default the web build's own (server-render.ts). */
  loadRenderer?: () => Promise<MenuRenderer | null>;
};

/** A file read once and again only when it changed on disk (a build made while the server runs). */
function fileCache<T>(path: string, parse: (text: string) => T) {
  let cached: { mtimeMs: number; value: T } | null = null;
  return async (): Promise<T | null> => {
    try {
      const { mtimeMs } = await stat(path);
      if (cached?.mtimeMs !== mtimeMs) cached = { mtimeMs, value: parse(await readFile(path, 'utf8')) };
      return cached.value;
    } catch {
      return null;
    }
  };
}

/** The static chunks a module needs, in the order the browser needs them (the module last). */
function chunkFiles(manifest: Manifest, key: string, seen = new Set<string>()): string[] {
  const chunk = manifest[key];
  if (!chunk || seen.has(key)) return [];
  seen.add(key);
  return [...(chunk.imports ?? []).flatMap((child) => chunkFiles(manifest, child, seen)), chunk.file];
}

/** JSON that is safe inside a `<script>` element: no `<` can close it or open a comment. */
export function scriptSafeJson(json: string): string {
  return json.replaceAll('<', '\\u003c').replaceAll('\u2028', '\\u2028').replaceAll('\u2029', '\\u2029');
}

export function createPageRenderer({
  services,
  distDir,
  log,
  now = Date.now,
  loadRenderer = serverRendererLoader(serverRenderFile(distDir), log),
}: PageDataDeps) {
  const readIndex = fileCache(join(distDir, 'index.html'), (text) => text);
  const readManifest = fileCache(join(distDir, '.vite', 'manifest.json'), (text) => JSON.parse(text) as Manifest);
  const images = new Map<string, { mtimeMs: number; dataUrl: string | null }>();
  const stylesheets = new Map<string, string | null>();
  const firstScripts = new Map<string, string | null>();

  /** A data: URL of one of our own SVG pictures under /images/, or null (too big, not ours, missing). */
  async function inlineImage(url: string): Promise<string | null> {
    if (!/^\/images\/[A-Za-z0-9/_-]+\.svg$/.test(url)) return null;
    const path = normalize(join(distDir, url));
    if (!path.startsWith(join(distDir, 'images') + sep)) return null;
    try {
      const { mtimeMs, size } = await stat(path);
      const known = images.get(url);
      if (known?.mtimeMs === mtimeMs) return known.dataUrl;
      const dataUrl =
        size > MAX_INLINE_IMAGE_BYTES
          ? null
          : `data:image/svg+xml,${encodeURIComponent((await readFile(path, 'utf8')).trim())}`;
      images.set(url, { mtimeMs, dataUrl });
      return dataUrl;
    } catch {
      return null;
    }
  }

  async function inlineImages(imageUrls: string[]): Promise<Record<string, string>> {
    const inlined: Record<string, string> = {};
    let total = 0;
    for (const url of new Set(imageUrls)) {
      const dataUrl = await inlineImage(url);
      if (!dataUrl || total + dataUrl.length > MAX_INLINE_IMAGES_BYTES) continue;
      total += dataUrl.length;
      inlined[url] = dataUrl;
    }
    return inlined;
  }

  /**
   * The island's JSON for a location and the same data as a value (for the server's render), or null when the
   * location does not exist or a read fails.
   */
  async function locationData(
    vendorLocationId: string,
    language: ReadLanguage,
  ): Promise<{ json: string; value: unknown } | null> {
    try {
      // Issue 44: read in the page's language, as the API answers the same reads (decision 096).
      const [location, menu] = await Promise.all([
        services.vendorLocations.getLocation(vendorLocationId, language),
        services.inventory.getMenu(vendorLocationId, language),
      ]);
      const [vendor, taxRatePpm] = await Promise.all([
        services.vendors.getVendor(location.vendorId),
        services.tax.cartRatePpm?.(location.vendorLocationId) ?? null,
      ]);
      const menuJson = menu.body.toString('utf8');
      const products = JSON.parse(menuJson) as { items: { imageUrls?: string[] }[] };
      const imageUrls = products.items.flatMap((product) => product.imageUrls ?? []);
      const island = {
        version: PAGE_DATA_VERSION,
        at: now(),
        vendorLocationId: location.vendorLocationId,
        location: z.encode(vendorLocationListResponseSchema, { items: [location] }),
        vendor: z.encode(vendorListResponseSchema, { items: [vendor] }),
        // What the review and checkout pages would ask for next (decision 017): the rate the location's cart is
        // taxed at (the review's estimate, when the tax provider taxes a cart at one rate) and the payment form's
        // configuration, exactly as the contract's getPaymentConfig answers it.
        taxRatePpm,
        paymentConfig: z.encode(paymentConfigResponseSchema, services.paymentsService.getConfig()),
        // The status page's code files, which checkout asks the browser to fetch (not run) while the card is typed,
        // so a Pay on an empty cache does not wait for them after the payment's round trip.
        statusPageCode: await statusPageCode(),
        images: await inlineImages(imageUrls),
      };
      // The menu is spliced in as the bytes the API sends (serialized and checked once, when it was cached).
      const json = JSON.stringify(island);
      return { json: `${json.slice(0, -1)},"products":${menuJson}}`, value: { ...island, products } };
    } catch (error) {
      // A missing location is the page's own 404; anything else is logged and the page fetches as usual.
      if ((error as { code?: string }).code !== 'NOT_FOUND') log.warn({ err: error }, 'page data left out');
      return null;
    }
  }

  /** The code files (`/assets/…`) a lazily loaded page module needs, its own last; none without a manifest. */
  async function codeFiles(key: string): Promise<string[]> {
    const manifest = await readManifest();
    return manifest ? chunkFiles(manifest, key).map((file) => `/${file}`) : [];
  }

  /** The same for a chunk the build grouped and named (its key is its file's, so it is looked up by name). */
  async function namedChunkFiles(name: string): Promise<string[]> {
    const manifest = await readManifest();
    const key = Object.keys(manifest ?? {}).find((candidate) => manifest?.[candidate]?.name === name);
    return key ? codeFiles(key) : [];
  }

  /** The status page's code files that the location page does not load already (its HTML or its preloads). */
  async function statusPageCode(): Promise<string[]> {
    const [index, status, location] = await Promise.all([
      readIndex(),
      codeFiles(STATUS_PAGE_MODULE),
      codeFiles(LOCATION_PAGE_MODULE),
    ]);
    return status.filter((href) => !location.includes(href) && !index?.includes(`"${href}"`));
  }

  /** The location page's chunks and, on a Spanish page, the order's Spanish messages. */
  async function locationCode(language: ReadLanguage): Promise<string[]> {
    const catalogue = language === 'es' ? await codeFiles(SPANISH_CATALOGUE_MODULE) : [];
    return [...new Set([...(await codeFiles(LOCATION_PAGE_MODULE)), ...catalogue])];
  }

  async function locationPreloads(index: string, language: ReadLanguage): Promise<string> {
    return (await locationCode(language))
      .filter((href) => !index.includes(`"${href}"`))
      .map((href) => `<link rel="modulepreload" crossorigin href="${href}">`)
      .join('');
  }

  /**
   * The menu's first script and the app's code it loads in idle time (decision 098): the entry with its imports and
   * the location page's code, and the Order Now bar's (decision 101), each file once. Null without a first script or an entry in the build's manifest.
   */
  async function firstScript(language: ReadLanguage): Promise<FirstScript | null> {
    const [files, entry, location, footer, orderPages] = await Promise.all([
      codeFiles(TAP_CAPTURE_MODULE),
      codeFiles(APP_ENTRY_MODULE),
      locationCode(language),
      codeFiles(ORDER_FOOTER_MODULE),
      namedChunkFiles(ORDER_PAGES_CHUNK),
    ]);
    const app = entry.at(-1);
    if (files.length === 0 || !app) return null;
    const appCode = [...new Set([...entry, ...location, ...footer])].filter((href) => !files.includes(href));
    const orderCode = orderPages.filter((href) => !files.includes(href) && !appCode.includes(href));
    // In the page when it is one file (no import of its own): it then listens before the menu is drawn (issue 45).
    const own = files.length === 1 ? await readFirstScript(files[0] ?? '') : null;
    return { files, app, appCode, orderCode, ...(own === null ? {} : { inline: own }) };
  }

  /**
   * The first script's code to put in the page as a classic script, read once per version (its name is its content's
   * hash); null when it cannot be. Its module scope becomes a function's, so nothing it declares lands on the window.
   * Its source map is named by its full address (the page's own would be the wrong folder). A file that could end
   * the element or change under the HTML parser, or that has an `import`/`export` of its own, stays linked.
   */
  async function readFirstScript(href: string): Promise<string | null> {
    const known = firstScripts.get(href);
    if (known !== undefined) return known;
    const code = await readFile(join(distDir, href), 'utf8').catch(() => null);
    const body = code?.replace(
      /\n\/\/# sourceMappingURL=([\w.-]+)\s*$/,
      (_, map: string) => `\n//# sourceMappingURL=${href.replace(/[^/]+$/, '')}${map}`,
    );
    const inlinable =
      body !== undefined &&
      body.length <= MAX_INLINE_FIRST_SCRIPT_BYTES &&
      !/<\/script|<!--|\r/i.test(body) &&
      !/^(?:import|export)\b/m.test(body);
    // On a line of its own: the code's last line may be a comment (the source map's).
    const inline = inlinable ? `(()=>{"use strict";${body.trimEnd()}\n})();` : null;
    firstScripts.set(href, inline);
    return inline;
  }

  /**
   * index.html for a page path, with the page's data and preloads when it is a location page. Null when there is
   * no index.html (no web build). `hasSeenNotice`: this browser has seen the 21+ notice this session (its cookie).
   */
  async function render(
    url: string,
    language: ReadLanguage = 'en',
    { hasSeenNotice = false }: { hasSeenNotice?: boolean } = {},
  ): Promise<string | null> {
    const index = await readIndex();
    if (index === null) return null;
    const match = LOCATION_PAGE.exec(url);
    if (!match?.[1]) return index;
    const vendorLocationId = match[1].toUpperCase();
    const [data, preloads] = await Promise.all([
      locationData(vendorLocationId, language),
      locationPreloads(index, language),
    ]);
    const island = data
      ? `<script type="application/json" id="${PAGE_DATA_ELEMENT_ID}">${scriptSafeJson(data.json)}</script>`
      : '';
    // Functions, not strings: a `$` in the data (a price in a description) is never read as a replacement pattern.
    // Issue 44: a Spanish page says so, and that the server chose it (apps/web/src/lib/i18n/language.ts reads it).
    const withData = (
      language === 'es' ? index.replace(/<html\b[^>]*>/, '<html lang="es" data-server-lang>') : index
    ).replace('<div id="root"></div>', () => `<div id="root"></div>${island}`);
    const page = withData.replace('</head>', () => `${preloads}</head>`);
    return data && MENU_PAGE.test(url)
      ? await withInlineStylesheets(await serverRendered(url, { withData, page }, data.value, language, hasSeenNotice))
      : page;
  }

  /**
   * The menu page with the build's stylesheets in its HTML (decision 100): a linked stylesheet blocks the first paint
   * for a second round trip after the HTML, which on a phone network is most of the menu's LCP. Each stays named by a
   * `disabled` link (never fetched), so the app's code, which loads a chunk's CSS unless a stylesheet link of that
   * address is in the page, does not fetch it again. The page's CSP allows each inlined style by its hash
   * (security-headers.ts, `withStyleHashes`). A stylesheet that cannot be read, or whose text could end the element
   * or change under the HTML parser, stays linked.
   */
  async function withInlineStylesheets(page: string): Promise<string> {
    let html = page;
    for (const link of page.match(STYLESHEET_LINK) ?? []) {
      const href = /\bhref="(\/assets\/[A-Za-z0-9._-]+\.css)"/.exec(link)?.[1];
      const css = href ? await readStylesheet(href) : null;
      if (css === null) continue;
      html = html.replace(link, () => `<style>${css}</style>${link.replace(/>$/, ' disabled>')}`);
    }
    return html;
  }

  /** A stylesheet of the build, read once per version (its name is its content's hash); null when it can't be inlined. */
  async function readStylesheet(href: string): Promise<string | null> {
    const known = stylesheets.get(href);
    if (known !== undefined) return known;
    const css = await readFile(join(distDir, href), 'utf8').catch(() => null);
    const inlinable = css !== null && css.length <= MAX_INLINE_STYLESHEET_BYTES && !/<\/style|\r/i.test(css);
    stylesheets.set(href, inlinable ? css : null);
    return inlinable ? css : null;
  }

  /**
   * The menu page with the menu drawn in its HTML (decision 074) and only its first script, which loads the app in
   * idle time (decision 098); or the page as it was when there is no server render or it fails (logged): the browser
   * then draws it, as before. A build without a first script keeps the app's entry and preloads in the drawn page.
   */
  async function serverRendered(
    url: string,
    { withData, page }: { withData: string; page: string },
    data: unknown,
    language: ReadLanguage,
    hasSeenNotice: boolean,
  ): Promise<string> {
    const renderer = await loadRenderer();
    if (!renderer) return page;
    try {
      const first = await firstScript(language);
      const rendered = renderer.renderMenuPage(url, data, language);
      // The 21+ notice, open from the first paint, when the app would open it (decision 083, amended): only with the
      // first script that answers it, or nothing could close it before the app's code arrives.
      const notice = first && !hasSeenNotice ? (renderer.renderArrivalNotice?.(data, language) ?? null) : null;
      // The templates the first script draws from (decision 098); without the script they would be dead weight.
      const templates = first ? (renderer.renderFirstTemplates?.(url, data, language) ?? '') : '';
      return withServerRender(first ? withData : page, rendered, first, notice, templates);
    } catch (error) {
      log.error({ err: error, url }, 'the menu page was not rendered on the server; the browser draws it');
      return page;
    }
  }

  /** The first script's code as the pages hold it, for the CSP's hash (decision 103). */
  const inlineScripts = () => [...firstScripts.values()].filter((code) => code !== null);

  return { render, inlineScripts };
}

export type PageRenderer = ReturnType<typeof createPageRenderer>;

/** The page compressed as the browser accepts it (brotli, else gzip, else as it is). */
export async function encodePage(
  html: string,
  acceptEncoding: string | undefined,
): Promise<{ body: Buffer | string; encoding: string | null }> {
  const accepts = acceptEncoding ?? '';
  if (/\bbr\b/.test(accepts)) {
    const body = await brotli(Buffer.from(html), {
      params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 5, [zlibConstants.BROTLI_PARAM_SIZE_HINT]: html.length },
    });
    return { body, encoding: 'br' };
  }
  if (/\bgzip\b/.test(accepts)) return { body: await gzipAsync(Buffer.from(html)), encoding: 'gzip' };
  return { body: html, encoding: null };
}
