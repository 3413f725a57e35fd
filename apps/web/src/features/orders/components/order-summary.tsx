import type { Order } from '@queueless/contracts';
import { cn } from '../../../lib/cn';
import { formatAmount, formatCents, toCents } from '../../../lib/money';

type OrderSummaryProps = {
  order: Pick<Order, 'cartItems' | 'subtotal' | 'taxAmount' | 'tipAmount' | 'totalAmount' | 'promotion'>;
  /** Hides the tip row (merchandise-only orders have none). */
  hasTip?: boolean;
  className?: string;
};

/** The order's lines and amounts as the server priced them: subtotal, tax, tip, total. Also the receipt. */
export function OrderSummary({ order, hasTip = true, className }: OrderSummaryProps) {
  const discount = order.promotion ? toCents(order.promotion.discountAmount) : 0;
  return (
    <div className={cn('flex flex-col gap-3', className)}>
      <ul className="flex flex-col gap-2">
        {order.cartItems.map((line) => (
          <li key={line.productId} className="flex justify-between gap-3">
            <span className="min-w-0">
              <span className="text-ink-muted tabular-nums">{line.quantity} × </span>
              {line.name}
              {line.variantName && <span className="text-ink-muted"> ({line.variantName})</span>}
            </span>
            <span className="shrink-0 tabular-nums">{formatCents(toCents(line.price) * line.quantity)}</span>
          </li>
        ))}
      </ul>
      <dl className="flex flex-col gap-1.5 border-t border-line pt-3">
        <div className="flex justify-between">
          <dt className="text-ink-muted">Subtotal</dt>
          <dd className="tabular-nums">{formatAmount(order.subtotal)}</dd>
        </div>
        <div className="flex justify-between">
          <dt className="text-ink-muted">Tax</dt>
          <dd className="tabular-nums">{formatAmount(order.taxAmount)}</dd>
        </div>
        {hasTip && (
          <div className="flex justify-between">
            <dt className="text-ink-muted">Tip</dt>
            <dd className="tabular-nums">{formatAmount(order.tipAmount)}</dd>
          </div>
        )}
        {order.promotion && discount > 0 && (
          <div className="flex justify-between">
            <dt className="text-ink-muted">{order.promotion.description || 'Discount'}</dt>
            <dd className="tabular-nums">−{formatCents(discount)}</dd>
          </div>
        )}
        <div className="mt-1 flex justify-between text-lg font-bold">
          <dt>Total</dt>
          <dd className="tabular-nums">{formatAmount(order.totalAmount)}</dd>
        </div>
      </dl>
    </div>
  );
}
