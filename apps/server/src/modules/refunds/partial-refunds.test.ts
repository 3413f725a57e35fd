import { describe, expect, it } from 'vitest';
import { checkRefundLines, partialRefundAmount, unitsLeft } from './partial-refunds.js';

// Two beers at $8.00 and a burger at $14.00: subtotal $30.00, tax $2.85, tip $6.00, total $38.85.
const order = {
  totalCents: 3885,
  tipCents: 600,
  refundedCents: 0,
  items: [
    { productId: 'beer', quantity: 2, priceCents: 800, discountedPriceCents: null },
    { productId: 'burger', quantity: 1, priceCents: 1400, discountedPriceCents: null },
  ],
};

describe('partial refunds (decision 073)', () => {
  it("returns the lines' share of the charge besides the tip, rounded down", () => {
    const left = unitsLeft(order, []);
    // One beer: 800 / 3000 of 3285 = 876.
    expect(partialRefundAmount(order, [{ productId: 'beer', quantity: 1 }], left)).toEqual({
      amountCents: 876,
      isRest: false,
    });
  });

  it('the refund of the last units returns the rest, tip included, so the refunds add up to the charge', () => {
    const afterBeer = { ...order, refundedCents: 876 };
    const left = unitsLeft(order, [{ productId: 'beer', quantity: 1 }]);
    const rest = partialRefundAmount(
      afterBeer,
      [
        { productId: 'beer', quantity: 1 },
        { productId: 'burger', quantity: 1 },
      ],
      left,
    );
    expect(rest).toEqual({ amountCents: 3885 - 876, isRest: true });
  });

  it('refuses a product not on the order and more units than are left', () => {
    const left = unitsLeft(order, [{ productId: 'beer', quantity: 2 }]);
    expect(
      checkRefundLines(
        [
          { productId: 'wine', quantity: 1 },
          { productId: 'beer', quantity: 1 },
          { productId: 'burger', quantity: 1 },
          { productId: 'burger', quantity: 1 },
        ],
        left,
      ),
    ).toEqual([
      { index: 0, field: 'productId', message: 'This product is not on the order.' },
      { index: 1, field: 'quantity', message: 'This line has been refunded already.' },
      { index: 3, field: 'quantity', message: 'Only 1 left to refund.' },
    ]);
  });
});
