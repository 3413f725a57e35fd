import { Suspense, useEffect, useRef } from 'react';
import { Outlet, useLocation, useNavigationType } from 'react-router';
import { FullPageSpinner } from '#web/components/ui/spinner';
import { AuthProvider } from '#web/features/identity/components/auth-provider';
import { RouteErrorBoundary } from './route-error-boundary';

/**
 * A new page starts at the top; back and forward keep the browser's own scroll position, and a link to a place on
 * a page (/account#help-center) leaves the scrolling to the section it names. Focus moves to the new page's heading
 * (once its code has loaded), so a keyboard starts there and a screen reader reads where it is (decision 083).
 */
function ScrollToTop() {
  const { pathname, hash } = useLocation();
  const navigationType = useNavigationType();
  const isFirst = useRef(true);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the point is to run once per new pathname.
  useEffect(() => {
    if (navigationType !== 'POP' && !hash) window.scrollTo(0, 0);
    if (isFirst.current) {
      isFirst.current = false;
      return;
    }
    let tries = 0;
    const timer = setInterval(() => {
      const heading = document.querySelector<HTMLElement>('main h1, h1');
      if (!heading && ++tries < 50) return;
      clearInterval(timer);
      // A page that puts focus in its own first field (a sign-in code, say) keeps it there.
      if (!heading || document.activeElement?.matches('input, textarea, select, h1')) return;
      heading.tabIndex = -1;
      heading.focus({ preventScroll: true });
    }, 100);
    return () => clearInterval(timer);
  }, [pathname]);
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
