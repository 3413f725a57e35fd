import type { Product } from '@queueless/contracts';
import { useMemo } from 'react';
import type { StoredCart } from './cart';
import { summarizeCart } from './cart-lines';

/**
 * The cart priced from the menu by the contracts' rule. Worked out by the parts that show amounts (the menu's footer
 * and cart, loaded on demand), so the pricing never weighs on the menu's first load (decision 093).
 */
export function useCartSummary(cart: StoredCart, products: readonly Product[] | undefined) {
  return useMemo(() => summarizeCart(cart, products), [cart, products]);
}
