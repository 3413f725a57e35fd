import { Trans, useLingui } from '@lingui/react/macro';
import { useParams } from 'react-router';
import { ErrorState } from '#web/components/ui/error-state';
import { LoadMoreButton } from '#web/components/ui/load-more-button';
import { useFulfilledOrders } from '#web/features/orders/api/get-fulfilled-orders';
import { OrderHistoryCard } from '#web/features/pickup/components/order-history-card';
import { StaffLocationGate } from '#web/features/staff/components/staff-location-gate';
import { StaffLoading, StaffPage } from '#web/features/staff/components/staff-page';
import { staffPaths } from '#web/lib/staff-paths';

function OrderHistoryList({ vendorLocationId }: { vendorLocationId: string }) {
  const { t } = useLingui();
  const orders = useFulfilledOrders(vendorLocationId);
  if (orders.isPending) {
    return <StaffLoading label={t`Loading orders`} />;
  }
  if (orders.isError) {
    return (
      <ErrorState
        title={t`Unable to Fetch Orders`}
        message={t`Check your connection and try again.`}
        onRetry={() => void orders.refetch()}
        isRetrying={orders.isFetching}
      />
    );
  }
  if (!orders.data) return <StaffLoading label={t`Loading orders`} />;
  if (orders.data.length === 0) {
    return (
      <div className="mt-10 flex flex-col items-center gap-2 text-center">
        <p className="font-semibold">
          <Trans>No orders yet</Trans>
        </p>
        <p className="text-sm text-ink-muted">
          <Trans>Orders paid, picked up or refunded in the last 12 hours show here.</Trans>
        </p>
      </div>
    );
  }
  return (
    <>
      <ul aria-label={t`Orders`} className="mt-6 flex flex-col gap-2">
        {orders.data.map((order) => (
          <OrderHistoryCard key={order.orderId} order={order} vendorLocationId={vendorLocationId} />
        ))}
      </ul>
      <LoadMoreButton
        hasMore={orders.hasNextPage}
        isLoading={orders.isFetchingNextPage}
        onLoadMore={() => void orders.fetchNextPage()}
        hasError={Boolean(orders.nextPageError)}
      />
    </>
  );
}

/** /staff/location/{vendorLocationId}/orders: the last 12 hours' orders, newest first. */
export function StaffOrderHistoryPage() {
  const { t } = useLingui();
  const { vendorLocationId = '' } = useParams();
  return (
    <StaffLocationGate vendorLocationId={vendorLocationId}>
      {({ location }) => (
        <StaffPage
          title={t`Order History`}
          back={{ to: staffPaths.staffLocation(location.vendorLocationId), label: t`Back to location menu` }}
          subtitle={t`${location.description} · last 12 hours`}
        >
          <OrderHistoryList vendorLocationId={location.vendorLocationId} />
        </StaffPage>
      )}
    </StaffLocationGate>
  );
}
