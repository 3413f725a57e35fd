import { Navigate, useLocation } from 'react-router';
import { FullPageSpinner } from '../../../components/ui/spinner';
import { paths } from '../../../lib/paths';
import { resolveRedirectTarget, type SignInAudience } from '../redirect-target';
import { useAuth } from '../use-auth';
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
