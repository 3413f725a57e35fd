import { useCallback, useEffect, useLayoutEffect, useState, useSyncExternalStore } from 'react';
import { ALCOHOL_WARNING_AUTO_CLOSE_MS } from '#web/lib/constants';
import { takeServerNotice } from './server-notice';
import {
  asksForAlcoholWarning,
  hasSeenAlcoholWarning,
  markAlcoholWarningSeen,
  shouldShowSplash,
} from './session-flags';

const subscribeNothing = () => () => undefined;
const isNeverShown = () => false;

/** The open alcohol warning: in how long it closes itself (null: someone is reading it), and whether it is the server's. */
export type AlcoholWarningState = { closeInMs: number | null; isFromServer: boolean };

type MenuIntroInput = {
  /** The location's showSplashAds, once the location is loaded. */
  showSplashAds: string | null | undefined;
  isLocationLoaded: boolean;
  isMenuLoaded: boolean;
  hasAlcohol: boolean;
  /** Router state: the vendor page asks for the alcohol warning. */
  routerState: unknown;
};

/**
 * What greets a visitor before the menu: the splash video (NEFT locations, once per session), then the alcohol
 * warning (menus with alcohol, or when the vendor page asks; once per session).
 */
export function useMenuIntro({
  showSplashAds,
  isLocationLoaded,
  isMenuLoaded,
  hasAlcohol,
  routerState,
}: MenuIntroInput) {
  const [isSplashClosed, setIsSplashClosed] = useState(false);
  const [warning, setWarning] = useState<AlcoholWarningState | null>(null);
  // The session flag is this browser's: the server's menu (decision 074) never shows the splash, and hydration starts
  // from that before the flag is read.
  const isSplashDue = useSyncExternalStore(subscribeNothing, () => shouldShowSplash(showSplashAds), isNeverShown);
  const isSplashShowing = !isSplashClosed && isLocationLoaded && isSplashDue;
  const wantsWarning = asksForAlcoholWarning(routerState) || hasAlcohol;

  // The notice the server drew (decision 083, amended), still open as the app takes over: drawn by the app from this
  // commit on, as it was (its clock, or kept open). A layout effect: the server's copy goes and the app's opens in the
  // same frame. The server's copy lives outside #root, so hydration never sees it, open or dismissed.
  useLayoutEffect(() => {
    const handOver = takeServerNotice();
    if (handOver?.isOpen) setWarning({ closeInMs: handOver.closeInMs, isFromServer: true });
  }, []);
  useEffect(() => {
    if (!isMenuLoaded || isSplashShowing || !wantsWarning || hasSeenAlcoholWarning()) return;
    markAlcoholWarningSeen();
    setWarning({ closeInMs: ALCOHOL_WARNING_AUTO_CLOSE_MS, isFromServer: false });
  }, [isMenuLoaded, isSplashShowing, wantsWarning]);

  return {
    isSplashShowing,
    closeSplash: useCallback(() => setIsSplashClosed(true), []),
    warning,
    closeWarning: useCallback(() => setWarning(null), []),
  };
}
