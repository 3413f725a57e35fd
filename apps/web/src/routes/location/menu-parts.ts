import { lazyPage } from '#web/lib/lazy-page';

// The menu's parts that only show after a tap load on demand (the menu's first load stays small), and render at once
// when the menu's idle preload (features/orders/preload-pages.ts) or a hover has already brought their code.
/** The footer shows only once something is in the cart (so never on a first visit). */
export const OrderFooter = lazyPage(() =>
  import('#web/features/checkout/components/order-footer').then((m) => m.OrderFooter),
);
export const CartModal = lazyPage(() => import('#web/features/cart/components/cart-modal').then((m) => m.CartModal));
/** Merchandise sizes, a product's choices (issue 39) and the allergen filter: one module, loaded on first intent. */
export const MenuDialog = lazyPage(() => import('#web/features/menu/components/menu-dialog').then((m) => m.MenuDialog));
