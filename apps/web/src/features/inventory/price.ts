/**
 * The inventory price field (staff.md section 5): required, digits with up to 2 decimals, sent as a two-decimal
 * string; and the rule that only changed fields are sent. The rule matches the contracts' priceInputSchema, so the
 * server refuses the same input with the same words.
 */

export const priceMessages = {
  required: 'Price is required.',
  format: 'Price must be a valid number with up to 2 decimal places.',
} as const;

const PRICE = /^\d{1,6}(?:\.\d{1,2})?$/;

/** The message to show under the field, or null when the price is fine. */
export function validatePrice(input: string): string | null {
  const value = input.trim();
  if (value === '') return priceMessages.required;
  return PRICE.test(value) ? null : priceMessages.format;
}

/** A valid price as the wire wants it: "8" → "8.00", "8.5" → "8.50", "08.5" → "8.50". */
export function toPriceString(input: string): string {
  const [whole = '0', fraction = ''] = input.trim().split('.');
  return `${Number(whole)}.${fraction.padEnd(2, '0')}`;
}

export type EditableProductFields = { isAvailable: boolean; price: string };
export type ProductChanges = { isAvailable?: boolean; price?: string };

/**
 * What differs between the product as loaded and as edited; prices compare by value ("8" equals "8.00").
 * The draft price must already be valid.
 */
export function diffProductChanges(original: EditableProductFields, draft: EditableProductFields): ProductChanges {
  const changes: ProductChanges = {};
  if (draft.isAvailable !== original.isAvailable) changes.isAvailable = draft.isAvailable;
  const price = toPriceString(draft.price);
  if (price !== toPriceString(original.price)) changes.price = price;
  return changes;
}

export function hasChanges(changes: ProductChanges): boolean {
  return changes.isAvailable !== undefined || changes.price !== undefined;
}
