import { keysWithPrefix, readJson, removeItem, writeJson } from '#web/lib/browser-storage';
import { getSession, subscribeSession } from '#web/lib/session';
import { createCart, isCartExpired, parseStoredCart, type StoredCart } from './cart';

const KEY_PREFIX = 'ql.cart.';

export function cartStorageKey(vendorLocationId: string): string {
  return `${KEY_PREFIX}${vendorLocationId}`;
}

// One in-memory copy per location, so React sees the same object until the cart really changes.
const carts = new Map<string, StoredCart>();
const listeners = new Set<() => void>();
let isWired = false;

function emit() {
  for (const listener of listeners) listener();
}

/** Other tabs change carts too; signing out clears local storage, and with it every cart. */
function wire() {
  if (isWired || typeof window === 'undefined') return;
  isWired = true;
  window.addEventListener('storage', (event) => {
    if (event.key === null) carts.clear();
    else if (event.key.startsWith(KEY_PREFIX)) carts.delete(event.key.slice(KEY_PREFIX.length));
    else return;
    emit();
  });
  subscribeSession(() => {
    // The session ended (sign-out cleared storage): forget what memory still holds.
    if (getSession() === null && carts.size > 0) {
      carts.clear();
      emit();
    }
  });
}

/** Removes every stored cart that expired, whichever location it belongs to. */
export function sweepExpiredCarts(now = new Date()): void {
  for (const key of keysWithPrefix('local', KEY_PREFIX)) {
    const vendorLocationId = key.slice(KEY_PREFIX.length);
    const cart = parseStoredCart(readJson('local', key), vendorLocationId);
    if (!cart || isCartExpired(cart, now)) {
      removeItem('local', key);
      carts.delete(vendorLocationId);
    }
  }
}

/** The location's cart: the stored one while it is fresh, else a new empty one. */
export function getCart(vendorLocationId: string, now = new Date()): StoredCart {
  wire();
  const cached = carts.get(vendorLocationId);
  if (cached && !isCartExpired(cached, now)) return cached;
  const stored = cached ? null : parseStoredCart(readJson('local', cartStorageKey(vendorLocationId)), vendorLocationId);
  const cart = stored && !isCartExpired(stored, now) ? stored : createCart(vendorLocationId, now);
  if (cart !== stored) removeItem('local', cartStorageKey(vendorLocationId));
  carts.set(vendorLocationId, cart);
  return cart;
}

/**
 * Applies a change to the location's cart and stores it. Answers false when it could not be stored (the change
 * still holds for this tab).
 */
export function updateCart(vendorLocationId: string, change: (cart: StoredCart, now: Date) => StoredCart): boolean {
  const now = new Date();
  const current = getCart(vendorLocationId, now);
  const next = change(current, now);
  if (next === current) return true;
  carts.set(vendorLocationId, next);
  let isStored = true;
  if (next.items.length > 0) isStored = writeJson('local', cartStorageKey(vendorLocationId), next);
  else removeItem('local', cartStorageKey(vendorLocationId));
  emit();
  return isStored;
}

/** After an order is placed: the location's cart starts over. */
export function clearCart(vendorLocationId: string): void {
  removeItem('local', cartStorageKey(vendorLocationId));
  carts.set(vendorLocationId, createCart(vendorLocationId, new Date()));
  emit();
}

export function subscribeCarts(listener: () => void): () => void {
  wire();
  listeners.add(listener);
  return () => listeners.delete(listener);
}
