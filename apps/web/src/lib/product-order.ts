import type { Product } from '@queueless/contracts';
import { DEFAULT_DISPLAY_ORDER } from '#web/lib/constants';
import { toCents } from '#web/lib/money';

/** Clothing sizes smallest first; any other size (a volume, '2 pack') after them, alphabetically. */
const SIZE_ORDER = ['XXS', 'XS', 'S', 'SMALL', 'M', 'MEDIUM', 'L', 'LARGE', 'XL', '2XL', 'XXL', '3XL', 'XXXL'];

function sizeRank(variantName: string | null | undefined): number {
  const rank = SIZE_ORDER.indexOf((variantName ?? '').trim().toUpperCase());
  return rank === -1 ? SIZE_ORDER.length : rank;
}

function displayOrderOf(product: Pick<Product, 'displayOrder'>): number {
  return Number.isFinite(product.displayOrder) ? product.displayOrder : DEFAULT_DISPLAY_ORDER;
}

type Ordered = Pick<Product, 'displayOrder' | 'price' | 'name'> & { variantName?: string | null };

/**
 * The one order of products, on the customer's menu and in the menu editor alike (decision 082). Spec section 9:
 * ascending display order, ties by price descending; then by name, then sizes smallest first, so the order never
 * flickers (a plain comparison, as localeCompare's collator is slow to start on a phone).
 */
export function compareProducts(a: Ordered, b: Ordered): number {
  return (
    displayOrderOf(a) - displayOrderOf(b) ||
    toCents(b.price) - toCents(a.price) ||
    a.name.localeCompare(b.name) ||
    sizeRank(a.variantName) - sizeRank(b.variantName) ||
    (a.variantName ?? '').localeCompare(b.variantName ?? '')
  );
}
