import { Trans, useLingui } from '@lingui/react/macro';
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
import { intlTag } from '#web/lib/i18n/language';
import { i18n } from '#web/lib/i18n/runtime';
import { staffPaths } from '#web/lib/staff-paths';
import { AccountState } from './account-state';
import { FeesPerDay } from './fees-per-day';

const dayLabel = (iso: string) =>
  new Date(iso).toLocaleDateString(intlTag(i18n.locale), { month: 'short', day: 'numeric', timeZone: 'UTC' });

/** /staff/venue/{vendorId}/payments: the venue's account, payouts, fees and payments (ADMIN and above; decision 091). */
export function VendorPaymentsPage() {
  const { t } = useLingui();
  const { vendorId = '' } = useParams();
  const report = useVendorPayments(vendorId);
  const onboard = useStartOnboarding(vendorId);
  const oauth = useStartOauth(vendorId);
  const disconnect = useDisconnectAccount(vendorId);

  const notConnected = (error: unknown) =>
    showToast({ title: t`The account could not be connected`, description: failureReason(error), variant: 'error' });
  const actions: AccountActions = {
    connect: () =>
      onboard.mutate(undefined, { onSuccess: (url) => window.location.assign(url), onError: notConnected }),
    connectExisting: () =>
      oauth.mutate(undefined, { onSuccess: (url) => window.location.assign(url), onError: notConnected }),
    disconnect: () =>
      disconnect.mutate(undefined, {
        onSuccess: () => showToast({ title: t`Stripe account disconnected`, variant: 'success' }),
        onError: (error) =>
          showToast({
            title: t`The account was not disconnected`,
            description: failureReason(error),
            variant: 'error',
          }),
      }),
    isBusy: onboard.isPending || oauth.isPending || disconnect.isPending,
  };

  return (
    <StaffPage
      title={t`Payments`}
      back={{ to: staffPaths.staffVenueSettings(vendorId), label: t`Back to venue settings` }}
      isWide
    >
      <StaffQuery
        query={report}
        loadingLabel={t`Loading payments`}
        errorMessage={t`We couldn't load this venue's payments.`}
      >
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
  const { t } = useLingui();
  const { payments } = data;
  const needsOnboarding = payments.model === 'connect' && !payments.account?.chargesEnabled;
  return (
    <div className="mt-4 flex flex-col gap-6">
      <section aria-labelledby="account-heading" className="rounded-2xl border border-line bg-surface p-4">
        <h2 id="account-heading" className="text-lg font-semibold">
          <Trans>Payment account</Trans>
        </h2>
        <div className="mt-2">
          <AccountState payments={payments} />
        </div>
        {payments.model === 'connect' && (
          <p className="mt-3 text-sm">
            {payments.feeRefund === 'proportional' ? (
              <Trans>
                Platform fee: <strong>{payments.feePercent}%</strong> + <strong>${payments.feeFixed}</strong> per order,
                returned in proportion with a refund.
              </Trans>
            ) : (
              <Trans>
                Platform fee: <strong>{payments.feePercent}%</strong> + <strong>${payments.feeFixed}</strong> per order,
                kept on refunds.
              </Trans>
            )}
          </p>
        )}
        {needsOnboarding && payments.account?.type !== 'standard' && (
          <Button className="mt-4 w-full" onClick={actions.connect} isLoading={actions.isBusy}>
            {payments.account ? t`Continue onboarding` : t`Connect payment account`}
          </Button>
        )}
        {payments.model === 'connect' && !payments.account && (
          <Button
            variant="secondary"
            className="mt-2 w-full"
            onClick={actions.connectExisting}
            isLoading={actions.isBusy}
          >
            <Trans>I already have a Stripe account</Trans>
          </Button>
        )}
        {payments.account?.type === 'standard' && (
          <Button variant="secondary" className="mt-4 w-full" onClick={actions.disconnect} isLoading={actions.isBusy}>
            <Trans>Disconnect Stripe account</Trans>
          </Button>
        )}
      </section>

      <section aria-labelledby="payouts-heading">
        <h2 id="payouts-heading" className="text-lg font-semibold">
          <Trans>Payouts</Trans>
        </h2>
        {data.hasFailedPayout && (
          <p role="alert" className="mt-2 rounded-2xl bg-danger/15 p-3 text-sm font-semibold text-danger">
            <Trans>
              A payout to your bank failed. Check the bank account in your Stripe account; Stripe tries again once it is
              fixed.
            </Trans>
          </p>
        )}
        {data.nextPayouts.length === 0 && data.recentPayouts.length === 0 ? (
          <p className="mt-2 rounded-2xl border border-dashed border-line p-4 text-center text-ink-muted">
            <Trans>No payouts in the last 30 days.</Trans>
          </p>
        ) : (
          <ul className="mt-2 divide-y divide-line rounded-2xl border border-line bg-surface">
            {[...data.nextPayouts, ...data.recentPayouts].map((payout) => (
              <li key={payout.payoutId} className="flex justify-between gap-3 px-4 py-3">
                <span>
                  {dayLabel(payout.arrivalDate)}{' '}
                  {payout.status === 'failed' ? (
                    <span className="rounded-full bg-danger/15 px-2 py-0.5 text-sm font-semibold text-danger">
                      <Trans>Payout failed</Trans>
                    </span>
                  ) : (
                    <span className="text-sm text-ink-muted">{payout.status === 'paid' ? t`paid` : t`next`}</span>
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
          <Trans>Payments, last 30 days</Trans>
        </h2>
        {data.records.length === 0 ? (
          <p className="mt-2 rounded-2xl border border-dashed border-line p-4 text-center text-ink-muted">
            <Trans>No paid orders in the last 30 days.</Trans>
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
                  <Trans>
                    Taken by {record.account === 'platform' ? t`the platform account` : record.account} · fee $
                    {record.applicationFee}
                  </Trans>
                  {record.refunded !== '0.00' && (
                    <> · {t`refunded $${record.refunded} (fee back $${record.applicationFeeRefunded})`}</>
                  )}
                </p>
                {record.dispute && (
                  <p className="mt-1 font-semibold text-danger">
                    <Trans>
                      Disputed ${record.dispute.amount}: {record.dispute.status.replaceAll('_', ' ')}
                    </Trans>
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
