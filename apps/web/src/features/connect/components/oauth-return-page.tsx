import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { Spinner } from '#web/components/ui/spinner';
import { showToast } from '#web/components/ui/toast';
import { useCompleteOauth } from '#web/features/connect/api/connect-api';
import { StaffPage } from '#web/features/staff/components/staff-page';
import { failureReason } from '#web/features/staff/use-save-and-return';
import { paths } from '#web/lib/paths';
import { staffPaths } from '#web/lib/staff-paths';

/**
 * /staff/connect/oauth-return: where Stripe's consent sends a vendor that connected its own Stripe account (decision
 * 091). The code and state go on to the server once; it decides which venue they were for, and only then does the
 * page move on, to that venue's Payments page.
 */
export function OauthReturnPage() {
  const { t } = useLingui();
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const complete = useCompleteOauth();
  const code = search.get('code') ?? '';
  const state = search.get('state') ?? '';
  const refusal = search.get('error_description') ?? search.get('error');
  const isSent = useRef(false);

  useEffect(() => {
    if (isSent.current || !code || !state || refusal) return;
    isSent.current = true;
    complete.mutate(
      { code, state },
      {
        onSuccess: (payments) => {
          showToast({ title: t`Stripe account connected`, variant: 'success' });
          navigate(staffPaths.staffVenuePayments(payments.vendorId), { replace: true });
        },
      },
    );
  }, [code, state, refusal, complete, navigate, t]);

  const failure = refusal
    ? t`Stripe did not connect the account: ${refusal}`
    : !code || !state
      ? t`This connection link is incomplete. Start again from the venue’s Payments page.`
      : complete.isError
        ? failureReason(complete.error)
        : null;

  return (
    <StaffPage title={t`Connecting your Stripe account`}>
      <div className="mt-4 flex flex-col gap-4 rounded-2xl border border-line bg-surface p-4 text-sm">
        {failure ? (
          <>
            <p role="alert" className="text-danger">
              {failure}
            </p>
            <Link className="font-semibold underline" to={paths.staffLocations()}>
              <Trans>Back to your locations</Trans>
            </Link>
          </>
        ) : (
          <p role="status" className="flex items-center gap-2">
            <Spinner /> <Trans>Connecting the account…</Trans>
          </p>
        )}
      </div>
    </StaffPage>
  );
}
