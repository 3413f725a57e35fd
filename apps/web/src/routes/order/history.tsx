import { useLingui } from '@lingui/react/macro';
import { PageTitleBar } from '#web/components/layout/page-title-bar';
import { SiteHeader } from '#web/components/layout/site-header';
import { LoadMoreButton } from '#web/components/ui/load-more-button';
import { PoweredByFooter } from '#web/components/ui/powered-by-footer';
import { useAuth } from '#web/features/identity/use-auth';
import { useMyOrders } from '#web/features/orders/api/get-my-orders';
import { OrderList } from '#web/features/orders/components/order-list';
import { paths } from '#web/lib/paths';

/** /order/history (protected): every placed order, newest first. */
export function OrderHistoryPage() {
  const { t } = useLingui();
  const { user } = useAuth();
  const orders = useMyOrders(user?.userId);
  return (
    <div className="flex min-h-dvh flex-col">
      <title>{t`Order History · Queueless`}</title>
      <SiteHeader />
      <main className="mx-auto flex w-full max-w-md flex-1 flex-col gap-6 px-4 pt-6">
        <PageTitleBar title={t`Order History`} backTo={paths.account()} backLabel={t`Back to account`} />
        <OrderList
          orders={orders.data}
          isPending={orders.isPending}
          isError={orders.isError}
          isRetrying={orders.isFetching}
          onRetry={() => void orders.refetch()}
          placeholderRows={5}
        />
        <LoadMoreButton
          hasMore={orders.hasNextPage}
          isLoading={orders.isFetchingNextPage}
          onLoadMore={() => void orders.fetchNextPage()}
          hasError={Boolean(orders.nextPageError)}
        />
      </main>
      <PoweredByFooter />
    </div>
  );
}
