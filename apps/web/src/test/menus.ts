import type { MenuOptionGroup, Product } from '@queueless/contracts';
import { makeProduct } from '#web/test/factories';

/** Issue 39's Margarita: required Tequila (Espolòn, Don Julio +4.00), optional Salt rim. */
export const tequila: MenuOptionGroup = {
  optionGroupId: 'G-TEQ',
  name: 'Tequila',
  minSelections: 1,
  maxSelections: 1,
  allowPreModifiers: false,
  options: [option('O-ESP', 'Espolòn', '0.00'), option('O-DJ', 'Don Julio', '4.00')],
};
export const saltRim: MenuOptionGroup = {
  optionGroupId: 'G-SALT',
  name: 'Salt rim',
  minSelections: 0,
  maxSelections: 1,
  allowPreModifiers: false,
  options: [option('O-SALT', 'Salt rim', '0.00', { isDefault: true })],
};
export const extras: MenuOptionGroup = {
  optionGroupId: 'G-EXTRA',
  name: 'Extras',
  minSelections: 0,
  maxSelections: 3,
  allowPreModifiers: false,
  options: [option('O-SHOT', 'Extra shot', '2.50', { maxQuantity: 2 }), option('O-LIME', 'Lime', '-0.50')],
};

export function option(
  optionId: string,
  name: string,
  priceDelta: string,
  overrides: Partial<MenuOptionGroup['options'][number]> = {},
): MenuOptionGroup['options'][number] {
  return {
    optionId,
    name,
    priceDelta,
    isAvailable: true,
    isDefault: false,
    maxQuantity: 1,
    isSoldOut: false,
    allergens: [],
    dietary: [],
    ...overrides,
  };
}

export function makeMargarita(overrides: Partial<Product> = {}): Product {
  return makeProduct({
    productId: 'MARG',
    name: 'Margarita',
    productType: 'ALCOHOLIC_ITEM',
    price: '12.00',
    optionGroupIds: ['G-TEQ', 'G-SALT', 'G-EXTRA'],
    optionGroups: [tequila, saltRim, extras],
    idRequired: true,
    ...overrides,
  });
}
