import { describe, expect, it } from 'vitest';
import { parseMenuCsv } from './menu-csv.js';

describe('a menu CSV typed from the screen', () => {
  it('takes the editor’s type labels and prices with a leading $', () => {
    const csv = [
      'name,productType,price,originalPrice',
      'Lager,Alcoholic,$8,',
      'Cola,Non-alcoholic,$ 4.50,$5',
      'Fries,food,6.00,',
      'Cap,MERCHANDISE,$20.00,',
    ].join('\n');
    const { rows, errors } = parseMenuCsv(csv);
    expect(errors).toEqual([]);
    expect(rows.map((row) => [row.input.productType, row.input.price, row.input.originalPrice])).toEqual([
      ['ALCOHOLIC_ITEM', '8', null],
      ['NON_ALCOHOLIC_ITEM', '4.50', '5'],
      ['FOOD_ITEM', '6.00', null],
      ['MERCHANDISE', '20.00', null],
    ]);
  });

  it('still refuses a type or a price it cannot read', () => {
    const { rows, errors } = parseMenuCsv('name,productType,price\nMystery,Drinks,$$3\n');
    expect(rows).toEqual([]);
    expect(errors.map((error) => error.column).sort()).toEqual(['price', 'productType']);
  });
});
