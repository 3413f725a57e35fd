import { startTransition, useEffect, useState, useSyncExternalStore } from 'react';

/**
 * Whether the app is taking over a page the server drew (decision 074): set by main.tsx before it hydrates, cleared
 * by the app's root once that first commit is done (`TakeoverDone`). Components first drawn during the takeover start
 * from what the server drew; any drawn later read this device's stores at once.
 */
let isTakingOver = false;

export function startTakeover(): void {
  isTakingOver = true;
}

/** Once the takeover's commit is done: components mounted from now on are not matching the server's HTML. */
export function TakeoverDone(): null {
  useEffect(() => {
    isTakingOver = false;
  }, []);
  return null;
}

/**
 * A store of this device's (the session, the cart), read as `useSyncExternalStore` reads it, for a page the server may
 * have drawn without it (decision 102). Taking over the server's HTML, the first render must draw what the server drew
 * (`getServerSnapshot`); `useSyncExternalStore` then draws the device's value in a synchronous render right after
 * that commit, which on the menu of a signed-in customer was the whole page in one task (about 300 ms on the
 * benchmark's phone, while the app was also answering the first taps). Here that second render is a transition: React
 * yields to a tap every few milliseconds while it runs. Everywhere else (a page the browser draws, a component mounted
 * after the takeover, any later change of the store) it is `useSyncExternalStore` itself.
 */
export function useDeviceSnapshot<T>(
  subscribe: (onChange: () => void) => () => void,
  getSnapshot: () => T,
  getServerSnapshot: () => T,
): T {
  const [isSettled, setIsSettled] = useState(() => !isTakingOver);
  // Unsettled, the store reads as the server drew it, so nothing differs when the takeover commits.
  const snapshot = useSyncExternalStore(subscribe, isSettled ? getSnapshot : getServerSnapshot, getServerSnapshot);
  useEffect(() => {
    if (!isSettled) startTransition(() => setIsSettled(true));
  }, [isSettled]);
  return snapshot;
}
