import { useLingui } from '@lingui/react/macro';
import { useParams } from 'react-router';
import { ErrorState } from '#web/components/ui/error-state';
import { PoweredByFooter } from '#web/components/ui/powered-by-footer';
import { FullPageSpinner } from '#web/components/ui/spinner';
import { useWristband } from '#web/features/links/api/get-wristband';
import { FollowTargetRedirect, reloadPage } from '#web/features/links/components/follow-target';
import { type FollowTarget, toFollowTarget } from '#web/features/links/redirect-target';
import { paths } from '#web/lib/paths';

/** /nfc/{nfcId}: a tapped wristband goes where its vendor set, else to the vendor, else to membership. */
export function WristbandPage() {
  const { t } = useLingui();
  const { nfcId = '' } = useParams();
  const query = useWristband(nfcId);

  if (query.isPending) return <FullPageSpinner label={t`Opening wristband`} />;
  if (query.isError) {
    return (
      <div className="flex min-h-dvh flex-col">
        <title>{t`Error occurred · Queueless`}</title>
        <main className="flex flex-1 items-center">
          <ErrorState
            title={t`Error occurred`}
            message={t`Unable to load Wristband data. Please try again.`}
            onRetry={reloadPage}
          />
        </main>
        <PoweredByFooter />
      </div>
    );
  }
  const { vendorId, overrideUrl } = query.data;
  let target: FollowTarget = { kind: 'path', url: paths.membershipWithWristband(nfcId) };
  if (vendorId) {
    target = (overrideUrl ? toFollowTarget(overrideUrl) : null) ?? { kind: 'path', url: paths.vendor(vendorId) };
  }
  return <FollowTargetRedirect target={target} label={t`Opening wristband`} />;
}
