import { Plural, Trans } from '@lingui/react/macro';
import type { Order } from '@queueless/contracts';
import type { ReactNode } from 'react';
import { orderStatusLabel, orderStatusText } from '#web/features/orders/order-display';
import { staffOrderMessages } from '#web/features/pickup/order-messages';
import { cn } from '#web/lib/cn';
import { formatClockTime, formatTimeAgo } from '#web/lib/date-format';
import { formatAmount } from '#web/lib/money';
import { useNow } from '#web/lib/use-now';

type OrderStatusSummaryProps = {
  order: Order;
  isPickedUpPreviously: boolean;
  /** A presale's balance is still to be taken from the customer at this handover (decision 018). */
  isCollectingBalance?: boolean;
  /** Under the balance box while the balance is owed: the button that records it collected. */
  balanceAction?: ReactNode;
  /** Beside the 'collected' note: the button that takes a mistaken record back. */
  balanceUndoAction?: ReactNode;
};

const badgeStyles = {
  'IN PROGRESS': 'bg-brand/15 text-brand',
  Completed: 'bg-success/15 text-success',
  Refunded: 'bg-danger/15 text-danger',
} as const;

/** ORDER ID, item count and status; when it was completed; and the warning for an order handed out before. */
export function OrderStatusSummary({
  order,
  isPickedUpPreviously,
  isCollectingBalance,
  balanceAction,
  balanceUndoAction,
}: OrderStatusSummaryProps) {
  const now = useNow();
  const status = orderStatusText(order.status);
  const balance = formatAmount(order.balanceDueAtPickup);
  return (
    <div className="flex flex-col gap-3">
      <div>
        <p className="text-xs font-semibold tracking-widest text-ink-muted uppercase">
          <Trans>Order ID</Trans>
        </p>
        <p className="font-mono text-4xl font-bold tracking-wider">#{order.shortOrderId}</p>
      </div>
      <p className="flex flex-wrap items-center gap-2">
        <span className="font-medium">
          <Plural value={order.totalQuantity} one="# item" other="# items" />
        </span>
        <span aria-hidden="true" className="text-ink-faint">
          ·
        </span>
        <span
          data-testid="order-status"
          className={cn('rounded-lg px-2 py-0.5 text-sm font-bold tracking-wide', badgeStyles[status])}
        >
          {orderStatusLabel(order.status)}
        </span>
      </p>
      {isPickedUpPreviously && (
        <p
          role="alert"
          className="rounded-2xl border-2 border-danger bg-danger/10 px-4 py-3 text-center text-lg font-extrabold text-danger"
        >
          {staffOrderMessages.pickedUpPreviously}
        </p>
      )}
      {order.balanceCollectedAt ? (
        <div className="flex items-center gap-3 rounded-2xl border border-success/40 bg-success/10 px-4 py-3">
          <p role="status" data-testid="balance-collected" className="flex-1 text-center font-semibold">
            <Trans>
              Balance of {balance} collected at {formatClockTime(order.balanceCollectedAt)}
            </Trans>
          </p>
          {balanceUndoAction}
        </div>
      ) : (
        isCollectingBalance && (
          <>
            <div role="status" className="rounded-2xl border-2 border-brand bg-brand/10 px-4 py-3 text-center">
              <p className="text-2xl font-extrabold">
                <Trans>Balance due at pickup: {balance}</Trans>
              </p>
              <p className="text-sm">
                {isPickedUpPreviously ? (
                  <Trans>The order was handed over without it: collect it from the customer.</Trans>
                ) : (
                  <Trans>Collect it from the customer before handing over the order.</Trans>
                )}
              </p>
            </div>
            {balanceAction}
          </>
        )
      )}
      {order.status === 'COMPLETE' && order.datetimeCompleted && (
        <p className={cn('text-sm', isPickedUpPreviously ? 'text-danger' : 'text-success')}>
          <Trans>
            Completed at {formatClockTime(order.datetimeCompleted)} · {formatTimeAgo(order.datetimeCompleted, now)}
          </Trans>
        </p>
      )}
      {order.status === 'IN_PROGRESS' && <p className="text-sm text-danger">{staffOrderMessages.notPaid}</p>}
      {order.status === 'REFUNDED' && (
        <p className="text-sm text-danger">
          <Trans>This order was refunded. Do not hand it out.</Trans>
        </p>
      )}
    </div>
  );
}
