import { afterEach, describe, expect, it } from 'vitest';
import { activateLocale } from '#web/lib/i18n/catalogues';
import { i18n } from '#web/lib/i18n/runtime';
import { makeProduct, makeTee } from '#web/test/factories';
import { buildMenu, compareProducts, formatItemCount, isSoldOut, maxOrderable, sectionOf } from './menu';

describe('sectionOf', () => {
  it('puts every product type in one of the three sections', () => {
    expect(sectionOf('ALCOHOLIC_ITEM')).toBe('alcoholic');
    expect(sectionOf('NON_ALCOHOLIC_ITEM')).toBe('non-alcoholic');
    expect(sectionOf('FOOD_ITEM')).toBe('food');
    expect(sectionOf('OTHER')).toBe('non-alcoholic');
    expect(sectionOf('UNKNOWN')).toBe('non-alcoholic');
    expect(sectionOf('MERCHANDISE')).toBe('merchandise');
  });
});

describe('compareProducts', () => {
  it('sorts by display order ascending, then price descending', () => {
    const products = [
      makeProduct({ name: 'Cheap', displayOrder: 30, price: '9.00' }),
      makeProduct({ name: 'Late', displayOrder: 100, price: '99.00' }),
      makeProduct({ name: 'First', displayOrder: 10, price: '1.00' }),
      makeProduct({ name: 'Dear', displayOrder: 30, price: '14.00' }),
    ];
    expect([...products].sort(compareProducts).map((p) => p.name)).toEqual(['First', 'Dear', 'Cheap', 'Late']);
  });

  it('compares prices as money, not as text', () => {
    const products = [makeProduct({ name: 'Nine', price: '9.00' }), makeProduct({ name: 'Twelve', price: '12.00' })];
    expect([...products].sort(compareProducts).map((p) => p.name)).toEqual(['Twelve', 'Nine']);
  });
});

describe('isSoldOut and maxOrderable', () => {
  it('is sold out when tracked stock is 0 or less', () => {
    expect(isSoldOut(makeProduct({ trackQuantity: true, quantity: { available: 0 } }))).toBe(true);
    expect(isSoldOut(makeProduct({ trackQuantity: true, quantity: { available: -2 } }))).toBe(true);
    expect(isSoldOut(makeProduct({ trackQuantity: true, quantity: { available: 3 } }))).toBe(false);
    expect(isSoldOut(makeProduct({ trackQuantity: false, quantity: { available: 0 } }))).toBe(false);
    expect(isSoldOut(makeProduct({ isSoldOut: true }))).toBe(true);
  });

  it('lets a line hold at most the stock left', () => {
    expect(maxOrderable(makeProduct(), 10)).toBe(10);
    expect(maxOrderable(makeProduct({ trackQuantity: true, quantity: { available: 3 } }), 10)).toBe(3);
    expect(maxOrderable(makeProduct({ trackQuantity: true, quantity: { available: 40 } }), 10)).toBe(10);
  });
});

describe('buildMenu', () => {
  const menu = buildMenu([
    makeProduct({ productId: 'WATER', name: 'Bottled Water', productType: 'NON_ALCOHOLIC_ITEM', displayOrder: 10 }),
    makeProduct({ productId: 'LAGER', name: 'House Lager', displayOrder: 10 }),
    makeProduct({ productId: 'CIDER', name: 'Cider', displayOrder: 5, isAvailable: false }),
    makeProduct({
      productId: 'SOUR',
      name: 'Whiskey Sour',
      displayOrder: 40,
      trackQuantity: true,
      quantity: { available: 0 },
    }),
    makeProduct({ productId: 'NACHOS', name: 'Nachos', productType: 'FOOD_ITEM', displayOrder: 5 }),
    makeTee('XS', { displayOrder: 10 }),
    makeTee('M', { displayOrder: 12 }),
    makeTee('XL', { displayOrder: 14, quantity: { available: 0 } }),
    makeProduct({ productId: 'CAP', name: 'Logo Cap', productType: 'MERCHANDISE', displayOrder: 20, price: '25.00' }),
  ]);

  it('has the sections in page order, Food at a location that sells it, with only available products', () => {
    expect(menu.map((s) => i18n._(s.title))).toEqual(['Alcoholic', 'Non-alcoholic', 'Food', 'Merchandise']);
    const alcoholic = menu[0]?.entries.map((e) => e.key);
    expect(alcoholic).toEqual(['LAGER', 'SOUR']);
  });

  it('keeps sold-out products, marked', () => {
    const sour = menu[0]?.entries[1];
    expect(sour?.isSoldOut).toBe(true);
  });

  it('puts food under Food, and keeps the spec’s three sections where nothing is food', () => {
    expect(menu[1]?.entries.map((e) => e.key)).toEqual(['WATER']);
    expect(menu[2]?.entries.map((e) => e.key)).toEqual(['NACHOS']);
    const withoutFood = buildMenu([
      makeProduct({ productId: 'LAGER' }),
      makeProduct({ productId: 'STRAW', productType: 'OTHER' }),
      makeProduct({ productId: 'CAP', productType: 'MERCHANDISE' }),
    ]);
    expect(withoutFood.map((s) => i18n._(s.title))).toEqual(['Alcoholic', 'Non-alcoholic', 'Merchandise']);
  });

  it('groups merchandise variants into one card led by the default variant', () => {
    const merchandise = menu[3]?.entries ?? [];
    expect(merchandise.map((e) => e.key)).toEqual(['group:TEE', 'CAP']);
    const tee = merchandise[0];
    expect(tee?.kind).toBe('group');
    if (tee?.kind !== 'group') return;
    expect(tee.variants.map((v) => v.variantName)).toEqual(['XS', 'M', 'XL']);
    expect(tee.lead.variantName).toBe('M');
    expect(tee.isSoldOut).toBe(false);
  });

  it('marks a group sold out only when every variant is', () => {
    const [section] = buildMenu([
      makeTee('S', { quantity: { available: 0 } }),
      makeTee('M', { quantity: { available: 0 } }),
    ]);
    expect(section?.entries[0]?.isSoldOut).toBe(true);
  });

  it('leaves out empty sections', () => {
    expect(buildMenu([makeProduct()]).map((s) => s.id)).toEqual(['alcoholic']);
    expect(buildMenu([])).toEqual([]);
  });
});

describe('formatItemCount', () => {
  afterEach(() => activateLocale('en'));

  it("says 'N item' or 'N items', in Spanish too", async () => {
    expect(formatItemCount(1)).toBe('1 item');
    expect(formatItemCount(0)).toBe('0 items');
    expect(formatItemCount(4)).toBe('4 items');
    await activateLocale('es');
    expect(formatItemCount(1)).toBe('1 artículo');
    expect(formatItemCount(12)).toBe('12 artículos');
  });
});
