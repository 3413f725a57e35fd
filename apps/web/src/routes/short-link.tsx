import { Trans, useLingui } from '@lingui/react/macro';
import { useParams } from 'react-router';
import { Button } from '#web/components/ui/button';
import { ErrorState } from '#web/components/ui/error-state';
import { PoweredByFooter } from '#web/components/ui/powered-by-footer';
import { FullPageSpinner } from '#web/components/ui/spinner';
import { useShortCode } from '#web/features/links/api/resolve-short-code';
import { FollowTargetRedirect, reloadPage } from '#web/features/links/components/follow-target';
import { toFollowTarget } from '#web/features/links/redirect-target';

/** /R/{shortCode}: the link printed on posters and QR codes. */
export function ShortLinkPage() {
  const { t } = useLingui();
  const { shortCode = '' } = useParams();
  const query = useShortCode(shortCode);
  const target = query.data ? toFollowTarget(query.data) : null;

  if (query.isPending) return <FullPageSpinner label={t`Opening link`} />;
  if (query.isError || !target) {
    return (
      <div className="flex min-h-dvh flex-col">
        <title>{t`Error Occurred · Queueless`}</title>
        <main className="flex flex-1 items-center">
          <ErrorState title={t`Error Occurred`} message={t`Unable to load the redirect URL. Please try again.`}>
            <Button onClick={reloadPage} fullWidth>
              <Trans>Reload</Trans>
            </Button>
          </ErrorState>
        </main>
        <PoweredByFooter />
      </div>
    );
  }
  return <FollowTargetRedirect target={target} label={t`Opening link`} />;
}
