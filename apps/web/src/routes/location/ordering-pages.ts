import { lazyPage } from '#web/lib/lazy-page';
import { pageStatusPageCode } from '#web/lib/page-data-order';
import { whenIdleEach } from '#web/lib/when-idle';

// The pages of an order, from the menu to the pickup code: each its own chunk, rendered at once when its code is
// already here (lazyPage). The menu loads the later ones through these once the cart holds something
// (preloadOrderingPages), and main.tsx waits for the menu's own (preloaded in the page's HTML) before the first render.
export const LocationPage = lazyPage(() => import('./location').then((m) => m.LocationPage));
export const OrderReviewPage = lazyPage(() => import('./order/review').then((m) => m.OrderReviewPage));
export const CheckoutPage = lazyPage(() => import('./order/checkout').then((m) => m.CheckoutPage));
export const OrderStatusPage = lazyPage(() => import('./order/status').then((m) => m.OrderStatusPage));

let hasPreloadedOrderingPages = false;

/**
 * The review's and checkout's code, asked for together as the first item lands in the cart, while the customer
 * goes on looking (decision 017), so no tap on the way to the pickup code waits for code: the pages render at once
 * when opened, without a Suspense fallback and React's 300 ms reveal throttle. Then the menu's own tap-to-open parts.
 * Not before the first item: a visitor who only looks downloads nothing more than the menu. The status page's code
 * comes from checkout (on the Pay tap), so it does not run while checkout gets ready or the card is typed.
 * Once per page load, so a control may call it on every sign of intent (a touch, a pointer, the focus on Order Now
 * or the review's Checkout: decision 099).
 */
export function preloadOrderingPages(): void {
  if (hasPreloadedOrderingPages) return;
  hasPreloadedOrderingPages = true;
  void Promise.all([OrderReviewPage.preload(), CheckoutPage.preload()])
    .then(() => import('./preload-pages'))
    .then((module) => module.preloadMenuParts())
    .catch(() => {
      hasPreloadedOrderingPages = false;
    });
}

/**
 * The status page's code fetched, not run, once the page is idle: the browser keeps the files at its lowest priority
 * while the card is typed, so a Pay on an empty cache goes on to the pickup code as soon as the payment answers
 * instead of fetching them beside it (issue 16). Asked for on the intent to check out (the review's Checkout) and as
 * checkout opens, in idle time, a few files per idle moment, never in the tap's own task (issue 45). The files are those the page's HTML names
 * (plugins/page-data.ts); a page without them (an older one) fetches them on Pay as before. Files already on the
 * page are left alone.
 */
export function prefetchStatusPageCode(): () => void {
  return whenIdleEach(pageStatusPageCode(), (href) => {
    if (document.querySelector(`link[href="${href}"], script[src="${href}"]`)) return;
    const link = document.createElement('link');
    link.rel = 'prefetch';
    link.as = 'script';
    link.crossOrigin = '';
    link.href = href;
    document.head.append(link);
  });
}
