import { useCallback, useMemo } from 'react';
import { useDeviceSnapshot } from '#web/lib/device-snapshot';
import { createCart, type StoredCart } from './cart';
import { getCart, subscribeCarts } from './cart-store';

/** The location's cart, kept in step with storage and other tabs. */
export function useCart(vendorLocationId: string): StoredCart {
  const read = useCallback(() => getCart(vendorLocationId), [vendorLocationId]);
  // The server cannot see this device's storage, so its menu (decision 074) shows an empty cart; hydration starts
  // from that too, then React renders the stored cart as a transition (decision 102).
  const serverCart = useMemo(() => createCart(vendorLocationId, new Date(0)), [vendorLocationId]);
  return useDeviceSnapshot(
    subscribeCarts,
    read,
    useCallback(() => serverCart, [serverCart]),
  );
}
