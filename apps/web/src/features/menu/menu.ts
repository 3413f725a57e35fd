import type { MessageDescriptor } from '@lingui/core';
import { msg, select } from '@lingui/core/macro';
import type { Product, ProductType } from '@queueless/contracts';
import { pluralForm } from '#web/lib/i18n/plural-form';
import { compareProducts } from '#web/lib/product-order';
import { isHiddenByAllergens } from './allergen-filter';
import { chooseDefaultVariant } from './default-variant';

export type MenuSectionId = 'alcoholic' | 'non-alcoholic' | 'food' | 'merchandise';

/**
 * The purchasing page's sections, in page order: the spec's three (customer.md, section 2), and Food between
 * Non-alcoholic and Merchandise at a location that sells food (decision 082); an empty section is left out.
 */
export const MENU_SECTIONS: { id: MenuSectionId; title: MessageDescriptor }[] = [
  { id: 'alcoholic', title: msg`Alcoholic` },
  { id: 'non-alcoholic', title: msg`Non-alcoholic` },
  { id: 'food', title: msg`Food` },
  { id: 'merchandise', title: msg`Merchandise` },
];

/** Food has its own section; other and unknown products sit with the non-alcoholic ones. */
export function sectionOf(productType: ProductType): MenuSectionId {
  if (productType === 'ALCOHOLIC_ITEM') return 'alcoholic';
  if (productType === 'MERCHANDISE') return 'merchandise';
  if (productType === 'FOOD_ITEM') return 'food';
  return 'non-alcoholic';
}

/** Sold out: stock is tracked and none is left (the server's flag is trusted too). */
export function isSoldOut(product: Pick<Product, 'trackQuantity' | 'quantity' | 'isSoldOut'>): boolean {
  if (product.isSoldOut) return true;
  return product.trackQuantity && (product.quantity.available ?? 0) <= 0;
}

/** How many of a product one line may hold: 10, or the stock left when it is tracked and lower. */
export function maxOrderable(product: Pick<Product, 'trackQuantity' | 'quantity'>, cap: number): number {
  if (!product.trackQuantity || product.quantity.available === null) return cap;
  return Math.max(0, Math.min(cap, product.quantity.available));
}

/** The one order of products, shared with the menu editor (lib/product-order.ts). */
export { compareProducts };

/** One card on the menu: a product, or the variants (sizes) of one merchandise item together. */
export type MenuEntry =
  | { kind: 'product'; key: string; product: Product; isSoldOut: boolean }
  | { kind: 'group'; key: string; groupId: string; lead: Product; variants: Product[]; isSoldOut: boolean };

export type MenuSection = { id: MenuSectionId; title: MessageDescriptor; entries: MenuEntry[] };

/** The product a card shows first: a group's default variant, else the product itself. */
export function leadProduct(entry: MenuEntry): Product {
  return entry.kind === 'group' ? entry.lead : entry.product;
}

/**
 * The purchasing page's menu: only available products, merchandise variants grouped by groupId into one card,
 * each section sorted, empty sections left out; products with an allergen the guest hides are left out too.
 */
export function buildMenu(products: Product[], hiddenAllergens: readonly string[] = []): MenuSection[] {
  const available = products.filter((product) => product.isAvailable && !isHiddenByAllergens(product, hiddenAllergens));
  const groups = new Map<string, Product[]>();
  const singles: Product[] = [];
  for (const product of available) {
    if (product.groupId && product.productType === 'MERCHANDISE') {
      const variants = groups.get(product.groupId) ?? [];
      variants.push(product);
      groups.set(product.groupId, variants);
    } else {
      singles.push(product);
    }
  }

  // Each entry sorts by its "sort key" product: a group by its first variant in menu order.
  const entries: { sortKey: Product; entry: MenuEntry }[] = singles.map((product) => ({
    sortKey: product,
    entry: { kind: 'product', key: product.productId, product, isSoldOut: isSoldOut(product) },
  }));
  for (const [groupId, unsorted] of groups) {
    const variants = [...unsorted].sort(compareProducts);
    const lead = chooseDefaultVariant(variants) ?? variants[0];
    const first = variants[0];
    if (!lead || !first) continue;
    entries.push({
      sortKey: first,
      entry: {
        kind: 'group',
        key: `group:${groupId}`,
        groupId,
        lead,
        variants,
        isSoldOut: variants.every(isSoldOut),
      },
    });
  }
  entries.sort((a, b) => compareProducts(a.sortKey, b.sortKey));

  return MENU_SECTIONS.map(({ id, title }) => ({
    id,
    title,
    entries: entries.filter(({ sortKey }) => sectionOf(sortKey.productType) === id).map(({ entry }) => entry),
  })).filter((section) => section.entries.length > 0);
}

/** 'N item' or 'N items': a select on the count's plural form, not a plural (lib/i18n/plural-form.ts, issue 45). */
export function formatItemCount(count: number): string {
  const form = pluralForm(count);
  return select(form, { one: `${count} item`, other: `${count} items` });
}
