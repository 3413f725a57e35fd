import { Suspense, useEffect } from 'react';
import { Outlet, useLocation, useNavigationType } from 'react-router';
import { FullPageSpinner } from '#web/components/ui/spinner';
import { AuthProvider } from '#web/features/identity/components/auth-provider';
import { RouteErrorBoundary } from './route-error-boundary';

/**
 * A new page starts at the top; back and forward keep the browser's own scroll position, and a link to a place on
 * a page (/account#help-center) leaves the scrolling to the section it names.
 */
function ScrollToTop() {
  const { pathname, hash } = useLocation();
  const navigationType = useNavigationType();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the point is to run once per new pathname.
  useEffect(() => {
    if (navigationType !== 'POP' && !hash) window.scrollTo(0, 0);
  }, [pathname, navigationType]);
  return null;
}

export function RootLayout() {
  const { pathname } = useLocation();
  return (
    <AuthProvider>
      <ScrollToTop />
      <RouteErrorBoundary resetKey={pathname}>
        <Suspense fallback={<FullPageSpinner />}>
          <Outlet />
        </Suspense>
      </RouteErrorBoundary>
    </AuthProvider>
  );
}
