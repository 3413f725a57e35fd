import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { VerifySignInResponse } from '@queueless/contracts';
import type { ReactNode } from 'react';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { SiteHeader } from '#web/components/layout/site-header';
import { Button } from '#web/components/ui/button';
import { Dialog } from '#web/components/ui/dialog';
import { PoweredByFooter } from '#web/components/ui/powered-by-footer';
import { FullPageSpinner } from '#web/components/ui/spinner';
import { formatPhoneForDisplay } from '#web/features/identity/phone-number';
import { resolveRedirectTarget, type SignInAudience } from '#web/features/identity/redirect-target';
import { signInLead, signInPurposeOf } from '#web/features/identity/sign-in-purpose';
import { useAuth } from '#web/features/identity/use-auth';
import { paths } from '#web/lib/paths';
import { SignInFlow } from './sign-in-flow';

/** How long the welcome dialog shows before the app moves on by itself. */
const WELCOME_DIALOG_MS = 1_500;

const titles = { customer: msg`Sign In`, staff: msg`Staff Sign In` } satisfies Record<SignInAudience, unknown>;

type Welcome = { isNewUser: boolean; phoneNumber: string };

export function SignInPage({ audience, after }: { audience: SignInAudience; after?: ReactNode }) {
  const { status, signIn } = useAuth();
  const { i18n, t } = useLingui();
  const location = useLocation();
  const navigate = useNavigate();
  const [welcome, setWelcome] = useState<Welcome | null>(null);
  // Read during render: set before the session lands, so the "already signed in" redirect never skips the dialog.
  const hasSignedInHere = useRef(false);
  const title = i18n._(titles[audience]);

  const target = useMemo(
    () =>
      resolveRedirectTarget({
        state: location.state,
        search: location.search,
        audience,
        origin: window.location.origin,
      }),
    [location.state, location.search, audience],
  );
  const lead = signInLead(audience, target, signInPurposeOf(location.state));
  const goOn = useCallback(() => void navigate(target, { replace: true }), [navigate, target]);

  useEffect(() => {
    if (!welcome) return;
    const timer = setTimeout(goOn, WELCOME_DIALOG_MS);
    return () => clearTimeout(timer);
  }, [welcome, goOn]);

  const onSignedIn = (response: VerifySignInResponse) => {
    hasSignedInHere.current = true;
    setWelcome({ isNewUser: response.isNewUser, phoneNumber: response.user.phoneNumber });
    signIn(response);
  };

  if (status === 'loading') return <FullPageSpinner />;
  if (status === 'authenticated' && !hasSignedInHere.current) return <Navigate to={target} replace />;

  return (
    <div className="flex min-h-dvh flex-col">
      <title>{`${title} · Queueless`}</title>
      <SiteHeader
        homeTo={audience === 'staff' ? paths.staffSignIn() : paths.home()}
        badge={audience === 'staff' ? t`Staff` : undefined}
      />
      <main className="mx-auto flex w-full max-w-md flex-1 flex-col px-4 pt-10 sm:pt-16">
        <div className="rounded-3xl border border-line bg-surface p-6 shadow-xl shadow-black/30">
          <h1 className="text-2xl font-bold tracking-tight">{title}</h1>
          <p className="mt-1.5 mb-6 text-ink-muted">{lead}</p>
          <SignInFlow onSignedIn={onSignedIn} />
        </div>
        {after}
      </main>
      <PoweredByFooter />
      <Dialog
        open={welcome !== null}
        onClose={goOn}
        title={welcome?.isNewUser ? t`Account created` : t`Welcome back!`}
        description={
          welcome && (
            <p>
              {welcome.isNewUser ? <Trans>Your account is ready. </Trans> : ''}
              <Trans>
                You're signed in as{' '}
                <span className="whitespace-nowrap font-medium text-ink">
                  {formatPhoneForDisplay(welcome.phoneNumber)}
                </span>
                .
              </Trans>
            </p>
          )
        }
      >
        <Button size="lg" fullWidth onClick={goOn}>
          <Trans>Continue</Trans>
        </Button>
      </Dialog>
    </div>
  );
}
