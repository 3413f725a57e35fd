/**
 * The 21+ notice the server drew open over its menu (decision 083, amended for issue 45), answered before the app's
 * code runs. The server puts it after `#root` (never inside it: React's tree is untouched, so the app hydrates the page
 * whatever happened here) and marks `#root` inert while it is open. Called by the menu's first script
 * (src/tap-capture.ts), so it must stay tiny and import nothing: an import the app shares would become a shared chunk,
 * one more request before the first script runs.
 *
 * It does what the app's dialog does (features/menu/components/alcohol-warning-dialog.tsx): I understand, Escape or a
 * tap outside closes it, and so does the 5 s clock unless someone is reading it (the pointer on it, a touch, a key);
 * closed, it hands focus to the menu's heading. When the app takes over while it is still open, the app draws its own
 * notice in the same state in the same frame (`take`, read by features/menu/server-notice.ts).
 */

/**
 * The notice is shown once per browser session: this session cookie tells the server (apps/server/src/lib/arrival-notice.ts),
 * and the session flag is the one the app has always kept. features/menu/session-flags.ts reads and writes the same
 * two (their agreement is tested in notice.test.ts).
 */
export const NOTICE_COOKIE = 'ql_21';
export const NOTICE_SESSION_KEY = 'ql.alcoholWarningShown';
/** The element the server wraps the notice in (apps/server/src/plugins/server-render.ts). */
export const NOTICE_ELEMENT_ID = 'ql-notice';
/** The spec's 5 s (lib/constants.ts ALCOHOL_WARNING_AUTO_CLOSE_MS, not imported: see above). */
export const NOTICE_CLOSES_AFTER_MS = 5_000;

/** What the app takes over: whether the notice is still open, and in how long it closes itself (null: being read). */
export type NoticeHandOver = { isOpen: boolean; closeInMs: number | null };

export function hasSeenNotice(): boolean {
  if (new RegExp(`(?:^|;\\s*)${NOTICE_COOKIE}=1(?:;|$)`).test(document.cookie)) return true;
  try {
    return sessionStorage.getItem(NOTICE_SESSION_KEY) !== null;
  } catch {
    return false;
  }
}

export function markNoticeSeen(): void {
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing from the phones' older browsers.
  document.cookie = `${NOTICE_COOKIE}=1; path=/; samesite=lax`;
  try {
    sessionStorage.setItem(NOTICE_SESSION_KEY, 'true');
  } catch {
    // Storage refused (a private mode): the cookie alone says it.
  }
}

/** Answers the server's notice, if the page has one, and leaves `window.__qlNotice` for the app to take it over. */
export function startNotice(): void {
  const notice = document.getElementById(NOTICE_ELEMENT_ID);
  let isOpen = notice !== null;
  let closesAt: number | null = Date.now() + NOTICE_CLOSES_AFTER_MS;
  let timer: ReturnType<typeof setTimeout> | undefined;

  function close(focusPage: boolean) {
    if (!isOpen) return;
    isOpen = false;
    clearTimeout(timer);
    removeEventListener('keydown', onKey, true);
    notice?.remove();
    document.getElementById('root')?.removeAttribute('inert');
    // As the app's dialog does: the menu's heading (tabIndex -1), so a keyboard starts from the menu.
    if (focusPage) document.querySelector<HTMLElement>('#root h1')?.focus();
  }
  function keepOpen() {
    clearTimeout(timer);
    closesAt = null;
  }
  function onKey(event: KeyboardEvent) {
    if (event.key === 'Escape') close(true);
    else keepOpen();
  }

  Object.assign(window, {
    __qlNotice: {
      take(): NoticeHandOver {
        const handOver = { isOpen, closeInMs: closesAt === null ? null : Math.max(closesAt - Date.now(), 0) };
        close(false);
        return handOver;
      },
    },
  });
  if (!notice) return;
  // A page kept from before (the service worker's copy, a restored tab): shown once already this session.
  if (hasSeenNotice()) {
    close(false);
    return;
  }
  // Seen as soon as it is shown, as the app marks its own (a reload does not show it again).
  markNoticeSeen();
  const box = notice.querySelector<HTMLElement>('[role="dialog"]');
  const button = notice.querySelector<HTMLButtonElement>('button');
  // A tap on the backdrop closes it (the app's dialog does); a tap inside it is someone reading.
  notice.addEventListener('click', (event) => {
    if (event.target === notice || button?.contains(event.target as Node)) close(true);
  });
  box?.addEventListener('pointerenter', keepOpen);
  box?.addEventListener('pointerdown', keepOpen);
  addEventListener('keydown', onKey, true);
  timer = setTimeout(() => close(true), NOTICE_CLOSES_AFTER_MS);
  // A finger (or the pointer) on it before this script ran, while the notice showed from the HTML alone: the box is
  // still under it (a phone keeps a tapped element hovered), so someone is reading it already.
  if (box?.matches(':hover')) keepOpen();
  // `autofocus` put it there at load unless something else had focus first.
  if (document.activeElement === document.body || !document.activeElement) button?.focus();
}
