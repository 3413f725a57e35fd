/**
 * The app's code on a server-drawn menu (decision 098): the page's HTML names only the first script, which answers
 * taps on the server's HTML; the app (React, the router, the query cache: some 110 kB gzip) is fetched and evaluated
 * while the person reads, once the page has loaded and the browser is idle, or at once when a tap needs it (the first
 * script calls `loadApp()` on a tap it keeps but cannot answer). Once either way.
 *
 * The server names the app's entry and the files it needs on the first script's tag (`data-app`, `data-app-code`:
 * apps/server/src/plugins/server-render.ts): no inline script, the CSP stays `script-src 'self'`. The files are asked
 * for together (modulepreload, fetched, not run), so the entry's imports are not found one round trip at a time.
 */

/** The first script's tag, which names the app's code. */
const FIRST_SCRIPT = 'script[data-app]';
/** How long the app waits for an idle moment once the page has loaded, at most (a page that is never idle). */
const IDLE_TIMEOUT_MS = 2_000;

type ImportModule = (url: string) => Promise<unknown>;

export function createAppLoader(importModule: ImportModule = (url) => import(/* @vite-ignore */ url)) {
  let loading: Promise<unknown> | null = null;
  let isIntlWarmed = false;

  function loadApp(): void {
    if (loading) return;
    const script = document.querySelector<HTMLScriptElement>(FIRST_SCRIPT);
    const entry = script?.dataset.app;
    if (!entry) return;
    preload(script.dataset.appCode);
    // A failed fetch (the signal dropped) is tried again by the next tap that needs the app.
    loading = importModule(entry).catch(() => {
      loading = null;
    });
  }

  /**
   * After the page's load (its first paint, pictures and first script), in the browser's next idle moment; where
   * there is no requestIdleCallback (Safari), after the frame that follows the load.
   */
  function loadAppWhenIdle(): void {
    const whenIdle = () => {
      if (typeof requestIdleCallback === 'function') requestIdleCallback(loadApp, { timeout: IDLE_TIMEOUT_MS });
      else requestAnimationFrame(() => setTimeout(loadApp, 0));
    };
    if (document.readyState === 'complete') whenIdle();
    else addEventListener('load', whenIdle, { once: true });
  }

  /**
   * The review's code, asked for beside the app's when Order Now is kept (decision 102): the app then draws the review
   * at once, and its code has been on its way since the tap rather than from the app's start.
   */
  function loadOrderCode(): void {
    preload(document.querySelector<HTMLScriptElement>(FIRST_SCRIPT)?.dataset.orderCode);
    // The browser's number and date data set up in the next idle moment (after the tap's pressed look is painted),
    // while the app's and the review's code are on their way and the person waits for the review anyway. Set up by
    // the first formatter made on a page (200–700 ms at the phone, 20–80 ms for each kind after it), it would
    // otherwise land on a later wait: the app never draws the menu on this path, whose counts set it up while a person
    // reads (decision 102, amended).
    if (!isIntlWarmed) {
      isIntlWarmed = true;
      if (typeof requestIdleCallback === 'function') requestIdleCallback(warmIntl, { timeout: IDLE_TIMEOUT_MS });
      else requestAnimationFrame(() => setTimeout(warmIntl, 0));
    }
  }

  return { loadApp, loadAppWhenIdle, loadOrderCode };
}

/** One number formatted in the page's language: what sets up the browser's number (and date) data. */
function warmIntl(): void {
  try {
    new Intl.NumberFormat(document.documentElement.lang || 'en').format(1);
  } catch {
    // An unknown language tag: the app's own formatter sets it up later, as without this.
  }
}

/** Files the tag names, each fetched once (modulepreload: fetched and compiled, not run). */
function preload(names: string | undefined): void {
  for (const href of names?.split(' ') ?? []) {
    if (!href || document.querySelector(`link[rel="modulepreload"][href="${href}"]`)) continue;
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    document.head.append(link);
  }
}

const appLoader = createAppLoader();

/** Starts the app's code now (a tap the first script cannot answer); once, whoever asks first. */
export const loadApp: () => void = appLoader.loadApp;
/** Starts the app's code in idle time after the page's load; the first script calls it once. */
export const loadAppWhenIdle: () => void = appLoader.loadAppWhenIdle;
/** Asks for the review's code (an Order Now kept before the app). */
export const loadOrderCode: () => void = appLoader.loadOrderCode;
