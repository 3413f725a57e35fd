import { lazyPage } from '../lib/lazy-page';

// The pages of an order, from the menu to the pickup code: each its own chunk, rendered at once when its code is
// already here (lazyPage). The menu's idle preload (features/orders/preload-pages.ts) loads the later ones through
// these, and main.tsx waits for the menu's own (preloaded in the page's HTML) before the first render.
export const LocationPage = lazyPage(() => import('../routes/location/location').then((m) => m.LocationPage));
export const OrderReviewPage = lazyPage(() => import('../routes/location/order/review').then((m) => m.OrderReviewPage));
export const CheckoutPage = lazyPage(() => import('../routes/location/order/checkout').then((m) => m.CheckoutPage));
export const OrderStatusPage = lazyPage(() => import('../routes/location/order/status').then((m) => m.OrderStatusPage));
