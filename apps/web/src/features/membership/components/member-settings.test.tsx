// @vitest-environment jsdom
import type { MembershipMeResponse } from '@queueless/contracts';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeAuth, jsonResponse as json, renderApp, testUser } from '#web/test/render-app';
import { MemberSettings, settingsSaveFailed } from './member-settings';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const me = (socialSharing: boolean, showInWhosHere: boolean): MembershipMeResponse => ({
  membership: {
    membershipId: 'M1',
    isActive: true,
    durationMonths: 1,
    amount: 2000,
    startsAt: '2026-11-01T00:00:00.000Z',
    endsAt: '2026-12-01T00:00:00.000Z',
  },
  profile: { availableCredits: 4, socialSharing, showInWhosHere, nextCreditsAt: null },
});

/** The API: /membership/me answers what is stored; the PATCH stores it (or fails with `failWith`). */
function stubApi(failWith?: number) {
  let stored = me(false, false);
  const patches: unknown[] = [];
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  const fetch = vi.fn(async (path: string, init?: RequestInit) => {
    if (init?.method === 'PATCH') {
      expect(path).toBe('/membership-service/v1/membership/me/profile');
      const body = JSON.parse(String(init.body));
      patches.push(body);
      await held;
      if (failWith) return json({ error: { code: 'INTERNAL', message: 'Something failed.' } }, failWith);
      stored = { ...stored, profile: stored.profile && { ...stored.profile, ...body } };
      return json(stored);
    }
    return json(stored);
  });
  vi.stubGlobal('fetch', fetch);
  return { patches, release };
}

function renderSettings() {
  renderApp(<MemberSettings userId={testUser.userId} />, { auth: fakeAuth({ user: testUser }) });
}

describe('the member’s sharing settings', () => {
  it('switches social sharing and who’s-here at once, busy while saving, and keeps what was stored', async () => {
    const api = stubApi();
    renderSettings();
    const sharing = await screen.findByRole('switch', { name: 'Social sharing' });
    const whosHere = screen.getByRole('switch', { name: 'Show me in Who’s Here' });
    expect(sharing.getAttribute('aria-checked')).toBe('false');
    expect(whosHere.getAttribute('aria-checked')).toBe('false');

    fireEvent.click(sharing);
    // Before the server answers: moved, and busy.
    await waitFor(() => expect(sharing.getAttribute('aria-checked')).toBe('true'));
    expect(sharing.getAttribute('aria-busy')).toBe('true');
    expect((sharing as HTMLButtonElement).disabled).toBe(true);
    api.release();
    await waitFor(() => expect(sharing.getAttribute('aria-busy')).toBe('false'));
    expect(sharing.getAttribute('aria-checked')).toBe('true');

    fireEvent.click(whosHere);
    await waitFor(() => expect(whosHere.getAttribute('aria-busy')).toBe('false'));
    expect(whosHere.getAttribute('aria-checked')).toBe('true');
    expect(api.patches).toEqual([{ socialSharing: true }, { showInWhosHere: true }]);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('puts the switch back and says so when the change is not saved', async () => {
    const api = stubApi(500);
    renderSettings();
    const whosHere = await screen.findByRole('switch', { name: 'Show me in Who’s Here' });
    fireEvent.click(whosHere);
    await waitFor(() => expect(whosHere.getAttribute('aria-checked')).toBe('true'));
    api.release();
    expect((await screen.findByRole('alert')).textContent).toBe(settingsSaveFailed());
    await waitFor(() => expect(whosHere.getAttribute('aria-checked')).toBe('false'));
  });
});
