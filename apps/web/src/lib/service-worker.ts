/**
 * Registers the service worker (src/sw.ts, decision 017) and hands it what this visit already loaded before it ran
 * (its routes keep what they cover: code, styles, pictures, the menu's reads; anything else is ignored) and the page
 * itself, so a returning customer opens the menu with no signal. The browser's own API, not workbox-window: it is
 * all this needs, and it keeps the first load as small as it was.
 */
export async function registerServiceWorker(): Promise<void> {
  const { serviceWorker } = navigator;
  await serviceWorker.register('/sw.js');
  // Once the worker controls the page, every later fetch goes through it; what came before is listed then.
  if (!serviceWorker.controller) {
    await new Promise((resolve) => serviceWorker.addEventListener('controllerchange', resolve, { once: true }));
  }
  const urlsToCache = performance.getEntriesByType('resource').map((entry) => entry.name);
  serviceWorker.controller?.postMessage({ type: 'CACHE_URLS', payload: { urlsToCache } });
  serviceWorker.controller?.postMessage({ type: 'QL_CACHE_PAGE', url: location.href });
}
