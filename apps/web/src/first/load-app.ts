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
  let isOrderCodeAsked = false;

  /**
   * On a tap the first script keeps (someone is waiting): the files the entry imports (named on the tag) asked for
   * together, then the entry, so none is found a round trip late.
   */
  function loadApp(): void {
    start(false);
  }

  /**
   * After the page's load (its first paint, pictures and first script), in the browser's next idle moment; where
   * there is no requestIdleCallback (Safari), after the frame that follows the load. Nobody waits here: the entry is
   * asked for at once and its files a few at a time (preloadInSlices), never all in one task (issue 45: 57–62 ms for
   * the app's ten files in one task on the phone).
   */
  function loadAppWhenIdle(): void {
    const startWhenIdle = () => whenIdle(() => start(true));
    if (document.readyState === 'complete') startWhenIdle();
    else addEventListener('load', startWhenIdle, { once: true });
  }

  function start(isIdle: boolean): void {
    if (loading) return;
    const script = document.querySelector<HTMLScriptElement>(FIRST_SCRIPT);
    const entry = script?.dataset.app;
    if (!entry) return;
    if (!isIdle) preload(script.dataset.appCode);
    // A failed fetch (the signal dropped) is tried again by the next tap that needs the app.
    loading = importModule(entry).catch(() => {
      loading = null;
    });
    if (isIdle) preloadInSlices(script.dataset.appCode);
  }

  /**
   * The review's code, asked for beside the app's when Order Now is kept (decision 102): the app then draws the review
   * at once, and its code has been on its way since the tap rather than from the app's start.
   */
  function loadOrderCode(): void {
    const names = document.querySelector<HTMLScriptElement>(FIRST_SCRIPT)?.dataset.orderCode;
    if (!names || isOrderCodeAsked) return;
    isOrderCodeAsked = true;
    preload(names);
  }

  return { loadApp, loadAppWhenIdle, loadOrderCode };
}

/** Files the tag names, each fetched once (modulepreload: fetched and compiled, not run), asked for now. */
function preload(names: string | undefined): void {
  for (const href of names?.split(' ') ?? []) if (href) preloadFile(href);
}

function preloadFile(href: string): void {
  if (document.querySelector(`link[rel="modulepreload"][href="${href}"]`)) return;
  const link = document.createElement('link');
  link.rel = 'modulepreload';
  link.crossOrigin = '';
  link.href = href;
  document.head.append(link);
}

/** How long one idle moment spends asking for files, at most (each one is a few milliseconds on a slow phone). */
const SLICE_MS = 8;

/**
 * Files the tag names, each fetched once (modulepreload: fetched and compiled, not run), asked for in slices of at most
 * SLICE_MS, the first now (the app's idle start runs in an idle moment), each next one a task later: a tap waits for
 * one slice at most, and all are asked for within some tens of milliseconds, well ahead of the entry's arrival a round
 * trip later. One idle moment each was too slow: the next idle period can be 50 ms away, so the entry arrived first
 * and its files were found a round trip late (two more round trips on the critical path in the journey, issue 45).
 * lib/when-idle.ts's whenIdleEach slices the app's own lists; this zone may import nothing of lib/ (import-zones.ts).
 */
function preloadInSlices(names: string | undefined): void {
  const hrefs = names?.split(' ').filter(Boolean) ?? [];
  const slice = () => {
    const start = performance.now();
    for (let href = hrefs.shift(); href !== undefined; href = hrefs.shift()) {
      preloadFile(href);
      if (performance.now() - start >= SLICE_MS) break;
    }
    if (hrefs.length > 0) setTimeout(slice, 0);
  };
  slice();
}

/** `task` in the browser's next idle moment; where there is no requestIdleCallback (Safari), after the next frame. */
export function whenIdle(task: () => void): void {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(task, { timeout: IDLE_TIMEOUT_MS });
  else requestAnimationFrame(() => setTimeout(task, 0));
}

const appLoader = createAppLoader();

/** Starts the app's code now (a tap the first script cannot answer); once, whoever asks first. */
export const loadApp: () => void = appLoader.loadApp;
/** Starts the app's code in idle time after the page's load; the first script calls it once. */
export const loadAppWhenIdle: () => void = appLoader.loadAppWhenIdle;
/** Asks for the review's code (an Order Now kept before the app). */
export const loadOrderCode: () => void = appLoader.loadOrderCode;
