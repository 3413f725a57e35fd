import { describe, expect, it } from 'vitest';
import { makeProduct, makeTee } from '#web/test/factories';
import { addToCart, createCart } from './cart';
import { lineTitle, summarizeCart } from './cart-lines';

const now = new Date('2026-03-01T20:00:00.000Z');

function cartOf(...items: [string, number][]) {
  return items.reduce((cart, [id, qty]) => addToCart(cart, id, qty, now), createCart('AD708', now));
}

const lager = makeProduct({ productId: 'LAGER', price: '8.00' });
const tee = makeTee('M', { quantity: { available: 3 } });
const cola = makeProduct({ productId: 'COLA', name: 'Cola', productType: 'NON_ALCOHOLIC_ITEM', price: '5.00' });
const cider = makeProduct({ productId: 'CIDER', isAvailable: false });
const sour = makeProduct({ productId: 'SOUR', trackQuantity: true, quantity: { available: 0 } });

describe('summarizeCart', () => {
  it('prices lines from the menu and sums in cents', () => {
    const summary = summarizeCart(cartOf(['LAGER', 2], ['COLA', 1]), [lager, cola]);
    expect(summary.lines.map((l) => [l.productId, l.quantity, l.priceCents])).toEqual([
      ['LAGER', 2, 800],
      ['COLA', 1, 500],
    ]);
    expect(summary.subtotalCents).toBe(2100);
    expect(summary.totalQuantity).toBe(3);
    expect(summary.hasAlcohol).toBe(true);
    expect(summary.isMerchandiseOnly).toBe(false);
  });

  it('leaves out products that are gone, switched off or sold out', () => {
    const summary = summarizeCart(cartOf(['LAGER', 1], ['CIDER', 1], ['SOUR', 1], ['GONE', 1]), [lager, cider, sour]);
    expect(summary.lines.map((l) => l.productId)).toEqual(['LAGER']);
  });

  it('caps a line at the stock left and knows a merchandise-only cart', () => {
    const summary = summarizeCart(cartOf(['TEE-M', 5]), [tee]);
    expect(summary.lines[0]?.quantity).toBe(3);
    expect(summary.lines[0]?.maxQuantity).toBe(3);
    expect(summary.isMerchandiseOnly).toBe(true);
    expect(summary.hasAlcohol).toBe(false);
  });

  it('is empty while the menu is not loaded', () => {
    const summary = summarizeCart(cartOf(['LAGER', 1]), undefined);
    expect(summary).toEqual({
      lines: [],
      subtotalCents: 0,
      totalQuantity: 0,
      hasAlcohol: false,
      alcoholicCount: 0,
      isMerchandiseOnly: false,
    });
  });
});

describe('lineTitle', () => {
  it('names the variant', () => {
    expect(lineTitle({ name: 'Queueless Tour Tee', variantName: 'M' })).toBe('Queueless Tour Tee (M)');
    expect(lineTitle({ name: 'House Lager', variantName: null })).toBe('House Lager');
  });
});
