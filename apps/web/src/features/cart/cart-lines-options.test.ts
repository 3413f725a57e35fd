import { lineUnitCents } from '@queueless/contracts/menu-pricing';
import { describe, expect, it } from 'vitest';
import { makeProduct } from '#web/test/factories';
import { makeMargarita } from '#web/test/menus';
import { addToCart, createCart } from './cart';
import { summarizeCart } from './cart-lines';

const t0 = new Date('2026-11-28T20:00:00.000Z');

describe('cart lines with choices (issue 39)', () => {
  it("prices each line with its options by the contracts' rule and names its choices", () => {
    const margarita = makeMargarita();
    let cart = createCart('AD708', t0);
    cart = addToCart(cart, 'MARG', 2, t0, 10, 'Margarita', {
      options: [
        { optionId: 'O-DJ', quantity: 1 },
        { optionId: 'O-SHOT', quantity: 2 },
      ],
    });
    cart = addToCart(cart, 'MARG', 1, t0, 10, 'Margarita', {
      options: [
        { optionId: 'O-ESP', quantity: 1 },
        { optionId: 'O-LIME', quantity: 1 },
      ],
    });
    const summary = summarizeCart(cart, [margarita]);
    expect(summary.lines.map((line) => [line.priceCents, line.optionTexts])).toEqual([
      [
        lineUnitCents(1200, [
          { priceDeltaCents: 400, quantity: 1 },
          { priceDeltaCents: 250, quantity: 2 },
        ]),
        ['Don Julio', 'Extra shot ×2'],
      ],
      [1150, ['Espolòn', 'Lime']],
    ]);
    expect(summary.subtotalCents).toBe(2100 * 2 + 1150);
    expect(summary.alcoholicCount).toBe(3);
  });

  it('leaves out a line whose option was 86ed, and counts a combo by its alcoholic components', () => {
    const margarita = makeMargarita();
    const eightySixed = makeMargarita({
      optionGroups: margarita.optionGroups.map((group) => ({
        ...group,
        options: group.options.map((option) =>
          option.optionId === 'O-DJ' ? { ...option, isAvailable: false } : option,
        ),
      })),
    });
    const lager = makeProduct({ productId: 'LAGER', name: 'House Lager', productType: 'ALCOHOLIC_ITEM' });
    const hotDog = makeProduct({ productId: 'DOG', name: 'Hot Dog', productType: 'FOOD_ITEM' });
    const combo = makeProduct({
      productId: 'COMBO',
      name: 'Pint + Hot Dog',
      productType: 'FOOD_ITEM',
      price: '15.00',
      comboSlots: [
        {
          slotId: 'S-DRINK',
          name: 'Drink',
          choices: [{ productId: 'LAGER', name: 'House Lager', priceDelta: '0.00' }],
        },
        { slotId: 'S-MAIN', name: 'Main', choices: [{ productId: 'DOG', name: 'Hot Dog', priceDelta: '1.00' }] },
      ],
    });
    let cart = createCart('AD708', t0);
    cart = addToCart(cart, 'MARG', 1, t0, 10, 'Margarita', { options: [{ optionId: 'O-DJ', quantity: 1 }] });
    cart = addToCart(cart, 'COMBO', 2, t0, 10, 'Pint + Hot Dog', {
      comboChoices: [
        { slotId: 'S-DRINK', productId: 'LAGER' },
        { slotId: 'S-MAIN', productId: 'DOG' },
      ],
    });
    const summary = summarizeCart(cart, [eightySixed, lager, hotDog, combo]);
    expect(summary.lines.map((line) => [line.productId, line.priceCents, line.optionTexts])).toEqual([
      ['COMBO', 1600, ['House Lager', 'Hot Dog']],
    ]);
    expect(summary.alcoholicCount).toBe(2);
  });
});

describe("a line's key", () => {
  it("is written as the contracts' lineKey writes it (merged, sorted), so both sides name a line alike", async () => {
    const { lineKey } = await import('@queueless/contracts/menu-pricing');
    const { lineKeyOf } = await import('#web/features/menu/options');
    const cases = [
      [],
      [{ optionId: 'B', quantity: 1 }],
      [
        { optionId: 'Z', quantity: 2 },
        { optionId: 'A', quantity: 1 },
        { optionId: 'Z', quantity: 1 },
      ],
      // Pre-modifiers (decision 087): NO onion is another line than onion.
      [
        { optionId: 'B', quantity: 1, preModifier: 'NO' as const },
        { optionId: 'A', quantity: 1, preModifier: 'EXTRA' as const },
      ],
    ];
    expect(lineKeyOf('MARG', [{ optionId: 'B', quantity: 1, preModifier: 'NO' }])).not.toBe(
      lineKeyOf('MARG', [{ optionId: 'B', quantity: 1 }]),
    );
    for (const options of cases) expect(lineKeyOf('MARG', options)).toBe(lineKey('MARG', options));
  });
});
