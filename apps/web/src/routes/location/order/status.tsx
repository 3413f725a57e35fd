import { t as translate } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Order } from '@queueless/contracts';
import { Link, useParams } from 'react-router';
import { SiteHeader } from '#web/components/layout/site-header';
import { Button, buttonStyles } from '#web/components/ui/button';
import { PoweredByFooter } from '#web/components/ui/powered-by-footer';
import { OrderSummary } from '#web/features/checkout/components/order-summary';
import { AccountLink } from '#web/features/identity/components/account-link';
import { OrderQrCode } from '#web/features/orders/components/order-qr-code';
import { OrderTexts } from '#web/features/orders/components/order-texts';
import { useOrderStatusPage } from '#web/features/orders/use-order-status-page';
import { cn } from '#web/lib/cn';
import { QR_CODE_SIZE } from '#web/lib/constants';
import { orderDateTimeFormat } from '#web/lib/date-format';
import { hasBalanceDue } from '#web/lib/deposits';
import { focusOnArrival } from '#web/lib/focus-on-arrival';
import { formatAmount, toCents } from '#web/lib/money';
import { paths } from '#web/lib/paths';

function statusText(order: Order): { text: string; tone: 'waiting' | 'ready' | 'done' | 'refunded' } {
  if (order.status === 'COMPLETE') return { text: translate`Order completed!`, tone: 'done' };
  if (order.status === 'REFUNDED') return { text: translate`Order refunded`, tone: 'refunded' };
  if (order.readyAt !== null) return { text: translate`Your order is ready!`, tone: 'ready' };
  return { text: translate`Show QR code to staff`, tone: 'waiting' };
}

function CheckIcon() {
  return (
    <svg viewBox="0 0 24 24" className="size-6" fill="none" aria-hidden="true" focusable="false">
      <circle cx="12" cy="12" r="10" fill="currentColor" opacity="0.2" />
      <path d="m7.5 12.5 3 3 6-6.5" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
    </svg>
  );
}

/** The full order id in groups of four ("V2SD Q48M …"), easy to read out; the manual entry ignores the spaces. */
function formatOrderCode(orderId: string): string {
  return orderId.match(/.{1,4}/g)?.join(' ') ?? orderId;
}

/** /location/{vendorLocationId}/order/{orderId}/status (protected): the pickup QR code, live status and receipt. */
export function OrderStatusPage() {
  const { i18n, t } = useLingui();
  const { vendorLocationId = '', orderId = '' } = useParams();
  const { query, order, isRefunded, loadError } = useOrderStatusPage(orderId);

  const homeTo = paths.location(order?.vendorLocationId ?? vendorLocationId);
  const status = order ? statusText(order) : null;
  const shortId = order?.shortOrderId;
  const dateTime = orderDateTimeFormat(i18n.locale);

  return (
    <div className="flex min-h-dvh flex-col">
      <title>{order ? t`Order #${shortId} · Queueless` : t`Order · Queueless`}</title>
      <SiteHeader actions={<AccountLink />} />
      <main className="mx-auto flex w-full max-w-md flex-1 flex-col items-center gap-4 px-4 pt-6 pb-8 text-center">
        <h1 ref={focusOnArrival} className="h-9 text-3xl font-extrabold tracking-tight">
          {order ? (
            t`ORDER #${shortId}`
          ) : (
            <span className="sr-only">
              <Trans>Loading order</Trans>
            </span>
          )}
        </h1>
        {isRefunded && order ? (
          // A refunded order cannot be picked up: no instructions, no code to scan.
          <div className="w-full rounded-2xl border border-danger/40 bg-danger/10 px-4 py-4">
            <p className="text-xl font-bold text-danger">
              <Trans>This order was refunded</Trans>
            </p>
            <p className="mt-1 text-ink-muted">
              <Trans>Your payment has been returned. There is nothing to pick up.</Trans>
            </p>
            {order.refundReason && order.refundReason !== 'NONE_PROVIDED' && (
              <p className="mt-2 text-sm text-ink-muted">
                <Trans>Reason: {order.refundReason}</Trans>
              </p>
            )}
          </div>
        ) : order?.status === 'PAID' && order.readyAt !== null ? (
          // Marked ready at the bar (decision 070): said at once through the order's live stream.
          <div className="w-full rounded-2xl border border-success/50 bg-success/15 px-4 py-4">
            <p className="text-2xl font-bold text-success">
              <Trans>Your order is ready!</Trans>
            </p>
            <p className="mt-1 text-ink-muted">
              <Trans>Come to the bar and show your QR code to pick it up.</Trans>
            </p>
          </div>
        ) : (
          <div>
            <p className="text-xl font-bold text-brand">
              <Trans>Skip the line!</Trans>
            </p>
            <p className="mt-1 text-ink-muted">
              <Trans>Have a staff member scan your QR code to pick up your order!</Trans>
            </p>
          </div>
        )}

        <div
          className={cn(
            'w-full max-w-[300px] rounded-2xl bg-white p-0 shadow-lg shadow-black/40',
            isRefunded && 'hidden',
          )}
        >
          {order ? (
            <div
              className={cn(
                'transition-opacity',
                order.status !== 'PAID' && order.status !== 'IN_PROGRESS' && 'opacity-40',
              )}
            >
              <OrderQrCode
                userId={order.userId}
                orderId={order.orderId}
                isPaid={order.status === 'PAID' || order.status === 'COMPLETE'}
                label={t`QR code of order ${shortId}`}
              />
              {/* The code staff type in when the camera cannot read the QR (the scan page's manual entry). */}
              {/* An identifier, not words: no translator (a browser's, the pseudo-locale check) reads it as text. */}
              <p translate="no" className="-mt-1 pb-3 font-mono text-xs tracking-wider text-zinc-600">
                {formatOrderCode(order.orderId)}
              </p>
            </div>
          ) : (
            <div
              aria-hidden="true"
              className="aspect-square w-full animate-pulse rounded-xl bg-zinc-200"
              style={{ maxWidth: QR_CODE_SIZE }}
            />
          )}
        </div>

        <p
          role="status"
          className={cn(
            'flex h-8 items-center gap-2 text-lg font-semibold',
            (status?.tone === 'done' || status?.tone === 'ready') && 'text-success',
            status?.tone === 'refunded' && 'text-danger',
          )}
        >
          {(status?.tone === 'done' || status?.tone === 'ready') && <CheckIcon />}
          {status?.text}
        </p>

        {loadError && (
          <div role="alert" className="w-full rounded-xl border border-danger/40 bg-danger/10 px-4 py-3 text-left">
            <p className="font-medium">
              <Trans>We couldn't load your order.</Trans>
            </p>
            <p className="text-sm text-ink-muted">{loadError}</p>
            <Button
              variant="secondary"
              size="sm"
              className="mt-3"
              onClick={() => void query.refetch()}
              isLoading={query.isFetching}
            >
              <Trans>Try again</Trans>
            </Button>
          </div>
        )}

        <Link to={homeTo} className={buttonStyles({ size: 'lg', fullWidth: true })}>
          <Trans>Return Home</Trans>
        </Link>

        <section
          aria-labelledby="receipt-heading"
          className="w-full rounded-2xl border border-line bg-surface p-4 text-left"
        >
          <div className="mb-3 flex items-baseline justify-between gap-3">
            <h2 id="receipt-heading" className="text-lg font-semibold">
              <Trans>Receipt</Trans>
            </h2>
            {order && <p className="text-sm text-ink-muted">{dateTime.format(new Date(order.datetimeCreated))}</p>}
          </div>
          {order ? (
            <>
              <OrderSummary
                order={order}
                nowLabel={t`Paid now`}
                hasTip={!order.cartItems.every((line) => line.productType === 'MERCHANDISE')}
              />
              {!isRefunded && toCents(order.refundedAmount) > 0 && (
                // Some items were refunded by staff (decision 073); the order stays to pick up.
                <div className="mt-4 rounded-xl border border-danger/40 bg-danger/10 px-4 py-3">
                  <p className="font-semibold">
                    <Trans>Partly refunded: {formatAmount(order.refundedAmount)}</Trans>
                  </p>
                  <p className="text-sm text-ink-muted">
                    <Trans>Part of your payment has been returned. Pick up the rest of your order as usual.</Trans>
                  </p>
                </div>
              )}
              {hasBalanceDue(order) && order.isInProgress && (
                <div className="mt-4 rounded-xl border border-brand/50 bg-brand/10 px-4 py-3">
                  <p className="text-lg font-bold">
                    <Trans>Balance due at pickup: {formatAmount(order.balanceDueAtPickup)}</Trans>
                  </p>
                  <p className="text-sm text-ink-muted">
                    <Trans>Pay it to the staff when you pick up your order.</Trans>
                  </p>
                </div>
              )}
              <OrderTexts order={order} />
            </>
          ) : (
            <div aria-hidden="true" className="h-40 animate-pulse rounded-xl bg-surface-raised" />
          )}
        </section>
      </main>
      <PoweredByFooter />
    </div>
  );
}
