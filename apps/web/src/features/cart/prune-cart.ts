import { t } from '@lingui/core/macro';
import type { Product } from '@queueless/contracts';
import { useEffect } from 'react';
import { showToast } from '#web/components/ui/toast';
import { keepItems } from './cart';
import { areChoicesOrderable, isOrderable } from './cart-orderable';
import { updateCart } from './cart-store';

/** What the server says of a product that left the menu (pricing refuses it in the same words). */
export function noLongerOnMenu(title: string | undefined): string {
  return title ? t`${title} is no longer on the menu.` : t`An item in your cart is no longer on the menu.`;
}

/**
 * Removes the location's cart lines that can no longer be ordered (switched off, sold out, or gone from the menu
 * because the venue archived the product) and answers how many went, with a sentence for each one that left the
 * menu. A line is removed once, so each sentence is said once.
 */
export function pruneCart(
  vendorLocationId: string,
  products: readonly Product[],
): { removed: number; notices: string[] } {
  const byId = new Map(products.map((product) => [product.productId, product]));
  let removed = 0;
  let notices: string[] = [];
  updateCart(vendorLocationId, (current, now) => {
    const kept = keepItems(
      current,
      (item) => {
        const product = byId.get(item.productId);
        return isOrderable(product) && areChoicesOrderable(product, item.options);
      },
      now,
    );
    removed = current.items.length - kept.items.length;
    notices = current.items.filter((item) => !byId.has(item.productId)).map((item) => noLongerOnMenu(item.title));
    return kept;
  });
  return { removed, notices };
}

/**
 * Keeps the location's cart in step with its menu each time the menu arrives: lines that can no longer be ordered
 * leave it, and the person is told which left the menu rather than seeing the cart shrink silently.
 */
export function useCartInStepWithMenu(vendorLocationId: string, products: readonly Product[] | undefined): void {
  useEffect(() => {
    if (products) pruneCartAndTell(vendorLocationId, products);
  }, [products, vendorLocationId]);
}

/** Prunes the cart to the menu and says, once each, which lines left it (the menu page loads this on demand). */
export function pruneCartAndTell(vendorLocationId: string, products: readonly Product[]): void {
  for (const title of pruneCart(vendorLocationId, products).notices) showToast({ title });
}
