import { CheckoutPage, OrderReviewPage } from '../../app/ordering-pages';
import { CartModal, MerchandiseModal, OrderFooter } from '../menu/menu-parts';

/**
 * The pages after the menu (review, checkout, status) and the menu's own tap-to-open parts, fetched once the cart
 * holds something, while the customer looks at the menu, so no tap on the way to the pickup code waits for code
 * (issue 16, decision 017). The same loaders as the routes' (lazyPage), so the browser fetches each chunk once and
 * the page renders at once when opened, without a Suspense fallback and React's 300 ms reveal throttle. Not before
 * the first item: a visitor who only looks downloads nothing more than the menu, and the menu's first load is
 * unchanged. Asked for once the tap that added the item has been drawn.
 */
let hasPreloaded = false;

export function preloadOrderingPages(): void {
  if (hasPreloaded) return;
  hasPreloaded = true;
  const ignore = () => undefined;
  // The next page first, the rest once it is here: on a slow link the review's code does not share the bandwidth
  // with code needed taps later (it arrived last of 25 chunks when all were asked for at once). A failed load
  // (offline) is tried again when the page or part is opened.
  const load = async () => {
    await Promise.all([OrderReviewPage.preload(), OrderFooter.preload()]).catch(ignore);
    // Checkout, the card form's validation (which the form otherwise loads when it first renders), and the menu's own
    // on-demand parts (the cart, the merchandise sizes): a returning customer's service worker then has them for a
    // visit without signal. The status page's code comes from checkout (on the Pay tap, or after a few seconds
    // there), so it does not run while checkout becomes ready.
    await Promise.all([
      CheckoutPage.preload(),
      import('../payments/card-schema'),
      CartModal.preload(),
      MerchandiseModal.preload(),
    ]).catch(ignore);
  };
  const start = () => void load();
  // Soon after the tap that filled the cart has been drawn: a phone's CPU is rarely idle while a page settles.
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(start, { timeout: 300 });
  else setTimeout(start, 200);
}
