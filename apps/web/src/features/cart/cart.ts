import { type ChosenOption, type ComboChoice, type LineChoices, lineKeyOf } from '#web/features/menu/options';
import { CART_MAX_AGE_MS, MAX_LINE_QUANTITY, MIN_LINE_QUANTITY } from '#web/lib/constants';

/**
 * A cart line as it is stored: which product and how many. Prices always come from the menu or the server; the
 * product's title (as the menu showed it when added) only names a line whose product has left the menu.
 */
export type CartItem = {
  productId: string;
  quantity: number;
  title?: string;
  options?: ChosenOption[];
  comboChoices?: ComboChoice[];
};

/**
 * A line is its product and its choices: the same product with other choices is another line (issue 39). A line
 * without choices is keyed by its product id alone, so every call below that takes a `key` takes a product id too.
 */
export const keyOf = (item: Pick<CartItem, 'productId' | 'options' | 'comboChoices'>): string =>
  lineKeyOf(item.productId, item.options, item.comboChoices);

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

export function quantityOf(cart: StoredCart, key: string): number {
  return cart.items.find((item) => keyOf(item) === key)?.quantity ?? 0;
}

/** Every line of a product together (whatever their choices). */
export function productQuantityOf(cart: StoredCart, productId: string): number {
  return cart.items.reduce((sum, item) => (item.productId === productId ? sum + item.quantity : sum), 0);
}

/**
 * Sets a line's quantity: 0 removes it, more than the maximum (10, or less when stock is short) is capped, and a
 * new line (`line`: its product and choices; a bare product id key needs none) goes to the end.
 */
export function setQuantity(
  cart: StoredCart,
  key: string,
  quantity: number,
  now: Date,
  max = MAX_LINE_QUANTITY,
  title?: string,
  line?: Omit<CartItem, 'quantity'>,
): StoredCart {
  const next = clampQuantity(quantity, max);
  const exists = cart.items.some((item) => keyOf(item) === key);
  if (next === 0 || (!exists && !line && /[|#]/.test(key))) {
    return exists
      ? withItems(
          cart,
          cart.items.filter((item) => keyOf(item) !== key),
          now,
        )
      : cart;
  }
  if (!exists) {
    return withItems(
      cart,
      [...cart.items, { ...(line ?? { productId: key }), quantity: next, ...(title && { title }) }],
      now,
    );
  }
  return withItems(
    cart,
    cart.items.map((item) => (keyOf(item) === key ? { ...item, quantity: next, ...(title && { title }) } : item)),
    now,
  );
}

/**
 * Adds `quantity` to the line of this product with these choices (creating it), capped at the maximum; `title` names
 * it should it leave the menu.
 */
export function addToCart(
  cart: StoredCart,
  productId: string,
  quantity: number,
  now: Date,
  max = MAX_LINE_QUANTITY,
  title?: string,
  { options, comboChoices }: LineChoices = {},
): StoredCart {
  if (quantity < MIN_LINE_QUANTITY) return cart;
  const line = { productId, ...(options?.length && { options }), ...(comboChoices?.length && { comboChoices }) };
  const key = keyOf(line);
  return setQuantity(cart, key, quantityOf(cart, key) + quantity, now, max, title, line);
}

/** One more on an existing line (a product id names a line without choices). */
export function increaseQuantity(cart: StoredCart, key: string, now: Date, max = MAX_LINE_QUANTITY): StoredCart {
  return setQuantity(cart, key, quantityOf(cart, key) + 1, now, max);
}

/** One fewer; the last one removes the line. */
export function decreaseQuantity(cart: StoredCart, key: string, now: Date): StoredCart {
  const current = quantityOf(cart, key);
  if (current === 0) return cart;
  return setQuantity(cart, key, current - 1, now);
}

export function removeFromCart(cart: StoredCart, key: string, now: Date): StoredCart {
  return setQuantity(cart, key, 0, now);
}

/** Drops lines whose product can no longer be ordered (gone from the menu, switched off). */
export function keepItems(cart: StoredCart, isOrderable: (item: CartItem) => boolean, now: Date): StoredCart {
  const items = cart.items.filter((item) => isOrderable(item));
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
    const { productId, quantity, title, options: rawOptions, comboChoices: rawCombo } = item as Record<string, unknown>;
    if (typeof productId !== 'string' || !productId || /[|#]/.test(productId) || typeof quantity !== 'number') continue;
    const options = parseStoredOptions(rawOptions);
    const comboChoices = parseStoredComboChoices(rawCombo);
    if (options === null || comboChoices === null) continue;
    const key = lineKeyOf(productId, options, comboChoices);
    if (seen.has(key)) continue;
    const safe = clampQuantity(quantity);
    if (safe === 0) continue;
    seen.add(key);
    const hasTitle = typeof title === 'string' && title.length > 0 && title.length <= MAX_TITLE_LENGTH;
    clean.push({
      productId,
      quantity: safe,
      ...(hasTitle && { title }),
      ...(options[0] && { options }),
      ...(comboChoices[0] && { comboChoices }),
    });
  }
  return { vendorLocationId, items: clean, createdAt, updatedAt };
}

const isId = (value: unknown): value is string => typeof value === 'string' && value.length > 0 && value.length <= 64;

/**
 * A stored line's choices (its options, or a combo's slot choices), each read by `read` (null when it is not one);
 * null when any is not ours: the line is then dropped, never guessed at, and nothing else stored is ever sent.
 */
function parseStoredList<T>(value: unknown, read: (item: Record<string, unknown>) => T | null): T[] | null {
  if (value === undefined) return [];
  if (!Array.isArray(value) || value.length > 50) return null;
  const items = value.map((item) => (item && typeof item === 'object' ? read(item) : null));
  return items.every((item) => item !== null) ? (items as T[]) : null;
}

/** A stored option's pre-modifier: none, or one of the contracts' (whose module stays out of the first load). */
const STORED_PRE_MODIFIERS: unknown[] = [undefined, 'NO', 'LIGHT', 'EXTRA'];
const parseStoredOptions = (value: unknown) =>
  parseStoredList<ChosenOption>(value, ({ optionId, quantity, preModifier }) =>
    isId(optionId) &&
    STORED_PRE_MODIFIERS.includes(preModifier) &&
    clampQuantity(quantity as number) === quantity &&
    (quantity as number) > 0
      ? {
          optionId,
          quantity: quantity as number,
          ...((preModifier && { preModifier }) as Pick<ChosenOption, 'preModifier'>),
        }
      : null,
  );
const parseStoredComboChoices = (value: unknown) =>
  parseStoredList<ComboChoice>(value, ({ slotId, productId, options: raw }) => {
    const options = parseStoredOptions(raw);
    return isId(slotId) && isId(productId) && options ? { slotId, productId, ...(options[0] && { options }) } : null;
  });

/** "Queueless Tour Tee (M)" for variants, else the name. */
export function lineTitle(line: { name: string; variantName: string | null }): string {
  return line.variantName ? `${line.name} (${line.variantName})` : line.name;
}
