import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { addToCart } from './cart';
import { cartStorageKey, clearCart, getCart, sweepExpiredCarts, updateCart } from './cart-store';

const HOUR = 60 * 60_000;

beforeEach(() => {
  localStorage.clear();
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-03-01T20:00:00.000Z'));
});
afterEach(() => {
  clearCart('AD708');
  clearCart('AD709');
  vi.useRealTimers();
});

describe('cart store', () => {
  it('stores a cart per location in localStorage', () => {
    updateCart('AD708', (cart, now) => addToCart(cart, 'LAGER', 2, now));
    const stored = JSON.parse(localStorage.getItem(cartStorageKey('AD708')) ?? 'null');
    expect(stored).toMatchObject({ vendorLocationId: 'AD708', items: [{ productId: 'LAGER', quantity: 2 }] });
    expect(typeof stored.createdAt).toBe('string');
    expect(typeof stored.updatedAt).toBe('string');
    expect(getCart('AD709').items).toEqual([]);
  });

  it('returns the same object until the cart changes', () => {
    const first = getCart('AD708');
    expect(getCart('AD708')).toBe(first);
    updateCart('AD708', (cart, now) => addToCart(cart, 'LAGER', 1, now));
    expect(getCart('AD708')).not.toBe(first);
  });

  it('drops a cart 24 hours after its last change', () => {
    updateCart('AD708', (cart, now) => addToCart(cart, 'LAGER', 1, now));
    vi.setSystemTime(new Date(Date.now() + 24 * HOUR + 1));
    expect(getCart('AD708').items).toEqual([]);
    expect(localStorage.getItem(cartStorageKey('AD708'))).toBeNull();
  });

  it('sweeps expired carts of other locations', () => {
    localStorage.setItem(
      cartStorageKey('OLD1'),
      JSON.stringify({
        vendorLocationId: 'OLD1',
        items: [{ productId: 'X', quantity: 1 }],
        createdAt: '2026-02-01T00:00:00.000Z',
        updatedAt: '2026-02-01T00:00:00.000Z',
      }),
    );
    localStorage.setItem(cartStorageKey('BAD'), '{not json');
    updateCart('AD708', (cart, now) => addToCart(cart, 'LAGER', 1, now));
    sweepExpiredCarts();
    expect(localStorage.getItem(cartStorageKey('OLD1'))).toBeNull();
    expect(localStorage.getItem(cartStorageKey('BAD'))).toBeNull();
    expect(localStorage.getItem(cartStorageKey('AD708'))).not.toBeNull();
  });

  it('removes the stored cart when it becomes empty or is cleared', () => {
    updateCart('AD708', (cart, now) => addToCart(cart, 'LAGER', 1, now));
    clearCart('AD708');
    expect(localStorage.getItem(cartStorageKey('AD708'))).toBeNull();
    expect(getCart('AD708').items).toEqual([]);
  });
});
