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

const spyOnNumberFormat = () => vi.spyOn(Intl, 'NumberFormat');

const preloads = () =>
  [...document.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((link) => link.getAttribute('href'));

describe("the app's code on a server-drawn menu (decision 098)", () => {
  let idle: { run: () => void; timeout: number | undefined }[];
  let readyState: DocumentReadyState;
  let made: ReturnType<typeof spyOnNumberFormat>;

  /** Runs the idle moments the page asked for, in order, those they ask for included. */
  function runIdle(): void {
    for (let next = idle.shift(); next; next = idle.shift()) next.run();
  }

  beforeEach(() => {
    document.head.innerHTML = '';
    idle = [];
    readyState = 'loading';
    vi.spyOn(document, 'readyState', 'get').mockImplementation(() => readyState);
    vi.stubGlobal('requestIdleCallback', (run: () => void, options?: { timeout?: number }) => {
      idle.push({ run, timeout: options?.timeout });
      return idle.length;
    });
    made = spyOnNumberFormat();
  });
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  it('is fetched once the page has loaded and the browser is idle: the entry, then its files', () => {
    firstScriptTag();
    const filesAtImport: number[] = [];
    const importModule = vi.fn(async () => {
      filesAtImport.push(preloads().length);
      return {};
    });
    const { loadAppWhenIdle } = createAppLoader(importModule);
    loadAppWhenIdle();
    expect(idle).toHaveLength(0);

    readyState = 'complete';
    dispatchEvent(new Event('load'));
    expect(idle).toHaveLength(1);
    expect(idle[0]?.timeout).toBeGreaterThan(0);
    expect(importModule).not.toHaveBeenCalled();

    runIdle();
    expect(importModule).toHaveBeenCalledExactlyOnceWith('/assets/index-c.js');
    expect(filesAtImport).toEqual([0]);
    expect(preloads()).toEqual(['/assets/framework-a.js', '/assets/chrome-b.js', '/assets/index-c.js']);
    expect(made).not.toHaveBeenCalled();
  });

  it('asks for files a slice of a few milliseconds at a time, each next slice a task later (issue 45)', () => {
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    try {
      firstScriptTag();
      let now = 0;
      // Every reading of the clock 10 ms later, more than a slice: one file per task.
      vi.spyOn(performance, 'now').mockImplementation(() => {
        now += 10;
        return now;
      });
      readyState = 'complete';
      createAppLoader(vi.fn(async () => ({}))).loadAppWhenIdle();
      runIdle();
      const perTask = [preloads().length];
      for (let timers = vi.getTimerCount(); timers > 0; timers = vi.getTimerCount()) {
        const before = preloads().length;
        vi.advanceTimersToNextTimer();
        perTask.push(preloads().length - before);
      }
      expect(perTask).toEqual([1, 1, 1]);
      // Not one idle moment each: the next idle period may be 50 ms away, and the entry would arrive first.
      expect(idle).toHaveLength(0);
    } finally {
      vi.useRealTimers();
    }
  });

  it('starts at once on a tap that needs it, its files asked for together before the entry, and not again later', () => {
    firstScriptTag();
    const importModule = vi.fn(async () => ({}));
    const { loadApp, loadAppWhenIdle } = createAppLoader(importModule);
    loadAppWhenIdle();
    loadApp();
    expect(importModule).toHaveBeenCalledExactlyOnceWith('/assets/index-c.js');
    // Someone waits: every file now, none found a round trip late.
    expect(preloads()).toHaveLength(3);

    loadApp();
    readyState = 'complete';
    dispatchEvent(new Event('load'));
    runIdle();
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
    await vi.waitFor(() => expect(preloads()).toHaveLength(3));
  });

  it('is tried again by the next tap when its fetch failed (the signal dropped), without asking twice for a file', async () => {
    firstScriptTag();
    const importModule = vi.fn().mockRejectedValueOnce(new TypeError('Failed to fetch')).mockResolvedValue({});
    const { loadApp } = createAppLoader(importModule);
    loadApp();
    runIdle();
    await vi.waitFor(() => expect(importModule).toHaveBeenCalledOnce());
    await Promise.resolve();
    loadApp();
    runIdle();
    expect(importModule).toHaveBeenCalledTimes(2);
    expect(preloads()).toHaveLength(3);
  });

  it("asks for the review's code when Order Now is kept (decision 102), once, and only what the page names", () => {
    firstScriptTag();
    const { loadOrderCode } = createAppLoader(vi.fn(async () => ({})));
    loadOrderCode();
    runIdle();
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

  it('sets up no number data when Order Now is kept: nothing on the way to the pickup code makes a number formatter now (issue 45)', () => {
    firstScriptTag();
    document
      .querySelector<HTMLScriptElement>('script[data-app]')
      ?.setAttribute('data-order-code', '/assets/order-pages-d.js');
    const { loadApp, loadOrderCode } = createAppLoader(vi.fn(async () => ({})));
    loadApp();
    loadOrderCode();
    runIdle();
    expect(preloads()).toContain('/assets/order-pages-d.js');
    expect(made).not.toHaveBeenCalled();
  });

  it('does nothing on a page whose HTML loads the app itself (no first script names it)', () => {
    const importModule = vi.fn(async () => ({}));
    const { loadApp } = createAppLoader(importModule);
    loadApp();
    runIdle();
    expect(importModule).not.toHaveBeenCalled();
    expect(preloads()).toEqual([]);
    expect(made).not.toHaveBeenCalled();
  });
});
