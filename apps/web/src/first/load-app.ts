/**
 * The app's code on a server-drawn menu (decision 098): the page's HTML names only the first script, which answers
 * taps on the server's HTML; the app (React, the router, the query cache: some 110 kB gzip) is fetched and evaluated
 * while the person reads, once the page has loaded and the browser is idle, or at once when a tap needs it (the first
 * script calls `loadApp()` on a tap it keeps but cannot answer). Once either way.
 *
 * The server names the app's entry and the files it needs on the first script's tag (`data-app`, `data-app-code`:
 * apps/server/src/plugins/server-render.ts): no inline script, the CSP stays `script-src 'self'`. The files are asked
 * for ahead of the entry's arrival (modulepreload, fetched, not run), so its imports are not found one round trip at
 * a time.
 */

/** The first script's tag, which names the app's code. */
const FIRST_SCRIPT = 'script[data-app]';
/** How long the app waits for an idle moment once the page has loaded, at most (a page that is never idle). */
const IDLE_TIMEOUT_MS = 2_000;

type ImportModule = (url: string) => Promise<unknown>;

export function createAppLoader(importModule: ImportModule = (url) => import(/* @vite-ignore */ url)) {
  let loading: Promise<unknown> | null = null;
  let isIntlWarmed = false;
  let isOrderCodeAsked = false;

  /**
   * The entry asked for at once; the files it imports (named on the tag) a few at a time in idle moments, ahead of
   * the entry's own arrival a round trip later. Never all in one task, nor in a tap's own: each file asked for costs
   * the page some milliseconds (issue 45: 57–62 ms for the app's ten files in one task on the phone).
   */
  function loadApp(): void {
    if (loading) return;
    const script = document.querySelector<HTMLScriptElement>(FIRST_SCRIPT);
    const entry = script?.dataset.app;
    if (!entry) return;
    // A failed fetch (the signal dropped) is tried again by the next tap that needs the app.
    loading = importModule(entry).catch(() => {
      loading = null;
    });
    preloadWhenIdle(script.dataset.appCode);
  }

  /**
   * After the page's load (its first paint, pictures and first script), in the browser's next idle moment; where
   * there is no requestIdleCallback (Safari), after the frame that follows the load.
   */
  function loadAppWhenIdle(): void {
    if (document.readyState === 'complete') whenIdle(loadApp);
    else addEventListener('load', () => whenIdle(loadApp), { once: true });
  }

  /**
   * The review's code, asked for beside the app's when Order Now is kept (decision 102): the app then draws the review
   * at once, and its code has been on its way since the tap rather than from the app's start.
   */
  function loadOrderCode(): void {
    const names = document.querySelector<HTMLScriptElement>(FIRST_SCRIPT)?.dataset.orderCode;
    if (names && !isOrderCodeAsked) {
      isOrderCodeAsked = true;
      preloadWhenIdle(names, warmIntlWhenIdle);
    } else warmIntlWhenIdle();
  }

  /**
   * The browser's number and date data set up in the idle moment after the review's files are asked for, while the
   * app's and the review's code are on their way and the person waits for the review anyway. Set up by the first
   * formatter made on a page (100–300 ms at the phone, in one task), it would otherwise land on a later wait:
   * the app never draws the menu on this path, whose counts set it up while a person reads (decision 102, amended).
   * Not on the way to the app's idle start: measured there, it cost more than in the menu's first draw and lengthened
   * a warm Order Now's way to the review (issue 45, session 13).
   */
  function warmIntlWhenIdle(): void {
    if (isIntlWarmed) return;
    isIntlWarmed = true;
    whenIdle(warmIntl);
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

/** How long one idle moment spends asking for files, at most (each one is a few milliseconds on a slow phone). */
const SLICE_MS = 8;

/**
 * Files the tag names, each fetched once (modulepreload: fetched and compiled, not run), asked for in idle moments,
 * a slice of at most SLICE_MS each, so a tap waits for one slice at most; then `then`, in the last slice's moment. The timeout keeps them going
 * on a page that is never idle.
 */
function preloadWhenIdle(names: string | undefined, then: () => void = () => {}): void {
  const hrefs = names?.split(' ').filter(Boolean) ?? [];
  const slice = () => {
    const start = performance.now();
    for (let href = hrefs.shift(); href !== undefined; href = hrefs.shift()) {
      if (!document.querySelector(`link[rel="modulepreload"][href="${href}"]`)) {
        const link = document.createElement('link');
        link.rel = 'modulepreload';
        link.crossOrigin = '';
        link.href = href;
        document.head.append(link);
      }
      if (performance.now() - start >= SLICE_MS) break;
    }
    if (hrefs.length > 0) whenIdle(slice, SLICE_TIMEOUT_MS);
    else then();
  };
  whenIdle(slice, SLICE_TIMEOUT_MS);
}

/** How long a slice of files waits for an idle moment, at most: the app's code is wanted soon. */
const SLICE_TIMEOUT_MS = 100;

/** `task` in the browser's next idle moment; where there is no requestIdleCallback (Safari), after the next frame. */
function whenIdle(task: () => void, timeout = IDLE_TIMEOUT_MS): void {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(task, { timeout });
  else requestAnimationFrame(() => setTimeout(task, 0));
}

const appLoader = createAppLoader();

/** Starts the app's code now (a tap the first script cannot answer); once, whoever asks first. */
export const loadApp: () => void = appLoader.loadApp;
/** Starts the app's code in idle time after the page's load; the first script calls it once. */
export const loadAppWhenIdle: () => void = appLoader.loadAppWhenIdle;
/** Asks for the review's code (an Order Now kept before the app). */
export const loadOrderCode: () => void = appLoader.loadOrderCode;
