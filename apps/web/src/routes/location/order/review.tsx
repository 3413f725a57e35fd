import { useMutation, usePrefetchQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { paths } from '#web/app/paths';
import { PageTitleBar } from '#web/components/layout/page-title-bar';
import { SiteHeader } from '#web/components/layout/site-header';
import { AmountRow } from '#web/components/ui/amount-row';
import { Button, buttonStyles } from '#web/components/ui/button';
import { ErrorState } from '#web/components/ui/error-state';
import { PoweredByFooter } from '#web/components/ui/powered-by-footer';
import { keepItems, setQuantity } from '#web/features/cart/cart';
import { isOrderable, summarizeCart } from '#web/features/cart/cart-lines';
import { updateCart } from '#web/features/cart/cart-store';
import { ReviewLineCard } from '#web/features/cart/components/review-line-card';
import { useCart } from '#web/features/cart/use-cart';
import { useCartTax } from '#web/features/checkout/api/calculate-tax';
import { orderForCheckout, orderInputFor, prepareOrder } from '#web/features/checkout/prepared-order';
import { AccountLink } from '#web/features/identity/components/account-link';
import { useAuth } from '#web/features/identity/use-auth';
import { useLocationProducts } from '#web/features/menu/api/get-location-products';
import { orderQueryOptions } from '#web/features/orders/api/get-order';
import { paymentConfigQueryOptions } from '#web/features/payments/api/get-payment-config';
import { messageForOrderError, orderMessages } from '#web/features/payments/order-messages';
import { useVendorLocation } from '#web/features/vendor-locations/api/get-vendor-location';
import { useVendor } from '#web/features/vendors/api/get-vendor';
import { isApiError } from '#web/lib/api-client';
import { balanceAtPickupCents } from '#web/lib/deposits';
import { formatCents } from '#web/lib/money';

function isMissing(error: unknown): boolean {
  return isApiError(error) && error.status === 404;
}

/** /location/{vendorLocationId}/order/review (protected): the cart as cards, then on to checkout. */
export function OrderReviewPage() {
  const { vendorLocationId = '' } = useParams();
  const navigate = useNavigate();
  const { user } = useAuth();
  const location = useVendorLocation(vendorLocationId);
  const vendor = useVendor(location.data?.vendorId);
  const products = useLocationProducts(vendorLocationId);
  const cart = useCart(vendorLocationId);
  const summary = useMemo(() => summarizeCart(cart, products.data), [cart, products.data]);
  const [lockedLine, setLockedLine] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const queryClient = useQueryClient();
  // The order is made ahead (on 'Order Now', or as this page opens): the Checkout tap usually finds it ready.
  const checkout = useMutation({ mutationFn: orderForCheckout });
  // Checkout's payment form needs the provider's config: asked for now, beside the order (decision 017).
  usePrefetchQuery(paymentConfigQueryOptions());
  const isProcessing = checkout.isPending;
  // Two taps in a row must not create two orders: decided before any re-render.
  const isSubmitting = useRef(false);

  const cartItems = useMemo(
    () => summary.lines.map(({ productId, quantity }) => ({ productId, quantity })),
    [summary.lines],
  );
  const taxCents = useCartTax({ vendorLocationId, cartItems }, summary.subtotalCents);
  // A presale line's balance is paid at pickup; the server prices it the same way (decision 018).
  const balanceCents = useMemo(() => {
    const byId = new Map((products.data ?? []).map((product) => [product.productId, product]));
    return summary.lines.reduce((sum, line) => {
      const product = byId.get(line.productId);
      return sum + (product ? balanceAtPickupCents(product, line.quantity) : 0);
    }, 0);
  }, [summary.lines, products.data]);

  // Made ahead (issue 16): the cart's order is created (or the stored one updated) on the menu's 'Order Now' or at
  // the latest as the review opens, once, as the Checkout tap would, so the tap goes straight to checkout instead of waiting a round trip for it. The tap still
  // follows the spec: it reuses that stored order when it holds the cart as it is then, else it submits again (the
  // cart changed, or making it ahead failed: that failure shows, and clears the stored order, only then). Stock is
  // taken at payment, not here; a customer who leaves has an unpaid order, as one who leaves checkout does.
  const orderUserId = user?.userId;
  const canPrepare = Boolean(orderUserId && summary.lines.length > 0 && vendor.data && location.data);
  const hasPrepared = useRef(false);
  useEffect(() => {
    if (!canPrepare || !orderUserId || hasPrepared.current || isSubmitting.current) return;
    hasPrepared.current = true;
    prepareOrder(orderInputFor(orderUserId, vendorLocationId, summary));
  }, [canPrepare, orderUserId, vendorLocationId, summary]);

  const isLocationMissing = isMissing(location.error) || isMissing(products.error);
  useEffect(() => {
    if (isLocationMissing) void navigate(paths.notFound(), { replace: true });
  }, [isLocationMissing, navigate]);

  // Lines whose product went off the menu leave the cart, as on the menu.
  useEffect(() => {
    if (!products.data) return;
    const byId = new Map(products.data.map((product) => [product.productId, product]));
    updateCart(vendorLocationId, (current, now) => keepItems(current, (id) => isOrderable(byId.get(id)), now));
  }, [products.data, vendorLocationId]);

  const changeQuantity = (productId: string, quantity: number, max: number) => {
    if (lockedLine !== null || isProcessing) return;
    if (!vendorLocationId) {
      setError(orderMessages.cartNotInitialized);
      return;
    }
    setLockedLine(productId);
    try {
      const isStored = updateCart(vendorLocationId, (current, now) =>
        setQuantity(current, productId, quantity, now, max),
      );
      setError(isStored ? null : orderMessages.quantityUpdateFailed);
    } catch {
      setError(orderMessages.quantityUpdateFailed);
    } finally {
      setLockedLine(null);
    }
  };

  const goToCheckout = async () => {
    if (isSubmitting.current || !user) return;
    if (summary.lines.length === 0) return setError(orderMessages.cartEmptyAtReview);
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

  const backTo = paths.location(vendorLocationId);
  const loadFailed = !isLocationMissing && (location.isError || products.isError || vendor.isError);
  if (loadFailed) {
    return (
      <div className="flex min-h-dvh flex-col">
        <title>Order Review · Queueless</title>
        <SiteHeader actions={<AccountLink />} />
        <main className="flex-1">
          <ErrorState
            title={orderMessages.reviewLoadFailed}
            message="Please check your connection and try again."
            onRetry={() => {
              void location.refetch();
              void products.refetch();
              if (location.data) void vendor.refetch();
            }}
            isRetrying={location.isFetching || products.isFetching || vendor.isFetching}
          >
            <Link to={backTo} className={buttonStyles({ variant: 'secondary', size: 'lg', fullWidth: true })}>
              Return to Menu
            </Link>
          </ErrorState>
        </main>
        <PoweredByFooter />
      </div>
    );
  }

  const isLoading = products.isPending || location.isPending;
  const isEmpty = !isLoading && summary.lines.length === 0;
  const canCheckout = !isEmpty && !isLoading && !isProcessing && Boolean(vendor.data) && Boolean(location.data);

  return (
    // Room at the bottom for the fixed checkout bar.
    <div className="flex min-h-dvh flex-col pb-24">
      <title>Order Review · Queueless</title>
      <SiteHeader actions={<AccountLink />} />
      <main className="mx-auto w-full max-w-md flex-1 px-4 pt-6" aria-busy={isLoading}>
        <PageTitleBar title="Order Review" backTo={backTo} backLabel="Back to menu" />
        {location.data && (
          <p className="mt-1 text-sm text-ink-muted">
            {vendor.data?.name ? `${vendor.data.name} · ` : ''}
            {location.data.description}
          </p>
        )}

        {isLoading ? (
          <ul aria-hidden="true" className="mt-6 flex flex-col gap-3">
            {[0, 1].map((index) => (
              <li key={index} className="h-[6.5rem] animate-pulse rounded-2xl border border-line bg-surface" />
            ))}
          </ul>
        ) : isEmpty ? (
          <div className="mt-6 rounded-2xl border border-dashed border-line p-6 text-center">
            <p className="text-ink-muted">{orderMessages.cartEmptyAtReview}</p>
            <Link to={backTo} className={`${buttonStyles({ size: 'lg', fullWidth: true })} mt-4`}>
              Return to Menu
            </Link>
          </div>
        ) : (
          <>
            <ul className="mt-6 flex flex-col gap-3">
              {summary.lines.map((line) => (
                <ReviewLineCard
                  key={line.productId}
                  line={line}
                  isLocked={lockedLine !== null || isProcessing}
                  onQuantityChange={(quantity) => changeQuantity(line.productId, quantity, line.maxQuantity)}
                />
              ))}
            </ul>
            <div className="mt-6 flex flex-col gap-2 rounded-2xl border border-line bg-surface p-4">
              <dl className="flex flex-col gap-2">
                <AmountRow label="Subtotal" value={formatCents(summary.subtotalCents)} className="font-semibold" />
                <AmountRow label="Estimated tax" value={taxCents === undefined ? '—' : formatCents(taxCents)} />
                {balanceCents > 0 && (
                  <>
                    <AmountRow
                      label="Due now"
                      value={
                        taxCents === undefined ? '—' : formatCents(summary.subtotalCents - balanceCents + taxCents)
                      }
                      isTotal
                      className="mt-1 border-t border-line pt-2 font-semibold"
                    />
                    <AmountRow
                      label="Due at pickup"
                      value={formatCents(balanceCents)}
                      isTotal
                      className="font-semibold"
                    />
                  </>
                )}
              </dl>
              <p className="text-sm text-ink-faint">
                {summary.isMerchandiseOnly ? 'Final total at checkout.' : 'Tip and final total at checkout.'}
              </p>
            </div>
          </>
        )}

        {error && (
          <p role="alert" className="mt-4 rounded-xl border border-danger/40 bg-danger/10 px-4 py-3 text-sm text-ink">
            {error}
          </p>
        )}
      </main>
      <PoweredByFooter />

      <div className="fixed inset-x-0 bottom-0 z-30 border-t border-line bg-canvas/95 px-4 pt-3 pb-[max(0.75rem,env(safe-area-inset-bottom))] backdrop-blur">
        <div className="mx-auto max-w-md">
          <Button size="lg" fullWidth disabled={!canCheckout} isLoading={isProcessing} onClick={goToCheckout}>
            <span>Checkout</span>
            {!isEmpty && !isLoading && (
              <span className="font-medium tabular-nums">· {formatCents(summary.subtotalCents - balanceCents)}</span>
            )}
          </Button>
        </div>
      </div>
    </div>
  );
}
