import { CartModal, MenuDialog } from './menu-parts';

/**
 * The menu's own tap-to-open parts (the cart, the menu's dialogs: sizes, choices, the allergen filter), fetched once the pages of the order have their
 * code (`preloadOrderingPages` in routes/location/ordering-pages.ts), so a returning customer's service worker has them for a
 * visit without signal, and they never share the bandwidth with the review's or checkout's code or the order's
 * creation. A failed load (offline) is tried again when the part is opened.
 */
export function preloadMenuParts(): void {
  const ignore = () => undefined;
  const start = () => void Promise.all([CartModal.preload(), MenuDialog.preload()]).catch(ignore);
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(start, { timeout: 2000 });
  else setTimeout(start, 1000);
}
