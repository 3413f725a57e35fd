import { Workbox } from 'workbox-window';

/** What the page loaded before the service worker ran, worth keeping for the next visit (code, styles, pictures). */
function loadedResources(): string[] {
  return performance
    .getEntriesByType('resource')
    .map((entry) => entry.name)
    .filter((name) => {
      const url = new URL(name, location.origin);
      return (
        url.origin === location.origin &&
        (url.pathname.startsWith('/assets/') || url.pathname.startsWith('/images/') || url.pathname === '/favicon.svg')
      );
    });
}

/**
 * Registers the service worker (src/sw.ts, decision 012) and hands it what this first visit already loaded, so a
 * returning customer opens the menu with no signal. Loaded after the page has loaded and gone idle, never before.
 */
export async function registerServiceWorker(): Promise<void> {
  const workbox = new Workbox('/sw.js', { scope: '/' });
  await workbox.register();
  // Once the worker controls the page, every later fetch goes through it (and is kept by its routes); what came
  // before is listed then, so nothing falls between the two.
  if (!navigator.serviceWorker.controller) {
    await new Promise((resolve) =>
      navigator.serviceWorker.addEventListener('controllerchange', resolve, { once: true }),
    );
  }
  // workbox-routing caches each URL through the route that matches it (CACHE_URLS); the page itself, which no
  // route can fetch as a navigation, is kept by the worker's own message.
  workbox.messageSW({ type: 'CACHE_URLS', payload: { urlsToCache: loadedResources() } }).catch(() => undefined);
  workbox.messageSW({ type: 'QL_CACHE_PAGE', url: location.href }).catch(() => undefined);
}
