import { lazyPage } from '#web/lib/lazy-page';

// The menu's parts that only show after a tap load on demand (the menu's first load stays small), and render at once
// when the menu's idle preload (features/orders/preload-pages.ts) or a hover has already brought their code.
/** The footer shows only once something is in the cart (so never on a first visit). */
export const OrderFooter = lazyPage(() =>
  import('#web/features/checkout/components/order-footer').then((m) => m.OrderFooter),
);
export const CartModal = lazyPage(() => import('#web/features/cart/components/cart-modal').then((m) => m.CartModal));
export const MerchandiseModal = lazyPage(() =>
  import('#web/features/menu/components/merchandise-modal').then((m) => m.MerchandiseModal),
);
/** A product with choices (issue 39): its dialog's code loads when first opened or hovered (decision 093). */
export const ProductDialog = lazyPage(() =>
  import('#web/features/menu/components/product-dialog').then((m) => m.ProductDialog),
);
export const AllergenFilterDialog = lazyPage(() =>
  import('#web/features/menu/components/allergen-filter-dialog').then((m) => m.AllergenFilterDialog),
);
