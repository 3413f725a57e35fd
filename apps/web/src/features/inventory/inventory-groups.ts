import { msg } from '@lingui/core/macro';
import type { Product } from '@queueless/contracts';
import { i18n } from '#web/lib/i18n/runtime';
import { compareProducts } from '#web/lib/product-order';

export type InventoryGroup = { key: string; title: string; products: Product[] };

const GROUPS = [
  { key: 'alcoholic', title: msg`Alcoholic`, types: ['ALCOHOLIC_ITEM'] },
  { key: 'non-alcoholic', title: msg`Non-alcoholic`, types: ['NON_ALCOHOLIC_ITEM'] },
  { key: 'merchandise', title: msg`Merchandise`, types: ['MERCHANDISE'] },
] as const;

/** Shown (before Merchandise) only when the location has some, as on the customer's menu (decision 082). */
const FOOD = { key: 'food', title: msg`Food`, types: ['FOOD_ITEM'] } as const;

/**
 * Products under Alcoholic, Non-alcoholic and Merchandise (staff.md section 2), in the customer menu's order. Food goes
 * under a Food group (before Merchandise) and any other type under a last 'Other' group, each shown only when it has something, so no
 * product is ever out of reach.
 */
export function groupInventory(products: Product[]): InventoryGroup[] {
  const sorted = [...products].sort(compareProducts);
  const groups: InventoryGroup[] = GROUPS.map(({ key, title, types }) => ({
    key,
    title: i18n._(title),
    products: sorted.filter((product) => (types as readonly string[]).includes(product.productType)),
  }));
  const food = sorted.filter((product) => product.productType === 'FOOD_ITEM');
  // Before Merchandise, where the customer's menu shows its Food section.
  if (food.length > 0) groups.splice(2, 0, { key: FOOD.key, title: i18n._(FOOD.title), products: food });
  const known = new Set<string>([...GROUPS.flatMap((group) => group.types), ...FOOD.types]);
  const others = sorted.filter((product) => !known.has(product.productType));
  if (others.length > 0) groups.push({ key: 'other', title: i18n._(msg`Other`), products: others });
  return groups;
}
