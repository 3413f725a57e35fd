import { endpointPath, importLocationMenu, MENU_CSV_ALL_COLUMNS } from '@queueless/contracts';
import { describe, expect, it } from 'vitest';
import { createLocation, createStaff, createVendor } from '../../../test/factories.js';
import { useTestAppWithFakePayments } from '../../../test/orders.js';
import { wordError } from '../../plugins/customer-errors.js';
import { parseMenuCsv } from './menu-csv.js';

/** A file of every column, one row for each cells given (a cell's text as a spreadsheet would quote it). */
function fileOf(rows: Record<string, string>[]): string {
  const quote = (text: string) => `"${text.replaceAll('"', '""')}"`;
  const lines = rows.map((cells) => MENU_CSV_ALL_COLUMNS.map((column) => quote(cells[column] ?? '')).join(','));
  return [MENU_CSV_ALL_COLUMNS.join(','), ...lines].join('\n');
}

const long = (length: number) => 'x'.repeat(length);
const product = { name: 'Lager', productType: 'OTHER', price: '5' };

/**
 * Files whose rows hold every kind of problem the import names: its own (a column, a cell, a row), the product's and
 * the option group's schemas' (the contracts' messages and zod's), and the file's shape.
 */
const BAD_FILES = [
  fileOf([
    {},
    { name: long(121), productType: 'Drinks', price: '$$3' },
    {
      ...product,
      originalPrice: '4',
      description: long(2001),
      variantName: long(41),
      groupId: 'a b',
      displayOrder: '-1',
    },
    {
      ...product,
      groupId: long(65),
      displayOrder: '100001',
      depositPercent: '0',
      productTaxCode: 'x',
      imageUrls: 'ftp://x',
    },
    {
      ...product,
      imageUrls: '/a /b /c /d /e /f /g /h /i',
      optionGroupIds: 'a|a',
      allergens: 'milk|milk',
      dietary: 'x',
    },
    { ...product, optionGroupIds: 'a||b', name_es: long(121), description_es: long(2001), dietary: 'vegan|vegan' },
    { ...product, trackQuantity: 'true', quantityAvailable: '-1', isAvailable: 'maybe', displayOrder: 'x' },
    { ...product, trackQuantity: 'true', quantityAvailable: '1000001', minSelections: '1', name: 'Ta\u0001p' },
    { ...product, optionGroupIds: Array.from({ length: 21 }, (_, index) => `g${index}`).join('|') },
    { ...product, trackQuantity: 'true', productId: 'p1' },
    { ...product, quantityAvailable: '3', productId: 'p1' },
    { recordType: 'drink' },
    { recordType: 'optionGroup', optionGroupId: 'bad key!' },
    { recordType: 'optionGroup', optionGroupId: 'g1', minSelections: '-1', maxSelections: '0', allowPreModifiers: 'x' },
    { recordType: 'optionGroup', optionGroupId: 'g1', price: '3' },
    { recordType: 'option', optionGroupId: 'zz', name: 'x' },
    { recordType: 'optionGroup', optionGroupId: 'g2', name: long(61), minSelections: '5', maxSelections: '51' },
    { recordType: 'option', optionGroupId: 'g2', priceDelta: 'x', kitchenName: long(25), maxQuantity: '11' },
    { recordType: 'option', optionGroupId: 'g2', name: 'a', maxQuantity: '0', optionId: long(65), allergens: 'zz' },
    { recordType: 'option', optionGroupId: 'g2', name: 'b', quantityAvailable: '-3', name_es: long(61) },
    { recordType: 'optionGroup', optionGroupId: 'g3', name: 'G', minSelections: '2', maxSelections: '1' },
    { recordType: 'option', optionGroupId: 'g3', name: 'a' },
    { recordType: 'optionGroup', optionGroupId: 'g4', name: 'G', minSelections: '3', maxSelections: '3' },
    { recordType: 'option', optionGroupId: 'g4', name: 'a', trackQuantity: 'true' },
    { recordType: 'optionGroup', optionGroupId: 'g5', name: 'G', minSelections: '0', maxSelections: '1' },
    { recordType: 'option', optionGroupId: 'g5', name: 'a', isDefault: 'true', optionId: 'o1', quantityAvailable: '2' },
    { recordType: 'option', optionGroupId: 'g5', name: 'A', isDefault: 'true', optionId: 'o1' },
    { recordType: 'optionGroup', optionGroupId: 'g6', name: 'G', name_es: long(61) },
  ]),
  fileOf([{ recordType: 'optionGroup', optionGroupId: 'g7', name: 'G' }]),
  '',
  'name,x\n',
  'name,name,productType,price\n',
  'name,productType\n',
  'name,productType,price\n"a"x,OTHER,1\n',
  `name,productType,price\nLager,OTHER,1${','.repeat(40)}\n`,
  `name,productType,price\n${'Lager,OTHER,1\n'.repeat(10_001)}`,
];

describe('a menu import’s row problems in Spanish (decision 097)', () => {
  it('word every problem the import names, and leave the English as it was', () => {
    const problems = new Set(BAD_FILES.flatMap((file) => parseMenuCsv(file).errors.map((error) => error.message)));
    // The files above reach the import's own checks, both schemas' and the file's shape (a broken battery finds few).
    expect(problems.size).toBeGreaterThan(60);
    const unworded = [...problems].filter((message) => wordError(message, 'es') === message);
    expect(unworded, 'add these to plugins/menu-import-errors.ts, with their Spanish in es.po').toEqual([]);
    for (const message of problems) expect(wordError(message, 'en')).toBe(message);
  });

  it('fill in the row’s column, value and limit', () => {
    expect(wordError('Unknown column "precio".', 'es')).toBe('Columna desconocida: "precio".');
    expect(wordError('Name must be at most 120 characters.', 'es')).toBe(
      'El nombre puede tener como máximo 120 caracteres.',
    );
    expect(wordError('This column is not for a option row.', 'es')).toBe('Esta columna no es para una fila option.');
    expect(wordError('Too small: expected string to have >=1 characters', 'es')).toBe(
      'Demasiado corto: debe tener al menos 1 carácter',
    );
    expect(wordError('12 more errors are not listed. Correct these and check the file again.', 'es')).toBe(
      'Hay 12 errores más que no aparecen en la lista. Corrige estos y vuelve a revisar el archivo.',
    );
    // The import's checks of the location: the product a row names, and what the other tables already word.
    expect(wordError('No product with this id at this location.', 'es')).toBe(
      'No hay ningún producto con este id en esta ubicación.',
    );
    expect(wordError('This product is archived.', 'es')).toBe('Este producto está archivado.');
    expect(wordError('Option group "g9" is not one of this location\'s groups.', 'es')).not.toContain('Option group');
  });
});

describe('a menu import through the API, in the manager’s language', () => {
  const t = useTestAppWithFakePayments();
  const SPANISH = { 'accept-language': 'es-US,es;q=0.9' };
  const FILE = 'name,productType,price,trackQuantity,precio\nLager,Drinks,8,maybe,\n';

  async function importAs(headers: Record<string, string>, dryRun: boolean) {
    const vendor = await createVendor(t.app);
    const location = await createLocation(t.app, vendor.vendorId);
    const manager = await createStaff(t.app, vendor.vendorId, 'MANAGER');
    const vendorLocationId = location.vendorLocationId;
    return t.app.inject({
      method: 'POST',
      url: endpointPath(importLocationMenu, { vendorLocationId }, { dryRun }),
      headers: { ...manager.auth, 'content-type': 'text/csv', ...headers },
      payload: FILE,
    });
  }

  it('checks a file (dry run) with each row’s problem in Spanish, and in the exact English otherwise', async () => {
    const spanish = await importAs(SPANISH, true);
    expect(spanish.statusCode).toBe(200);
    expect(spanish.json().errors).toEqual([{ row: 1, column: 'precio', message: 'Columna desconocida: "precio".' }]);
    const english = await importAs({ 'accept-language': 'en-US' }, true);
    expect(english.json().errors).toEqual([{ row: 1, column: 'precio', message: 'Unknown column "precio".' }]);
  });

  it('refuses an import with the rows’ problems in Spanish, its code and status as in English', async () => {
    const refused = await importAs(SPANISH, false);
    expect(refused.statusCode).toBe(400);
    const { error } = refused.json();
    expect(error.code).toBe('VALIDATION_FAILED');
    expect(error.message).not.toBe('Some rows cannot be imported; nothing was changed.');
    expect(error.details).toEqual([{ row: 1, column: 'precio', message: 'Columna desconocida: "precio".' }]);

    const english = (await importAs({}, false)).json().error;
    expect(english.message).toBe('Some rows cannot be imported; nothing was changed.');
    expect(english.details).toEqual([{ row: 1, column: 'precio', message: 'Unknown column "precio".' }]);
  });

  it('words a row’s problems past the header: the type, the flag, the product’s schema', async () => {
    const vendor = await createVendor(t.app);
    const location = await createLocation(t.app, vendor.vendorId);
    const manager = await createStaff(t.app, vendor.vendorId, 'MANAGER');
    const checked = await t.app.inject({
      method: 'POST',
      url: endpointPath(importLocationMenu, { vendorLocationId: location.vendorLocationId }, { dryRun: true }),
      headers: { ...manager.auth, 'content-type': 'text/csv', ...SPANISH },
      payload: 'name,productType,price,trackQuantity,productId\nLager,Drinks,8,maybe,\nCola,OTHER,3,,nope\n',
    });
    expect(checked.json().errors).toEqual([
      { row: 2, column: 'trackQuantity', message: 'Debe ser true o false.' },
      {
        row: 2,
        column: 'productType',
        message:
          'Opción no válida: debe ser una de estas: "ALCOHOLIC_ITEM"|"NON_ALCOHOLIC_ITEM"|"FOOD_ITEM"|"MERCHANDISE"|"OTHER"|"UNKNOWN"',
      },
      { row: 3, column: 'productId', message: 'No hay ningún producto con este id en esta ubicación.' },
    ]);
  });
});
