import {
  type MenuCsvAnyColumn,
  type MenuImportRowError,
  type OptionGroup,
  type OptionGroupInput,
  optionGroupBodySchema,
} from '@queueless/contracts';

/**
 * The option groups of a menu CSV (issue 39, decision 087): an "optionGroup" row per group, then an "option" row per
 * option, both keyed by the group's optionGroupId. The key is the group's id at the location it came from; a product's
 * optionGroupIds name these keys, so the file imported into another location makes new groups and attaches them.
 */

/** A row of the file: its number as a spreadsheet shows it, the file's columns, and a cell by column ('' when absent). */
export type MenuCsvRecord = { row: number; columns: MenuCsvAnyColumn[]; cell: (column: MenuCsvAnyColumn) => string };

/** One checked group of an import: its key (the file's optionGroupId) and the group as the create/edit calls take it. */
export type MenuImportGroup = { row: number; key: string; input: OptionGroupInput; optionRows: number[] };

/** A group's key: an id as ours are written (letters, digits, `_`, `-`), so it never holds the list separator. */
const GROUP_KEY = /^[A-Za-z0-9_-]{1,64}$/;
export const GROUP_KEY_MESSAGE = 'An option group id is 1 to 64 letters, digits, "_" or "-".';

/** The columns each kind of row may fill; a cell elsewhere is refused, so a row is never half-read. */
const GROUP_COLUMNS = new Set<MenuCsvAnyColumn>([
  'recordType',
  'optionGroupId',
  'name',
  'minSelections',
  'maxSelections',
  'allowPreModifiers',
  'name_es',
]);
const OPTION_COLUMNS = new Set<MenuCsvAnyColumn>([
  'recordType',
  'optionGroupId',
  'optionId',
  'name',
  'priceDelta',
  'kitchenName',
  'isDefault',
  'isAvailable',
  'maxQuantity',
  'trackQuantity',
  'quantityAvailable',
  'allergens',
  'dietary',
  'name_es',
]);
/**
 * Issue 44: a row's Spanish texts from its `<field>_es` columns, judged by the same schema as the staff write; left out
 * when the file has none of them (an older file keeps the stored Spanish).
 */
export function spanishOf(
  columns: string[],
  cell: (column: MenuCsvAnyColumn) => string,
  fields: ('name' | 'description')[],
): { translations?: { es: Record<string, string> } } {
  const present = fields.filter((field) => columns.includes(`${field}_es`));
  if (present.length === 0) return {};
  return { translations: { es: Object.fromEntries(present.map((field) => [field, cell(`${field}_es`)])) } };
}

/** The CSV column a schema issue's path names: `translations.es.name` is the `name_es` column. */
export function csvColumnOf(path: PropertyKey[]): string {
  if (path[0] === 'translations' && typeof path[2] === 'string') return `${path[2]}_es`;
  if (path[0] === 'translations') return String(path[1] ?? 'name') === 'es' ? 'name_es' : String(path[1]);
  return String(path[0] ?? '');
}

/** An option's field as its CSV column is named. */
const OPTION_FIELD_COLUMN: Record<string, MenuCsvAnyColumn> = { quantity: 'quantityAvailable' };

/** The group rows and option rows of a location's groups, for the export (groups by name, options in order). */
export function formatOptionGroupRecords(groups: OptionGroup[]): Partial<Record<MenuCsvAnyColumn, string | number>>[] {
  return groups.flatMap((group) => [
    {
      recordType: 'optionGroup',
      optionGroupId: group.optionGroupId,
      name: group.name,
      minSelections: group.minSelections,
      maxSelections: group.maxSelections,
      allowPreModifiers: String(group.allowPreModifiers),
      name_es: group.translations?.es?.name ?? '',
    },
    ...group.options.map((option) => ({
      recordType: 'option',
      optionGroupId: group.optionGroupId,
      optionId: option.optionId,
      name: option.name,
      priceDelta: option.priceDelta,
      kitchenName: option.kitchenName ?? '',
      isDefault: String(option.isDefault),
      isAvailable: String(option.isAvailable),
      maxQuantity: option.maxQuantity,
      trackQuantity: String(option.trackQuantity),
      quantityAvailable: option.quantity.available ?? '',
      allergens: option.allergens.join('|'),
      dietary: option.dietary.join('|'),
      name_es: option.translations?.es?.name ?? '',
    })),
  ]);
}

function listOf(cell: string): string[] {
  return cell === '' ? [] : cell.split('|').map((item) => item.trim());
}

/**
 * Checks the "optionGroup" and "option" rows by the group create call's own schema, every error named by its row and
 * column (an option's error on the option's row). Groups without a valid key, and options of a group the file does
 * not define, are refused.
 */
export function parseOptionGroupRecords(records: MenuCsvRecord[], errors: MenuImportRowError[]): MenuImportGroup[] {
  const fail = (row: number, column: string, message: string) => errors.push({ row, column, message });
  const whole = (record: MenuCsvRecord, column: MenuCsvAnyColumn): number | undefined => {
    const value = record.cell(column);
    if (value === '') return undefined;
    if (!/^-?\d{1,9}$/.test(value)) {
      fail(record.row, column, 'Must be a whole number.');
      return undefined;
    }
    return Number(value);
  };
  const flag = (record: MenuCsvRecord, column: MenuCsvAnyColumn): boolean | undefined => {
    const value = record.cell(column).toLowerCase();
    if (value === '') return undefined;
    if (value === 'true' || value === 'false') return value === 'true';
    fail(record.row, column, 'Must be true or false.');
    return undefined;
  };
  const keyOf = (record: MenuCsvRecord): string | null => {
    const key = record.cell('optionGroupId');
    if (GROUP_KEY.test(key)) return key;
    fail(record.row, 'optionGroupId', GROUP_KEY_MESSAGE);
    return null;
  };
  const cellsOutside = (record: MenuCsvRecord, allowed: Set<MenuCsvAnyColumn>) => {
    for (const column of record.columns) {
      if (!allowed.has(column) && record.cell(column) !== '') {
        fail(record.row, column, `This column is not for a ${record.cell('recordType')} row.`);
      }
    }
  };

  const groups = new Map<string, { record: MenuCsvRecord; options: MenuCsvRecord[] }>();
  const options: MenuCsvRecord[] = [];
  for (const record of records) {
    if (record.cell('recordType') === 'option') {
      options.push(record);
      continue;
    }
    const key = keyOf(record);
    if (key === null) continue;
    if (groups.has(key)) fail(record.row, 'optionGroupId', 'This option group is already in an earlier row.');
    else groups.set(key, { record, options: [] });
  }
  for (const record of options) {
    const key = keyOf(record);
    if (key === null) continue;
    const group = groups.get(key);
    if (!group) fail(record.row, 'optionGroupId', 'No optionGroup row of this file has this optionGroupId.');
    else group.options.push(record);
  }

  const checked: MenuImportGroup[] = [];
  for (const [key, group] of groups) {
    const { record } = group;
    const before = errors.length;
    cellsOutside(record, GROUP_COLUMNS);
    for (const option of group.options) cellsOutside(option, OPTION_COLUMNS);
    const candidate = {
      name: record.cell('name'),
      minSelections: whole(record, 'minSelections') ?? 0,
      maxSelections: whole(record, 'maxSelections') ?? 1,
      allowPreModifiers: flag(record, 'allowPreModifiers'),
      ...spanishOf(record.columns, record.cell, ['name']),
      options: group.options.map((option) => {
        const trackQuantity = flag(option, 'trackQuantity');
        return {
          ...(option.cell('optionId') ? { optionId: option.cell('optionId') } : {}),
          name: option.cell('name'),
          priceDelta: option.cell('priceDelta') || '0.00',
          kitchenName: option.cell('kitchenName') || null,
          isDefault: flag(option, 'isDefault'),
          isAvailable: flag(option, 'isAvailable'),
          maxQuantity: whole(option, 'maxQuantity'),
          trackQuantity,
          quantity: whole(option, 'quantityAvailable') ?? null,
          allergens: listOf(option.cell('allergens')),
          dietary: listOf(option.cell('dietary')),
          ...spanishOf(option.columns, option.cell, ['name']),
        };
      }),
    };
    const parsed = optionGroupBodySchema.safeParse(candidate);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const [field, index, optionField] = issue.path;
        const option = field === 'options' && typeof index === 'number' ? group.options[index] : undefined;
        const row = option?.row ?? record.row;
        const column = option
          ? optionField === 'translations'
            ? 'name_es'
            : (OPTION_FIELD_COLUMN[String(optionField)] ?? String(optionField ?? 'name'))
          : field === 'options'
            ? 'optionGroupId'
            : field === 'translations'
              ? 'name_es'
              : String(field ?? '');
        if (!errors.some((error) => error.row === row && error.column === column)) fail(row, column, issue.message);
      }
      continue;
    }
    if (errors.length > before) continue;
    checked.push({ row: record.row, key, input: parsed.data, optionRows: group.options.map((option) => option.row) });
  }
  return checked;
}
