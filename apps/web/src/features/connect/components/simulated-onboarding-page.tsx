import { Trans, useLingui } from '@lingui/react/macro';
import { useNavigate, useSearchParams } from 'react-router';
import { Button } from '#web/components/ui/button';
import { showToast } from '#web/components/ui/toast';
import { useCompleteSimulatedOnboarding } from '#web/features/connect/api/connect-api';
import { StaffPage } from '#web/features/staff/components/staff-page';
import { failureReason } from '#web/features/staff/use-save-and-return';
import { paths } from '#web/lib/paths';

/** Only a path of this site: the link's return address never sends anyone elsewhere. */
function returnPathOf(value: string | null): string {
  if (!value) return paths.staffLocations();
  try {
    const url = new URL(value, window.location.origin);
    return url.pathname.startsWith('/staff/') ? `${url.pathname}${url.search}` : paths.staffLocations();
  } catch {
    return paths.staffLocations();
  }
}

/**
 * The simulated provider's onboarding (decision 091): what Stripe's hosted onboarding asks (business, bank, terms) is
 * taken as given, and the account is complete at once, so the demo and the journeys run offline.
 */
export function SimulatedOnboardingPage() {
  const { t } = useLingui();
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const complete = useCompleteSimulatedOnboarding();
  const accountId = search.get('account') ?? '';
  const secret = search.get('secret') ?? '';

  const submit = () =>
    complete.mutate(
      { accountId, secret },
      {
        onSuccess: () => {
          showToast({ title: t`Payment account connected`, variant: 'success' });
          navigate(returnPathOf(search.get('return')));
        },
        onError: (error) =>
          showToast({ title: t`Onboarding did not complete`, description: failureReason(error), variant: 'error' }),
      },
    );

  return (
    <StaffPage title={t`Connect your payment account`} subtitle={t`Simulated Stripe onboarding`}>
      <div className="mt-4 flex flex-col gap-4 rounded-2xl border border-line bg-surface p-4 text-sm">
        <p>
          <Trans>
            This install takes no real payments, so Stripe's onboarding is simulated: your business details, bank
            account and Stripe's terms are taken as given.
          </Trans>
        </p>
        <p className="text-ink-muted wrap-anywhere">
          {accountId ? <Trans>Account {accountId}</Trans> : <Trans>Account unknown</Trans>}
        </p>
        {accountId && secret ? (
          <Button onClick={submit} isLoading={complete.isPending}>
            <Trans>Complete onboarding</Trans>
          </Button>
        ) : (
          <p role="alert" className="text-danger">
            <Trans>This onboarding link is incomplete. Start again from the venue's Payments page.</Trans>
          </p>
        )}
      </div>
    </StaffPage>
  );
}
