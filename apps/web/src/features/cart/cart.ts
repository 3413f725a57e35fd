import { CART_MAX_AGE_MS, MAX_LINE_QUANTITY, MIN_LINE_QUANTITY } from '#web/lib/constants';

/**
 * A cart line as it is stored: which product and how many. Prices always come from the menu or the server; the
 * product's title (as the menu showed it when added) only names a line whose product has left the menu.
 */
export type CartItem = { productId: string; quantity: number; title?: string };

/** A stored title longer than this is not ours. */
const MAX_TITLE_LENGTH = 300;

/** The cart of one location, kept in localStorage (customer.md, section 3). Times are ISO strings. */
export type StoredCart = {
  vendorLocationId: string;
  items: CartItem[];
  createdAt: string;
  updatedAt: string;
};

/** Keeps a quantity within 0..10 (0 meaning "remove"); anything that is not a number becomes 0. */
export function clampQuantity(quantity: number, max = MAX_LINE_QUANTITY): number {
  if (!Number.isFinite(quantity)) return 0;
  return Math.max(0, Math.min(Math.trunc(quantity), max));
}

export function createCart(vendorLocationId: string, now: Date): StoredCart {
  const stamp = now.toISOString();
  return { vendorLocationId, items: [], createdAt: stamp, updatedAt: stamp };
}

function withItems(cart: StoredCart, items: CartItem[], now: Date): StoredCart {
  return { ...cart, items, updatedAt: now.toISOString() };
}

export function quantityOf(cart: StoredCart, productId: string): number {
  return cart.items.find((item) => item.productId === productId)?.quantity ?? 0;
}

/**
 * Sets a line's quantity: 0 removes it, more than the maximum (10, or less when stock is short) is capped, and a
 * new line goes to the end.
 */
export function setQuantity(
  cart: StoredCart,
  productId: string,
  quantity: number,
  now: Date,
  max = MAX_LINE_QUANTITY,
  title?: string,
): StoredCart {
  const next = clampQuantity(quantity, max);
  const exists = cart.items.some((item) => item.productId === productId);
  if (next === 0) {
    return exists
      ? withItems(
          cart,
          cart.items.filter((item) => item.productId !== productId),
          now,
        )
      : cart;
  }
  if (!exists) return withItems(cart, [...cart.items, { productId, quantity: next, ...(title && { title }) }], now);
  return withItems(
    cart,
    cart.items.map((item) =>
      item.productId === productId ? { ...item, quantity: next, ...(title && { title }) } : item,
    ),
    now,
  );
}

/** Adds `quantity` to a line (creating it), capped at the maximum; `title` names it should it leave the menu. */
export function addToCart(
  cart: StoredCart,
  productId: string,
  quantity: number,
  now: Date,
  max = MAX_LINE_QUANTITY,
  title?: string,
): StoredCart {
  if (quantity < MIN_LINE_QUANTITY) return cart;
  return setQuantity(cart, productId, quantityOf(cart, productId) + quantity, now, max, title);
}

export function increaseQuantity(cart: StoredCart, productId: string, now: Date, max = MAX_LINE_QUANTITY): StoredCart {
  return addToCart(cart, productId, 1, now, max);
}

/** One fewer; the last one removes the line. */
export function decreaseQuantity(cart: StoredCart, productId: string, now: Date): StoredCart {
  const current = quantityOf(cart, productId);
  if (current === 0) return cart;
  return setQuantity(cart, productId, current - 1, now);
}

export function removeFromCart(cart: StoredCart, productId: string, now: Date): StoredCart {
  return setQuantity(cart, productId, 0, now);
}

/** Drops lines whose product can no longer be ordered (gone from the menu, switched off). */
export function keepItems(cart: StoredCart, isOrderable: (productId: string) => boolean, now: Date): StoredCart {
  const items = cart.items.filter((item) => isOrderable(item.productId));
  return items.length === cart.items.length ? cart : withItems(cart, items, now);
}

export function totalQuantity(cart: StoredCart): number {
  return cart.items.reduce((sum, item) => sum + item.quantity, 0);
}

/**
 * A cart is dropped 24 hours after it last changed: last night's beer is not today's order, while a cart someone
 * is still filling in never vanishes halfway.
 */
export function isCartExpired(cart: StoredCart, now: Date): boolean {
  const updatedAt = Date.parse(cart.updatedAt);
  if (!Number.isFinite(updatedAt)) return true;
  return now.getTime() - updatedAt > CART_MAX_AGE_MS;
}

/** Reads a stored cart, refusing anything that is not one (an old format, a hand edit, another location's). */
export function parseStoredCart(value: unknown, vendorLocationId: string): StoredCart | null {
  if (!value || typeof value !== 'object') return null;
  const { vendorLocationId: storedFor, items, createdAt, updatedAt } = value as Record<string, unknown>;
  if (storedFor !== vendorLocationId || typeof createdAt !== 'string' || typeof updatedAt !== 'string') return null;
  if (!Array.isArray(items)) return null;
  const seen = new Set<string>();
  const clean: CartItem[] = [];
  for (const item of items) {
    if (!item || typeof item !== 'object') continue;
    const { productId, quantity, title } = item as Record<string, unknown>;
    if (typeof productId !== 'string' || !productId || seen.has(productId) || typeof quantity !== 'number') continue;
    const safe = clampQuantity(quantity);
    if (safe === 0) continue;
    seen.add(productId);
    const hasTitle = typeof title === 'string' && title.length > 0 && title.length <= MAX_TITLE_LENGTH;
    clean.push(hasTitle ? { productId, quantity: safe, title } : { productId, quantity: safe });
  }
  return { vendorLocationId, items: clean, createdAt, updatedAt };
}
