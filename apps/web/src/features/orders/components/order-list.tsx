import { Trans } from '@lingui/react/macro';
import type { Order } from '@queueless/contracts';
import { Link } from 'react-router';
import { buttonStyles } from '#web/components/ui/button';
import { InlineError } from '#web/components/ui/inline-error';
import { lastLocationId } from '#web/features/menu/last-location';
import { orderMessages } from '#web/features/payments/order-messages';
import { paths } from '#web/lib/paths';
import { OrderCard } from './order-card';

type OrderListProps = {
  orders: Order[] | undefined;
  isPending: boolean;
  isError: boolean;
  isRetrying: boolean;
  onRetry: () => void;
  /** Show only the newest this many (the account page's 3). */
  limit?: number;
  /** Skeleton rows while loading. */
  placeholderRows?: number;
};

/** Orders newest first, with the loading, empty ('You have no recent orders.') and failure states. */
export function OrderList({
  orders,
  isPending,
  isError,
  isRetrying,
  onRetry,
  limit,
  placeholderRows = 3,
}: OrderListProps) {
  if (isError) {
    return (
      <InlineError
        title={orderMessages.historyFailed}
        detail={orderMessages.historyFailedDetail}
        onRetry={onRetry}
        isRetrying={isRetrying}
      />
    );
  }
  if (isPending || !orders) {
    return (
      <ul aria-hidden="true" className="flex flex-col gap-3">
        {Array.from({ length: placeholderRows }, (_, index) => `placeholder-${index}`).map((key) => (
          <li key={key} className="h-[4.625rem] animate-pulse rounded-2xl border border-line bg-surface" />
        ))}
      </ul>
    );
  }
  if (orders.length === 0) {
    return (
      <div className="rounded-2xl border border-dashed border-line p-5 text-center">
        <p className="text-ink-muted">{orderMessages.noRecentOrders}</p>
        <Link to={paths.location(lastLocationId())} className={`${buttonStyles({ size: 'md' })} mt-3`}>
          <Trans>Go to Products</Trans>
        </Link>
      </div>
    );
  }
  const shown = limit === undefined ? orders : orders.slice(0, limit);
  return (
    <ul className="flex flex-col gap-3">
      {shown.map((order) => (
        <OrderCard key={order.orderId} order={order} />
      ))}
    </ul>
  );
}
