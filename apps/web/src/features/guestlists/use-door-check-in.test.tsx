// @vitest-environment jsdom
import type { GuestReservation } from '@queueless/contracts';
import { act, cleanup, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse as json, renderPageHook } from '#web/test/render-app';
import { guestListMessages } from './guest-list';
import { RECENT_CHECK_IN_GRACE_MS, useDoorCheckIn } from './use-door-check-in';

vi.mock('#web/components/ui/toast', () => ({ showToast: vi.fn() }));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

const guest: GuestReservation = {
  reservationId: 'RES1',
  gleventId: 'GL1',
  firstName: 'Ana',
  lastName: 'Ruiz',
  phoneLast4: '1103',
  quantity: 2,
  createdAt: '2026-11-26T18:00:00.000Z',
  reservationStatus: 'CONFIRMED',
  checkedInAt: null,
};

/** A door whose server checks a guest in once and answers 409 'already checked in' to any later try. */
function openDoor() {
  let checkedIn = false;
  const checkIns = vi.fn();
  const current = () =>
    checkedIn ? { ...guest, reservationStatus: 'CHECKED_IN' as const, checkedInAt: new Date().toISOString() } : guest;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_path: string, init?: RequestInit) => {
      if (init?.method === 'POST') {
        checkIns();
        if (checkedIn) return json({ error: { code: 'ALREADY_CHECKED_IN', message: 'Already checked in.' } }, 409);
        checkedIn = true;
        return json({ reservation: current() });
      }
      return json({ reservations: [current()], total: 1, glevent: {} });
    }),
  );
  const door = renderPageHook(() => useDoorCheckIn('V1', 'GL1'), '/staff/location/SKY01/guestlist-event/GL1/guests');
  return { door, checkIns };
}

describe('useDoorCheckIn, a scan at the door', () => {
  it('a repeat read of the code just checked in keeps the success: one check-in, never a red', async () => {
    const { door, checkIns } = openDoor();
    await waitFor(() => expect(door.result.current.page.shown).toHaveLength(1));
    await act(() => door.result.current.page.onScanned('RES1'));
    expect(door.result.current.page.feedback).toMatchObject({ tone: 'success', title: guestListMessages.checkedIn });
    // The list refreshes after the check-in: the guest now reads CHECKED_IN.
    await waitFor(() => expect(door.result.current.page.shown[0]?.reservationStatus).toBe('CHECKED_IN'));

    // The camera scans on and reads the guest's phone again.
    await act(() => door.result.current.page.onScanned('RES1'));
    expect(door.result.current.page.feedback).toMatchObject({
      tone: 'success',
      title: guestListMessages.checkedIn,
      description: 'Ana Ruiz · 2 guests',
    });
    expect(checkIns).toHaveBeenCalledOnce();
  });

  it('the same code long after is a second attempt, and says so', async () => {
    const { door } = openDoor();
    await waitFor(() => expect(door.result.current.page.shown).toHaveLength(1));
    const now = Date.now();
    const clock = vi.spyOn(Date, 'now').mockReturnValue(now);
    await act(() => door.result.current.page.onScanned('RES1'));
    await waitFor(() => expect(door.result.current.page.shown[0]?.reservationStatus).toBe('CHECKED_IN'));
    clock.mockReturnValue(now + RECENT_CHECK_IN_GRACE_MS + 1);
    await act(() => door.result.current.page.onScanned('RES1'));
    expect(door.result.current.page.feedback).toMatchObject({
      tone: 'error',
      title: guestListMessages.alreadyCheckedIn,
    });
    clock.mockRestore();
  });
});
