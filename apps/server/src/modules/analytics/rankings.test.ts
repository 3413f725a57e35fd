import type { AnalyticsProduct } from '@queueless/contracts';
import { describe, expect, it } from 'vitest';
import { fillDays, fillHours, rankPeakHours, rankTopProducts } from './rankings.js';

const product = (productId: string, revenueCents: number, quantity: number, name = productId): AnalyticsProduct => ({
  productId,
  name,
  variantName: null,
  productType: 'ALCOHOLIC_ITEM',
  quantity,
  revenueCents,
  numOrders: quantity,
});

describe('top products', () => {
  it('ranks by revenue, then units, then name, and keeps the top N', () => {
    const products = [
      product('a', 500, 1),
      product('b', 900, 3),
      product('c', 900, 5),
      product('d', 100, 1, 'Zinfandel'),
      product('e', 100, 1, 'Ale'),
      ...Array.from({ length: 10 }, (_, index) => product(`x${index}`, 10 + index, 1)),
    ];
    const top = rankTopProducts(products, 10);
    expect(top).toHaveLength(10);
    expect(top.map((p) => p.productId).slice(0, 5)).toEqual(['c', 'b', 'a', 'e', 'd']);
    expect(top.at(-1)?.productId).toBe('x5');
    expect(rankTopProducts(products.slice(0, 2), 10)).toHaveLength(2);
    // The input is left as it was.
    expect(products[0]?.productId).toBe('a');
  });
});

describe('peak hours', () => {
  it('are the 3 busiest hours by orders, then revenue, then the earlier hour; empty hours never count', () => {
    const hours = fillHours([
      { hour: 22, numOrders: 40, revenueCents: 1000 },
      { hour: 23, numOrders: 40, revenueCents: 2000 },
      { hour: 21, numOrders: 12, revenueCents: 500 },
      { hour: 9, numOrders: 12, revenueCents: 500 },
      { hour: 1, numOrders: 3, revenueCents: 10_000 },
    ]);
    expect(hours).toHaveLength(24);
    expect(rankPeakHours(hours, 3).map((h) => h.hour)).toEqual([23, 22, 9]);
    expect(rankPeakHours(fillHours([{ hour: 5, numOrders: 1, revenueCents: 1 }]), 3).map((h) => h.hour)).toEqual([5]);
    expect(rankPeakHours(fillHours([]), 3)).toEqual([]);
  });

  it('fills every day of the period', () => {
    const days = fillDays(
      ['2026-11-15', '2026-11-16'],
      [{ date: '2026-11-16', numOrders: 2, revenueCents: 5, tipCents: 1 }],
    );
    expect(days).toEqual([
      { date: '2026-11-15', numOrders: 0, revenueCents: 0, tipCents: 0 },
      { date: '2026-11-16', numOrders: 2, revenueCents: 5, tipCents: 1 },
    ]);
  });
});
