import { describe, expect, it } from 'vitest';
import { makeOrder, makeOrderLine } from '#web/test/factories';
import { refundableLines } from './refundable-lines';

const dj = {
  optionId: 'O-DJ',
  name: 'Don Julio',
  kitchenName: 'DJ',
  priceDelta: '4.00',
  quantity: 1,
  preModifier: null,
};
const esp = {
  optionId: 'O-ESP',
  name: 'Espolòn',
  kitchenName: 'ESP',
  priceDelta: '0.00',
  quantity: 1,
  preModifier: null,
};

describe('refundable lines (issue 39)', () => {
  const order = makeOrder({
    cartItems: [
      makeOrderLine({ productId: 'MARG', name: 'Margarita', quantity: 2, lineNo: 1, options: [esp] }),
      makeOrderLine({ productId: 'MARG', name: 'Margarita', quantity: 1, lineNo: 2, options: [dj] }),
      makeOrderLine({ productId: 'LAGER', name: 'House Lager', quantity: 1, lineNo: 3 }),
    ],
  });

  it("lists a product's lines with other options apart, by lineNo, with their options", () => {
    const lines = refundableLines(order, {
      refundedAmount: '0.00',
      lines: [
        { productId: 'MARG', quantity: 3, quantityLeft: 3 },
        { productId: 'LAGER', quantity: 1, quantityLeft: 1 },
      ],
      refunds: [],
    });
    expect(lines.map(({ key, lineNo, choices, quantityLeft }) => [key, lineNo, choices, quantityLeft])).toEqual([
      ['MARG#1', 1, 'Espolòn', 2],
      ['MARG#2', 2, 'Don Julio', 1],
      ['LAGER', undefined, '', 1],
    ]);
  });

  it('counts a refund that named a line against it, and one that did not against the lines in order', () => {
    const refund = (lines: { productId: string; quantity: number; lineNo?: number }[]) => ({
      refundId: 'R',
      amount: '1.00',
      status: 'SUCCEEDED' as const,
      reason: 'x',
      lines,
    });
    const lines = refundableLines(order, {
      refundedAmount: '20.00',
      lines: [
        { productId: 'MARG', quantity: 3, quantityLeft: 1 },
        { productId: 'LAGER', quantity: 1, quantityLeft: 0 },
      ],
      refunds: [refund([{ productId: 'MARG', quantity: 1, lineNo: 2 }]), refund([{ productId: 'MARG', quantity: 1 }])],
    });
    expect(lines.map(({ key, quantityLeft }) => [key, quantityLeft])).toEqual([['MARG#1', 1]]);
  });
});
