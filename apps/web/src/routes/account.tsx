import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Link } from 'react-router';
import { SiteHeader } from '#web/components/layout/site-header';
import { Button } from '#web/components/ui/button';
import { PoweredByFooter } from '#web/components/ui/powered-by-footer';
import { HelpCenter } from '#web/features/content/components/help-center';
import { RecentRewards } from '#web/features/contests/components/recent-rewards';
import { formatPhoneForDisplay } from '#web/features/identity/phone-number';
import { useAuth } from '#web/features/identity/use-auth';
import { AccountMembership } from '#web/features/membership/components/account-membership';
import { useMyOrders } from '#web/features/orders/api/get-my-orders';
import { OrderList } from '#web/features/orders/components/order-list';
import { ACCOUNT_LIST_LIMIT } from '#web/lib/constants';
import { paths } from '#web/lib/paths';

/** /account (protected): who is signed in, their recent orders, and sign out. */
export function AccountPage() {
  const { t } = useLingui();
  const { user, signOut } = useAuth();
  const [isSigningOut, setIsSigningOut] = useState(false);
  const orders = useMyOrders(user?.userId);

  const onSignOut = async () => {
    if (isSigningOut) return;
    setIsSigningOut(true);
    try {
      await signOut({ redirectTo: paths.home() });
    } finally {
      setIsSigningOut(false);
    }
  };

  return (
    <div className="flex min-h-dvh flex-col">
      <title>{t`Account · Queueless`}</title>
      <SiteHeader />
      <main className="mx-auto flex w-full max-w-md flex-1 flex-col gap-6 px-4 pt-8">
        <div>
          <h1 className="text-3xl font-bold tracking-tight">
            <Trans>Account</Trans>
          </h1>
          {user && (
            <p className="mt-1 text-ink-muted">
              <Trans>
                Signed in as{' '}
                <span className="font-medium whitespace-nowrap text-ink">
                  {formatPhoneForDisplay(user.phoneNumber)}
                </span>
              </Trans>
            </p>
          )}
        </div>

        <section aria-labelledby="recent-orders" className="flex flex-col gap-3">
          <div className="flex items-center justify-between">
            <h2 id="recent-orders" className="text-lg font-semibold">
              <Trans>Recent Orders</Trans>
            </h2>
            <Link to={paths.orderHistory()} className="rounded text-sm font-medium text-brand hover:underline">
              <Trans>See all</Trans>
            </Link>
          </div>
          <OrderList
            orders={orders.data}
            isPending={orders.isPending}
            isError={orders.isError}
            isRetrying={orders.isFetching}
            onRetry={() => void orders.refetch()}
            limit={ACCOUNT_LIST_LIMIT}
            placeholderRows={ACCOUNT_LIST_LIMIT}
          />
        </section>

        <AccountMembership />
        <RecentRewards />
        <HelpCenter />

        <Button variant="secondary" size="lg" fullWidth onClick={onSignOut} isLoading={isSigningOut}>
          <Trans>Sign out</Trans>
        </Button>
      </main>
      <PoweredByFooter />
    </div>
  );
}
