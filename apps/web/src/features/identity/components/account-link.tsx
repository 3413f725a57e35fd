import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useLocation } from 'react-router';
import { buttonStyles } from '#web/components/ui/button';
import { useAuth } from '#web/features/identity/use-auth';
import { cn } from '#web/lib/cn';
import { paths } from '#web/lib/paths';
import type { AuthRedirectState } from './require-auth';

function UserIcon() {
  return (
    <svg viewBox="0 0 24 24" className="size-5 shrink-0" fill="none" aria-hidden="true" focusable="false">
      <circle cx="12" cy="8.5" r="3.75" stroke="currentColor" strokeWidth="1.8" />
      <path d="M4.75 19.5c1.3-3.2 4-4.75 7.25-4.75s5.95 1.55 7.25 4.75" stroke="currentColor" strokeWidth="1.8" />
    </svg>
  );
}

/** The header's account button: the account page when signed in, else sign-in (coming back here afterwards). */
export function AccountLink() {
  const { t } = useLingui();
  const { status } = useAuth();
  const location = useLocation();
  if (status === 'authenticated') {
    return (
      <Link
        to={paths.account()}
        aria-label={t`Account`}
        className={cn(buttonStyles({ variant: 'secondary', size: 'sm' }), 'w-9 px-0')}
      >
        <UserIcon />
      </Link>
    );
  }
  const state: AuthRedirectState = { authRedirectTo: `${location.pathname}${location.search}` };
  return (
    <Link to={paths.signIn()} state={state} className={buttonStyles({ variant: 'secondary', size: 'sm' })}>
      <Trans>Sign in</Trans>
    </Link>
  );
}

/** Guests see 'Sign Up to get started' on public pages; the signed-in see nothing. */
export function SignUpPrompt({ className }: { className?: string }) {
  const { status } = useAuth();
  const location = useLocation();
  if (status === 'authenticated') return null;
  const state: AuthRedirectState = { authRedirectTo: `${location.pathname}${location.search}` };
  return (
    <Link
      to={paths.signIn()}
      state={state}
      className={cn(buttonStyles({ variant: 'secondary', size: 'lg' }), className)}
    >
      <Trans>Sign Up to get started</Trans>
    </Link>
  );
}
