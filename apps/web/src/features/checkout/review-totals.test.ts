import { describe, expect, it } from 'vitest';
import { checkoutButtonAmounts, dueNowCents } from './review-totals';

describe('the review page totals', () => {
  it('puts on the Checkout button the same due-now figure as the summary, with the balance beside it', () => {
    // The $50.00 wristband at 50 % with $7.31 of other lines: $25.00 + $7.31 now (+ tax), $25.00 at pickup.
    const subtotal = 5731;
    const balance = 2500;
    const tax = 250;
    const button = checkoutButtonAmounts(subtotal, balance, tax);
    expect(button.nowCents).toBe(dueNowCents(subtotal, balance, tax));
    expect(button.nowCents).toBe(3481);
    expect(button.balanceCents).toBe(2500);
  });

  it('shows no figure on the button until the tax of a split order is known', () => {
    expect(checkoutButtonAmounts(5000, 2500, undefined).nowCents).toBeUndefined();
  });

  it('keeps the subtotal on the button of an order with nothing due at pickup', () => {
    expect(checkoutButtonAmounts(1700, 0, 150)).toEqual({ nowCents: 1700, balanceCents: 0 });
  });
});
