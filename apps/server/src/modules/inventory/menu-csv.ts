import {
  CONTROL_IN_TEXT,
  type CreateProductInput,
  createProductBodySchema,
  formatCents,
  MENU_CSV_ALL_COLUMNS,
  MENU_CSV_OPTION_GROUP_COLUMNS,
  type MenuCsvAnyColumn,
  type MenuCsvColumn,
  type MenuImportRowError,
  type OptionGroup,
  toCsv,
  undefuseCsvText,
} from '@queueless/contracts';
import { parse } from 'csv-parse/sync';
import type { ProductRow } from './inventory.repo.js';
import {
  csvColumnOf,
  formatOptionGroupRecords,
  type MenuCsvRecord,
  type MenuImportGroup,
  parseOptionGroupRecords,
  spanishOf,
} from './menu-csv-groups.js';

/** More rows than this in one file are refused before any is checked. */
export const MENU_IMPORT_MAX_ROWS = 10_000;

/** A row (the header too) of more cells than the menu has columns is refused before the file is parsed. */
export const MENU_IMPORT_MAX_COLUMNS = MENU_CSV_ALL_COLUMNS.length;

/** No cell is longer (a description of 2,000 characters, all quotes, is 4,002); a longer one stops the parse. */
const MENU_IMPORT_MAX_CELL = 16_384;

/**
 * The file's size in rows and cells, counted in one pass that builds nothing (quotes respected, stopping at the first
 * bound passed): the parse that follows is bounded by MENU_IMPORT_MAX_ROWS × MENU_IMPORT_MAX_COLUMNS, whatever the
 * file holds. A header of 2,000,000 columns took 31 s and answered 114 MB before (issue 37, F4).
 */
function measureCsv(text: string): MenuImportRowError | null {
  let row = 1;
  let cells = 1;
  let isQuoted = false;
  let isEmptyRow = true;
  for (let at = 0; at < text.length; at++) {
    const char = text.charCodeAt(at);
    if (isQuoted) {
      if (char === 0x22) {
        if (text.charCodeAt(at + 1) === 0x22) at++;
        else isQuoted = false;
      }
      continue;
    }
    if (char === 0x22) {
      isQuoted = true;
    } else if (char === 0x2c) {
      cells++;
      if (cells > MENU_IMPORT_MAX_COLUMNS) {
        const message = `A row may have at most ${MENU_IMPORT_MAX_COLUMNS} cells, one per column.`;
        return { row, column: '', message };
      }
    } else if (char === 0x0a) {
      if (!isEmptyRow) row++;
      if (row > MENU_IMPORT_MAX_ROWS + 2) break;
      cells = 1;
      isEmptyRow = true;
      continue;
    }
    if (char !== 0x0d) isEmptyRow = false;
  }
  const rows = row - (isEmptyRow ? 1 : 0) - 1;
  if (rows > MENU_IMPORT_MAX_ROWS) {
    return { row: 0, column: '', message: `A file may hold at most ${MENU_IMPORT_MAX_ROWS} products.` };
  }
  return null;
}

/**
 * A location's menu as CSV, written by the one CSV writer: a header row, the option groups (a row each, then a row per
 * option), then the products; every text cell defused as every export's.
 */
export function formatMenuCsv(
  rows: ProductRow[],
  groupIdsOf: (productId: string) => string[] = () => [],
  optionGroups: OptionGroup[] = [],
): string {
  const groupRecords = formatOptionGroupRecords(optionGroups).map((cells) =>
    MENU_CSV_ALL_COLUMNS.map((column) => cells[column] ?? null),
  );
  const records = rows.map((row) => {
    const cells: Record<MenuCsvColumn, string | number | null> = {
      productId: row.productId,
      name: row.name,
      productType: row.productType,
      price: formatCents(row.priceCents),
      originalPrice: row.originalPriceCents === null ? null : formatCents(row.originalPriceCents),
      description: row.description,
      variantName: row.variantName,
      groupId: row.groupId,
      displayOrder: row.displayOrder,
      isAvailable: String(row.isAvailable),
      trackQuantity: String(row.trackQuantity),
      quantityAvailable: row.quantityAvailable,
      depositPercent: row.depositPercent,
      productTaxCode: row.productTaxCode,
      imageUrls: row.imageUrls.join(' '),
      optionGroupIds: groupIdsOf(row.productId).join('|'),
      allergens: row.allergens.join('|'),
      dietary: row.dietary.join('|'),
      idRequired: String(row.idRequired),
    };
    // Issue 44: the Spanish texts, blank where there are none.
    const spanish = {
      name_es: row.translations.es?.name ?? null,
      description_es: row.translations.es?.description ?? null,
    };
    const all: Partial<Record<MenuCsvAnyColumn, string | number | null>> = { ...cells, ...spanish };
    return MENU_CSV_ALL_COLUMNS.map((column) => all[column] ?? null);
  });
  return toCsv([[...MENU_CSV_ALL_COLUMNS], ...groupRecords, ...records]);
}

/** One checked row of an import: an update (productId) or a create, and whether it sets the stock count. */
export type MenuImportRow = {
  row: number;
  productId: string | null;
  input: CreateProductInput;
  /** False when the quantityAvailable cell was empty: an update leaves the count as sold. */
  setsStock: boolean;
};

type Parsed = { rows: MenuImportRow[]; groups: MenuImportGroup[]; errors: MenuImportRowError[] };

/**
 * The product types as the menu editor's screen names them (Alcoholic, Non-alcoholic, Food, …), accepted in a CSV
 * beside the values the export writes (ALCOHOLIC_ITEM, …): a menu typed into a spreadsheet uses the screen's words
 * (decision 082). Compared without case, spaces or hyphens.
 */
const PRODUCT_TYPE_WORDS: Record<string, string> = {
  alcoholic: 'ALCOHOLIC_ITEM',
  nonalcoholic: 'NON_ALCOHOLIC_ITEM',
  food: 'FOOD_ITEM',
  merchandise: 'MERCHANDISE',
  other: 'OTHER',
};

function productTypeOf(cell: string): string {
  return PRODUCT_TYPE_WORDS[cell.toLowerCase().replace(/[\s_-]/g, '')] ?? cell;
}

/** A price as a spreadsheet shows it: "$12", "$ 12.50" are 12 and 12.50. */
function priceOf(cell: string): string {
  return cell.replace(/^\$\s*/, '');
}

/** A "|"-separated list cell ("gluten|milk"). */
function listOf(cell: string): string[] {
  return cell === '' ? [] : cell.split('|').map((item) => item.trim());
}

const REQUIRED: MenuCsvColumn[] = ['name', 'productType', 'price'];

/**
 * Reads a menu CSV and checks every row against the same rules as the create call, collecting every row's errors
 * (rows are numbered as a spreadsheet shows them: the header is row 1). Cells are text: a formula is just words.
 */
export function parseMenuCsv(text: string): Parsed {
  const tooBig = measureCsv(text);
  if (tooBig) return { rows: [], groups: [], errors: [tooBig] };
  let records: string[][];
  try {
    records = parse(text, {
      bom: true,
      skip_empty_lines: true,
      relax_column_count: false,
      trim: false,
      max_record_size: MENU_IMPORT_MAX_CELL,
    });
  } catch (error) {
    const message = error instanceof Error ? error.message : 'The file is not valid CSV.';
    return { rows: [], groups: [], errors: [{ row: 0, column: '', message: `The file is not valid CSV: ${message}` }] };
  }
  const [header, ...body] = records;
  if (!header) return { rows: [], groups: [], errors: [{ row: 1, column: '', message: 'The file is empty.' }] };
  const errors: MenuImportRowError[] = [];
  const known = new Set<string>(MENU_CSV_ALL_COLUMNS);
  const columns = header.map((name) => name.trim());
  for (const name of columns) {
    if (!known.has(name)) errors.push({ row: 1, column: name, message: `Unknown column "${name}".` });
  }
  for (const name of REQUIRED) {
    if (!columns.includes(name)) errors.push({ row: 1, column: name, message: `The column "${name}" is missing.` });
  }
  if (new Set(columns).size !== columns.length) {
    errors.push({ row: 1, column: '', message: 'A column is named twice.' });
  }
  if (errors.length > 0) return { rows: [], groups: [], errors };

  const rows: MenuImportRow[] = [];
  const groupRecords: MenuCsvRecord[] = [];
  const seen = new Set<string>();
  body.forEach((cells, index) => {
    const row = index + 2;
    const record = new Map(
      columns.map((column, i) => [column as MenuCsvAnyColumn, undefuseCsvText(cells[i] ?? '').trim()]),
    );
    const fail = (column: string, message: string) => errors.push({ row, column, message });
    for (const [column, value] of record) {
      if (CONTROL_IN_TEXT.test(value)) fail(column, 'Must not contain control characters.');
    }
    // Issue 39: a row of an option group or of an option is read by menu-csv-groups.ts.
    const recordType = record.get('recordType') ?? '';
    if (recordType === 'optionGroup' || recordType === 'option') {
      if (!errors.some((error) => error.row === row)) {
        groupRecords.push({ row, columns: columns as MenuCsvAnyColumn[], cell: (column) => record.get(column) ?? '' });
      }
      return;
    }
    if (recordType !== '' && recordType !== 'product') {
      fail('recordType', 'A row is a product, an optionGroup or an option.');
      return;
    }
    for (const column of MENU_CSV_OPTION_GROUP_COLUMNS) {
      if (column !== 'recordType' && (record.get(column) ?? '') !== '') {
        fail(column, 'This column is for option groups and options, not products.');
      }
    }
    const productId = record.get('productId') || null;
    if (productId) {
      if (seen.has(productId)) fail('productId', 'This product is already in an earlier row.');
      seen.add(productId);
    }
    const cell = (column: MenuCsvColumn) => record.get(column) ?? '';
    const whole = (column: MenuCsvColumn): number | null | typeof Number.NaN => {
      const value = cell(column);
      if (value === '') return null;
      if (!/^-?\d{1,9}$/.test(value)) {
        fail(column, 'Must be a whole number.');
        return Number.NaN;
      }
      return Number(value);
    };
    const flag = (column: MenuCsvColumn): boolean | undefined => {
      const value = cell(column).toLowerCase();
      if (value === '') return undefined;
      if (value === 'true' || value === 'false') return value === 'true';
      fail(column, 'Must be true or false.');
      return undefined;
    };
    const quantity = whole('quantityAvailable');
    const trackQuantity = flag('trackQuantity');
    const displayOrder = whole('displayOrder');
    const depositPercent = whole('depositPercent');
    const candidate = {
      name: cell('name'),
      productType: productTypeOf(cell('productType')),
      price: priceOf(cell('price')),
      originalPrice: priceOf(cell('originalPrice')) || null,
      description: cell('description') || null,
      variantName: cell('variantName') || null,
      groupId: cell('groupId') || null,
      ...(displayOrder === null ? {} : { displayOrder }),
      isAvailable: flag('isAvailable'),
      trackQuantity,
      // An update's empty count leaves the stock as sold; checked as zero so the other rules still apply.
      quantityAvailable: quantity ?? (trackQuantity && productId ? 0 : null),
      depositPercent,
      productTaxCode: cell('productTaxCode') || null,
      imageUrls: cell('imageUrls') === '' ? [] : cell('imageUrls').split(/\s+/),
      // Issue 39: lists are "|"-separated; an empty idRequired cell takes the default (alcoholic items: true).
      optionGroupIds: listOf(cell('optionGroupIds')),
      allergens: listOf(cell('allergens')),
      dietary: listOf(cell('dietary')),
      idRequired: flag('idRequired'),
      ...spanishOf(columns, (column) => record.get(column) ?? '', ['name', 'description']),
    };
    const checked = createProductBodySchema.safeParse(candidate);
    if (!checked.success) {
      for (const issue of checked.error.issues) {
        const column = csvColumnOf(issue.path);
        // A cell already refused above (a number that is not one) is not reported twice.
        if (!errors.some((error) => error.row === row && error.column === column)) fail(column, issue.message);
      }
      return;
    }
    if (errors.some((error) => error.row === row)) return;
    rows.push({ row, productId, input: checked.data, setsStock: quantity !== null });
  });
  const groups = parseOptionGroupRecords(groupRecords, errors);
  return { rows, groups, errors };
}
