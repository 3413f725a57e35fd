/// <reference lib="webworker" />
/**
 * The service worker (issue 16, decision 017), built by vite-plugin-pwa (injectManifest) with Workbox bundled in:
 * nothing is fetched from a CDN. It keeps what a returning customer needs to open the menu with no signal and to
 * use it on a flaky one, and nothing private:
 * - pages: network first (so the menu's data island is fresh), the last copy of that page after 4 s without an
 *   answer or with no network, else the app shell (index.html, precached);
 * - hashed code and styles (/assets/): from the cache once fetched (they never change under a name);
 * - our pictures and icon: from the cache, refreshed in the background;
 * - the public menu reads (location, vendor, products): network first, the last answer after 4 s or offline.
 * Orders, payments, sign-in and everything signed in always go to the network, untouched.
 */
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { ExpirationPlugin } from 'workbox-expiration';
import * as navigationPreload from 'workbox-navigation-preload';
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute, setCatchHandler } from 'workbox-routing';
import { CacheFirst, NetworkFirst, StaleWhileRevalidate } from 'workbox-strategies';
import { keptPageResponse } from '#web/lib/kept-page';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: Array<{ url: string; revision: string | null }> };

/** The API's paths (apps/server/src/plugins/web.ts): never answered with a page. */
const API_PATH = /^\/(?:[a-z-]+-service\/v\d+|dev|healthz|readyz|openapi\.json|docs)(?:\/|$|\?)/;
/** The public reads the menu page makes: they answer everyone the same, signed in or not, and hold nothing personal. */
const MENU_READS = [
  /^\/vendor-location-service\/v1\/vendor-location$/,
  /^\/vendor-service\/v1\/vendor$/,
  /^\/inventory-service\/v1\/vendor-locations\/[^/]+\/products$/,
];
/** How long a read waits for the network before the cached answer is used (a flaky link, not a dead one). */
const NETWORK_TIMEOUT_SECONDS = 4;
const onlyOk = new CacheableResponsePlugin({ statuses: [200] });

/**
 * The copies of pages being written now (a page that loaded before the worker ran asks for its own HTML to be kept,
 * below), by URL. Writing one takes a fetch and a cache write, 50–400 ms on a busy phone; a page that sees the copy
 * through the Cache API may already be offline and reloading while the worker's own write has not finished, and the
 * worker's lookup then missed it and answered the app shell, which has no menu in it ('Unable to load this
 * location', the intermittent offline-menu journey). A navigation that finds no copy waits for the one being written.
 */
const pageWrites = new Map<string, Promise<unknown>>();
const waitForPageWrite = {
  cachedResponseWillBeUsed: async ({
    cacheName,
    request,
    cachedResponse,
  }: {
    cacheName: string;
    request: Request;
    cachedResponse?: Response;
  }) => {
    const write = cachedResponse ? undefined : pageWrites.get(request.url);
    if (!write) return cachedResponse ?? null;
    await write;
    return (await (await caches.open(cacheName)).match(request, { ignoreVary: true })) ?? null;
  },
};

/** A page is kept without the 21+ notice its server drew for that one visit (lib/kept-page.ts, decision 083). */
const withoutNotice = {
  cacheWillUpdate: async ({ response }: { response: Response }) => keptPageResponse(response),
};

self.skipWaiting();
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();
navigationPreload.enable();

registerRoute(
  new NavigationRoute(
    new NetworkFirst({
      cacheName: 'ql-pages',
      networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS,
      // A page and the menu's reads vary by language (`Vary: Accept-Language, Cookie`, decision 096), and a copy kept
      // here was asked for without the browser's headers: offline, the copy kept is the one to show (the app then
      // draws it in the chosen language, main.tsx).
      matchOptions: { ignoreVary: true },
      plugins: [
        waitForPageWrite,
        onlyOk,
        withoutNotice,
        new ExpirationPlugin({ maxEntries: 20, maxAgeSeconds: 7 * 24 * 3600 }),
      ],
    }),
    { denylist: [API_PATH] },
  ),
);

registerRoute(
  ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/assets/'),
  new CacheFirst({
    cacheName: 'ql-assets',
    plugins: [onlyOk, new ExpirationPlugin({ maxEntries: 200, maxAgeSeconds: 60 * 24 * 3600 })],
  }),
);

registerRoute(
  ({ url, sameOrigin }) => sameOrigin && (url.pathname.startsWith('/images/') || url.pathname === '/favicon.svg'),
  new StaleWhileRevalidate({
    cacheName: 'ql-images',
    plugins: [onlyOk, new ExpirationPlugin({ maxEntries: 100, maxAgeSeconds: 30 * 24 * 3600 })],
  }),
);

registerRoute(
  ({ url, sameOrigin, request }) =>
    sameOrigin && request.method === 'GET' && MENU_READS.some((path) => path.test(url.pathname)),
  new NetworkFirst({
    cacheName: 'ql-menu',
    networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS,
    matchOptions: { ignoreVary: true },
    plugins: [onlyOk, new ExpirationPlugin({ maxEntries: 50, maxAgeSeconds: 7 * 24 * 3600 })],
  }),
);

/**
 * The page that registered the worker was loaded before the worker ran: the page asks for its own HTML to be kept
 * (with the menu's data in it), so it opens offline next time. Same-origin pages only.
 */
self.addEventListener('message', (event) => {
  const data = event.data as { type?: string; url?: string } | null;
  if (data?.type !== 'QL_CACHE_PAGE' || typeof data.url !== 'string') return;
  const url = new URL(data.url, self.location.origin);
  url.hash = '';
  if (url.origin !== self.location.origin || API_PATH.test(url.pathname)) return;
  const write = (async () => {
    const response = await fetch(url, { credentials: 'same-origin' });
    if (response.ok && response.headers.get('content-type')?.includes('text/html')) {
      await (await caches.open('ql-pages')).put(url, await keptPageResponse(response));
    }
  })()
    .catch(() => undefined)
    .finally(() => {
      if (pageWrites.get(url.href) === write) pageWrites.delete(url.href);
      event.ports[0]?.postMessage(true);
    });
  pageWrites.set(url.href, write);
  event.waitUntil(write);
});

// A page never seen before, with no network: the app shell, which shows its own offline and error states.
setCatchHandler(async ({ request }) => {
  if (request.destination !== 'document') return Response.error();
  return (await matchPrecache('/index.html')) ?? Response.error();
});
