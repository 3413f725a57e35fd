import type { Product } from '@queueless/contracts';
import { usePrefetchQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useLayoutEffect, useMemo, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { addToCart, decreaseQuantity } from '#web/features/cart/cart';
import { isOrderable, lineTitle, summarizeCart } from '#web/features/cart/cart-lines';
import { sweepExpiredCarts, updateCart } from '#web/features/cart/cart-store';
import { useCartInStepWithMenu } from '#web/features/cart/prune-cart';
import { useCart } from '#web/features/cart/use-cart';
import { readAllergenFilter, writeAllergenFilter } from '#web/features/menu/allergen-filter';
import { locationProductsQueryOptions, useLocationProducts } from '#web/features/menu/api/get-location-products';
import { takeCapturedTaps } from '#web/features/menu/captured-taps';
import { rememberLocation } from '#web/features/menu/last-location';
import { buildMenu, type MenuEntry, maxOrderable } from '#web/features/menu/menu';
import { hasOptions, type LineChoices } from '#web/features/menu/options';
import { useMenuIntro } from '#web/features/menu/use-menu-intro';
import { useVendorLocation, vendorLocationQueryOptions } from '#web/features/vendor-locations/api/get-vendor-location';
import { useVendor } from '#web/features/vendors/api/get-vendor';
import { isApiError } from '#web/lib/api-client';
import { MAX_LINE_QUANTITY } from '#web/lib/constants';
import { paths } from '#web/lib/paths';
import { useIsOnline } from '#web/lib/use-is-online';
import { CartModal, MerchandiseModal, OrderFooter, ProductDialog } from './menu-parts';
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
  const [openEntry, setOpenEntry] = useState<MenuEntry | null>(null);
  const [isCartOpen, setIsCartOpen] = useState(false);
  // The guest's allergen filter, read after the first render (the server's HTML has none) and kept for the visit.
  const [hiddenAllergens, setHiddenAllergensState] = useState<string[]>([]);
  const [isAllergenFilterOpen, setIsAllergenFilterOpen] = useState(false);
  useEffect(() => setHiddenAllergensState(readAllergenFilter()), []);
  const setHiddenAllergens = useCallback((allergens: string[]) => {
    writeAllergenFilter(allergens);
    setHiddenAllergensState(allergens);
  }, []);

  const menu = useMemo(
    () => (products.data ? buildMenu(products.data, hiddenAllergens) : null),
    [products.data, hiddenAllergens],
  );
  const summary = useMemo(() => summarizeCart(cart, products.data), [cart, products.data]);

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

  // Lines whose product was switched off, sold out or archived since they were added leave the cart (said aloud).
  useCartInStepWithMenu(vendorLocationId, products.data);

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
      if (product && isOrderable(product) && !hasOptions(product) && location.data?.ordering?.open !== false) {
        add(product);
      }
    }
  }, []);
  const decrease = useCallback(
    (productId: string) => updateCart(vendorLocationId, (current, now) => decreaseQuantity(current, productId, now)),
    [vendorLocationId],
  );
  const preloadMerchandiseModal = useCallback(() => void MerchandiseModal.preload().catch(() => undefined), []);
  const preloadProductDialog = useCallback(() => void ProductDialog.preload().catch(() => undefined), []);
  const preloadCartModal = useCallback(() => void CartModal.preload().catch(() => undefined), []);

  return {
    location,
    vendor,
    products,
    cart,
    isOnline,
    openEntry,
    setOpenEntry,
    isCartOpen,
    setIsCartOpen,
    menu,
    summary,
    isLocationMissing,
    hasFooterCode,
    intro,
    add,
    addOne,
    decrease,
    preloadMerchandiseModal,
    preloadProductDialog,
    preloadCartModal,
    hiddenAllergens,
    setHiddenAllergens,
    isAllergenFilterOpen,
    setIsAllergenFilterOpen,
  };
}
