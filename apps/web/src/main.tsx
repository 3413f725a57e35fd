import '#web/index.css';
import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { AppRoot } from '#web/app/app-root';
import { activateLocale } from '#web/lib/i18n/catalogues';
import { initialLocale } from '#web/lib/i18n/language';
import { registerServiceWorker } from '#web/lib/service-worker';
import { LocationPage } from '#web/routes/location/ordering-pages';

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
// src/tap-capture.ts until the page is ready), not after the whole hydration on a slow phone. A mismatch React
// cannot take over is drawn again by React itself, and said here.
const hydrate = () =>
  startTransition(() => {
    hydrateRoot(container, app, {
      onRecoverableError: (error) => console.warn('The server-rendered page was drawn again in the browser:', error),
    });
  });
const render = () => createRoot(container).render(app);
const isServerRendered = container.hasChildNodes();

// A menu opened from its link: its code is preloaded by the page's HTML (decision 017), so the first render waits
// the moment it takes to run and shows the menu, rather than a spinner that React then holds for 300 ms. A
// server-rendered menu waits for it too: hydrating a page whose code is not here would drop the server's HTML.
// Another language's messages load first too (one small request, preloaded with a server-drawn menu), so the page
// never shows English then switches (decision 095).
// A page the server drew in another language than this browser's choice (a language switched a moment ago, the
// pseudo-locale) is drawn afresh rather than taken over: React would keep the server's words in attributes.
const isMenu = /^\/location\/[^/]+\/?$/i.test(window.location.pathname);
const locale = initialLocale();
const { dataset, lang } = document.documentElement;
const serverLocale = dataset.serverLang ? lang : 'en';
const start = isServerRendered && serverLocale === locale ? hydrate : render;
const ready = Promise.all([activateLocale(locale), isMenu ? LocationPage.preload() : null]);
ready.then(start, start);

// The service worker (decision 017): production builds only, a moment after the page has loaded.
if (import.meta.env.PROD && 'serviceWorker' in navigator) {
  addEventListener('load', () => setTimeout(() => void registerServiceWorker().catch(() => undefined), 1_000));
}
