import type { Product } from '@queueless/contracts';
import { usePrefetchQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { LANGUAGE_SWITCH_TAP, switchLanguage } from '#web/components/ui/language-switch';
import { addToCart, decreaseQuantity, lineTitle } from '#web/features/cart/cart';
import { getCart, sweepExpiredCarts, updateCart } from '#web/features/cart/cart-store';
import { readAllergenFilter, writeAllergenFilter } from '#web/features/menu/allergen-filter';
import { locationProductsQueryOptions, useLocationProducts } from '#web/features/menu/api/get-location-products';
import { takeCapturedTaps } from '#web/features/menu/captured-taps';
import type { MenuDialogRequest } from '#web/features/menu/components/menu-dialog';
import { rememberLocation } from '#web/features/menu/last-location';
import { buildMenu, isSoldOut, type MenuEntry, maxOrderable } from '#web/features/menu/menu';
import { hasOptions, type LineChoices } from '#web/features/menu/options';
import { useMenuIntro } from '#web/features/menu/use-menu-intro';
import { useVendorLocation, vendorLocationQueryOptions } from '#web/features/vendor-locations/api/get-vendor-location';
import { useVendor } from '#web/features/vendors/api/get-vendor';
import { isApiError } from '#web/lib/api-client';
import { MAX_LINE_QUANTITY } from '#web/lib/constants';
import { i18n } from '#web/lib/i18n/runtime';
import { paths } from '#web/lib/paths';
import { useIsOnline } from '#web/lib/use-is-online';
import { CartModal, MenuDialog } from './menu-parts';

function isMissing(error: unknown): boolean {
  return isApiError(error) && error.status === 404;
}

/**
 * The menu page's state and actions: the location, its vendor and menu, the open product and cart, the intro (splash
 * and alcohol warning), adding and removing. The cart itself is read by the parts that show it (each card's quantity,
 * the Order Now bar, the cart), so an Add redraws those, not the page. It lives beside the page because it composes
 * the menu, the cart and the page's own on-demand parts.
 */
/**
 * The allergen filter's key among the taps the menu's first script keeps (`data-open`, decision 098): lower case, so
 * no menu entry's key (a product's id) is ever the same.
 */
export const ALLERGEN_FILTER_TAP = 'allergens';

export function useMenuPage(vendorLocationId: string) {
  const navigate = useNavigate();
  const { state: routerState } = useLocation();
  // Asked for during the first render, not after the page commits (React holds a revealed page back for up to
  // 300 ms): on a slow network the menu arrives that much sooner.
  usePrefetchQuery(vendorLocationQueryOptions(vendorLocationId));
  usePrefetchQuery(locationProductsQueryOptions(vendorLocationId));
  const location = useVendorLocation(vendorLocationId);
  const vendor = useVendor(location.data?.vendorId);
  const products = useLocationProducts(vendorLocationId);
  const isOnline = useIsOnline();
  const [dialog, setDialog] = useState<MenuDialogRequest | null>(null);
  const [isCartOpen, setIsCartOpen] = useState(false);
  // The guest's allergen filter, read after the first render (the server's HTML has none) and kept for the visit.
  const [hiddenAllergens, setHiddenAllergensState] = useState<string[]>([]);
  useEffect(() => setHiddenAllergensState(readAllergenFilter()), []);
  const setHiddenAllergens = useCallback((allergens: string[]) => {
    writeAllergenFilter(allergens);
    setHiddenAllergensState(allergens);
  }, []);

  const menu = useMemo(
    () => (products.data ? buildMenu(products.data, hiddenAllergens) : null),
    [products.data, hiddenAllergens],
  );

  const isLocationMissing = isMissing(location.error) || isMissing(products.error);
  useEffect(() => {
    if (isLocationMissing) void navigate(paths.notFound(), { replace: true });
  }, [isLocationMissing, navigate]);

  useEffect(() => sweepExpiredCarts(), []);
  useEffect(() => {
    if (location.data) rememberLocation(location.data.vendorLocationId);
  }, [location.data]);

  // Lines whose product (or a choice of it) was switched off, sold out or archived since they were added leave the
  // cart as the menu arrives, said aloud. The code that checks them loads only when the cart holds something, so an
  // empty cart's first visit never downloads it (decision 093). The page reads the cart here rather than subscribing
  // to it: the cards and the Order Now bar do, so an Add redraws them, not the page (issue 45).
  useEffect(() => {
    const menuNow = products.data;
    if (!menuNow || getCart(vendorLocationId).items.length === 0) return;
    void import('#web/features/cart/prune-cart')
      .then(({ pruneCartAndTell }) => pruneCartAndTell(vendorLocationId, menuNow))
      .catch(() => undefined);
  }, [products.data, vendorLocationId]);

  const intro = useMenuIntro({
    showSplashAds: location.data?.showSplashAds,
    isLocationLoaded: location.data !== undefined,
    isMenuLoaded: menu !== null,
    hasAlcohol: menu?.some((section) => section.id === 'alcoholic') ?? false,
    routerState,
  });

  const add = useCallback(
    (product: Product, quantity = 1, choices?: LineChoices) => {
      const max = maxOrderable(product, MAX_LINE_QUANTITY);
      const isStored = updateCart(vendorLocationId, (current, now) =>
        addToCart(current, product.productId, quantity, now, max, lineTitle(product), choices),
      );
      // Spec: cart failures are only logged (the change still holds for this visit).
      if (!isStored) console.warn('The cart could not be saved on this device.');
    },
    [vendorLocationId],
  );
  const addOne = useCallback((product: Product) => add(product), [add]);
  const openEntry = useCallback((entry: MenuEntry) => setDialog({ kind: 'entry', entry }), []);
  const isOrderTapped = useRef(false);
  // Taps the menu's first script kept rather than answered (src/first/taps.ts, decision 098), replayed now that the page
  // answers, as each would have been: an Add made while the page hydrated (skipped when no longer orderable, as its
  // button would be; a product with choices opens its dialog, since a tap cannot choose for the guest), then the last
  // of a product's dialog, the allergen filter, the language switch, Order Now and the cart. In the commit itself (a layout effect), so no tap falls between
  // the page answering and the first script stopping.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the taps are taken once, on the page's first commit.
  useLayoutEffect(() => {
    const taps = takeCapturedTaps();
    const isOpen = location.data?.ordering?.open !== false;
    for (const tap of taps) {
      if (tap.kind !== 'add') continue;
      const product = products.data?.find((one) => one.productId === tap.productId);
      const isOrderable = product?.isAvailable && !isSoldOut(product);
      if (product && isOrderable && !hasOptions(product) && isOpen) add(product);
    }
    const last = [...taps].reverse().find((tap) => tap.kind !== 'add');
    isOrderTapped.current = last?.kind === 'order' && isOpen;
    if (last?.kind === 'cart') setIsCartOpen(true);
    if (last?.kind === 'open' && last.key === ALLERGEN_FILTER_TAP) setDialog({ kind: 'allergens' });
    else if (last?.kind === 'open' && last.key === LANGUAGE_SWITCH_TAP)
      switchLanguage(i18n.locale === 'es' ? 'en' : 'es');
    else if (last?.kind === 'open') {
      const entry = menu?.flatMap((section) => section.entries).find((one) => one.key === last.key);
      if (entry) openEntry(entry);
    }
  }, []);
  // After the commit's layout effects, not in them: the router starts listening to the history in its own layout
  // effect, which runs after its children's, so a navigation from the layout effect would change the URL only.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, for the Order Now tap kept before the app.
  useEffect(() => {
    if (isOrderTapped.current) void navigate(paths.orderReview(vendorLocationId));
  }, []);
  const decrease = useCallback(
    (productId: string) => updateCart(vendorLocationId, (current, now) => decreaseQuantity(current, productId, now)),
    [vendorLocationId],
  );
  const openCart = useCallback(() => setIsCartOpen(true), []);
  const preloadMenuDialog = useCallback(() => void MenuDialog.preload().catch(() => undefined), []);
  const preloadCartModal = useCallback(() => void CartModal.preload().catch(() => undefined), []);

  return {
    location,
    vendor,
    products,
    isOnline,
    dialog,
    setDialog,
    openEntry,
    isCartOpen,
    setIsCartOpen,
    openCart,
    menu,
    isLocationMissing,
    intro,
    add,
    addOne,
    decrease,
    preloadMenuDialog,
    preloadCartModal,
    hiddenAllergens,
    setHiddenAllergens,
  };
}
