import type { Order } from '@queueless/contracts';
import { Link } from 'react-router';
import { orderActivityTime, orderStatusLabel, orderStatusText } from '#web/features/orders/order-display';
import type { StaffOrderRouteState } from '#web/features/pickup/use-order-pickup';
import { cn } from '#web/lib/cn';
import { formatClockTime, formatShortDate } from '#web/lib/date-format';
import { formatAmount } from '#web/lib/money';
import { staffPaths } from '#web/lib/staff-paths';

const statusStyles = {
  'IN PROGRESS': 'text-brand',
  Completed: 'text-success',
  Refunded: 'text-danger',
} as const;

/** One fulfilled order: short id, date, time, total. Opens the order to look at it (never completes it). */
export function OrderHistoryCard({ order, vendorLocationId }: { order: Order; vendorLocationId: string }) {
  const time = orderActivityTime(order);
  const status = orderStatusText(order.status);
  const state: StaffOrderRouteState = { skipAutoComplete: true, isFromHistory: true };
  return (
    <li>
      <Link
        to={staffPaths.staffOrder(vendorLocationId, order.orderId)}
        state={state}
        className="flex items-center justify-between gap-3 rounded-2xl border border-line bg-surface px-4 py-3 transition-colors hover:bg-surface-raised"
      >
        <div className="min-w-0">
          <p className="font-mono text-lg font-bold tracking-wider">#{order.shortOrderId}</p>
          <p className="text-sm text-ink-muted">
            <time dateTime={time}>
              {formatShortDate(time)} · {formatClockTime(time)}
            </time>
          </p>
        </div>
        <div className="text-right">
          <p className="font-semibold tabular-nums">{formatAmount(order.totalAmount)}</p>
          <p className={cn('text-xs font-semibold', statusStyles[status])}>{orderStatusLabel(order.status)}</p>
        </div>
      </Link>
    </li>
  );
}
