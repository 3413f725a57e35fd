import { Trans, useLingui } from '@lingui/react/macro';
import { useLayoutEffect } from 'react';
import { Link, useParams } from 'react-router';
import { PageTitleBar } from '#web/components/layout/page-title-bar';
import { SiteHeader } from '#web/components/layout/site-header';
import { AmountRow } from '#web/components/ui/amount-row';
import { Button, buttonStyles } from '#web/components/ui/button';
import { ErrorState } from '#web/components/ui/error-state';
import { PoweredByFooter } from '#web/components/ui/powered-by-footer';
import { ReviewLineCard } from '#web/features/cart/components/review-line-card';
import { checkoutButtonAmounts, dueNowCents } from '#web/features/checkout/review-totals';
import { useReviewOrder } from '#web/features/checkout/use-review-order';
import { AccountLink } from '#web/features/identity/components/account-link';
import { takeCapturedTaps } from '#web/features/menu/captured-taps';
import { orderMessages } from '#web/features/payments/order-messages';
import { formatCents } from '#web/lib/money';
import { paths } from '#web/lib/paths';
import { prefetchStatusPageCode, preloadOrderingPages } from '#web/routes/location/ordering-pages';

/**
 * The first sign of a Checkout tap (a touch, a pointer, the focus): checkout's code (here already when the review
 * was reached from the menu) and the status page's files asked for, in idle time, ahead of the tap (decision 099).
 */
function prefetchCheckout() {
  preloadOrderingPages();
  prefetchStatusPageCode();
}

/** /location/{vendorLocationId}/order/review (protected): the cart as cards, then on to checkout. */
export function OrderReviewPage() {
  const { t } = useLingui();
  const { vendorLocationId = '' } = useParams();
  // Drawn at once for an Order Now tapped before the app (main.tsx, decision 102): the menu's first script, still
  // answering on the server's page until now, stops in this commit. Nothing is left to replay (it was the last tap).
  useLayoutEffect(() => void takeCapturedTaps(), []);
  const {
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
  } = useReviewOrder(vendorLocationId);

  const backTo = paths.location(vendorLocationId);
  const loadFailed = !isLocationMissing && (location.isError || products.isError || vendor.isError);
  if (loadFailed) {
    return (
      <div className="flex min-h-dvh flex-col">
        <title>{t`Order Review · Queueless`}</title>
        <SiteHeader actions={<AccountLink />} />
        <main className="flex-1">
          <ErrorState
            title={orderMessages.reviewLoadFailed}
            message={t`Please check your connection and try again.`}
            onRetry={() => {
              void location.refetch();
              void products.refetch();
              if (location.data) void vendor.refetch();
            }}
            isRetrying={location.isFetching || products.isFetching || vendor.isFetching}
          >
            <Link to={backTo} className={buttonStyles({ variant: 'secondary', size: 'lg', fullWidth: true })}>
              <Trans>Return to Menu</Trans>
            </Link>
          </ErrorState>
        </main>
        <PoweredByFooter />
      </div>
    );
  }

  const isLoading = products.isPending || location.isPending;
  const isEmpty = !isLoading && summary.lines.length === 0;
  const dueNow = dueNowCents(summary.subtotalCents, balanceCents, taxCents);
  const buttonAmounts = checkoutButtonAmounts(summary.subtotalCents, balanceCents, taxCents);
  // Not before the server's prices are in: a price that moved is said here first (issue 28).
  const canCheckout =
    !isEmpty &&
    !isLoading &&
    isPriced &&
    !isProcessing &&
    !alcoholLimitProblem &&
    Boolean(vendor.data) &&
    Boolean(location.data);

  return (
    // Room at the bottom for the fixed checkout bar.
    <div className="flex min-h-dvh flex-col pb-24">
      <title>{t`Order Review · Queueless`}</title>
      <SiteHeader actions={<AccountLink />} />
      <main className="mx-auto w-full max-w-md flex-1 px-4 pt-6" aria-busy={isLoading}>
        <PageTitleBar title={t`Order Review`} backTo={backTo} backLabel={t`Back to menu`} />
        {location.data && (
          <p className="mt-1 text-sm text-ink-muted">
            {vendor.data?.name ? `${vendor.data.name} · ` : ''}
            {location.data.description}
          </p>
        )}

        {removedNotice && (
          <p role="status" className="mt-4 rounded-xl border border-line bg-surface-raised px-4 py-3 text-sm">
            {removedNotice}
          </p>
        )}
        {alcoholLimitProblem && !isEmpty && (
          <p
            role="status"
            data-testid="alcohol-limit"
            className="mt-4 rounded-xl border border-danger/40 bg-danger/10 px-4 py-3 text-sm"
          >
            {alcoholLimitProblem} <Trans>Lower the quantity of a drink to check out.</Trans>
          </p>
        )}
        {movedPrices && !isEmpty && (
          <p role="status" className="mt-4 rounded-xl border border-line bg-surface-raised px-4 py-3 text-sm">
            {movedPrices}
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
              <Trans>Return to Menu</Trans>
            </Link>
          </div>
        ) : (
          <>
            <ul className="mt-6 flex flex-col gap-3">
              {summary.lines.map((line) => (
                <ReviewLineCard
                  key={line.key}
                  line={line}
                  isLocked={lockedLine !== null || isProcessing}
                  onQuantityChange={(quantity) => changeQuantity(line.key, quantity, line.maxQuantity)}
                />
              ))}
            </ul>
            <div className="mt-6 flex flex-col gap-2 rounded-2xl border border-line bg-surface p-4">
              <dl className="flex flex-col gap-2">
                <AmountRow label={t`Subtotal`} value={formatCents(summary.subtotalCents)} className="font-semibold" />
                <AmountRow label={t`Estimated tax`} value={taxCents === undefined ? '—' : formatCents(taxCents)} />
                {balanceCents > 0 && (
                  <>
                    <AmountRow
                      label={t`Due now`}
                      value={dueNow === undefined ? '—' : formatCents(dueNow)}
                      isTotal
                      className="mt-1 border-t border-line pt-2 font-semibold"
                    />
                    <AmountRow
                      label={t`Due at pickup`}
                      value={formatCents(balanceCents)}
                      isTotal
                      className="font-semibold"
                    />
                  </>
                )}
              </dl>
              <p className="text-sm text-ink-faint">
                {summary.isMerchandiseOnly ? t`Final total at checkout.` : t`Tip and final total at checkout.`}
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

      <div
        data-bottom-bar
        className="fixed inset-x-0 bottom-0 z-30 border-t border-line bg-canvas/95 px-4 pt-3 pb-[max(0.75rem,env(safe-area-inset-bottom))] backdrop-blur"
      >
        <div className="mx-auto max-w-md">
          <Button
            size="lg"
            fullWidth
            disabled={!canCheckout}
            isLoading={isProcessing}
            onClick={goToCheckout}
            onPointerDown={prefetchCheckout}
            onTouchStart={prefetchCheckout}
            onFocus={prefetchCheckout}
          >
            <span>
              <Trans>Checkout</Trans>
            </span>
            {!isEmpty && !isLoading && buttonAmounts.nowCents !== undefined && (
              <span className="font-medium tabular-nums">
                · {formatCents(buttonAmounts.nowCents)}
                {buttonAmounts.balanceCents > 0 && ` ${t`now + ${formatCents(buttonAmounts.balanceCents)} at pickup`}`}
              </span>
            )}
          </Button>
        </div>
      </div>
    </div>
  );
}
