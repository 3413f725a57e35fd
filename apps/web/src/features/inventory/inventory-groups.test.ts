import { describe, expect, it } from 'vitest';
import { makeProduct, makeTee } from '#web/test/factories';
import { groupInventory } from './inventory-groups';

describe('groupInventory', () => {
  it('groups by type with every product once, in menu order (sizes smallest first)', () => {
    const groups = groupInventory([
      makeProduct({ productId: 'IPA', name: 'IPA', displayOrder: 20 }),
      makeProduct({ productId: 'LAGER', name: 'Lager', displayOrder: 10 }),
      makeProduct({ productId: 'COLA', name: 'Cola', productType: 'NON_ALCOHOLIC_ITEM' }),
      makeTee('M', { displayOrder: 10 }),
      makeTee('L', { productId: 'TEE-L', displayOrder: 10 }),
      makeTee('S', { productId: 'TEE-S', displayOrder: 10 }),
    ]);
    expect(groups.map((group) => [group.title, group.products.map((product) => product.productId)])).toEqual([
      ['Alcoholic', ['LAGER', 'IPA']],
      ['Non-alcoholic', ['COLA']],
      ['Merchandise', ['TEE-S', 'TEE-M', 'TEE-L']],
    ]);
  });

  it('keeps empty groups (their count is 0) and adds Other only when needed', () => {
    expect(groupInventory([]).map((group) => group.products.length)).toEqual([0, 0, 0]);
    const groups = groupInventory([makeProduct({ productId: 'STRAW', productType: 'OTHER' })]);
    expect(groups.at(-1)).toMatchObject({ title: 'Other', products: [{ productId: 'STRAW' }] });
  });

  it('puts food under Food, before Merchandise, as the customer menu does, in the menu’s order', () => {
    const groups = groupInventory([
      makeProduct({ productId: 'FRIES', name: 'Fries', productType: 'FOOD_ITEM', price: '6.00' }),
      makeProduct({ productId: 'NACHOS', name: 'Nachos', productType: 'FOOD_ITEM', price: '9.00' }),
    ]);
    expect(groups.map((group) => group.title)).toEqual(['Alcoholic', 'Non-alcoholic', 'Food', 'Merchandise']);
    // Same display order: the dearer first, as on the menu (spec section 9), not by name.
    expect(groups[2]?.products.map((product) => product.productId)).toEqual(['NACHOS', 'FRIES']);
  });
});
