import { useLingui } from '@lingui/react/macro';
import type { Order } from '@queueless/contracts';
import { memo } from 'react';
import { AmountRow } from '#web/components/ui/amount-row';
import { hasLineChoices, orderLineKey, orderLineOptionsText } from '#web/features/orders/order-line-options';
import { cn } from '#web/lib/cn';
import { hasBalanceDue } from '#web/lib/deposits';
import { formatAmount, formatCents, toCents } from '#web/lib/money';

type OrderSummaryProps = {
  order: Pick<
    Order,
    'cartItems' | 'subtotal' | 'taxAmount' | 'tipAmount' | 'totalAmount' | 'balanceDueAtPickup' | 'promotion'
  >;
  /** Hides the tip row (merchandise-only orders have none). */
  hasTip?: boolean;
  /** With a presale balance, the total is what is charged now: 'Due now' at checkout, 'Paid now' on the receipt. */
  nowLabel?: string;
  className?: string;
};

/**
 * The order's lines and amounts as the server priced them: subtotal, tax, tip, total. Also the receipt. A presale's
 * balance is shown as 'Due at pickup', taken off the total, which is then what is charged now (decision 018).
 * Memoised: checkout's own state (Pay, a checkbox) does not draw the lines again while the order stays (issue 45).
 */
export const OrderSummary = memo(function OrderSummary({
  order,
  hasTip = true,
  nowLabel,
  className,
}: OrderSummaryProps) {
  const { t } = useLingui();
  const discount = order.promotion ? toCents(order.promotion.discountAmount) : 0;
  const isSplit = hasBalanceDue(order);
  return (
    <div className={cn('flex flex-col gap-3', className)}>
      <ul className="flex flex-col gap-2">
        {order.cartItems.map((line, index) => (
          <li key={orderLineKey(line, index)} className="flex justify-between gap-3">
            <span className="min-w-0">
              <span className="text-ink-muted tabular-nums">{line.quantity} × </span>
              {line.name}
              {line.variantName && <span className="text-ink-muted"> ({line.variantName})</span>}
              {hasLineChoices(line) && (
                <span className="block text-sm text-ink-muted">{orderLineOptionsText(line)}</span>
              )}
            </span>
            <span className="shrink-0 tabular-nums">{formatCents(toCents(line.price) * line.quantity)}</span>
          </li>
        ))}
      </ul>
      <dl className="flex flex-col gap-1.5 border-t border-line pt-3">
        <AmountRow label={t`Subtotal`} value={formatAmount(order.subtotal)} />
        <AmountRow label={t`Tax`} value={formatAmount(order.taxAmount)} />
        {hasTip && <AmountRow label={t`Tip`} value={formatAmount(order.tipAmount)} />}
        {order.promotion && discount > 0 && (
          <AmountRow label={order.promotion.description || t`Discount`} value={`−${formatCents(discount)}`} />
        )}
        {isSplit && <AmountRow label={t`Due at pickup`} value={`−${formatAmount(order.balanceDueAtPickup)}`} />}
        <AmountRow
          label={isSplit ? (nowLabel ?? t`Due now`) : t`Total`}
          value={formatAmount(order.totalAmount)}
          isTotal
          className="mt-1 text-lg font-bold"
        />
      </dl>
    </div>
  );
});
