import { msg, t } from '@lingui/core/macro';
import type { GuestReservation, ReservationStatus } from '@queueless/contracts';
import { translated } from '#web/lib/i18n/translated';

/** staff.md section 4: each status its own label and colour. */
export const reservationStatusLabels = translated<ReservationStatus>({
  CONFIRMED: msg`Confirmed`,
  CHECKED_IN: msg`Checked In`,
  PENDING: msg`Pending`,
  CANCELLED: msg`Cancelled`,
  WAITLISTED: msg`Waitlisted`,
});

export const reservationStatusStyles: Record<ReservationStatus, string> = {
  CONFIRMED: 'bg-brand/15 text-brand',
  CHECKED_IN: 'bg-success/15 text-success',
  PENDING: 'bg-violet-400/15 text-violet-300',
  CANCELLED: 'bg-danger/15 text-danger',
  WAITLISTED: 'bg-sky-400/15 text-sky-300',
};

/** Read in the active language (each a getter). */
export const guestListMessages = translated({
  empty: msg`No guests found for this event.`,
  loadFailed: msg`Failed to load event guests. Please try again.`,
  checkedIn: msg`Checked in`,
  checkInFailed: msg`Check-in failed`,
  alreadyCheckedIn: msg`Already checked in`,
  cancelled: msg`Reservation cancelled`,
  otherEvent: msg`Another event`,
  notFound: msg`Reservation not found`,
  notFoundDescription: msg`This code is not a reservation of this venue.`,
});

/** The Check In button is off for CHECKED_IN and CANCELLED (and while a check-in is pending). */
export function canCheckIn(status: ReservationStatus): boolean {
  return status !== 'CHECKED_IN' && status !== 'CANCELLED';
}

/** "Ana Díaz", else "Guest ···0123" for someone who gave no name. */
export function guestName(guest: Pick<GuestReservation, 'firstName' | 'lastName' | 'phoneLast4'>): string {
  const name = [guest.firstName, guest.lastName].filter(Boolean).join(' ').trim();
  const last4 = guest.phoneLast4;
  return name || t`Guest ···${last4}`;
}

/** Folds case and accents, so "jose" finds "José". */
function fold(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

/**
 * The guests whose name (any word's start, or first and last together) or phone's last digits match what was
 * typed; everyone for an empty search.
 */
export function searchGuests<T extends Pick<GuestReservation, 'firstName' | 'lastName' | 'phoneLast4'>>(
  guests: readonly T[],
  query: string,
): T[] {
  const terms = fold(query).split(/\s+/).filter(Boolean);
  if (terms.length === 0) return [...guests];
  return guests.filter((guest) => {
    const words = fold(`${guest.firstName ?? ''} ${guest.lastName ?? ''}`)
      .split(/\s+/)
      .filter(Boolean);
    return terms.every(
      (term) => words.some((word) => word.startsWith(term)) || (/^\d+$/.test(term) && guest.phoneLast4.endsWith(term)),
    );
  });
}

export type DoorCounts = { checkedIn: number; reserved: number; waitlisted: number; capacity: number };

/** People, not reservations: a party of 3 counts 3. Reserved is every confirmed place, checked in or not. */
export function doorCounts(
  guests: readonly Pick<GuestReservation, 'quantity' | 'reservationStatus'>[],
  capacity: number,
): DoorCounts {
  const sum = (...statuses: ReservationStatus[]) =>
    guests.filter((g) => statuses.includes(g.reservationStatus)).reduce((total, g) => total + g.quantity, 0);
  return {
    checkedIn: sum('CHECKED_IN'),
    reserved: sum('CONFIRMED', 'CHECKED_IN'),
    waitlisted: sum('WAITLISTED'),
    capacity,
  };
}
