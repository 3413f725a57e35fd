import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { SiteHeader } from '#web/components/layout/site-header';
import { Button } from '#web/components/ui/button';
import { SignOutDialog } from '#web/features/identity/components/sign-out-dialog';
import { paths } from '#web/lib/paths';

/** The staff area's header: logo to the location list, and logout behind a confirmation. */
export function StaffHeader({ innerClassName }: { innerClassName?: string }) {
  const { t } = useLingui();
  const [isConfirming, setIsConfirming] = useState(false);
  return (
    <>
      <SiteHeader
        homeTo={paths.staffLocations()}
        badge={t`Staff`}
        innerClassName={innerClassName}
        actions={
          <Button variant="secondary" size="sm" onClick={() => setIsConfirming(true)}>
            <Trans>Log out</Trans>
          </Button>
        }
      />
      <SignOutDialog open={isConfirming} onClose={() => setIsConfirming(false)} redirectTo={paths.staffSignIn()} />
    </>
  );
}
