import { describe, expect, it } from 'vitest';
import {
  addToCart,
  createCart,
  decreaseQuantity,
  increaseQuantity,
  isCartExpired,
  keepItems,
  keyOf,
  parseStoredCart,
  productQuantityOf,
  quantityOf,
  removeFromCart,
  setQuantity,
  totalQuantity,
} from './cart';

const t0 = new Date('2026-03-01T20:00:00.000Z');
const later = (ms: number) => new Date(t0.getTime() + ms);
const HOUR = 60 * 60_000;

describe('cart operations', () => {
  it('adds, merges and caps lines at 10', () => {
    let cart = createCart('AD708', t0);
    cart = addToCart(cart, 'LAGER', 1, t0);
    cart = addToCart(cart, 'TEE-M', 2, t0);
    cart = addToCart(cart, 'LAGER', 3, t0);
    expect(cart.items).toEqual([
      { productId: 'LAGER', quantity: 4 },
      { productId: 'TEE-M', quantity: 2 },
    ]);
    cart = addToCart(cart, 'LAGER', 20, t0);
    expect(quantityOf(cart, 'LAGER')).toBe(10);
    expect(totalQuantity(cart)).toBe(12);
  });

  it('caps at the stock left when it is below 10', () => {
    const cart = addToCart(createCart('AD708', t0), 'CAP', 5, t0, 3);
    expect(quantityOf(cart, 'CAP')).toBe(3);
  });

  it('ignores adding nothing', () => {
    const cart = createCart('AD708', t0);
    expect(addToCart(cart, 'LAGER', 0, t0)).toBe(cart);
  });

  it('increases, decreases (the last one removes the line) and removes', () => {
    let cart = addToCart(createCart('AD708', t0), 'LAGER', 1, t0);
    cart = increaseQuantity(cart, 'LAGER', t0);
    expect(quantityOf(cart, 'LAGER')).toBe(2);
    cart = decreaseQuantity(cart, 'LAGER', t0);
    cart = decreaseQuantity(cart, 'LAGER', t0);
    expect(cart.items).toEqual([]);
    cart = addToCart(cart, 'COLA', 4, t0);
    cart = removeFromCart(cart, 'COLA', t0);
    expect(cart.items).toEqual([]);
  });

  it('sets a quantity from the dropdown: 0 removes, the rest is clamped to 1..10', () => {
    let cart = addToCart(createCart('AD708', t0), 'LAGER', 1, t0);
    cart = setQuantity(cart, 'LAGER', 7, t0);
    expect(quantityOf(cart, 'LAGER')).toBe(7);
    cart = setQuantity(cart, 'LAGER', 99, t0);
    expect(quantityOf(cart, 'LAGER')).toBe(10);
    cart = setQuantity(cart, 'LAGER', 0, t0);
    expect(cart.items).toEqual([]);
    cart = setQuantity(cart, 'LAGER', Number.NaN, t0);
    expect(cart.items).toEqual([]);
  });

  it('does not change the original cart and stamps every change', () => {
    const cart = createCart('AD708', t0);
    const next = addToCart(cart, 'LAGER', 1, later(HOUR));
    expect(cart.items).toEqual([]);
    expect(next.createdAt).toBe(t0.toISOString());
    expect(next.updatedAt).toBe(later(HOUR).toISOString());
  });

  it('drops lines that can no longer be ordered', () => {
    let cart = addToCart(createCart('AD708', t0), 'LAGER', 1, t0);
    cart = addToCart(cart, 'CIDER', 1, t0);
    const kept = keepItems(cart, (item) => item.productId !== 'CIDER', t0);
    expect(kept.items).toEqual([{ productId: 'LAGER', quantity: 1 }]);
    expect(keepItems(kept, () => true, t0)).toBe(kept);
  });
});

describe('cart expiry', () => {
  it('keeps a cart for 24 hours after its last change and drops it after', () => {
    const cart = addToCart(createCart('AD708', t0), 'LAGER', 1, t0);
    expect(isCartExpired(cart, later(23 * HOUR))).toBe(false);
    expect(isCartExpired(cart, later(24 * HOUR))).toBe(false);
    expect(isCartExpired(cart, later(24 * HOUR + 1))).toBe(true);
  });

  it('counts from the last change, not from creation', () => {
    let cart = addToCart(createCart('AD708', t0), 'LAGER', 1, t0);
    cart = increaseQuantity(cart, 'LAGER', later(20 * HOUR));
    expect(isCartExpired(cart, later(30 * HOUR))).toBe(false);
  });

  it('treats an unreadable time as expired', () => {
    const cart = { ...createCart('AD708', t0), updatedAt: 'yesterday' };
    expect(isCartExpired(cart, t0)).toBe(true);
  });
});

describe('parseStoredCart', () => {
  it('reads a stored cart of the same location', () => {
    const stored = {
      vendorLocationId: 'AD708',
      items: [{ productId: 'LAGER', quantity: 2 }],
      createdAt: t0.toISOString(),
      updatedAt: t0.toISOString(),
    };
    expect(parseStoredCart(JSON.parse(JSON.stringify(stored)), 'AD708')).toEqual(stored);
  });

  it("keeps a line's pre-modifiers (NO onion must not come back as onion) and drops a line with a strange one", () => {
    const line = {
      productId: 'BURGER',
      quantity: 1,
      options: [{ optionId: 'O-ONION', quantity: 1, preModifier: 'NO' }],
    };
    const stored = {
      vendorLocationId: 'AD708',
      items: [
        line,
        { ...line, productId: 'DOG', options: [{ optionId: 'O-ONION', quantity: 1, preModifier: 'HEAPS' }] },
      ],
      createdAt: t0.toISOString(),
      updatedAt: t0.toISOString(),
    };
    expect(parseStoredCart(JSON.parse(JSON.stringify(stored)), 'AD708')?.items).toEqual([line]);
  });

  it("refuses another location's cart and anything that is not a cart", () => {
    const stored = { vendorLocationId: 'AD709', items: [], createdAt: 'x', updatedAt: 'x' };
    expect(parseStoredCart(stored, 'AD708')).toBeNull();
    expect(parseStoredCart(null, 'AD708')).toBeNull();
    expect(parseStoredCart('cart', 'AD708')).toBeNull();
    expect(parseStoredCart({ ...stored, vendorLocationId: 'AD708', items: 'x' }, 'AD708')).toBeNull();
  });

  it('cleans bad lines: duplicates, zero or silly quantities, missing ids', () => {
    const cart = parseStoredCart(
      {
        vendorLocationId: 'AD708',
        items: [
          { productId: 'LAGER', quantity: 2 },
          { productId: 'LAGER', quantity: 5 },
          { productId: 'COLA', quantity: 0 },
          { productId: 'WINE', quantity: 50 },
          { quantity: 1 },
          null,
        ],
        createdAt: t0.toISOString(),
        updatedAt: t0.toISOString(),
      },
      'AD708',
    );
    expect(cart?.items).toEqual([
      { productId: 'LAGER', quantity: 2 },
      { productId: 'WINE', quantity: 10 },
    ]);
  });
});

describe('lines with choices (issue 39)', () => {
  const dj = [{ optionId: 'O-DJ', quantity: 1 }];
  const esp = [{ optionId: 'O-ESP', quantity: 1 }];

  it('keeps a product with other choices on another line, and the same choices on the same line', () => {
    let cart = createCart('AD708', t0);
    cart = addToCart(cart, 'MARG', 1, t0, 10, 'Margarita', { options: dj });
    cart = addToCart(cart, 'MARG', 1, t0, 10, 'Margarita', { options: esp });
    cart = addToCart(cart, 'MARG', 2, t0, 10, 'Margarita', { options: [...dj] });
    expect(cart.items).toEqual([
      { productId: 'MARG', quantity: 3, title: 'Margarita', options: dj },
      { productId: 'MARG', quantity: 1, title: 'Margarita', options: esp },
    ]);
    const djKey = keyOf({ productId: 'MARG', options: dj });
    expect(quantityOf(cart, djKey)).toBe(3);
    expect(productQuantityOf(cart, 'MARG')).toBe(4);
    cart = decreaseQuantity(cart, djKey, t0);
    cart = removeFromCart(cart, keyOf({ productId: 'MARG', options: esp }), t0);
    expect(cart.items).toEqual([{ productId: 'MARG', quantity: 2, title: 'Margarita', options: dj }]);
  });

  it('reads stored choices back, and drops a line whose stored choices are not ours', () => {
    const stored = {
      vendorLocationId: 'AD708',
      createdAt: t0.toISOString(),
      updatedAt: t0.toISOString(),
      items: [
        { productId: 'MARG', quantity: 1, options: dj },
        { productId: 'COMBO', quantity: 1, comboChoices: [{ slotId: 'S1', productId: 'LAGER' }] },
        { productId: 'MARG', quantity: 1, options: [{ optionId: 'O-DJ', quantity: 0 }] },
        { productId: 'MARG', quantity: 1, options: 'Don Julio' },
        { productId: 'MARG|O-DJ*1', quantity: 1 },
      ],
    };
    expect(parseStoredCart(stored, 'AD708')?.items).toEqual([
      { productId: 'MARG', quantity: 1, options: dj },
      { productId: 'COMBO', quantity: 1, comboChoices: [{ slotId: 'S1', productId: 'LAGER' }] },
    ]);
  });
});
