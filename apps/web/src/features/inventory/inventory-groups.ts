import type { Product } from '@queueless/contracts';

export type InventoryGroup = { key: string; title: string; products: Product[] };

const GROUPS = [
  { key: 'alcoholic', title: 'Alcoholic', types: ['ALCOHOLIC_ITEM'] },
  { key: 'non-alcoholic', title: 'Non-alcoholic', types: ['NON_ALCOHOLIC_ITEM'] },
  { key: 'merchandise', title: 'Merchandise', types: ['MERCHANDISE'] },
] as const;

/** Clothing sizes smallest first; any other size (a volume, '2 pack') after them, alphabetically. */
const SIZE_ORDER = ['XXS', 'XS', 'S', 'SMALL', 'M', 'MEDIUM', 'L', 'LARGE', 'XL', '2XL', 'XXL', '3XL', 'XXXL'];

function sizeRank(variantName: string | null): number {
  const rank = SIZE_ORDER.indexOf((variantName ?? '').trim().toUpperCase());
  return rank === -1 ? SIZE_ORDER.length : rank;
}

const byMenuOrder = (a: Product, b: Product) =>
  a.displayOrder - b.displayOrder ||
  a.name.localeCompare(b.name) ||
  sizeRank(a.variantName) - sizeRank(b.variantName) ||
  (a.variantName ?? '').localeCompare(b.variantName ?? '');

/**
 * Products under Alcoholic, Non-alcoholic and Merchandise (staff.md section 2), in menu order. Any other type (food,
 * other) goes under a last 'Other' group, shown only when it has something, so no product is ever out of reach.
 */
export function groupInventory(products: Product[]): InventoryGroup[] {
  const sorted = [...products].sort(byMenuOrder);
  const groups: InventoryGroup[] = GROUPS.map(({ key, title, types }) => ({
    key,
    title,
    products: sorted.filter((product) => (types as readonly string[]).includes(product.productType)),
  }));
  const known = new Set<string>(GROUPS.flatMap((group) => group.types));
  const others = sorted.filter((product) => !known.has(product.productType));
  if (others.length > 0) groups.push({ key: 'other', title: 'Other', products: others });
  return groups;
}
