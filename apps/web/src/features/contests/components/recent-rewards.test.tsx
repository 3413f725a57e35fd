// @vitest-environment jsdom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeAuth, jsonResponse as json, renderApp, testUser } from '#web/test/render-app';
import { RecentRewards } from './recent-rewards';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the account page’s Recent Rewards', () => {
  it('offers Try again when the rewards fail to load, as the sections beside it do', async () => {
    const fetch = vi
      .fn()
      .mockResolvedValueOnce(json({ error: { code: 'INTERNAL', message: 'Something went wrong.' } }, 500))
      .mockResolvedValue(json({ rewards: [] }));
    vi.stubGlobal('fetch', fetch);
    renderApp(<RecentRewards />, { auth: fakeAuth({ user: testUser }) });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('An unexpected error has occurred. Please try again.');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('No rewards yet.')).toBeTruthy();
    expect(fetch).toHaveBeenCalledTimes(2);
  });
});
