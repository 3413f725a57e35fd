import type { Tx } from '../../db/client.js';
import { type DomainEventType, recordEvent } from '../domain-events/index.js';
import type { Reservation } from './reservations.repo.js';

/** In the transaction of a reservation's change: its domain event (decision 078). */
export function recordReservationEvent(
  tx: Tx,
  type: DomainEventType & `reservation.${string}`,
  reservation: Pick<Reservation, 'reservationId' | 'vendorId' | 'gleventId' | 'quantity' | 'reservationStatus'>,
): Promise<void> {
  return recordEvent(tx, {
    type,
    vendorId: reservation.vendorId,
    aggregateId: reservation.reservationId,
    payload: {
      gleventId: reservation.gleventId,
      quantity: reservation.quantity,
      status: reservation.reservationStatus,
    },
  });
}
