import { lazyPage } from '#web/lib/lazy-page';

// The pages of an order, from the menu to the pickup code: each its own chunk, rendered at once when its code is
// already here (lazyPage). The menu loads the later ones through these once the cart holds something
// (preloadOrderingPages), and main.tsx waits for the menu's own (preloaded in the page's HTML) before the first render.
export const LocationPage = lazyPage(() => import('./location').then((m) => m.LocationPage));
export const OrderReviewPage = lazyPage(() => import('./order/review').then((m) => m.OrderReviewPage));
export const CheckoutPage = lazyPage(() => import('./order/checkout').then((m) => m.CheckoutPage));
export const OrderStatusPage = lazyPage(() => import('./order/status').then((m) => m.OrderStatusPage));

/**
 * The review's and checkout's code, asked for together as the first item lands in the cart, while the customer
 * goes on looking (decision 017), so no tap on the way to the pickup code waits for code: the pages render at once
 * when opened, without a Suspense fallback and React's 300 ms reveal throttle. Then the menu's own tap-to-open parts.
 * Not before the first item: a visitor who only looks downloads nothing more than the menu. The status page's code
 * comes from checkout (on the Pay tap, or after a few seconds there), so it does not run while checkout gets ready.
 */
export function preloadOrderingPages(): void {
  void Promise.all([OrderReviewPage.preload(), CheckoutPage.preload()])
    .then(() => import('./preload-pages'))
    .then((module) => module.preloadMenuParts())
    .catch(() => undefined);
}
