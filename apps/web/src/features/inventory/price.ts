import { type Product, priceInputSchema, type UpdateProductBody } from '@queueless/contracts';

/**
 * The inventory price field (staff.md section 5): the contracts' priceInputSchema, the rule the server applies, so
 * staff see the server's own words before sending; a valid price is sent as a two-decimal string, and only changed
 * fields are sent.
 */

/** The message to show under the field, or null when the price is fine. */
export function validatePrice(input: string): string | null {
  const result = priceInputSchema.safeParse(input);
  return result.success ? null : (result.error.issues[0]?.message ?? null);
}

/** A valid price as the wire wants it: "8" → "8.00", "8.5" → "8.50", "08.5" → "8.50". */
export function toPriceString(input: string): string {
  const [whole = '0', fraction = ''] = input.trim().split('.');
  return `${Number(whole)}.${fraction.padEnd(2, '0')}`;
}

export type EditableProductFields = Pick<Product, 'isAvailable' | 'price'>;
export type ProductChanges = UpdateProductBody;

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
