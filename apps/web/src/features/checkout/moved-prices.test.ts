import { describe, expect, it } from 'vitest';
import { addToCart, createCart } from '#web/features/cart/cart';
import { summarizeCart } from '#web/features/cart/cart-lines';
import { makeMargarita } from '#web/test/menus';
import { movedPricesNotice } from './moved-prices';

const t0 = new Date('2026-11-28T20:00:00.000Z');

describe('moved prices (issue 39)', () => {
  const cart = addToCart(createCart('AD708', t0), 'MARG', 1, t0, 10, 'Margarita', {
    options: [{ optionId: 'O-DJ', quantity: 1 }],
  });

  it("is silent when a line's options make its price, not a move", () => {
    const lines = summarizeCart(cart, [makeMargarita()]).lines;
    expect(movedPricesNotice(lines, [makeMargarita()])).toBeNull();
  });

  it('names a line whose price moved since the menu showed it, with its options', () => {
    const lines = summarizeCart(cart, [makeMargarita({ price: '13.00' })]).lines;
    expect(movedPricesNotice(lines, [makeMargarita()])).toBe('The price of Margarita changed from $16.00 to $17.00.');
  });
});
