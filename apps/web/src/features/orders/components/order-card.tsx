import { Trans, useLingui } from '@lingui/react/macro';
import type { Order } from '@queueless/contracts';
import { Link } from 'react-router';
import { formatItemCount } from '#web/features/menu/menu';
import { statusLabel } from '#web/features/orders/order-display';
import { cn } from '#web/lib/cn';
import { orderDateTimeFormat } from '#web/lib/date-format';
import { formatAmount } from '#web/lib/money';
import { paths } from '#web/lib/paths';

const statusTone: Record<Order['statusDisplay'], string> = {
  'IN PROGRESS': 'bg-brand/15 text-brand',
  Completed: 'bg-success/15 text-success',
  Refunded: 'bg-danger/15 text-danger',
};

/** One past order: short id, date, status and total; it opens the order's QR code and receipt. */
export function OrderCard({ order }: { order: Order }) {
  const { i18n } = useLingui();
  const dateTime = orderDateTimeFormat(i18n.locale);
  return (
    <li>
      <Link
        to={paths.orderStatus(order.vendorLocationId, order.orderId)}
        className="flex items-center justify-between gap-3 rounded-2xl border border-line bg-surface p-4 transition-colors hover:bg-surface-raised"
      >
        <div className="min-w-0">
          <p className="font-semibold">
            <span className="sr-only">
              <Trans>Order</Trans>{' '}
            </span>
            #{order.shortOrderId}
          </p>
          <p className="text-sm text-ink-muted">
            <time dateTime={order.datetimeCreated}>{dateTime.format(new Date(order.datetimeCreated))}</time>
            {' · '}
            {formatItemCount(order.totalQuantity)}
          </p>
        </div>
        <div className="flex shrink-0 flex-col items-end gap-1">
          <span className="font-semibold tabular-nums">{formatAmount(order.totalAmount)}</span>
          <span className={cn('rounded-md px-1.5 py-0.5 text-xs font-semibold', statusTone[order.statusDisplay])}>
            {statusLabel(order.statusDisplay)}
          </span>
        </div>
      </Link>
    </li>
  );
}
