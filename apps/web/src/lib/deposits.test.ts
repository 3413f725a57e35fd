import { describe, expect, it } from 'vitest';
import { makeOrder, makeProduct } from '#web/test/factories';
import { balanceAtPickupCents, depositNote, hasBalanceDue } from './deposits';

describe('presale deposits in the browser', () => {
  it('says what is paid now and what at pickup, rounding the deposit half up as the server does', () => {
    const band = makeProduct({ price: '50.00', depositPercent: 50 });
    expect(depositNote(band)).toBe('Pay 50% now, $25.00 at pickup');
    expect(depositNote(band, 3)).toBe('Pay 50% now, $75.00 at pickup');
    // 9.99 at 50 %: 5.00 now (4.995 rounds up), 4.99 at pickup.
    expect(balanceAtPickupCents(makeProduct({ price: '9.99', depositPercent: 50 }), 1)).toBe(499);
  });

  it('has nothing to say for a product paid in full', () => {
    expect(depositNote(makeProduct({ price: '8.00' }))).toBeNull();
    expect(depositNote(makeProduct({ price: '8.00', depositPercent: 100 }))).toBeNull();
  });

  it('knows an order with a balance due', () => {
    expect(hasBalanceDue(makeOrder())).toBe(false);
    expect(hasBalanceDue(makeOrder({ balanceDueAtPickup: '25.00' }))).toBe(true);
  });
});
