import { readText, writeText } from '#web/lib/browser-storage';
import { SPLASH_ADS_NEFT, SPLASH_VIEWED_SESSION_KEY } from '#web/lib/constants';

const ALCOHOL_WARNING_SESSION_KEY = 'ql.alcoholWarningShown';

/** The splash video plays once per browser session, for locations whose showSplashAds is NEFT. */
export function shouldShowSplash(showSplashAds: string | null | undefined): boolean {
  return showSplashAds === SPLASH_ADS_NEFT && readText('session', SPLASH_VIEWED_SESSION_KEY) === null;
}

/** Ending or skipping the splash video sets the session flag. */
export function markSplashViewed(): void {
  writeText('session', SPLASH_VIEWED_SESSION_KEY, 'true');
}

/** The alcohol warning is a one-time dialog: once per browser session. */
export function hasSeenAlcoholWarning(): boolean {
  return readText('session', ALCOHOL_WARNING_SESSION_KEY) !== null;
}

export function markAlcoholWarningSeen(): void {
  writeText('session', ALCOHOL_WARNING_SESSION_KEY, 'true');
}

/** The router state the vendor page passes to ask for the alcohol warning. */
export type LocationPageState = { showAlcoholWarning?: boolean };

export function asksForAlcoholWarning(state: unknown): boolean {
  return (state as LocationPageState | null)?.showAlcoholWarning === true;
}
