// @vitest-environment jsdom
import { QueryClient } from '@tanstack/react-query';
import { act, cleanup } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderPageHook } from '#web/test/render-app';
import { SUCCESS_CLOSE_MS } from './components/membership-dialog';
import { useJoinPage } from './use-join-page';

const member = vi.hoisted(() => ({ current: {} as Record<string, unknown> }));
const refetchMemberData = vi.hoisted(() => vi.fn(async () => {}));
const showWelcomeToast = vi.hoisted(() => vi.fn());
vi.mock('#web/features/membership/use-member-status', () => ({ useMemberStatus: () => member.current }));
vi.mock('#web/features/membership/api/get-membership', () => ({
  useMembership: () => ({ data: { membership: { isActive: true, endsAt: '2027-01-01T00:00:00Z' } } }),
}));
vi.mock('#web/features/membership/api/invalidate', () => ({ refetchMemberData }));
vi.mock('#web/features/membership/welcome-toast', () => ({ showWelcomeToast }));

const render = () => renderPageHook(useJoinPage, '/join-lusiv?from=banner');

beforeEach(() => {
  member.current = { isSignedIn: true, user: { userId: 'U1', phoneNumber: '+12135550120' } };
});
afterEach(() => {
  cleanup();
  vi.clearAllMocks();
  vi.useRealTimers();
});

describe('useJoinPage', () => {
  it('sends the signed-out to sign in, remembering the page with its query', () => {
    member.current = { isSignedIn: false, user: null };
    const { result } = render();
    expect(result.current.page.isSignedIn).toBe(false);
    act(() => result.current.page.signIn());
    expect(result.current.location.pathname).toBe('/signin');
    expect(result.current.location.state).toEqual({ authRedirectTo: '/join-lusiv?from=banner' });
  });

  it('welcomes the new member, then reads their profile again once the success step has shown', () => {
    vi.useFakeTimers();
    const { result } = render();
    expect(result.current.page.current?.isActive).toBe(true);
    act(() => result.current.page.onJoined());
    expect(showWelcomeToast).toHaveBeenCalledOnce();
    expect(result.current.page.isJoined).toBe(true);
    expect(refetchMemberData).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(SUCCESS_CLOSE_MS));
    expect(refetchMemberData).toHaveBeenCalledWith(expect.any(QueryClient), 'U1');
  });

  it('keeps the plan picked', () => {
    const { result } = render();
    expect(result.current.page.plan).toBeNull();
    act(() => result.current.page.setPlan({ months: 1 } as never));
    expect(result.current.page.plan).toEqual({ months: 1 });
  });
});
