import { createDefaultReservationPolicy } from '../src/modules/guestlists/reservation-policy.js';
import type { ServiceOverrides } from '../src/services.js';

/**
 * The app reserves with the membership policy (credits). Guest-list tests that are about capacity,
 * waitlists and check-in, not membership, run with the plain rule instead: one active reservation.
 */
export const plainReservationRule: ServiceOverrides = {
  reservationPolicy: ({ reservationsRepo }) => createDefaultReservationPolicy({ reservationsRepo }),
};
