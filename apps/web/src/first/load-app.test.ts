import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createAppLoader } from './load-app';

/** The first script's tag as the server writes it on a server-drawn menu (apps/server/src/plugins/server-render.ts). */
function firstScriptTag(code = '/assets/framework-a.js /assets/chrome-b.js /assets/index-c.js') {
  const script = document.createElement('script');
  script.type = 'module';
  script.dataset.app = '/assets/index-c.js';
  script.dataset.appCode = code;
  document.head.append(script);
}

const preloads = () =>
  [...document.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((link) => link.getAttribute('href'));

describe("the app's code on a server-drawn menu (decision 098)", () => {
  let idle: { run: () => void; timeout: number | undefined }[];
  let readyState: DocumentReadyState;

  beforeEach(() => {
    document.head.innerHTML = '';
    idle = [];
    readyState = 'loading';
    vi.spyOn(document, 'readyState', 'get').mockImplementation(() => readyState);
    vi.stubGlobal('requestIdleCallback', (run: () => void, options?: { timeout?: number }) => {
      idle.push({ run, timeout: options?.timeout });
      return idle.length;
    });
  });
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  it('is fetched once the page has loaded and the browser is idle, its files asked for together, then the entry', async () => {
    firstScriptTag();
    const importModule = vi.fn(async () => ({}));
    const { loadAppWhenIdle } = createAppLoader(importModule);
    loadAppWhenIdle();
    expect(idle).toHaveLength(0);

    readyState = 'complete';
    dispatchEvent(new Event('load'));
    expect(idle).toHaveLength(1);
    expect(idle[0]?.timeout).toBeGreaterThan(0);
    expect(importModule).not.toHaveBeenCalled();
    expect(preloads()).toEqual([]);

    idle[0]?.run();
    expect(preloads()).toEqual(['/assets/framework-a.js', '/assets/chrome-b.js', '/assets/index-c.js']);
    expect(importModule).toHaveBeenCalledExactlyOnceWith('/assets/index-c.js');
  });

  it('starts at once on a tap that needs it, and not again when the browser is idle or on another tap', async () => {
    firstScriptTag();
    const importModule = vi.fn(async () => ({}));
    const { loadApp, loadAppWhenIdle } = createAppLoader(importModule);
    loadAppWhenIdle();
    loadApp();
    expect(importModule).toHaveBeenCalledExactlyOnceWith('/assets/index-c.js');

    loadApp();
    readyState = 'complete';
    dispatchEvent(new Event('load'));
    for (const { run } of idle) run();
    expect(importModule).toHaveBeenCalledOnce();
    expect(preloads()).toHaveLength(3);
  });

  it('waits for the frame after the load where the browser has no requestIdleCallback (Safari)', async () => {
    vi.stubGlobal('requestIdleCallback', undefined);
    readyState = 'complete';
    firstScriptTag();
    const importModule = vi.fn(async () => ({}));
    createAppLoader(importModule).loadAppWhenIdle();
    expect(importModule).not.toHaveBeenCalled();
    await vi.waitFor(() => expect(importModule).toHaveBeenCalledExactlyOnceWith('/assets/index-c.js'));
  });

  it('is tried again by the next tap when its fetch failed (the signal dropped), without asking twice for a file', async () => {
    firstScriptTag();
    const importModule = vi.fn().mockRejectedValueOnce(new TypeError('Failed to fetch')).mockResolvedValue({});
    const { loadApp } = createAppLoader(importModule);
    loadApp();
    await vi.waitFor(() => expect(importModule).toHaveBeenCalledOnce());
    await Promise.resolve();
    loadApp();
    expect(importModule).toHaveBeenCalledTimes(2);
    expect(preloads()).toHaveLength(3);
  });

  it("asks for the review's code when Order Now is kept (decision 102), once, and only what the page names", () => {
    firstScriptTag();
    const { loadOrderCode } = createAppLoader(vi.fn(async () => ({})));
    loadOrderCode();
    expect(preloads()).toEqual([]);
    document.head.innerHTML = '';
    firstScriptTag();
    document
      .querySelector<HTMLScriptElement>('script[data-app]')
      ?.setAttribute('data-order-code', '/assets/order-pages-d.js /assets/chrome-b.js');
    loadOrderCode();
    loadOrderCode();
    expect(preloads()).toEqual(['/assets/order-pages-d.js', '/assets/chrome-b.js']);
  });

  it("sets up the browser's number data once Order Now is kept, in the next idle moment, once", () => {
    firstScriptTag();
    const idle: Array<() => void> = [];
    vi.stubGlobal('requestIdleCallback', (callback: () => void) => idle.push(callback));
    const made = vi.spyOn(Intl, 'NumberFormat');
    try {
      const { loadOrderCode } = createAppLoader(vi.fn(async () => ({})));
      loadOrderCode();
      loadOrderCode();
      // Not in the tap's own task: its pressed look is painted first.
      expect(made).not.toHaveBeenCalled();
      expect(idle).toHaveLength(1);
      idle[0]?.();
      expect(made.mock.calls.filter(([language]) => language === 'en')).toHaveLength(1);
    } finally {
      made.mockRestore();
      vi.unstubAllGlobals();
    }
  });

  it('does nothing on a page whose HTML loads the app itself (no first script names it)', () => {
    const importModule = vi.fn(async () => ({}));
    const { loadApp } = createAppLoader(importModule);
    loadApp();
    expect(importModule).not.toHaveBeenCalled();
    expect(preloads()).toEqual([]);
  });
});
