import { CheckoutPage, OrderReviewPage, OrderStatusPage } from '../../app/ordering-pages';
import { CartModal, MerchandiseModal, OrderFooter } from '../menu/menu-parts';

/**
 * The pages after the menu (review, checkout, status) and the menu's own tap-to-open parts, fetched once the cart holds something, while the customer
 * looks at the menu, so no tap on the way to the pickup code waits for code (issue 16, decision 017). The same
 * loaders as the routes' (lazyPage), so the browser fetches each chunk once and the page renders at once when opened,
 * without a Suspense fallback and React's 300 ms reveal throttle. Not before
 * the first item: a visitor who only looks downloads nothing more than the menu, and the menu's first load is
 * unchanged. Asked for when the browser is idle, so it never competes with the tap that added the item.
 */
let hasPreloaded = false;

export function preloadOrderingPages(): void {
  if (hasPreloaded) return;
  hasPreloaded = true;
  const load = () => {
    const ignore = () => undefined;
    // A failed load (offline) is tried again when the page or part is opened.
    void OrderReviewPage.preload().catch(ignore);
    void CheckoutPage.preload().catch(ignore);
    void OrderStatusPage.preload().catch(ignore);
    // The menu's own on-demand parts on the way (the order footer, the cart, the merchandise sizes): the next tap
    // never waits, and a returning customer's service worker has them for a visit without signal.
    void OrderFooter.preload().catch(ignore);
    void CartModal.preload().catch(ignore);
    void MerchandiseModal.preload().catch(ignore);
    // The card form's validation, which the form otherwise loads when it first renders.
    void import('../payments/card-schema').catch(ignore);
  };
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(load, { timeout: 1_000 });
  else setTimeout(load, 200);
}
