import type { VendorPaymentsReport } from '@queueless/contracts';
import { useParams } from 'react-router';
import { Button } from '#web/components/ui/button';
import { showToast } from '#web/components/ui/toast';
import {
  useDisconnectAccount,
  useStartOauth,
  useStartOnboarding,
  useVendorPayments,
} from '#web/features/connect/api/connect-api';
import { StaffPage } from '#web/features/staff/components/staff-page';
import { StaffQuery } from '#web/features/staff/components/staff-query';
import { failureReason } from '#web/features/staff/use-save-and-return';
import { staffPaths } from '#web/lib/staff-paths';
import { AccountState } from './account-state';
import { FeesPerDay } from './fees-per-day';

const dayLabel = (iso: string) =>
  new Date(iso).toLocaleDateString('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });

/** /staff/venue/{vendorId}/payments: the venue's account, payouts, fees and payments (ADMIN and above; decision 091). */
export function VendorPaymentsPage() {
  const { vendorId = '' } = useParams();
  const report = useVendorPayments(vendorId);
  const onboard = useStartOnboarding(vendorId);
  const oauth = useStartOauth(vendorId);
  const disconnect = useDisconnectAccount(vendorId);

  const notConnected = (error: unknown) =>
    showToast({ title: 'The account could not be connected', description: failureReason(error), variant: 'error' });
  const actions: AccountActions = {
    connect: () =>
      onboard.mutate(undefined, { onSuccess: (url) => window.location.assign(url), onError: notConnected }),
    connectExisting: () =>
      oauth.mutate(undefined, { onSuccess: (url) => window.location.assign(url), onError: notConnected }),
    disconnect: () =>
      disconnect.mutate(undefined, {
        onSuccess: () => showToast({ title: 'Stripe account disconnected', variant: 'success' }),
        onError: (error) =>
          showToast({ title: 'The account was not disconnected', description: failureReason(error), variant: 'error' }),
      }),
    isBusy: onboard.isPending || oauth.isPending || disconnect.isPending,
  };

  return (
    <StaffPage
      title="Payments"
      back={{ to: staffPaths.staffVenueSettings(vendorId), label: 'Back to venue settings' }}
      isWide
    >
      <StaffQuery query={report} loadingLabel="Loading payments" errorMessage="We couldn't load this venue's payments.">
        {(data) => <VendorPaymentsView data={data} actions={actions} />}
      </StaffQuery>
    </StaffPage>
  );
}

type AccountActions = {
  connect: () => void;
  connectExisting: () => void;
  disconnect: () => void;
  isBusy: boolean;
};

function VendorPaymentsView({ data, actions }: { data: VendorPaymentsReport; actions: AccountActions }) {
  const { payments } = data;
  const needsOnboarding = payments.model === 'connect' && !payments.account?.chargesEnabled;
  return (
    <div className="mt-4 flex flex-col gap-6">
      <section aria-labelledby="account-heading" className="rounded-2xl border border-line bg-surface p-4">
        <h2 id="account-heading" className="text-lg font-semibold">
          Payment account
        </h2>
        <div className="mt-2">
          <AccountState payments={payments} />
        </div>
        {payments.model === 'connect' && (
          <p className="mt-3 text-sm">
            Platform fee: <strong>{payments.feePercent}%</strong> + <strong>${payments.feeFixed}</strong> per order
            {payments.feeRefund === 'proportional' ? ', returned in proportion with a refund.' : ', kept on refunds.'}
          </p>
        )}
        {needsOnboarding && payments.account?.type !== 'standard' && (
          <Button className="mt-4 w-full" onClick={actions.connect} isLoading={actions.isBusy}>
            {payments.account ? 'Continue onboarding' : 'Connect payment account'}
          </Button>
        )}
        {payments.model === 'connect' && !payments.account && (
          <Button
            variant="secondary"
            className="mt-2 w-full"
            onClick={actions.connectExisting}
            isLoading={actions.isBusy}
          >
            I already have a Stripe account
          </Button>
        )}
        {payments.account?.type === 'standard' && (
          <Button variant="secondary" className="mt-4 w-full" onClick={actions.disconnect} isLoading={actions.isBusy}>
            Disconnect Stripe account
          </Button>
        )}
      </section>

      <section aria-labelledby="payouts-heading">
        <h2 id="payouts-heading" className="text-lg font-semibold">
          Payouts
        </h2>
        {data.hasFailedPayout && (
          <p role="alert" className="mt-2 rounded-2xl bg-danger/15 p-3 text-sm font-semibold text-danger">
            A payout to your bank failed. Check the bank account in your Stripe account; Stripe tries again once it is
            fixed.
          </p>
        )}
        {data.nextPayouts.length === 0 && data.recentPayouts.length === 0 ? (
          <p className="mt-2 rounded-2xl border border-dashed border-line p-4 text-center text-ink-muted">
            No payouts in the last 30 days.
          </p>
        ) : (
          <ul className="mt-2 divide-y divide-line rounded-2xl border border-line bg-surface">
            {[...data.nextPayouts, ...data.recentPayouts].map((payout) => (
              <li key={payout.payoutId} className="flex justify-between gap-3 px-4 py-3">
                <span>
                  {dayLabel(payout.arrivalDate)}{' '}
                  {payout.status === 'failed' ? (
                    <span className="rounded-full bg-danger/15 px-2 py-0.5 text-sm font-semibold text-danger">
                      Payout failed
                    </span>
                  ) : (
                    <span className="text-sm text-ink-muted">{payout.status === 'paid' ? 'paid' : 'next'}</span>
                  )}
                </span>
                <span className="font-semibold tabular-nums">${payout.amount}</span>
              </li>
            ))}
          </ul>
        )}
      </section>

      <FeesPerDay days={data.feesPerDay} />

      <section aria-labelledby="records-heading">
        <h2 id="records-heading" className="text-lg font-semibold">
          Payments, last 30 days
        </h2>
        {data.records.length === 0 ? (
          <p className="mt-2 rounded-2xl border border-dashed border-line p-4 text-center text-ink-muted">
            No paid orders in the last 30 days.
          </p>
        ) : (
          <ul className="mt-2 divide-y divide-line rounded-2xl border border-line bg-surface">
            {data.records.map((record) => (
              <li key={record.orderId} className="px-4 py-3 text-sm">
                <div className="flex justify-between gap-3">
                  <span className="font-semibold">${record.total}</span>
                  <span className="text-ink-muted">{dayLabel(record.paidAt)}</span>
                </div>
                <p className="text-ink-muted wrap-anywhere">
                  Taken by {record.account === 'platform' ? 'the platform account' : record.account} · fee $
                  {record.applicationFee}
                  {record.refunded !== '0.00' &&
                    ` · refunded $${record.refunded} (fee back $${record.applicationFeeRefunded})`}
                </p>
                {record.dispute && (
                  <p className="mt-1 font-semibold text-danger">
                    Disputed ${record.dispute.amount}: {record.dispute.status.replaceAll('_', ' ')}
                  </p>
                )}
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
