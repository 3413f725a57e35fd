import { t } from '@lingui/core/macro';
import type { GuestReservation } from '@queueless/contracts';
import { useCallback, useDeferredValue, useMemo, useRef, useState } from 'react';
import { showToast } from '#web/components/ui/toast';
import { isApiError } from '#web/lib/api-client';
import { useCheckInReservation } from './api/check-in-reservation';
import { useGuestList } from './api/get-guest-list';
import { guestListMessages, guestName, searchGuests } from './guest-list';

/** What the door sees after a check-in: beside the camera for a scan, as a toast for a tap. */
export type DoorFeedback = { tone: 'success' | 'error'; title: string; description?: string };

/**
 * A guest just let in by a scan usually keeps their phone up: the camera reads their code again once it scans on.
 * For this long after this device checked them in, a repeat read of that code says what happened (checked in),
 * sends nothing, and does not turn the guest red. A read after this is a second attempt and is told so.
 */
export const RECENT_CHECK_IN_GRACE_MS = 30_000;

/** What a check-in's answer means at the door. */
function feedbackOf(error: unknown, guest: GuestReservation | undefined): DoorFeedback {
  const name = guest ? guestName(guest) : undefined;
  if (!isApiError(error))
    return { tone: 'error', title: guestListMessages.checkInFailed, description: t`Please try again.` };
  switch (error.code) {
    case 'ALREADY_CHECKED_IN':
      return { tone: 'error', title: guestListMessages.alreadyCheckedIn, description: name ?? error.message };
    case 'RESERVATION_CANCELLED':
      return { tone: 'error', title: guestListMessages.cancelled, description: name ?? error.message };
    case 'RESERVATION_OTHER_EVENT':
      return { tone: 'error', title: guestListMessages.otherEvent, description: error.message };
    case 'NOT_FOUND':
      return { tone: 'error', title: guestListMessages.notFound, description: guestListMessages.notFoundDescription };
    default:
      return {
        tone: 'error',
        title: guestListMessages.checkInFailed,
        // A lost network or a timeout says so in the client's own words; a server error says nothing of its insides.
        description: error.status < 500 ? error.message : t`Please try again.`,
      };
  }
}

/**
 * The door's check-in: the guest list, its search, and one check-in per guest at a time (a guest already in or
 * cancelled is told so without a call; the server's answer becomes the door's words). A scan answers beside the
 * camera (the door person is looking there); a tap answers with a toast.
 */
export function useDoorCheckIn(vendorId: string, gleventId: string) {
  const list = useGuestList(vendorId, gleventId);
  const checkIn = useCheckInReservation(vendorId, gleventId);
  const [query, setQuery] = useState('');
  const deferredQuery = useDeferredValue(query);
  const [pending, setPending] = useState<ReadonlySet<string>>(new Set());
  const [feedback, setFeedback] = useState<DoorFeedback | null>(null);
  /** The check-ins this device made, by reservation id: when, and what the door was told. */
  const recentCheckIns = useRef(new Map<string, { at: number; feedback: DoorFeedback }>());
  const guests = list.data?.reservations;
  const shown = useMemo(() => (guests ? searchGuests(guests, deferredQuery) : []), [guests, deferredQuery]);
  // A scan answers beside the camera (the door person is looking there); a tap answers with a toast.
  const report = useCallback((next: DoorFeedback, isScan: boolean) => {
    if (isScan) setFeedback(next);
    else showToast({ title: next.title, description: next.description, variant: next.tone });
  }, []);

  const checkInById = useCallback(
    async (reservationId: string, isScan: boolean) => {
      const recent = recentCheckIns.current.get(reservationId);
      if (isScan && recent && Date.now() - recent.at < RECENT_CHECK_IN_GRACE_MS) {
        // The same guest's code read again: their one check-in is the truth, not a second attempt.
        return report(recent.feedback, true);
      }
      const guest = guests?.find((row) => row.reservationId === reservationId);
      if (guest?.reservationStatus === 'CHECKED_IN') {
        return report(
          { tone: 'error', title: guestListMessages.alreadyCheckedIn, description: guestName(guest) },
          isScan,
        );
      }
      if (guest?.reservationStatus === 'CANCELLED') {
        return report({ tone: 'error', title: guestListMessages.cancelled, description: guestName(guest) }, isScan);
      }
      setPending((current) => new Set(current).add(reservationId));
      try {
        const done = await checkIn.mutateAsync(reservationId);
        const party = done.quantity === 1 ? '1 guest' : `${done.quantity} guests`;
        const success: DoorFeedback = {
          tone: 'success',
          title: guestListMessages.checkedIn,
          description: `${guestName(done)} · ${party}`,
        };
        recentCheckIns.current.set(reservationId, { at: Date.now(), feedback: success });
        report(success, isScan);
      } catch (error) {
        report(feedbackOf(error, guest), isScan);
      } finally {
        setPending((current) => {
          const next = new Set(current);
          next.delete(reservationId);
          return next;
        });
      }
    },
    [checkIn, guests, report],
  );
  const onCheckIn = useCallback(
    (guest: GuestReservation) => void checkInById(guest.reservationId, false),
    [checkInById],
  );
  const onScanned = useCallback((reservationId: string) => checkInById(reservationId, true), [checkInById]);

  return { list, query, setQuery, deferredQuery, shown, pending, feedback, report, onCheckIn, onScanned };
}
