import { readText, writeText } from '#web/lib/browser-storage';
import { SPLASH_ADS_NEFT, SPLASH_VIEWED_SESSION_KEY } from '#web/lib/constants';

/** The same two flags src/first/notice.ts reads and writes (not imported: the first script imports nothing). */
const ALCOHOL_WARNING_SESSION_KEY = 'ql.alcoholWarningShown';
/** A session cookie, so the server knows whether to draw the notice in the menu's HTML (decision 083, amended). */
const ALCOHOL_WARNING_COOKIE = 'ql_21';

/** The splash video plays once per browser session, for locations whose showSplashAds is NEFT. */
export function shouldShowSplash(showSplashAds: string | null | undefined): boolean {
  return showSplashAds === SPLASH_ADS_NEFT && readText('session', SPLASH_VIEWED_SESSION_KEY) === null;
}

/** Ending or skipping the splash video sets the session flag. */
export function markSplashViewed(): void {
  writeText('session', SPLASH_VIEWED_SESSION_KEY, 'true');
}

/** The alcohol warning is a one-time dialog: once per browser session (this tab's flag, or the session's cookie). */
export function hasSeenAlcoholWarning(): boolean {
  if (readText('session', ALCOHOL_WARNING_SESSION_KEY) !== null) return true;
  return typeof document !== 'undefined' && /(?:^|;\s*)ql_21=1(?:;|$)/.test(document.cookie);
}

export function markAlcoholWarningSeen(): void {
  writeText('session', ALCOHOL_WARNING_SESSION_KEY, 'true');
  if (typeof document === 'undefined') return;
  // No expiry: it ends with the browser's session, as the flag ends with the tab.
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing from the phones' older browsers.
  document.cookie = `${ALCOHOL_WARNING_COOKIE}=1; path=/; samesite=lax`;
}

/** The router state the vendor page passes to ask for the alcohol warning. */
export type LocationPageState = { showAlcoholWarning?: boolean };

export function asksForAlcoholWarning(state: unknown): boolean {
  return (state as LocationPageState | null)?.showAlcoholWarning === true;
}
