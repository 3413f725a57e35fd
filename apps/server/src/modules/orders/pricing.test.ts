import { dueNowCents } from '@queueless/contracts';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../lib/app-error.js';
import {
  balanceDueOf,
  isFreeTotal,
  mergeCartLines,
  orderTotals,
  type PricedLine,
  type PricingProduct,
  priceCartLines,
  roundHalfUp,
  taxAtRate,
  tipFor,
} from './pricing.js';

function product(overrides: Partial<PricingProduct> = {}): PricingProduct {
  return {
    productId: 'LAGER',
    vendorLocationId: 'AD708',
    name: 'House Lager',
    variantName: null,
    productType: 'ALCOHOLIC_ITEM',
    productTaxCode: null,
    priceCents: 800,
    isAvailable: true,
    trackQuantity: false,
    quantityAvailable: null,
    imageUrls: [],
    depositPercent: null,
    archivedAt: null,
    idRequired: true,
    comboSlots: null,
    ...overrides,
  };
}

function line(priceCents: number, quantity: number, productType: PricedLine['productType'] = 'ALCOHOLIC_ITEM') {
  return {
    ...product({ priceCents, productType }),
    priceCents,
    quantity,
    options: [],
    components: [],
    alcoholicUnits: productType === 'ALCOHOLIC_ITEM' ? 1 : 0,
  } satisfies PricedLine;
}

function refusal(run: () => unknown): { code: string; message: string } {
  try {
    run();
  } catch (error) {
    if (error instanceof AppError) return { code: error.code, message: error.message };
    throw error;
  }
  throw new Error('expected a refusal');
}

describe('rounding', () => {
  it('rounds halves up and everything else to the nearest cent', () => {
    expect(roundHalfUp(5n, 2n)).toBe(3);
    expect(roundHalfUp(249n, 100n)).toBe(2);
    expect(roundHalfUp(250n, 100n)).toBe(3);
    expect(roundHalfUp(0n, 7n)).toBe(0);
  });

  it('taxes at a rate in parts per million, half up', () => {
    expect(taxAtRate(800, 97_500)).toBe(78); // 78.0
    expect(taxAtRate(1000, 95_000)).toBe(95);
    expect(taxAtRate(10, 50_000)).toBe(1); // 0.5 → 1
    expect(taxAtRate(9, 50_000)).toBe(0); // 0.45 → 0
    expect(taxAtRate(1234, 97_500)).toBe(120); // 120.315 → 120
    expect(taxAtRate(1238, 97_500)).toBe(121); // 120.705 → 121
    expect(taxAtRate(0, 97_500)).toBe(0);
    expect(taxAtRate(50_000_000, 1_000_000)).toBe(50_000_000);
  });
});

describe('tips', () => {
  it('is the chosen percentage of the subtotal, half up', () => {
    expect(tipFor(1000, 15, [line(1000, 1)])).toBe(150);
    expect(tipFor(850, 15, [line(850, 1)])).toBe(128); // 127.5 → 128
    expect(tipFor(849, 10, [line(849, 1)])).toBe(85); // 84.9 → 85
    expect(tipFor(1000, 0, [line(1000, 1)])).toBe(0);
  });

  it('is zero when every line is merchandise', () => {
    expect(tipFor(3000, 20, [line(3000, 1, 'MERCHANDISE')])).toBe(0);
  });

  it('is on the food and drink lines only in a mixed cart: merchandise takes no tip (decision 053)', () => {
    // The cart: $60.00 of T-shirts and $8.00 of drinks, 15 %: $1.20, not $10.20.
    const lines = [line(3000, 2, 'MERCHANDISE'), line(800, 1)];
    expect(orderTotals({ lines, taxCents: 0, tipPercentage: 15 }).tipCents).toBe(120);
    expect(refusal(() => orderTotals({ lines, taxCents: 0, tipPercentage: 0, tipAmount: '8.01' }))).toEqual({
      code: 'VALIDATION_FAILED',
      message: 'The tip can be at most the food and drink subtotal (8.00).',
    });
  });
});

describe('totals', () => {
  it('adds subtotal, tax and tip, with no discount yet', () => {
    const totals = orderTotals({ lines: [line(800, 2), line(400, 1)], taxCents: 195, tipPercentage: 15 });
    expect(totals).toEqual({
      subtotalCents: 2000,
      taxCents: 195,
      tipCents: 300,
      discountCents: 0,
      balanceDueCents: 0,
      totalCents: 2495,
      isFree: false,
    });
  });

  it('is free below 50 cents and not at 50', () => {
    expect(isFreeTotal(0)).toBe(true);
    expect(isFreeTotal(49)).toBe(true);
    expect(isFreeTotal(50)).toBe(false);
    expect(orderTotals({ lines: [line(0, 3)], taxCents: 0, tipPercentage: 25 }).isFree).toBe(true);
    expect(orderTotals({ lines: [line(45, 1)], taxCents: 4, tipPercentage: 0 }).isFree).toBe(true);
    expect(orderTotals({ lines: [line(45, 1)], taxCents: 5, tipPercentage: 0 }).isFree).toBe(false);
  });

  it('refuses an absurdly large order', () => {
    expect(refusal(() => orderTotals({ lines: [line(99_999_999, 10)], taxCents: 0, tipPercentage: 0 })).code).toBe(
      'VALIDATION_FAILED',
    );
  });
});

/** A presale line: `depositPercent` of it is charged now, the rest at pickup. */
function presale(priceCents: number, quantity: number, depositPercent: number, productType = 'MERCHANDISE' as const) {
  return { ...line(priceCents, quantity, productType), depositPercent } satisfies PricedLine;
}

describe('presale deposits', () => {
  it('charges the deposit share now, rounded half up to the cent; the balance gets the rest', () => {
    expect(dueNowCents(5000, 50)).toBe(2500);
    expect(dueNowCents(5000, null)).toBe(5000);
    expect(dueNowCents(5000, 100)).toBe(5000);
    expect(dueNowCents(1, 50)).toBe(1); // 0.5 → 1
    expect(dueNowCents(999, 50)).toBe(500); // 499.5 → 500
    expect(dueNowCents(999, 33)).toBe(330); // 329.67 → 330
    expect(dueNowCents(1001, 1)).toBe(10); // 10.01 → 10
    expect(dueNowCents(0, 50)).toBe(0);
    // The share is of the line (price × quantity), so three at 3.33 round once, not three times.
    expect(balanceDueOf([presale(333, 3, 50)])).toBe(999 - 500);
    expect(balanceDueOf([presale(5000, 1, 50), line(800, 2)])).toBe(2500);
    expect(balanceDueOf([presale(5000, 2, 100)])).toBe(0);
  });

  it('taxes the whole price now and keeps the balance out of what is charged', () => {
    const totals = orderTotals({ lines: [presale(5000, 1, 50)], taxCents: 488, tipPercentage: 0 });
    expect(totals).toEqual({
      subtotalCents: 5000,
      taxCents: 488,
      tipCents: 0,
      discountCents: 0,
      balanceDueCents: 2500,
      totalCents: 2988,
      isFree: false,
    });
  });

  it('tips on the drinks only beside a presale wristband, by percentage and by amount', () => {
    // 50.00 wristband (merchandise) at 50 % + 2 × 8.00 lager: 16.00 of drinks take the tip, 25.00 at pickup.
    const lines = [presale(5000, 1, 50), line(800, 2)];
    const byPercent = orderTotals({ lines, taxCents: 644, tipPercentage: 15 });
    expect(byPercent).toMatchObject({ subtotalCents: 6600, balanceDueCents: 2500, tipCents: 240 });
    expect(byPercent.totalCents).toBe(6600 - 2500 + 644 + 240);
    const byAmount = orderTotals({ lines, taxCents: 644, tipPercentage: 0, tipAmount: '16.00' });
    expect(byAmount.totalCents).toBe(4100 + 644 + 1600);
    expect(refusal(() => orderTotals({ lines, taxCents: 644, tipPercentage: 0, tipAmount: '16.01' }))).toEqual({
      code: 'VALIDATION_FAILED',
      message: 'The tip can be at most the food and drink subtotal (16.00).',
    });
  });

  it('keeps every total exact in cents: the parts always add up', () => {
    for (const price of [1, 99, 333, 999, 1001, 4999, 5000]) {
      for (const percent of [1, 33, 50, 67, 99, 100]) {
        for (const quantity of [1, 3, 7]) {
          const lines = [presale(price, quantity, percent), line(799, 1, 'FOOD_ITEM')];
          const t = orderTotals({ lines, taxCents: 123, tipPercentage: 20 });
          expect(t.totalCents).toBe(t.subtotalCents + t.taxCents + t.tipCents - t.discountCents - t.balanceDueCents);
          expect(t.balanceDueCents).toBeGreaterThanOrEqual(0);
          expect(t.balanceDueCents).toBeLessThanOrEqual(price * quantity);
          // The tip is on the food line alone: the presale line is merchandise (decision 053).
          expect(t.tipCents).toBe(Math.round((799 * 20) / 100));
        }
      }
    }
  });

  it('prices a deposit product with its percent, and a plain one without', () => {
    const band = product({ productId: 'BAND', productType: 'MERCHANDISE', priceCents: 5000, depositPercent: 50 });
    const lines = priceCartLines(
      [
        { productId: 'BAND', quantity: 1 },
        { productId: 'LAGER', quantity: 1 },
      ],
      [band, product()],
      'AD708',
    );
    expect(lines.map((l) => [l.productId, l.depositPercent])).toEqual([
      ['BAND', 50],
      ['LAGER', null],
    ]);
  });
});

describe('pricing a cart from inventory', () => {
  it('uses our price and merges repeated lines in first-seen order', () => {
    expect(
      mergeCartLines([
        { productId: 'A', quantity: 1 },
        { productId: 'B', quantity: 2 },
        { productId: 'A', quantity: 3 },
      ]),
    ).toEqual([
      { productId: 'A', quantity: 4 },
      { productId: 'B', quantity: 2 },
    ]);
    const lines = priceCartLines([{ productId: 'LAGER', quantity: 2 }], [product()], 'AD708');
    expect(lines).toEqual([expect.objectContaining({ productId: 'LAGER', priceCents: 800, quantity: 2 })]);
  });

  it('refuses unknown products and another location’s, naming them', () => {
    expect(refusal(() => priceCartLines([{ productId: 'NOPE', quantity: 1 }], [], 'AD708'))).toEqual({
      code: 'UNKNOWN_PRODUCT',
      message: 'Product "NOPE" is not on this location\'s menu.',
    });
    const elsewhere = product({ vendorLocationId: 'AD709' });
    expect(refusal(() => priceCartLines([{ productId: 'LAGER', quantity: 1 }], [elsewhere], 'AD708')).code).toBe(
      'UNKNOWN_PRODUCT',
    );
  });

  it('refuses unavailable and sold-out products, and more than the stock left', () => {
    const off = product({ isAvailable: false });
    expect(refusal(() => priceCartLines([{ productId: 'LAGER', quantity: 1 }], [off], 'AD708'))).toEqual({
      code: 'PRODUCT_UNAVAILABLE',
      message: 'House Lager is not available right now.',
    });
    const tee = product({ name: 'Tour Tee', variantName: 'XL', trackQuantity: true, quantityAvailable: 0 });
    expect(refusal(() => priceCartLines([{ productId: 'LAGER', quantity: 1 }], [tee], 'AD708'))).toEqual({
      code: 'PRODUCT_SOLD_OUT',
      message: 'Tour Tee (XL) is sold out.',
    });
    const three = product({ trackQuantity: true, quantityAvailable: 3 });
    const cart = [
      { productId: 'LAGER', quantity: 2 },
      { productId: 'LAGER', quantity: 2 },
    ];
    expect(refusal(() => priceCartLines(cart, [three], 'AD708'))).toEqual({
      code: 'PRODUCT_SOLD_OUT',
      message: 'Only 3 of House Lager left.',
    });
  });

  it('refuses more than 10 of one product once repeated lines are merged', () => {
    const cart = [
      { productId: 'LAGER', quantity: 6 },
      { productId: 'LAGER', quantity: 5 },
    ];
    expect(refusal(() => priceCartLines(cart, [product()], 'AD708'))).toEqual({
      code: 'VALIDATION_FAILED',
      message: 'You can order at most 10 of House Lager.',
    });
  });
});
