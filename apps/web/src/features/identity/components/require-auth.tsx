import { Navigate, Outlet, useLocation } from 'react-router';
import { FullPageSpinner } from '#web/components/ui/spinner';
import type { SignInAudience } from '#web/features/identity/redirect-target';
import { useAuth } from '#web/features/identity/use-auth';
import { paths } from '#web/lib/paths';

/** The state the sign-in page reads to send the person back where they were going. */
export type AuthRedirectState = {
  authRedirectTo: string;
  /** Why the person is signing in, when the page they came from cannot say it (a prize draw on the vendor page). */
  signInPurpose?: 'draw';
};

/**
 * Guards a group of routes: the signed-out are sent to the audience's sign-in page (replace), which remembers
 * the page they asked for, search included.
 */
export function RequireAuth({ audience }: { audience: SignInAudience }) {
  const { status, isSigningOut } = useAuth();
  const location = useLocation();
  if (status === 'loading' || (isSigningOut && status === 'unauthenticated')) return <FullPageSpinner />;
  if (status === 'unauthenticated') {
    const state: AuthRedirectState = { authRedirectTo: `${location.pathname}${location.search}` };
    return <Navigate to={audience === 'staff' ? paths.staffSignIn() : paths.signIn()} replace state={state} />;
  }
  return <Outlet />;
}
