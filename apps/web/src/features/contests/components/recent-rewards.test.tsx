// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AuthContext, type AuthContextValue } from '#web/features/identity/auth-context';
import { RecentRewards } from './recent-rewards';

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

describe('the account page’s Recent Rewards', () => {
  it('offers Try again when the rewards fail to load, as the sections beside it do', async () => {
    const fetch = vi
      .fn()
      .mockResolvedValueOnce(json({ error: { code: 'INTERNAL', message: 'Something went wrong.' } }, 500))
      .mockResolvedValue(json({ rewards: [] }));
    vi.stubGlobal('fetch', fetch);
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <QueryClientProvider client={queryClient}>
        <AuthContext.Provider value={auth}>
          <MemoryRouter>
            <RecentRewards />
          </MemoryRouter>
        </AuthContext.Provider>
      </QueryClientProvider>,
    );
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('An unexpected error has occurred. Please try again.');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('No rewards yet.')).toBeTruthy();
    expect(fetch).toHaveBeenCalledTimes(2);
  });
});
