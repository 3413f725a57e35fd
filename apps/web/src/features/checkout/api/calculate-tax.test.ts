import { describe, expect, it } from 'vitest';
import { taxAtRate } from './calculate-tax';

/** Half up by remainder, the long way: what apps/server/src/modules/orders/pricing.ts's taxAtRate does too. */
function reference(cents: number, ratePpm: number): number {
  const exact = cents * ratePpm;
  const whole = Math.floor(exact / 1_000_000);
  return exact - whole * 1_000_000 >= 500_000 ? whole + 1 : whole;
}

describe("the review's tax estimate at the location's rate", () => {
  it('rounds half up to the cent once, as the server does', () => {
    expect(taxAtRate(800, 95_000)).toBe(76);
    expect(taxAtRate(805, 97_500)).toBe(78); // 78.4875
    expect(taxAtRate(1_000, 1_500)).toBe(2); // 1.5
    expect(taxAtRate(1_000, 1_499)).toBe(1);
    expect(taxAtRate(0, 95_000)).toBe(0);
    expect(taxAtRate(100_000_000, 250_000)).toBe(25_000_000);
  });

  it('matches the half-up rule for every amount and rate tried', () => {
    for (let cents = 0; cents <= 20_000; cents += 7) {
      for (const ratePpm of [0, 1, 47_250, 72_500, 95_000, 97_500, 102_500, 999_999]) {
        expect(taxAtRate(cents, ratePpm)).toBe(reference(cents, ratePpm));
      }
    }
  });
});
