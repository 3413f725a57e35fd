import { Trans, useLingui } from '@lingui/react/macro';
import { lazy, Suspense, useEffect, useRef } from 'react';
import { useParams } from 'react-router';
import { PageTitleBar } from '#web/components/layout/page-title-bar';
import { SiteHeader } from '#web/components/layout/site-header';
import { Button } from '#web/components/ui/button';
import { PoweredByFooter } from '#web/components/ui/powered-by-footer';
import { FullPageSpinner, Spinner } from '#web/components/ui/spinner';
import { CheckoutAgreements } from '#web/features/checkout/components/checkout-agreements';
import { OrderSummary } from '#web/features/checkout/components/order-summary';
import { TipSelector } from '#web/features/checkout/components/tip-selector';
import { orderTipBaseCents } from '#web/features/checkout/tip-base';
import { useCheckout } from '#web/features/checkout/use-checkout';
import { AccountLink } from '#web/features/identity/components/account-link';
import { usePaymentConfig } from '#web/features/payments/api/get-payment-config';
import { SimulatedPayment } from '#web/features/payments/components/simulated-payment';
import { orderMessages } from '#web/features/payments/order-messages';
import type { PaymentPanelProps } from '#web/features/payments/payment-panel';
import { formatAmount, toCents } from '#web/lib/money';
import { paths } from '#web/lib/paths';
import { whenIdle } from '#web/lib/when-idle';
import { OrderStatusPage, prefetchStatusPageCode } from '#web/routes/location/ordering-pages';

// Stripe.js and its form load only when the server runs Stripe, never otherwise.
const StripePayment = lazy(() =>
  import('#web/features/payments/components/stripe-payment').then((m) => ({ default: m.StripePayment })),
);

function PaymentLoading() {
  const { t } = useLingui();
  return (
    <div className="grid h-40 place-items-center rounded-2xl border border-line text-ink-muted">
      <Spinner label={t`Loading payment options`} />
    </div>
  );
}

/** The payment form the server's provider calls for. */
function PaymentPanel(props: PaymentPanelProps) {
  const config = usePaymentConfig();
  if (config.isPending) return <PaymentLoading />;
  if (config.isError) {
    return (
      <div role="alert" className="rounded-2xl border border-danger/40 bg-danger/10 p-4">
        <p>
          <Trans>Unable to load payment options. Please try again.</Trans>
        </p>
        <Button
          variant="secondary"
          className="mt-3"
          onClick={() => void config.refetch()}
          isLoading={config.isFetching}
        >
          <Trans>Try again</Trans>
        </Button>
      </div>
    );
  }
  if (config.data.provider === 'stripe') {
    if (!config.data.publishableKey) {
      return (
        <p role="alert" className="rounded-xl border border-danger/40 bg-danger/10 px-4 py-3">
          {orderMessages.stripeNotLoaded}
        </p>
      );
    }
    return (
      <Suspense fallback={<PaymentLoading />}>
        <StripePayment {...props} publishableKey={config.data.publishableKey} />
      </Suspense>
    );
  }
  return <SimulatedPayment {...props} />;
}

/**
 * The status page's code; with the order being paid, also its pickup code drawn ahead (qr-path keeps it) and, in a
 * language whose order date `Intl` writes (English is written out), its date formatter made (the browser's date data,
 * set up once), while the payment's round trip is under way and the phone has nothing else to do.
 */
function preloadStatusPage(orderId: string) {
  // In idle time after the tap's frame, not in Pay's own task: asking for code adds link elements to the document
  // (issue 45). The payment's round trip leaves the phone idle at once.
  whenIdle(() => {
    void OrderStatusPage.preload()
      .then(() => Promise.all([import('#web/lib/qr-path'), import('#web/lib/date-format')]))
      .then(([qr, dates]) => {
        qr.drawQrCode(orderId);
        dates.warmOrderDateTime();
      })
      .catch(() => undefined);
  }, 100);
}

/** The header's account link, one element for the page's life: the memoised header is not drawn again (issue 45). */
const accountLink = <AccountLink />;

/** /location/{vendorLocationId}/order/checkout (protected): tip, summary, agreements and payment. */
export function CheckoutPage() {
  const { t } = useLingui();
  const { vendorLocationId = '' } = useParams();
  const checkout = useCheckout(vendorLocationId);
  const { order, stored, error, isProcessing, isBusy } = checkout;
  const errorRef = useRef<HTMLDivElement>(null);

  // The status page's code is fetched as checkout opens, in idle time, and run only on the tap that pays (while the
  // payment's round trips are under way): run earlier, its evaluation landed on the checkbox taps (issue 16) and then,
  // after a timer, on the card's keys (issue 45, decision 099).
  useEffect(() => prefetchStatusPageCode(), []);

  useEffect(() => {
    if (error) errorRef.current?.scrollIntoView({ block: 'center', behavior: 'smooth' });
  }, [error]);

  if (!order || !stored || !checkout.isUsable) return <FullPageSpinner />;

  const isMerchandiseOnly = order.cartItems.every((line) => line.productType === 'MERCHANDISE');
  const hasTip = !isMerchandiseOnly && !order.isFree;
  const totalCents = toCents(order.totalAmount);
  const isLocked = isProcessing || isBusy;

  return (
    <div className="flex min-h-dvh flex-col">
      <title>{t`Checkout · Queueless`}</title>
      <SiteHeader actions={accountLink} />
      <main className="mx-auto flex w-full max-w-md flex-1 flex-col gap-6 px-4 pt-6 pb-8">
        <PageTitleBar
          title={t`Checkout`}
          backTo={paths.orderReview(vendorLocationId)}
          backLabel={t`Back to order review`}
        />

        {hasTip && (
          <TipSelector
            // The tip is on the food and drinks paid now, as the server prices it: merchandise takes none (decision 053).
            tipBaseCents={orderTipBaseCents(order)}
            selected={stored.tipPercentage}
            pending={checkout.pendingTip}
            isDisabled={isProcessing}
            onSelect={(percentage) => void checkout.changeTip(percentage)}
          />
        )}

        <section aria-labelledby="summary-heading" className="rounded-2xl border border-line bg-surface p-4">
          <h2 id="summary-heading" className="mb-3 text-lg font-semibold">
            <Trans>Order Summary</Trans>
          </h2>
          <OrderSummary order={order} hasTip={!isMerchandiseOnly} className={isBusy ? 'opacity-60' : undefined} />
        </section>

        <CheckoutAgreements
          hasAcceptedTerms={checkout.hasAcceptedTerms}
          onTermsChange={checkout.setHasAcceptedTerms}
          needsAgeCheck={checkout.needsAgeCheck}
          hasConfirmedAge={checkout.hasConfirmedAge}
          onAgeChange={checkout.setHasConfirmedAge}
          disabled={isProcessing}
        />

        {error && (
          <div ref={errorRef} role="alert" className="rounded-xl border border-danger/50 bg-danger/10 px-4 py-3">
            <p className="font-semibold">{error.title}</p>
            {error.detail && <p className="mt-0.5 text-sm text-ink-muted">{error.detail}</p>}
          </div>
        )}

        <section aria-labelledby="payment-heading">
          <h2 id="payment-heading" className="mb-3 text-lg font-semibold">
            {order.isFree ? t`Place your order` : t`Payment`}
          </h2>
          {order.isFree ? (
            <Button
              size="lg"
              fullWidth
              isLoading={isProcessing}
              disabled={isBusy}
              onClick={() => {
                preloadStatusPage(order.orderId);
                void checkout.placeFreeOrder();
              }}
            >
              <Trans>Place Order</Trans>
            </Button>
          ) : (
            <PaymentPanel
              clientSecret={stored.clientSecret ?? ''}
              paymentIntentId={stored.paymentIntentId ?? ''}
              {...(stored.stripeAccount ? { stripeAccount: stored.stripeAccount } : {})}
              totalCents={totalCents}
              payLabel={t`Pay ${formatAmount(order.totalAmount)}`}
              isProcessing={isProcessing}
              isDisabled={isLocked}
              beforePay={checkout.beforePay}
              runPayment={(pay) => {
                preloadStatusPage(order.orderId);
                return checkout.runPayment(pay);
              }}
            />
          )}
        </section>
      </main>
      <PoweredByFooter />
    </div>
  );
}
