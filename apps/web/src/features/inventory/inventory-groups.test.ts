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
    const groups = groupInventory([makeProduct({ productId: 'FRIES', productType: 'FOOD_ITEM' })]);
    expect(groups.at(-1)).toMatchObject({ title: 'Other', products: [{ productId: 'FRIES' }] });
  });
});
