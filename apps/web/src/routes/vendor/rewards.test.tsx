// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AuthContext, type AuthContextValue } from '#web/features/identity/auth-context';
import { RewardsCenterPage } from './rewards';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const auth: AuthContextValue = {
  status: 'authenticated',
  session: null,
  user: { userId: 'U1', phoneNumber: '+12135550120' },
  isSigningOut: false,
  signIn: () => {
    throw new Error('not used');
  },
  signOut: async () => {},
};

function json(body: unknown, status = 200) {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

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
    render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <AuthContext.Provider value={auth}>
          <MemoryRouter initialEntries={['/vendor/demo-bar/rewards/EVT-GONE']}>
            <Routes>
              <Route path="/vendor/:vendorId/rewards/:eventId" element={<RewardsCenterPage />} />
            </Routes>
          </MemoryRouter>
        </AuthContext.Provider>
      </QueryClientProvider>,
    );
    expect(await screen.findByText('This event has no prize drawing.')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
  });
});
