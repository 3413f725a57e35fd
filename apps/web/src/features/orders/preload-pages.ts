/**
 * The pages after the menu (review, checkout, status) and the menu's own tap-to-open parts, fetched once the cart holds something, while the customer
 * looks at the menu, so no tap on the way to the pickup code waits for code (issue 16, decision 017). The same
 * dynamic imports as the routes', so the browser fetches each chunk once and the route finds it loaded. Not before
 * the first item: a visitor who only looks downloads nothing more than the menu, and the menu's first load is
 * unchanged. Asked for when the browser is idle, so it never competes with the tap that added the item.
 */
let hasPreloaded = false;

export function preloadOrderingPages(): void {
  if (hasPreloaded) return;
  hasPreloaded = true;
  const load = () => {
    void import('../../routes/location/order/review');
    void import('../../routes/location/order/checkout');
    void import('../../routes/location/order/status');
    // The menu's own on-demand parts on the way (the order footer, the cart, the merchandise sizes): the next tap
    // never waits, and a returning customer's service worker has them for a visit without signal.
    void import('../cart/components/order-footer');
    void import('../cart/components/cart-modal');
    void import('../menu/components/merchandise-modal');
    // The card form's validation, which the form otherwise loads when it first renders.
    void import('../payments/card-schema');
  };
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(load, { timeout: 1_000 });
  else setTimeout(load, 200);
}
