// @vitest-environment jsdom
import { onlineManager, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useClaimReward } from '../contests/api/claim-reward';
import { useCreatePrize } from '../contests/api/staff-prizes';
import { useCheckInReservation } from '../guestlists/api/check-in-reservation';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  onlineManager.setOnline(true);
});

function wrapper({ children }: { children: ReactNode }) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}

/** The browser is offline: fetch fails as it does then. */
function goOffline() {
  onlineManager.setOnline(false);
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    }),
  );
}

/** Settles within `ms`, or says it is still waiting (a paused mutation never settles while offline). */
const within = <T,>(promise: Promise<T>, ms = 1_000) =>
  Promise.race([promise, new Promise((resolve) => setTimeout(() => resolve('still waiting'), ms))]);

describe('staff writes made offline fail at once instead of waiting unseen', () => {
  it('a check-in at the door', async () => {
    goOffline();
    const { result } = renderHook(() => useCheckInReservation('V1', 'G1'), { wrapper });
    const outcome = await within(result.current.mutateAsync('R1').catch((error: unknown) => error));
    expect(outcome).toMatchObject({ code: 'NETWORK_ERROR', status: 0 });
  });

  it('handing a prize over', async () => {
    goOffline();
    const { result } = renderHook(() => useClaimReward(), { wrapper });
    const outcome = await within(result.current.mutateAsync('ABCDEFGH').catch((error: unknown) => error));
    expect(outcome).toMatchObject({ code: 'NETWORK_ERROR', status: 0 });
  });

  it('adding a prize', async () => {
    goOffline();
    const { result } = renderHook(() => useCreatePrize('V1', 'E1'), { wrapper });
    const outcome = await within(
      result.current.mutateAsync({ name: 'x', odds: 0.1, quantityTotal: 1 }).catch((error: unknown) => error),
    );
    expect(outcome).toMatchObject({ code: 'NETWORK_ERROR', status: 0 });
  });
});
