import { t } from '@lingui/core/macro';
import { useCallback, useEffect, useState, useSyncExternalStore } from 'react';
import { OfflineDevice, type Snapshot, SYNC_EVERY_MS } from './offline-device';

const empty: Snapshot = {
  state: null,
  waiting: 0,
  isOnline: true,
  isSyncing: false,
  log: [],
  endedBecause: null,
  isCameraReady: null,
};
const noop = () => () => {};

/**
 * This browser's offline device, opened once per page: its snapshot (re-rendered on every change), and a sync on
 * reconnect (the browser's `online` event) and every SYNC_EVERY_MS while the page is open.
 */
export function useOfflineDevice() {
  const [device, setDevice] = useState<OfflineDevice | null>(null);
  const [openError, setOpenError] = useState<string | null>(null);
  useEffect(() => {
    let isLive = true;
    OfflineDevice.open().then(
      (opened) => {
        if (isLive) setDevice(opened);
      },
      () => {
        if (isLive) setOpenError(t`This browser cannot keep data offline (private mode, or storage is off).`);
      },
    );
    return () => {
      isLive = false;
    };
  }, []);
  const snapshot = useSyncExternalStore(device?.subscribe ?? noop, device?.getSnapshot ?? (() => empty));
  const isEnrolled = snapshot.state !== null;

  useEffect(() => {
    if (!device || !isEnrolled) return;
    const syncNow = () => void device.sync().catch(() => undefined);
    syncNow();
    window.addEventListener('online', syncNow);
    const timer = setInterval(syncNow, SYNC_EVERY_MS);
    return () => {
      window.removeEventListener('online', syncNow);
      clearInterval(timer);
    };
  }, [device, isEnrolled]);

  const syncNow = useCallback(() => device?.sync().catch(() => undefined), [device]);
  return { device, snapshot, isOpening: !device && !openError, openError, syncNow };
}
