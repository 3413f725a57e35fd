// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeAuth, jsonResponse as json, renderApp, testUser } from '#web/test/render-app';
import { patiently } from '#web/test/waits';
import { JoinLusivPage } from './join';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const customer = fakeAuth({
  session: { idToken: 'token', expiresAt: Date.now() + 3_600_000, user: testUser },
  user: testUser,
});

function renderJoin(membership: unknown) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = String(input);
      if (url.includes('/membership/me')) {
        return json({
          membership,
          profile: membership
            ? { availableCredits: 4, socialSharing: false, showInWhosHere: false, nextCreditsAt: null }
            : null,
        });
      }
      if (url.includes('eligible')) return json({ isEligible: true });
      return json({ plans: [] });
    }),
  );
  renderApp(<JoinLusivPage />, { auth: customer, path: '/join-lusiv' });
}

describe('the join page', () => {
  it('tells a member, before any payment, that they are one and what a second plan does', async () => {
    renderJoin({
      membershipId: 'M1',
      isActive: true,
      durationMonths: 1,
      amount: 2000,
      startsAt: '2026-11-23T20:00:00.000Z',
      endsAt: '2026-12-23T20:00:00.000Z',
    });
    const note = await screen.findByRole('note');
    expect(note.textContent).toMatch(
      /^You’re already a Lusiv member, until December 2[34], 2026\. A plan paid now starts/,
    );
  });

  it('says nothing of the kind to a visitor who is not a member', async () => {
    renderJoin(null);
    await screen.findByRole('heading', { name: 'Join Lusiv' });
    await vi.waitFor(() => expect(vi.mocked(fetch)).toHaveBeenCalled(), patiently);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByRole('note')).toBeNull();
  });
});
