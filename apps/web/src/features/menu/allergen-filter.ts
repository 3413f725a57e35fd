import type { Product } from '@queueless/contracts';
import { readJson, writeJson } from '#web/lib/browser-storage';
import { allergensOf } from './options';

const ALLERGEN_FILTER_SESSION_KEY = 'ql.allergenFilter';

/** The allergens the guest hides ("hide items with peanuts"), remembered for the visit (this tab's session). */
export function readAllergenFilter(): string[] {
  const value = readJson('session', ALLERGEN_FILTER_SESSION_KEY);
  return Array.isArray(value) ? value.filter((item) => typeof item === 'string') : [];
}

export function writeAllergenFilter(allergens: readonly string[]): void {
  writeJson('session', ALLERGEN_FILTER_SESSION_KEY, allergens);
}

/** A product whose own allergens include a hidden one leaves the menu (an option's allergens only block the option). */
export function isHiddenByAllergens(product: Product, hidden: readonly string[]): boolean {
  return hidden.length > 0 && allergensOf(product).some((allergen) => hidden.includes(allergen));
}
