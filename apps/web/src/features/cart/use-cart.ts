import { useCallback, useMemo } from 'react';
import { useDeviceSnapshot } from '#web/lib/device-snapshot';
import { createCart, productQuantityOf, type StoredCart } from './cart';
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

const none = () => 0;

/**
 * How many of a product the location's cart holds, all its lines together (a product with choices may be on several).
 * A component reading only this is drawn again only when that number changes: on the menu, an Add redraws its own card,
 * not the page (issue 45).
 */
export function useProductQuantity(vendorLocationId: string, productId: string): number {
  const read = useCallback(
    () => productQuantityOf(getCart(vendorLocationId), productId),
    [vendorLocationId, productId],
  );
  return useDeviceSnapshot(subscribeCarts, read, none);
}
