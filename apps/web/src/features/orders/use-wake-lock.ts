import { useEffect } from 'react';

/** Keeps the screen on while a QR code waits to be scanned (where the browser allows it; silently not elsewhere). */
export function useWakeLock(enabled: boolean) {
  useEffect(() => {
    if (!enabled || typeof navigator === 'undefined' || !('wakeLock' in navigator)) return;
    let sentinel: WakeLockSentinel | null = null;
    let isActive = true;
    const request = () => {
      if (document.visibilityState !== 'visible') return;
      navigator.wakeLock.request('screen').then(
        (lock) => {
          if (isActive) sentinel = lock;
          else void lock.release();
        },
        () => undefined,
      );
    };
    request();
    // The lock is dropped whenever the tab is hidden; take it again on return.
    document.addEventListener('visibilitychange', request);
    return () => {
      isActive = false;
      document.removeEventListener('visibilitychange', request);
      void sentinel?.release();
    };
  }, [enabled]);
}
