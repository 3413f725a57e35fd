import { t as translate } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Order } from '@queueless/contracts';
import { InlineError } from '#web/components/ui/inline-error';
import { orderLineOptionsText } from '#web/features/orders/order-line-options';
import { useOrderRefunds } from '#web/features/refunds/api/get-order-refunds';
import { formatAmount, toCents } from '#web/lib/money';

/** The line's name, with its choices when the refund named one line of several (issue 39). */
const nameOf = (order: Order, productId: string, lineNo?: number) => {
  const item = order.cartItems.find(
    (candidate) => candidate.productId === productId && (lineNo === undefined || candidate.lineNo === lineNo),
  );
  if (!item) return translate`Item`;
  const name = [item.name, item.variantName].filter(Boolean).join(' · ');
  const choices = lineNo === undefined ? '' : orderLineOptionsText(item);
  return choices ? `${name} (${choices})` : name;
};

/** "2 × House Lager, 1 × Nachos": what is still refundable. */
const leftList = (order: Order, lines: { productId: string; quantityLeft: number }[]) =>
  lines.map((line) => `${line.quantityLeft} × ${nameOf(order, line.productId)}`).join(', ');

/**
 * On the staff order page once some of an order's money went back: how much of what was charged, each partial
 * refund with its items and reason, and the items still refundable (decision 077).
 */
export function OrderRefundsSummary({ order, vendorLocationId }: { order: Order; vendorLocationId: string }) {
  const { t } = useLingui();
  const hasRefunds = toCents(order.refundedAmount) > 0;
  const refunds = useOrderRefunds({ vendorLocationId, orderId: order.orderId }, { enabled: hasRefunds });
  if (!hasRefunds) return null;
  const linesLeft = (refunds.data?.lines ?? []).filter((line) => line.quantityLeft > 0);
  return (
    <section aria-labelledby="refunds-heading" className="rounded-2xl border border-line bg-surface px-4 py-3">
      <h2 id="refunds-heading" className="flex justify-between gap-3 font-semibold">
        <span>
          <Trans>Refunded</Trans>
        </span>
        <span className="tabular-nums">
          <Trans>
            {formatAmount(order.refundedAmount)} of {formatAmount(order.totalAmount)}
          </Trans>
        </span>
      </h2>
      {refunds.isError ? (
        <div className="mt-3">
          <InlineError
            title={t`We couldn't load this order's refunds.`}
            onRetry={() => void refunds.refetch()}
            isRetrying={refunds.isFetching}
          />
        </div>
      ) : refunds.data ? (
        <>
          {refunds.data.refunds.length > 0 && (
            <ul aria-label={t`Refunds`} className="mt-2 flex flex-col gap-1 text-sm">
              {refunds.data.refunds.map((refund) => (
                <li key={refund.refundId} className="flex justify-between gap-3">
                  <span className="text-ink-muted">
                    {refund.lines
                      .map((line) => `${line.quantity} × ${nameOf(order, line.productId, line.lineNo)}`)
                      .join(', ')}
                    {refund.reason ? ` · ${refund.reason}` : ''}
                    {refund.status === 'SUCCEEDED' ? '' : ` ${t`(being sent)`}`}
                  </span>
                  <span className="tabular-nums">{formatAmount(refund.amount)}</span>
                </li>
              ))}
            </ul>
          )}
          <p className="mt-2 text-sm">
            {linesLeft.length === 0 ? t`Nothing is left to refund.` : t`Left to refund: ${leftList(order, linesLeft)}`}
          </p>
        </>
      ) : (
        <div aria-hidden="true" className="mt-2 h-10 animate-pulse rounded-xl bg-surface-raised" />
      )}
    </section>
  );
}
