import type { MessageDescriptor } from '@lingui/core';

/**
 * The problems a menu CSV import names by row and column (`modules/inventory/menu-csv.ts`, `menu-csv-groups.ts`,
 * `menu-transfer.service.ts`), worded in the request's language beside the customer's and the staff's errors
 * (decision 097): in the dry run's answer (the check a manager reads before importing) and in a refused import's
 * details. As in those tables, each message is the English the import writes word for word, its placeholders standing
 * for what it put in (a column's name, a limit). A row's problem is often the product's or the option group's own
 * schema speaking (the contracts' messages, and zod's own where a schema names none), so those are here too.
 */
export const menuImportErrors: MessageDescriptor[] = [
  // The file
  /*i18n*/ { id: 'import.row-cells', message: 'A row may have at most {maximum} cells, one per column.' },
  /*i18n*/ { id: 'import.too-many-rows', message: 'A file may hold at most {maximum} products.' },
  /*i18n*/ { id: 'import.not-csv', message: 'The file is not valid CSV: {detail}' },
  /*i18n*/ { id: 'import.empty', message: 'The file is empty.' },
  /*i18n*/ { id: 'import.unknown-column', message: 'Unknown column "{column}".' },
  /*i18n*/ { id: 'import.missing-column', message: 'The column "{column}" is missing.' },
  /*i18n*/ { id: 'import.column-twice', message: 'A column is named twice.' },
  /*i18n*/ {
    id: 'import.more-errors',
    message: '{count} more errors are not listed. Correct these and check the file again.',
  },
  // A row
  /*i18n*/ { id: 'import.control-characters', message: 'Must not contain control characters.' },
  /*i18n*/ { id: 'import.record-type', message: 'A row is a product, an optionGroup or an option.' },
  /*i18n*/ {
    id: 'import.product-group-column',
    message: 'This column is for option groups and options, not products.',
  },
  /*i18n*/ { id: 'import.column-not-for-row', message: 'This column is not for a {recordType} row.' },
  /*i18n*/ { id: 'import.product-twice', message: 'This product is already in an earlier row.' },
  /*i18n*/ { id: 'import.whole-number', message: 'Must be a whole number.' },
  /*i18n*/ { id: 'import.true-or-false', message: 'Must be true or false.' },
  /*i18n*/ { id: 'import.product-unknown', message: 'No product with this id at this location.' },
  /*i18n*/ { id: 'import.product-archived', message: 'This product is archived.' },
  /*i18n*/ {
    id: 'import.group-key',
    message: 'An option group id is 1 to 64 letters, digits, "_" or "-".',
  },
  /*i18n*/ { id: 'import.group-twice', message: 'This option group is already in an earlier row.' },
  /*i18n*/ { id: 'import.group-undefined', message: 'No optionGroup row of this file has this optionGroupId.' },
  // A product's fields (contracts' inventory.ts and menu-options.ts)
  /*i18n*/ { id: 'product.name-required', message: 'Name is required.' },
  /*i18n*/ { id: 'product.name-too-long', message: 'Name must be at most {maximum} characters.' },
  /*i18n*/ { id: 'product.price-required', message: 'Price is required.' },
  /*i18n*/ { id: 'product.price-format', message: 'Price must be a valid number with up to 2 decimal places.' },
  /*i18n*/ {
    id: 'product.original-price',
    message: 'The original price must be higher than the price.',
  },
  /*i18n*/ { id: 'product.description-too-long', message: 'The description must be at most {maximum} characters.' },
  /*i18n*/ { id: 'product.description-invalid', message: 'The description has invalid characters.' },
  /*i18n*/ { id: 'product.size-too-long', message: 'The size must be at most {maximum} characters.' },
  /*i18n*/ { id: 'product.size-invalid', message: 'The size has invalid characters.' },
  /*i18n*/ { id: 'product.group-too-long', message: 'The group must be at most {maximum} characters.' },
  /*i18n*/ { id: 'product.group-characters', message: 'The group may hold only letters, digits, - and _.' },
  /*i18n*/ {
    id: 'product.deposit',
    message: 'The deposit must be a whole percent from 1 to 100, or none to take the full price when ordering.',
  },
  /*i18n*/ { id: 'product.tax-code', message: 'A tax code looks like txcd_99999999.' },
  /*i18n*/ {
    id: 'product.image-url',
    message: 'An image must be a path on this site (/…) or an https:// address.',
  },
  /*i18n*/ { id: 'product.option-groups-max', message: 'A product has at most {maximum} option groups.' },
  /*i18n*/ { id: 'product.group-attached-once', message: 'A group is attached once.' },
  /*i18n*/ { id: 'product.allergen', message: 'An allergen is one of {allergens}.' },
  /*i18n*/ { id: 'product.allergen-once', message: 'An allergen is named once.' },
  /*i18n*/ { id: 'product.dietary', message: 'A dietary tag is one of {tags}.' },
  /*i18n*/ { id: 'product.dietary-once', message: 'A dietary tag is named once.' },
  /*i18n*/ { id: 'product.stock-whole', message: 'The stock must be a whole number.' },
  /*i18n*/ { id: 'product.stock-below-zero', message: 'The stock cannot be below zero.' },
  /*i18n*/ { id: 'product.stock-max', message: 'The stock must be at most {maximum}.' },
  /*i18n*/ { id: 'product.stock-count-needed', message: 'Enter how many are in stock, or stop tracking stock.' },
  /*i18n*/ { id: 'product.stock-not-tracked', message: 'Turn on stock tracking to set a stock count.' },
  // An option group's fields (contracts' menu-options.ts)
  /*i18n*/ { id: 'option-group.name-required', message: 'The group name is required.' },
  /*i18n*/ { id: 'option-group.name-too-long', message: 'The group name must be at most {maximum} characters.' },
  /*i18n*/ { id: 'option-group.name-control', message: 'The group name cannot hold control characters.' },
  /*i18n*/ { id: 'option.name-required', message: 'The option name is required.' },
  /*i18n*/ { id: 'option.name-too-long', message: 'The option name must be at most {maximum} characters.' },
  /*i18n*/ { id: 'option.name-control', message: 'The option name cannot hold control characters.' },
  /*i18n*/ { id: 'option.kitchen-name-required', message: 'The kitchen name is required.' },
  /*i18n*/ {
    id: 'option.kitchen-name-too-long',
    message: 'The kitchen name must be at most {maximum} characters.',
  },
  /*i18n*/ { id: 'option.kitchen-name-control', message: 'The kitchen name cannot hold control characters.' },
  /*i18n*/ {
    id: 'option.price-delta',
    message: 'The price change must be a number with up to 2 decimals, e.g. 4.00 or -0.50.',
  },
  /*i18n*/ { id: 'option-group.options-min', message: 'A group has at least one option.' },
  /*i18n*/ { id: 'option-group.options-max', message: 'A group has at most {maximum} options.' },
  /*i18n*/ { id: 'option-group.selections', message: 'The least choices cannot be more than the most.' },
  /*i18n*/ {
    id: 'option-group.selections-unreachable',
    message: 'The group asks for more choices than its options allow.',
  },
  /*i18n*/ { id: 'option-group.defaults', message: 'More options are defaults than may be chosen.' },
  /*i18n*/ { id: 'option-group.option-name-twice', message: 'Two options have this name.' },
  /*i18n*/ { id: 'option-group.option-id-twice', message: 'An option is named twice.' },
  // zod's own English, where a schema names no message of its own (a limit on a number, a list or an id)
  /*i18n*/ { id: 'zod.number-too-small', message: 'Too small: expected number to be >={minimum}' },
  /*i18n*/ { id: 'zod.number-too-big', message: 'Too big: expected number to be <={maximum}' },
  /*i18n*/ { id: 'zod.list-too-long', message: 'Too big: expected array to have <={maximum} items' },
  /*i18n*/ { id: 'zod.text-too-short', message: 'Too small: expected string to have >={count} characters' },
  /*i18n*/ { id: 'zod.text-too-long', message: 'Too big: expected string to have <={maximum} characters' },
  /*i18n*/ { id: 'zod.invalid-option', message: 'Invalid option: expected one of {options}' },
  /*i18n*/ { id: 'zod.invalid-input', message: 'Invalid input' },
];
