// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
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
