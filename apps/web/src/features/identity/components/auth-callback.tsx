import { Navigate, useLocation } from 'react-router';
import { FullPageSpinner } from '#web/components/ui/spinner';
import { resolveRedirectTarget, type SignInAudience } from '#web/features/identity/redirect-target';
import { useAuth } from '#web/features/identity/use-auth';
import { paths } from '#web/lib/paths';
import type { AuthRedirectState } from './require-auth';

/**
 * The return point after signing in or out: the signed-in go on to the remembered page (router state or
 * ?redirect=, when safe), everyone else to the sign-in page, which keeps that target.
 */
export function AuthCallback({ audience }: { audience: SignInAudience }) {
  const { status } = useAuth();
  const location = useLocation();
  const target = resolveRedirectTarget({
    state: location.state,
    search: location.search,
    audience,
    origin: window.location.origin,
  });
  if (status === 'loading') return <FullPageSpinner />;
  if (status === 'authenticated') return <Navigate to={target} replace />;
  const state: AuthRedirectState = { authRedirectTo: target };
  return <Navigate to={audience === 'staff' ? paths.staffSignIn() : paths.signIn()} replace state={state} />;
}
