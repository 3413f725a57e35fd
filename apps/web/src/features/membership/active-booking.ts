import type { MyReservation } from '@queueless/contracts';

export type ActiveBooking = { gleventId: string; status: 'BOOKED' | 'WAITLISTED' };

const LIVE_STATUSES = new Set<MyReservation['reservationStatus']>(['PENDING', 'CONFIRMED', 'CHECKED_IN', 'WAITLISTED']);

/** The member's live booking, if any: a reservation not cancelled, for an event that has not ended yet. */
export function activeBooking(reservations: MyReservation[], now: Date = new Date()): ActiveBooking | null {
  const live = reservations.find(
    (reservation) =>
      LIVE_STATUSES.has(reservation.reservationStatus) && new Date(reservation.endTime).getTime() > now.getTime(),
  );
  if (!live) return null;
  return { gleventId: live.gleventId, status: live.reservationStatus === 'WAITLISTED' ? 'WAITLISTED' : 'BOOKED' };
}
