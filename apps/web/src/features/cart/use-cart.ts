import { useCallback, useSyncExternalStore } from 'react';
import type { StoredCart } from './cart';
import { getCart, subscribeCarts } from './cart-store';

/** The location's cart, kept in step with storage and other tabs. */
export function useCart(vendorLocationId: string): StoredCart {
  const read = useCallback(() => getCart(vendorLocationId), [vendorLocationId]);
  return useSyncExternalStore(subscribeCarts, read, read);
}
