import type { MyReservation } from '@queueless/contracts';
import { describe, expect, it } from 'vitest';
import { reservationsToShow } from './reservation-order';

const now = Date.parse('2026-11-24T12:00:00Z');
const inDays = (days: number) => new Date(now + days * 86_400_000).toISOString();

function reservation(id: string, reservationStatus: MyReservation['reservationStatus'], startDays: number) {
  return {
    reservationId: id,
    reservationStatus,
    startTime: inDays(startDays),
    endTime: inDays(startDays + 0.2),
  } as MyReservation;
}

describe('the account page’s top 3 reservations', () => {
  it('keeps the booked night (and its QR code) in view when newer waitlist places come after it', () => {
    // Newest first, as the server answers: three waitlists joined after booking.
    const list = [
      reservation('W3', 'WAITLISTED', 9),
      reservation('W2', 'WAITLISTED', 8),
      reservation('W1', 'WAITLISTED', 7),
      reservation('BOOKED', 'CONFIRMED', 5),
    ];
    expect(reservationsToShow(list, 3, now).map((r) => r.reservationId)).toEqual(['BOOKED', 'W3', 'W2']);
  });

  it('puts what is past or given up after what is still to come, newest first within each', () => {
    const list = [
      reservation('CANCELLED', 'CANCELLED', 3),
      reservation('ENDED', 'CONFIRMED', -2),
      reservation('IN', 'CHECKED_IN', -1),
      reservation('NEXT', 'CONFIRMED', 4),
    ];
    expect(reservationsToShow(list, 3, now).map((r) => r.reservationId)).toEqual(['NEXT', 'CANCELLED', 'ENDED']);
  });
});
