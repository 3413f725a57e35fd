import { useMutation, usePrefetchQuery, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { setQuantity } from '#web/features/cart/cart';
import { alcoholLimitMessage, summarizeCart } from '#web/features/cart/cart-lines';
import { updateCart } from '#web/features/cart/cart-store';
import { pruneCart } from '#web/features/cart/prune-cart';
import { useCart } from '#web/features/cart/use-cart';
import { useAuth } from '#web/features/identity/use-auth';
import { locationProductsQueryOptions } from '#web/features/menu/api/get-location-products';
import { orderQueryOptions } from '#web/features/orders/api/get-order';
import { paymentConfigQueryOptions } from '#web/features/payments/api/get-payment-config';
import { messageForOrderError, orderMessages } from '#web/features/payments/order-messages';
import { vendorLocationQueryOptions } from '#web/features/vendor-locations/api/get-vendor-location';
import { useVendor } from '#web/features/vendors/api/get-vendor';
import { isApiError } from '#web/lib/api-client';
import { balanceAtPickupCents } from '#web/lib/deposits';
import { paths } from '#web/lib/paths';
import { useCartTax } from './api/calculate-tax';
import { movedPricesNotice } from './moved-prices';
import { type OrderLinePrice, orderLinePrices, priceByOrder } from './order-prices';
import { orderForCheckout, orderInputFor, prepareOrder } from './prepared-order';

function isMissing(error: unknown): boolean {
  return isApiError(error) && error.status === 404;
}

/**
 * The order review's state and actions: the location, its menu and the cart as lines with their tax and pickup
 * balance; a quantity change (one line at a time); the order made ahead as the page opens, and the Checkout tap
 * (once at a time) that reuses it or submits again, then goes to checkout.
 */
export function useReviewOrder(vendorLocationId: string) {
  const navigate = useNavigate();
  const { user } = useAuth();
  // The location and the menu as the person last saw them (their cached answers, or the page's), not read again as
  // the review opens, however old: the order made ahead is the server's word on the cart (below). Read only when there
  // is none to show (the review opened fresh without the page's copy), or again when making the order ahead failed.
  const location = useQuery({ ...vendorLocationQueryOptions(vendorLocationId), refetchOnMount: false });
  const vendor = useVendor(location.data?.vendorId);
  const queryClient = useQueryClient();
  const products = useQuery({ ...locationProductsQueryOptions(vendorLocationId), refetchOnMount: false });
  const [shownProducts] = useState(() => products.data);
  // The server's prices: the order made ahead's own lines, or, when making it failed (a line sold out or off the
  // menu, say), the menu read again, as before issue 45. Until one is in, Checkout waits: a price that moved since the
  // menu showed it is said before the person pays (issue 28, decision 074).
  const [orderPrices, setOrderPrices] = useState<ReadonlyMap<string, OrderLinePrice> | null>(null);
  const [isMenuReadAgain, setIsMenuReadAgain] = useState(false);
  const isPriced = orderPrices !== null || isMenuReadAgain;
  const cart = useCart(vendorLocationId);
  const menuSummary = useMemo(() => summarizeCart(cart, products.data), [cart, products.data]);
  const summary = useMemo(() => priceByOrder(menuSummary, orderPrices), [menuSummary, orderPrices]);
  const movedPrices = useMemo(
    () => (isPriced ? movedPricesNotice(summary.lines, shownProducts) : null),
    [isPriced, summary.lines, shownProducts],
  );
  const [lockedLine, setLockedLine] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [removedNotice, setRemovedNotice] = useState<string | null>(null);
  // The order is made ahead (on 'Order Now', or as this page opens): the Checkout tap usually finds it ready.
  const checkout = useMutation({ mutationFn: orderForCheckout });
  // Checkout's payment form needs the provider's config: asked for now, beside the order (decision 017).
  usePrefetchQuery(paymentConfigQueryOptions());
  const isProcessing = checkout.isPending;
  // Two taps in a row must not create two orders: decided before any re-render.
  const isSubmitting = useRef(false);

  const cartItems = useMemo(
    () =>
      summary.lines.map(({ productId, quantity, options, comboChoices }) => ({
        productId,
        quantity,
        ...(options.length > 0 && { options }),
        ...(comboChoices.length > 0 && { comboChoices }),
      })),
    [summary.lines],
  );
  const taxCents = useCartTax({ vendorLocationId, cartItems }, summary.subtotalCents);
  // A presale line's balance is paid at pickup; the server prices it the same way (decision 018), from the line's
  // price and the deposit the order priced it with.
  const balanceCents = useMemo(() => {
    const byId = new Map((products.data ?? []).map((product) => [product.productId, product]));
    return summary.lines.reduce((sum, line) => {
      const depositPercent = orderPrices?.get(line.key)?.depositPercent ?? byId.get(line.productId)?.depositPercent;
      return sum + balanceAtPickupCents({ price: line.price, depositPercent: depositPercent ?? null }, line.quantity);
    }, 0);
  }, [summary.lines, products.data, orderPrices]);

  // Made ahead (issue 16): the cart's order is created (or the stored one updated) on the menu's 'Order Now' or at
  // the latest as the review opens, once, as the Checkout tap would, so the tap goes straight to checkout instead of
  // waiting a round trip for it. Its answer prices the review's lines (decision 074, issue 45). The tap still
  // follows the spec: it reuses that stored order when it holds the cart as it is then, else it submits again (the
  // cart changed, or making it ahead failed: that failure shows, and clears the stored order, only then). Stock is
  // taken at payment, not here; a customer who leaves has an unpaid order, as one who leaves checkout does.
  const orderUserId = user?.userId;
  const canPrepare = Boolean(orderUserId && menuSummary.lines.length > 0 && vendor.data && location.data);
  const hasPrepared = useRef(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the queries' refetch functions are stable across renders.
  useEffect(() => {
    if (!canPrepare || !orderUserId || hasPrepared.current || isSubmitting.current) return;
    hasPrepared.current = true;
    prepareOrder(orderInputFor(orderUserId, vendorLocationId, menuSummary)).then(
      (made) => setOrderPrices(orderLinePrices(made.order)),
      // Refused or not answered: the menu read again prunes what can no longer be sold and prices the rest, the
      // location read again says whether it still takes orders and how many drinks.
      () =>
        Promise.all([location.refetch(), products.refetch({ cancelRefetch: false })]).then(() =>
          setIsMenuReadAgain(true),
        ),
    );
  }, [canPrepare, orderUserId, vendorLocationId, menuSummary]);

  const isLocationMissing = isMissing(location.error) || isMissing(products.error);
  useEffect(() => {
    if (isLocationMissing) void navigate(paths.notFound(), { replace: true });
  }, [isLocationMissing, navigate]);

  // Lines whose product went off the menu leave the cart, as on the menu, and the cart says so rather than shrinking
  // silently (issue 29: an archived product leaves carts): by name when it left the menu.
  useEffect(() => {
    if (!products.data) return;
    const { removed, notices } = pruneCart(vendorLocationId, products.data);
    if (removed > 0) setRemovedNotice(notices.length > 0 ? notices.join(' ') : orderMessages.itemsLeftMenu);
  }, [products.data, vendorLocationId]);

  /** `key`: the line's key (its product and choices, cart.ts). */
  const changeQuantity = (key: string, quantity: number, max: number) => {
    if (lockedLine !== null || isProcessing) return;
    if (!vendorLocationId) {
      setError(orderMessages.cartNotInitialized);
      return;
    }
    setLockedLine(key);
    try {
      const isStored = updateCart(vendorLocationId, (current, now) => setQuantity(current, key, quantity, now, max));
      setError(isStored ? null : orderMessages.quantityUpdateFailed);
    } catch {
      setError(orderMessages.quantityUpdateFailed);
    } finally {
      setLockedLine(null);
    }
  };

  // The location's limit on alcoholic items per order (issue 39), explained here, before checkout; the server holds it.
  const alcoholLimit = location.data?.maxAlcoholicItemsPerOrder;
  const alcoholLimitProblem =
    alcoholLimit != null && summary.alcoholicCount > alcoholLimit ? alcoholLimitMessage(alcoholLimit) : null;

  const goToCheckout = async () => {
    if (isSubmitting.current || !user) return;
    if (summary.lines.length === 0) return setError(orderMessages.cartEmptyAtReview);
    if (alcoholLimitProblem) return setError(alcoholLimitProblem);
    if (!vendor.data) return setError(orderMessages.vendorMissing);
    if (!location.data) return setError(orderMessages.locationMissing);
    setError(null);
    isSubmitting.current = true;
    try {
      const stored = await checkout.mutateAsync(orderInputFor(user.userId, vendorLocationId, summary));
      // The order just answered is what checkout shows: it is not read again (decision 017).
      queryClient.setQueryData(orderQueryOptions(user.userId, stored.order.orderId).queryKey, stored.order);
      await navigate(paths.orderCheckout(vendorLocationId));
    } catch (failure) {
      setError(messageForOrderError(failure));
    } finally {
      isSubmitting.current = false;
    }
  };

  return {
    location,
    vendor,
    products,
    alcoholLimitProblem,
    removedNotice,
    movedPrices,
    isPriced,
    summary,
    lockedLine,
    error,
    isProcessing,
    taxCents,
    balanceCents,
    isLocationMissing,
    changeQuantity,
    goToCheckout,
  };
}
