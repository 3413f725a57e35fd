// @vitest-environment jsdom
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppRoutes } from '#web/app/routes';
import { fakeAuth, jsonResponse as json, renderApp, testUser } from '#web/test/render-app';
import { RewardsCenterPage } from './rewards';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the Rewards Center', () => {
  it('says an unknown event has no prize drawing, instead of an error that Try again cannot mend', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async (path: string) => {
        if (path.includes('/prizes')) return json({ error: { code: 'NOT_FOUND', message: 'Event not found.' } }, 404);
        if (path.includes('/tickets')) return json({ tickets: [] });
        return json({ rewards: [] });
      }),
    );
    renderApp(
      <Routes>
        <Route path="/vendor/:vendorId/rewards/:eventId" element={<RewardsCenterPage />} />
      </Routes>,
      { auth: fakeAuth({ user: testUser }), path: '/vendor/demo-bar/rewards/EVT-GONE' },
    );
    expect(await screen.findByText('This event has no prize drawing.')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
  });
});

describe('the Rewards Center for a visitor (public route, customer.md section 2)', () => {
  const prizes = [
    { prizeId: 'P1', name: 'Backstage pass', description: null, imageUrl: null, quantityRemaining: 2, odds: 0.1 },
  ];
  function stubPublicApi() {
    const fetch = vi.fn(async (path: string) => {
      if (path.includes('/prizes')) return json({ prizes });
      // Nothing of a person is asked for: a visitor has no points or rewards.
      return json({ error: { code: 'UNAUTHENTICATED', message: 'Sign in.' } }, 401);
    });
    vi.stubGlobal('fetch', fetch);
    return fetch;
  }

  it('shows the page, not the sign-in page: what rewards are, the prizes, and a Sign in', async () => {
    const fetch = stubPublicApi();
    renderApp(<AppRoutes />, { auth: fakeAuth({ status: 'unauthenticated' }), path: '/vendor/demo-bar/rewards/EVT-1' });
    expect(await screen.findByRole('heading', { name: 'Rewards Center' })).toBeTruthy();
    const prompt = screen.getByRole('region', { name: 'Earn points, win prizes' });
    expect(within(prompt).getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/signin');
    expect(await screen.findByText('Backstage pass')).toBeTruthy();
    expect(screen.queryByTestId('reward-points')).toBeNull();
    expect(fetch.mock.calls.map(([path]) => String(path)).filter((path) => !path.includes('/prizes'))).toEqual([]);
  });

  it('signs in from the page and comes back to it', async () => {
    stubPublicApi();
    function SignInProbe() {
      const state = useLocation().state as { authRedirectTo?: string } | null;
      return <p>Sign-in page, back to {state?.authRedirectTo}</p>;
    }
    renderApp(
      <Routes>
        <Route path="/vendor/:vendorId/rewards/:eventId" element={<RewardsCenterPage />} />
        <Route path="/signin" element={<SignInProbe />} />
      </Routes>,
      { auth: fakeAuth({ status: 'unauthenticated' }), path: '/vendor/demo-bar/rewards/EVT-1?from=poster' },
    );
    const prompt = await screen.findByRole('region', { name: 'Earn points, win prizes' });
    fireEvent.click(within(prompt).getByRole('link', { name: 'Sign in' }));
    expect(await screen.findByText('Sign-in page, back to /vendor/demo-bar/rewards/EVT-1?from=poster')).toBeTruthy();
  });
});
