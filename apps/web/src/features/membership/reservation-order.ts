import type { MyReservation } from '@queueless/contracts';

/**
 * How much a reservation matters on the account page: a place still to be used (its QR code is needed at the door)
 * first, then a place in line, then the rest (cancelled, checked in, ended). The server lists newest first, so a
 * member who joined two waitlists after booking would otherwise not see their booked night among the top 3.
 */
function rankOf(reservation: MyReservation, now: number): number {
  const hasEnded = Date.parse(reservation.endTime) <= now;
  if (hasEnded) return 2;
  if (reservation.reservationStatus === 'CONFIRMED') return 0;
  if (reservation.reservationStatus === 'WAITLISTED' || reservation.reservationStatus === 'PENDING') return 1;
  return 2;
}

/** The `limit` reservations to show: by rank, newest first within a rank (the server's order). */
export function reservationsToShow(reservations: readonly MyReservation[], limit: number, now = Date.now()) {
  return reservations
    .map((reservation, index) => ({ reservation, index, rank: rankOf(reservation, now) }))
    .sort((a, b) => a.rank - b.rank || a.index - b.index)
    .slice(0, limit)
    .map(({ reservation }) => reservation);
}
