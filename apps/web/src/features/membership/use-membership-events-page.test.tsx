// @vitest-environment jsdom
import type { AvailableGlevent } from '@queueless/contracts';
import { act, cleanup } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderPageHook } from '#web/test/render-app';
import { useMembershipEventsPage } from './use-membership-events-page';

const member = vi.hoisted(() => ({ current: {} as Record<string, unknown> }));
vi.mock('#web/features/membership/use-member-status', () => ({ useMemberStatus: () => member.current }));
vi.mock('#web/features/membership/api/get-available-events', () => ({
  useAvailableEvents: () => ({ isPending: true }),
}));

const event = { gleventId: 'G1' } as AvailableGlevent;
const retry = vi.fn();

const render = () => renderPageHook(useMembershipEventsPage, '/lusiv/events?city=x');

beforeEach(() => {
  member.current = { isSignedIn: true, isMember: true, canBook: true, isError: false, hasNoProfile: false, retry };
});
afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

describe('useMembershipEventsPage', () => {
  it('reserves a picked event when the member can book', () => {
    const { result } = render();
    expect(result.current.page.bookState).toBe('bookable');
    act(() => result.current.page.book(event));
    expect(result.current.page.reserving).toBe(event);
    act(() => result.current.page.closeReserving());
    expect(result.current.page.reserving).toBeNull();
  });

  it('asks for the member status again rather than booking when it failed to load', () => {
    member.current = { ...member.current, isError: true };
    const { result } = render();
    act(() => result.current.page.book(event));
    expect(retry).toHaveBeenCalledOnce();
    expect(result.current.page.reserving).toBeNull();
  });

  it('sends the signed-out to sign in, remembering the page, and opens the join dialog for the signed-in', () => {
    member.current = { ...member.current, canBook: false, isMember: false, isSignedIn: false };
    const signedOut = render();
    expect(signedOut.result.current.page.bookState).toBe('join-first');
    act(() => signedOut.result.current.page.book(event));
    expect(signedOut.result.current.location.pathname).toBe('/signin');
    expect(signedOut.result.current.location.state).toEqual({ authRedirectTo: '/lusiv/events?city=x' });
    cleanup();

    member.current = { ...member.current, isSignedIn: true, banner: 'not-member' };
    const signedIn = render();
    act(() => signedIn.result.current.page.onBannerPress());
    expect(signedIn.result.current.page.isDialogOpen).toBe(true);
  });

  it('prompts a signed-in person without a membership profile once, on arrival', () => {
    member.current = { ...member.current, hasNoProfile: true };
    const { result, rerender } = render();
    expect(result.current.page.isDialogOpen).toBe(true);
    act(() => result.current.page.closeDialog());
    rerender();
    expect(result.current.page.isDialogOpen).toBe(false);
  });

  it('takes a member with a reservation to the reservations on the account page', () => {
    member.current = { ...member.current, banner: 'reserved' };
    const { result } = render();
    act(() => result.current.page.onBannerPress());
    expect(result.current.location.pathname).toBe('/account');
    expect(result.current.location.hash).toBe('#guest-list-reservations');
  });
});
