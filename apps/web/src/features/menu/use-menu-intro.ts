import { useCallback, useEffect, useState, useSyncExternalStore } from 'react';
import {
  asksForAlcoholWarning,
  hasSeenAlcoholWarning,
  markAlcoholWarningSeen,
  shouldShowSplash,
} from './session-flags';

const subscribeNothing = () => () => undefined;
const isNeverShown = () => false;

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
  const [isWarningOpen, setIsWarningOpen] = useState(false);
  // The session flag is this browser's: the server's menu (decision 074) never shows the splash, and hydration starts
  // from that before the flag is read.
  const isSplashDue = useSyncExternalStore(subscribeNothing, () => shouldShowSplash(showSplashAds), isNeverShown);
  const isSplashShowing = !isSplashClosed && isLocationLoaded && isSplashDue;
  const wantsWarning = asksForAlcoholWarning(routerState) || hasAlcohol;

  useEffect(() => {
    if (!isMenuLoaded || isSplashShowing || !wantsWarning || hasSeenAlcoholWarning()) return;
    markAlcoholWarningSeen();
    setIsWarningOpen(true);
  }, [isMenuLoaded, isSplashShowing, wantsWarning]);

  return {
    isSplashShowing,
    closeSplash: useCallback(() => setIsSplashClosed(true), []),
    isWarningOpen,
    closeWarning: useCallback(() => setIsWarningOpen(false), []),
  };
}
