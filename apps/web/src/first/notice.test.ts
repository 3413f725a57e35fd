// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { hasSeenAlcoholWarning, markAlcoholWarningSeen } from '#web/features/menu/session-flags';
import { ALCOHOL_WARNING_AUTO_CLOSE_MS } from '#web/lib/constants';
import {
  hasSeenNotice,
  markNoticeSeen,
  NOTICE_CLOSES_AFTER_MS,
  NOTICE_COOKIE,
  type NoticeHandOver,
  startNotice,
} from './notice';

/** The page as the server sends it with the notice (apps/server/src/plugins/server-render.ts). */
function loadPageWithNotice() {
  document.body.innerHTML = `<div id="root" inert><main><h1 tabindex="-1">Main Bar</h1><button data-add="LAGER">Add</button></main></div><!--ql-notice--><div id="ql-notice"><div role="dialog" aria-modal="true"><h2>Must be 21+ to order alcoholic beverages.</h2><p>Please drink responsibly.</p><button type="button" autofocus>I understand</button></div></div><!--/ql-notice-->`;
}
const notice = () => document.getElementById('ql-notice');
const root = () => document.getElementById('root') as HTMLElement;
const take = () => (window as unknown as { __qlNotice: { take: () => NoticeHandOver } }).__qlNotice.take();
const click = (element: Element | null | undefined) =>
  element?.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));

beforeEach(() => {
  vi.useFakeTimers();
  // biome-ignore lint/suspicious/noDocumentCookie: the test clears the session cookie the code sets.
  document.cookie = `${NOTICE_COOKIE}=; path=/; max-age=0`;
  sessionStorage.clear();
});
afterEach(() => {
  vi.useRealTimers();
  document.body.innerHTML = '';
});

describe("the server's 21+ notice, answered by the first script (decision 083, amended)", () => {
  it('closes on I understand: the page is no longer inert, focus is on its heading, and it is seen', () => {
    loadPageWithNotice();
    startNotice();
    expect(document.activeElement?.textContent).toBe('I understand');
    click(notice()?.querySelector('button'));
    expect(notice()).toBeNull();
    expect(root().hasAttribute('inert')).toBe(false);
    expect(document.activeElement?.textContent).toBe('Main Bar');
    // The server reads the cookie; the app reads the same two flags.
    expect(document.cookie).toContain('ql_21=1');
    expect(hasSeenAlcoholWarning()).toBe(true);
    // Nothing is left for the app to draw.
    expect(take()).toEqual({ isOpen: false, closeInMs: expect.any(Number) });
  });

  it('closes on a tap on the backdrop, as the app dialog does; a tap inside it keeps it open', () => {
    loadPageWithNotice();
    startNotice();
    // A finger on its text: the touch comes first, then the click.
    const text = notice()?.querySelector('h2');
    text?.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    click(text);
    vi.advanceTimersByTime(60_000);
    expect(notice()).not.toBeNull();
    click(notice());
    expect(notice()).toBeNull();
    expect(root().hasAttribute('inert')).toBe(false);
  });

  it("closes itself after the spec's 5 s, unless a key was pressed in it; Escape closes it", () => {
    loadPageWithNotice();
    startNotice();
    vi.advanceTimersByTime(NOTICE_CLOSES_AFTER_MS - 1);
    expect(notice()).not.toBeNull();
    vi.advanceTimersByTime(1);
    expect(notice()).toBeNull();
    expect(document.activeElement?.textContent).toBe('Main Bar');

    // biome-ignore lint/suspicious/noDocumentCookie: a new browser session.
    document.cookie = `${NOTICE_COOKIE}=; path=/; max-age=0`;
    sessionStorage.clear();
    loadPageWithNotice();
    startNotice();
    document.activeElement?.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab', bubbles: true }));
    vi.advanceTimersByTime(60_000);
    expect(notice()).not.toBeNull();
    document.activeElement?.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    expect(notice()).toBeNull();
  });

  it('hands the open notice to the app with its clock, or as kept open once someone is reading it', () => {
    loadPageWithNotice();
    startNotice();
    vi.advanceTimersByTime(2_000);
    expect(take()).toEqual({ isOpen: true, closeInMs: NOTICE_CLOSES_AFTER_MS - 2_000 });
    // Gone from the page, the page no longer inert, its clock stopped; focus is left for the app's dialog to take.
    expect(notice()).toBeNull();
    expect(root().hasAttribute('inert')).toBe(false);
    vi.advanceTimersByTime(60_000);
    expect(document.activeElement?.textContent).not.toBe('Main Bar');

    sessionStorage.clear();
    // biome-ignore lint/suspicious/noDocumentCookie: a new browser session.
    document.cookie = `${NOTICE_COOKIE}=; path=/; max-age=0`;
    loadPageWithNotice();
    startNotice();
    notice()?.querySelector('[role="dialog"]')?.dispatchEvent(new Event('pointerenter'));
    expect(take()).toEqual({ isOpen: true, closeInMs: null });
  });

  it('stays open for someone whose finger was on it before the first script ran (the box still hovered)', () => {
    loadPageWithNotice();
    const box = notice()?.querySelector('[role="dialog"]') as HTMLElement;
    const matches = box.matches.bind(box);
    vi.spyOn(box, 'matches').mockImplementation((selector) => selector === ':hover' || matches(selector));
    startNotice();
    vi.advanceTimersByTime(NOTICE_CLOSES_AFTER_MS + 1_000);
    expect(notice()).not.toBeNull();
    expect(take()).toEqual({ isOpen: true, closeInMs: null });
  });

  it('takes away a notice kept in a page from before, when this session has seen it (the service worker copy)', () => {
    markAlcoholWarningSeen();
    loadPageWithNotice();
    startNotice();
    expect(notice()).toBeNull();
    expect(root().hasAttribute('inert')).toBe(false);
    expect(take().isOpen).toBe(false);
  });

  it('leaves a page without a notice alone', () => {
    document.body.innerHTML = '<div id="root"><h1 tabindex="-1">Main Bar</h1></div>';
    startNotice();
    expect(take()).toEqual({ isOpen: false, closeInMs: expect.any(Number) });
    expect(hasSeenNotice()).toBe(false);
  });
});

describe('the seen flags the first script, the app and the server share', () => {
  it('agree both ways: the session cookie (for the server) and the tab flag', () => {
    markNoticeSeen();
    expect(hasSeenAlcoholWarning()).toBe(true);
    expect(document.cookie).toBe('ql_21=1');

    // biome-ignore lint/suspicious/noDocumentCookie: the cookie alone (another tab of the same session).
    document.cookie = `${NOTICE_COOKIE}=; path=/; max-age=0`;
    expect(hasSeenAlcoholWarning()).toBe(true);
    sessionStorage.clear();
    expect(hasSeenAlcoholWarning()).toBe(false);
    markAlcoholWarningSeen();
    expect(hasSeenNotice()).toBe(true);
    sessionStorage.clear();
    expect(hasSeenNotice()).toBe(true);
    expect(hasSeenAlcoholWarning()).toBe(true);
  });

  it("keep the app's 5 s", () => {
    expect(NOTICE_CLOSES_AFTER_MS).toBe(ALCOHOL_WARNING_AUTO_CLOSE_MS);
  });
});
