import type { StaffPrize } from '@queueless/contracts';
import { describe, expect, it } from 'vitest';
import { oddsToPercent, prizeChanges, prizeFormMessages, prizeFormSchema, prizeFormValuesOf } from './prize-form';

const prize: StaffPrize = {
  prizeId: 'P1',
  name: 'VIP Upgrade',
  description: null,
  imageUrl: null,
  quantityRemaining: 3,
  quantityWon: 2,
  quantityTotal: 5,
  odds: 0.125,
  createdAt: '2026-11-24T00:00:00.000Z',
};

describe('the prize form', () => {
  it('turns percent and whole numbers into the contract’s body', () => {
    expect(
      prizeFormSchema().parse({ name: ' Tote ', description: '', oddsPercent: '12.5', quantityTotal: '10' }),
    ).toEqual({ name: 'Tote', description: null, odds: 0.125, quantityTotal: 10 });
    expect(
      prizeFormSchema().parse({ name: 'x', description: 'd', oddsPercent: '0.0001', quantityTotal: '0' }).odds,
    ).toBe(0.000001);
  });

  it('refuses what the server would, in words for a person', () => {
    const errors = (values: Record<string, string>) =>
      prizeFormSchema(2)
        .safeParse({ name: 'x', description: '', oddsPercent: '10', quantityTotal: '5', ...values })
        .error?.issues.map((issue) => issue.message) ?? [];
    const unique = (values: Record<string, string>) => [...new Set(errors(values))];
    expect(errors({ name: '  ' })).toEqual(['Name is required.']);
    for (const odds of ['', '-1', '100.5', '12.34567', 'abc', '1e2', '５']) {
      expect(unique({ oddsPercent: odds })).toEqual([prizeFormMessages.odds]);
    }
    for (const stock of ['', '-1', '1.5', '1000000', 'ten']) {
      expect(errors({ quantityTotal: stock })[0]).toBe(prizeFormMessages.stock);
    }
    expect(errors({ quantityTotal: '1' })).toEqual(['Stock cannot be lower than the 2 already won.']);
    expect(errors({ oddsPercent: '100', quantityTotal: '2' })).toEqual([]);
  });

  it('shows a prize as typed and sends only what changed', () => {
    expect(prizeFormValuesOf(prize)).toEqual({
      name: 'VIP Upgrade',
      description: '',
      oddsPercent: '12.5',
      quantityTotal: '5',
    });
    expect(oddsToPercent(0.333333)).toBe('33.3333');
    const body = prizeFormSchema(2).parse({ ...prizeFormValuesOf(prize), name: 'VIP' });
    expect(prizeChanges(prize, body)).toEqual({ name: 'VIP' });
    expect(prizeChanges(prize, prizeFormSchema(2).parse(prizeFormValuesOf(prize)))).toEqual({});
  });
});
