import { describe, expect, it } from 'vitest';
import { applicationFeeCents, divideHalfUp, feeRefundCents, stripeCardFeeCents } from './connect-money.js';

describe('connect money', () => {
  it('rounds half up to the cent', () => {
    expect(divideHalfUp(5, 10)).toBe(1);
    expect(divideHalfUp(4, 10)).toBe(0);
    expect(divideHalfUp(15, 10)).toBe(2);
  });

  it('takes a percent (half up) plus a fixed amount, never more than the order', () => {
    // 5% of $12.34 = 61.7¢ → 62¢, plus 25¢.
    expect(applicationFeeCents(1234, { percentBasisPoints: 500, fixedCents: 25 })).toBe(87);
    // 2.5% of $10.10 = 25.25¢ → 25¢.
    expect(applicationFeeCents(1010, { percentBasisPoints: 250, fixedCents: 0 })).toBe(25);
    // 2.5% of $10.30 = 25.75¢ → 26¢; exactly half: 2.5% of $10.20 = 25.5¢ → 26¢.
    expect(applicationFeeCents(1030, { percentBasisPoints: 250, fixedCents: 0 })).toBe(26);
    expect(applicationFeeCents(1020, { percentBasisPoints: 250, fixedCents: 0 })).toBe(26);
    expect(applicationFeeCents(20, { percentBasisPoints: 0, fixedCents: 50 })).toBe(20);
    expect(applicationFeeCents(0, { percentBasisPoints: 500, fixedCents: 50 })).toBe(0);
  });

  it('returns the fee in proportion, and all of it with the refund that empties the charge', () => {
    const charge = { chargeCents: 1000, feeCents: 87 };
    const first = feeRefundCents({ ...charge, refundedBeforeCents: 0, refundCents: 333, feeRefundedBeforeCents: 0 });
    expect(first).toBe(29); // 87 × 333/1000 = 28.97
    const second = feeRefundCents({
      ...charge,
      refundedBeforeCents: 333,
      refundCents: 333,
      feeRefundedBeforeCents: first,
    });
    expect(second).toBe(29); // 87 × 666/1000 = 57.94 → 58, less 29
    const last = feeRefundCents({
      ...charge,
      refundedBeforeCents: 666,
      refundCents: 334,
      feeRefundedBeforeCents: first + second,
    });
    expect(first + second + last).toBe(87);
  });

  it("models Stripe's card fee: 2.9% + 30¢", () => {
    expect(stripeCardFeeCents(1000)).toBe(59);
    expect(stripeCardFeeCents(1234)).toBe(66); // 35.786 → 36, + 30
  });
});
