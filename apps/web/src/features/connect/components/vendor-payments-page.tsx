import type { VendorPaymentsReport } from '@queueless/contracts';
import { useParams } from 'react-router';
import { Button } from '#web/components/ui/button';
import { showToast } from '#web/components/ui/toast';
import { useStartOnboarding, useVendorPayments } from '#web/features/connect/api/connect-api';
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

  const connect = () =>
    onboard.mutate(undefined, {
      onSuccess: (url) => window.location.assign(url),
      onError: (error) =>
        showToast({ title: 'The account could not be connected', description: failureReason(error), variant: 'error' }),
    });

  return (
    <StaffPage
      title="Payments"
      back={{ to: staffPaths.staffVenueSettings(vendorId), label: 'Back to venue settings' }}
      isWide
    >
      <StaffQuery query={report} loadingLabel="Loading payments" errorMessage="We couldn't load this venue's payments.">
        {(data) => <VendorPaymentsView data={data} onConnect={connect} isConnecting={onboard.isPending} />}
      </StaffQuery>
    </StaffPage>
  );
}

function VendorPaymentsView({
  data,
  onConnect,
  isConnecting,
}: {
  data: VendorPaymentsReport;
  onConnect: () => void;
  isConnecting: boolean;
}) {
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
        {needsOnboarding && (
          <Button className="mt-4 w-full" onClick={onConnect} isLoading={isConnecting}>
            {payments.account ? 'Continue onboarding' : 'Connect payment account'}
          </Button>
        )}
      </section>

      <section aria-labelledby="payouts-heading">
        <h2 id="payouts-heading" className="text-lg font-semibold">
          Payouts
        </h2>
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
                  <span className="text-sm text-ink-muted">
                    {payout.status === 'paid' ? 'paid' : payout.status === 'failed' ? 'failed' : 'next'}
                  </span>
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
