import type { Product } from '@queueless/contracts';
import { usePrefetchQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { addToCart, decreaseQuantity, lineTitle } from '#web/features/cart/cart';
import { sweepExpiredCarts, updateCart } from '#web/features/cart/cart-store';
import { useCart } from '#web/features/cart/use-cart';
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
import { paths } from '#web/lib/paths';
import { useIsOnline } from '#web/lib/use-is-online';
import { CartModal, MenuDialog, OrderFooter } from './menu-parts';
import { preloadOrderingPages } from './ordering-pages';

function isMissing(error: unknown): boolean {
  return isApiError(error) && error.status === 404;
}

/**
 * The menu page's state and actions: the location, its vendor and menu, the cart and its summary, the open product
 * and cart, the intro (splash and alcohol warning), adding and removing, and the order's later pages fetched ahead
 * once the cart holds something (decision 017). It lives beside the page because it composes the menu, the cart and
 * the page's own on-demand parts.
 */
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
  const cart = useCart(vendorLocationId);
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
  // Something in the cart: the pages after the menu load while the customer goes on looking (decision 017).
  const hasCart = cart.items.length > 0;
  // The order footer is drawn once its code is here (asked for as the first item lands), so it renders
  // at once: showing its Suspense fallback first would make React hold it back until 300 ms after that fallback (its
  // reveal throttle), and 'Order Now' waited that much longer than its code (issue 16). After a failed load
  // (offline) it suspends and loads again as `lazy` does.
  const [hasFooterCode, setHasFooterCode] = useState(false);
  useEffect(() => {
    if (!hasCart) return;
    const settle = () => setHasFooterCode(true);
    OrderFooter.preload().then(settle, settle);
    preloadOrderingPages();
  }, [hasCart]);
  useEffect(() => {
    if (location.data) rememberLocation(location.data.vendorLocationId);
  }, [location.data]);

  // Lines whose product (or a choice of it) was switched off, sold out or archived since they were added leave the
  // cart as the menu arrives, said aloud. The code that checks them loads only when the cart holds something, so an
  // empty cart's first visit never downloads it (decision 093).
  const hasCartNow = useRef(hasCart);
  hasCartNow.current = hasCart;
  useEffect(() => {
    const menuNow = products.data;
    if (!menuNow || !hasCartNow.current) return;
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
  // Add taps made on the server's HTML before hydration (src/tap-capture.ts): each added once, now that the page
  // answers, as its own tap would have been. A product no longer orderable is skipped, as its button would be.
  // In the commit itself (a layout effect), so no tap falls between the page answering and the capture stopping.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the taps are taken once, on the page's first commit.
  useLayoutEffect(() => {
    for (const productId of takeCapturedTaps()) {
      const product = products.data?.find((one) => one.productId === productId);
      // A product with choices opens its dialog instead (the tap's add cannot choose for the guest).
      const isOrderable = product?.isAvailable && !isSoldOut(product);
      if (product && isOrderable && !hasOptions(product) && location.data?.ordering?.open !== false) {
        add(product);
      }
    }
  }, []);
  const decrease = useCallback(
    (productId: string) => updateCart(vendorLocationId, (current, now) => decreaseQuantity(current, productId, now)),
    [vendorLocationId],
  );
  const openEntry = useCallback((entry: MenuEntry) => setDialog({ kind: 'entry', entry }), []);
  const preloadMenuDialog = useCallback(() => void MenuDialog.preload().catch(() => undefined), []);
  const preloadCartModal = useCallback(() => void CartModal.preload().catch(() => undefined), []);

  return {
    location,
    vendor,
    products,
    cart,
    isOnline,
    dialog,
    setDialog,
    openEntry,
    isCartOpen,
    setIsCartOpen,
    menu,
    isLocationMissing,
    hasFooterCode,
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
