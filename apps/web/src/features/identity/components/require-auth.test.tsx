// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import type { AuthStatus } from '#web/features/identity/auth-context';
import { fakeAuth, renderApp } from '#web/test/render-app';
import { RequireAuth } from './require-auth';

afterEach(cleanup);

function ShowLocation() {
  const location = useLocation();
  return <p data-testid="where">{JSON.stringify({ path: location.pathname, state: location.state })}</p>;
}

function renderAt(path: string, status: AuthStatus) {
  renderApp(
    <Routes>
      <Route element={<RequireAuth audience="customer" />}>
        <Route path="/account" element={<p>Account page</p>} />
      </Route>
      <Route path="/staff">
        <Route element={<RequireAuth audience="staff" />}>
          <Route path="*" element={<p>Staff page</p>} />
        </Route>
      </Route>
      <Route path="/signin" element={<ShowLocation />} />
      <Route path="/staff/signin" element={<ShowLocation />} />
    </Routes>,
    { auth: fakeAuth({ status }), path },
  );
}

describe('RequireAuth', () => {
  it('sends the signed-out customer to /signin, remembering path and search', () => {
    renderAt('/account?tab=orders', 'unauthenticated');
    expect(JSON.parse(screen.getByTestId('where').textContent ?? '')).toEqual({
      path: '/signin',
      state: { authRedirectTo: '/account?tab=orders' },
    });
  });

  it('sends signed-out staff to /staff/signin, remembering the page', () => {
    renderAt('/staff/location/AD708/scan', 'unauthenticated');
    expect(JSON.parse(screen.getByTestId('where').textContent ?? '')).toEqual({
      path: '/staff/signin',
      state: { authRedirectTo: '/staff/location/AD708/scan' },
    });
  });

  it('shows the page to the signed in', () => {
    renderAt('/account', 'authenticated');
    expect(screen.getByText('Account page')).toBeTruthy();
  });

  it('waits while a stored session is being renewed', () => {
    renderAt('/account', 'loading');
    expect(screen.queryByText('Account page')).toBeNull();
    expect(screen.queryByTestId('where')).toBeNull();
  });
});
