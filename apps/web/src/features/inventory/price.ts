import { depositPercentSchema, type Product, priceInputSchema, type UpdateProductBody } from '@queueless/contracts';
import { depositMessage, priceFieldMessages } from '#web/features/inventory/inventory-messages';
import { issueMessagesByField } from '#web/lib/forms/field-messages';
import { i18n } from '#web/lib/i18n/runtime';

/**
 * The inventory price field (staff.md section 5): the contracts' priceInputSchema, the rule the server applies, so
 * staff see what the server would refuse before sending, in the active language (in English the contract's words);
 * a valid price is sent as a two-decimal string, and only changed fields are sent.
 */

/** The message to show under the field, or null when the price is fine. */
export function validatePrice(input: string): string | null {
  const result = priceInputSchema.safeParse(input);
  if (result.success) return null;
  // The schema checks the field's value alone: its issues are on no path, the form's `price`.
  const issues = result.error.issues.map((issue) => ({ ...issue, path: ['price', ...issue.path] }));
  return issueMessagesByField(issues, priceFieldMessages).price ?? null;
}

/** A valid price as the wire wants it: "8" → "8.00", "8.5" → "8.50", "08.5" → "8.50". */
export function toPriceString(input: string): string {
  const [whole = '0', fraction = ''] = input.trim().split('.');
  return `${Number(whole)}.${fraction.padEnd(2, '0')}`;
}

/**
 * The deposit field (decision 018): a whole percent from 1 to 100 paid when ordering, or empty to take the full
 * price then. Answers the value to send, or the message (in English the contract's).
 */
export function parseDeposit(input: string): { depositPercent: number | null } | { error: string } {
  const text = input.trim().replace(/%$/, '').trim();
  if (text === '') return { depositPercent: null };
  const parsed = /^\d{1,3}$/.test(text) ? depositPercentSchema.safeParse(Number(text)) : null;
  return parsed?.success ? { depositPercent: parsed.data } : { error: i18n._(depositMessage) };
}

export type EditableProductFields = Pick<Product, 'isAvailable' | 'price'> & {
  depositPercent?: Product['depositPercent'];
};
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
  if (draft.depositPercent !== undefined && draft.depositPercent !== (original.depositPercent ?? null)) {
    changes.depositPercent = draft.depositPercent;
  }
  return changes;
}

export function hasChanges(changes: ProductChanges): boolean {
  return changes.isAvailable !== undefined || changes.price !== undefined || changes.depositPercent !== undefined;
}
