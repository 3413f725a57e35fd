import type { AnalyticsOrder } from '@queueless/contracts';
import { toCsv } from '@queueless/contracts';
import { describe, expect, it } from 'vitest';
import { formatLocalDateTime, ordersCsv, productsCsv } from './csv';

describe('CSV export', () => {
  it('quotes commas, quotes and line breaks, and defuses formulas', () => {
    expect(toCsv([['a,b', 'say "hi"', 'x\ny', '=SUM(A1)', -5, null]])).toBe(
      '"a,b","say ""hi""","x\ny",\'=SUM(A1),-5,\r\n',
    );
  });

  it('writes a row per order line, in the venue’s time', () => {
    const order: AnalyticsOrder = {
      orderId: 'ORDER1',
      userId: 'U1',
      vendorLocationId: 'AD708',
      status: 'COMPLETE',
      datetimePaid: '2026-11-22T07:30:00.000Z',
      datetimeRefunded: null,
      subtotal: '20.00',
      taxAmount: '1.95',
      tipAmount: '3.00',
      totalAmount: '24.95',
      refundedAmount: '8.78',
      customer: { firstName: 'Rita', lastName: null },
      items: [
        {
          productId: 'P1',
          name: 'House Lager',
          variantName: null,
          quantity: 1,
          price: '8.00',
          totalPrice: '8.00',
          productType: 'ALCOHOLIC_ITEM',
          imageBase64: null,
          imageUrls: [],
        },
        {
          productId: 'P2',
          name: 'Nachos, large',
          variantName: null,
          quantity: 1,
          price: '12.00',
          totalPrice: '12.00',
          productType: 'FOOD_ITEM',
          imageBase64: null,
          imageUrls: [],
        },
      ],
    };
    const lines = ordersCsv([order], 'America/Los_Angeles').trim().split('\r\n');
    expect(lines).toHaveLength(3);
    expect(lines[1]).toBe(
      'ORDER1,2026-11-21 23:30,AD708,COMPLETE,Rita,House Lager,,ALCOHOLIC_ITEM,1,8.00,8.00,20.00,1.95,3.00,24.95,8.78',
    );
    expect(lines[2]).toContain('"Nachos, large"');
    expect(formatLocalDateTime('2026-11-22T08:00:00.000Z', 'America/Los_Angeles')).toBe('2026-11-22 00:00');
  });

  it('writes the product table with revenue in dollars', () => {
    const text = productsCsv([
      {
        productId: 'P1',
        name: 'House Lager',
        variantName: null,
        productType: 'ALCOHOLIC_ITEM',
        quantity: 12,
        numOrders: 10,
        revenueCents: 9600,
      },
    ]);
    expect(text).toBe(
      'Rank,Product,Variant,Type,Units sold,Orders,Revenue\r\n1,House Lager,,ALCOHOLIC_ITEM,12,10,96.00\r\n',
    );
  });
});
