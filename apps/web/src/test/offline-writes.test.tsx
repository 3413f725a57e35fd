// @vitest-environment jsdom
import { onlineManager, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useClaimReward } from '#web/features/contests/api/claim-reward';
import { useCreatePrize } from '#web/features/contests/api/staff-prizes';
import { useCreateVendorEvent } from '#web/features/events/api/create-vendor-event';
import { useUpdateVendorEvent } from '#web/features/events/api/update-vendor-event';
import { useCheckInReservation } from '#web/features/guestlists/api/check-in-reservation';
import { useCreateGlevent } from '#web/features/guestlists/api/create-glevent';
import { useUpdateGlevent } from '#web/features/guestlists/api/update-glevent';
import { useUpdateProduct } from '#web/features/inventory/api/update-product';
import { useStaffOrder } from '#web/features/orders/api/get-staff-order';
import { useCompleteOrder } from '#web/features/pickup/api/complete-order';
import { useRecordBalance } from '#web/features/pickup/api/record-balance';
import { useRefundOrder } from '#web/features/refunds/api/refund-order';
import { useCreateVendorRole } from '#web/features/staff/api/create-vendor-role';
import { useDeleteVendorRole } from '#web/features/staff/api/delete-vendor-role';
import { useUpdateVendorRole } from '#web/features/staff/api/update-vendor-role';
import { WAIT_TIMEOUT_MS } from '#web/test/waits';

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

/**
 * Settles within `ms`, or says it is still waiting (a paused mutation never settles while offline, so the margin for
 * a loaded machine costs nothing when the write does fail at once).
 */
const within = <T,>(promise: Promise<T>, ms = WAIT_TIMEOUT_MS) =>
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

  /** A mutation hook and what it is called with, as the staff pages call them. */
  const writes: [string, () => { mutateAsync: (input: never) => Promise<unknown> }, unknown][] = [
    ['a refund', () => useRefundOrder(), 'ORDER1'],
    ['a pickup (Confirm Pickup)', () => useCompleteOrder(), { orderId: 'ORDER1' }],
    [
      'a balance collected',
      () => useRecordBalance(),
      { vendorLocationId: 'AD708', orderId: 'ORDER1', collected: true },
    ],
    ['an inventory change', () => useUpdateProduct('AD708'), { productId: 'P1', changes: { isAvailable: false } }],
    [
      'adding a staff member',
      () => useCreateVendorRole('V1'),
      { vendorId: 'V1', phoneNumber: '+12135550199', name: 'Sam', role: 'STAFF' },
    ],
    [
      'changing a role',
      () => useUpdateVendorRole('V1'),
      { vendorId: 'V1', phoneNumber: '+12135550199', name: 'Sam', role: 'MANAGER' },
    ],
    ['removing a staff member', () => useDeleteVendorRole('V1'), { vendorId: 'V1', phoneNumber: '+12135550199' }],
    ['adding an event', () => useCreateVendorEvent('V1'), { vendorId: 'V1', eventName: 'x', status: 'UPCOMING' }],
    ['changing an event', () => useUpdateVendorEvent('V1'), { eventId: 'E1', eventName: 'x', status: 'UPCOMING' }],
    ['adding a guest-list event', () => useCreateGlevent('V1'), { name: 'x' }],
    ['changing a guest-list event', () => useUpdateGlevent('V1', 'G1'), { name: 'x' }],
  ];

  it.each(writes)('%s', async (_name, useWrite, input) => {
    goOffline();
    const { result } = renderHook(useWrite, { wrapper });
    const outcome = await within(result.current.mutateAsync(input as never).catch((error: unknown) => error));
    expect(outcome).toMatchObject({ code: 'NETWORK_ERROR', status: 0 });
  });
});

describe('a staff read made offline', () => {
  it('the scanned order: an error the page can show, not a spinner for good', async () => {
    goOffline();
    const { result } = renderHook(() => useStaffOrder('ORDER1'), { wrapper });
    await waitFor(() => expect(result.current.error).toMatchObject({ code: 'NETWORK_ERROR', status: 0 }));
  });
});
