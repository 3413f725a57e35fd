import '#web/index.css';
import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { AppRoot } from '#web/app/app-root';
import { isOrderNowTheLastTap, isPageChangedBeforeApp } from '#web/features/menu/captured-taps';
import { startTakeover } from '#web/lib/device-snapshot';
import { activateLocale } from '#web/lib/i18n/catalogues';
import { initialLocale, serverLocale } from '#web/lib/i18n/language';
import { paths } from '#web/lib/paths';
import { registerServiceWorker } from '#web/lib/service-worker';
import { OrderFooter } from '#web/routes/location/menu-parts';
import { LocationPage, OrderReviewPage } from '#web/routes/location/ordering-pages';

// Zod compiles fast validators with `new Function` when it may; under our CSP (no 'unsafe-eval') even its probe is
// reported as a violation, so the web app validates without it (the forms' schemas are small). This is the object
// `z.config()` writes to (zod keeps it on globalThis, shared by every copy of zod); setting it here, rather than
// importing zod, keeps zod out of the first-load script. The e2e CSP check fails if a zod update changes this.
const zodHolder = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
zodHolder.__zod_globalConfig = Object.assign(zodHolder.__zod_globalConfig ?? {}, { jitless: true });

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element.');

const app = (
  <BrowserRouter>
    <AppRoot />
  </BrowserRouter>
);
// The server drew the menu (decision 074): the app takes over its HTML rather than drawing it again. As a transition,
// so React yields to the browser every few milliseconds while it does and a tap is answered at once (kept by
// src/first/taps.ts until the page is ready, decision 098), not after the whole hydration on a slow phone. A mismatch React
// cannot take over is drawn again by React itself, and said here.
const hydrate = () =>
  startTransition(() => {
    startTakeover();
    hydrateRoot(container, app, {
      onRecoverableError: (error) => console.warn('The server-rendered page was drawn again in the browser:', error),
    });
  });
const render = () => createRoot(container).render(app);
// The menu's first script answered a tap (decision 098): the page is no longer the server's, and React would keep the
// mismatched DOM, so the app draws it afresh from the same cart (as a transition: the first script's page stays, and
// answers, until React's commit replaces it; the menu page stops the script in that commit).
const renderAfresh = () => startTransition(() => createRoot(container).render(app));
const isServerRendered = container.hasChildNodes();

// A menu opened from its link: its code is preloaded by the page's HTML (decision 017), so the first render waits
// the moment it takes to run and shows the menu, rather than a spinner that React then holds for 300 ms. A
// server-rendered menu waits for it too: hydrating a page whose code is not here would drop the server's HTML.
// Another language's messages load first too (one small request, preloaded with a server-drawn menu), so the page
// never shows English then switches (decision 095).
// A page the server drew in another language than this browser's choice (a language switched a moment ago, the
// pseudo-locale) is drawn afresh rather than taken over: React would keep the server's words in attributes.
const menuLocationId = /^\/location\/([^/]+)\/?$/i.exec(window.location.pathname)?.[1];
const isMenu = menuLocationId !== undefined;
const locale = initialLocale();
const pageLocale = serverLocale(document.documentElement);
const start = () => {
  if (!isServerRendered || pageLocale !== locale) render();
  else if (isPageChangedBeforeApp()) {
    // Order Now tapped before the app: the review at once, the menu's page still showing (and answering) until it
    // commits, rather than the whole menu drawn first only to leave it (decision 102). Back returns to the menu. Order
    // Now is drawn only on a menu open for orders (the server's and the first script's alike), so no check here; a
    // location paused since is refused by the server, as from the app's own button.
    if (menuLocationId && isOrderNowTheLastTap()) {
      history.pushState(null, '', paths.orderReview(menuLocationId));
      // The order made as the review's code arrives, its round trip beside the review's drawing (same chunk).
      import('#web/features/checkout/prepared-order')
        .then((order) => order.prepareStoredCartOrder(menuLocationId))
        .catch(() => undefined);
      OrderReviewPage.preload().then(renderAfresh, renderAfresh);
    }
    // With the bar's code first, so the Order Now bar the first script drew never blinks out at the takeover.
    else OrderFooter.preload().then(renderAfresh, renderAfresh);
  } else hydrate();
};
const ready = Promise.all([activateLocale(locale), isMenu ? LocationPage.preload() : null]);
ready.then(start, start);

// The service worker (decision 017): production builds only, a moment after the page has loaded. On a server-drawn
// menu this code runs after the load, in idle time (decision 098): the load has happened already.
if (import.meta.env.PROD && 'serviceWorker' in navigator) {
  const register = () => setTimeout(() => void registerServiceWorker().catch(() => undefined), 1_000);
  if (document.readyState === 'complete') register();
  else addEventListener('load', register, { once: true });
}
