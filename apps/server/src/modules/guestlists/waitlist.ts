import type { Tx } from '../../db/client.js';
import type { GleventRow, GleventsRepo } from './glevents.repo.js';
import { recordReservationEvent } from './reservation-events.js';
import type { ReservationPolicy } from './reservation-policy.js';
import type { Reservation, ReservationsRepo } from './reservations.repo.js';

export type Waitlist = ReturnType<typeof createWaitlist>;

/** The event's fair queue: when places free up, the oldest waitlisted reservations that fit take them. */
export function createWaitlist(deps: {
  gleventsRepo: GleventsRepo;
  reservationsRepo: ReservationsRepo;
  policy: ReservationPolicy;
}) {
  const { gleventsRepo, reservationsRepo, policy } = deps;
  return {
    /**
     * Call inside the transaction that freed places, with the event's row locked and `glevent` read after the places were freed. Walks the waitlist in
     * booking order; a party too big for what is free waits on, and a smaller one behind it may go.
     * The members whose credits change here (the promoted, and `alongWith`: a canceller whose credit comes back in
     * this transaction) are locked first, together, in one order (decision 013).
     * Each promotion writes its `reservation.waitlist_promoted` event in the same transaction; the guest's text
     * is that event's consumer (`promotionTexts`, decision 078).
     */
    async promote(
      tx: Tx,
      glevent: GleventRow,
      { alongWith = [] }: { alongWith?: string[] } = {},
    ): Promise<Reservation[]> {
      const chosen: Reservation[] = [];
      let free = glevent.originalCapacity - glevent.reservedCount;
      if (free > 0) {
        for (const waiting of await reservationsRepo.lockWaitlist(glevent.gleventId, tx)) {
          if (free <= 0) break;
          if (waiting.quantity > free) continue;
          free -= waiting.quantity;
          chosen.push(waiting);
        }
      }
      await policy.lockMembers(tx, [...alongWith, ...chosen.map((waiting) => waiting.userId)]);
      const promoted: Reservation[] = [];
      for (const waiting of chosen) {
        if (!(await gleventsRepo.takePlaces(glevent.gleventId, waiting.quantity, tx))) {
          throw new Error(`glevent ${glevent.gleventId} changed while locked`);
        }
        const confirmed = await reservationsRepo.changeStatus(
          waiting.reservationId,
          ['WAITLISTED'],
          {
            reservationStatus: 'CONFIRMED',
          },
          tx,
        );
        if (!confirmed) throw new Error(`waitlisted reservation ${waiting.reservationId} changed while locked`);
        await policy.onConfirmed(tx, confirmed);
        await recordReservationEvent(tx, 'reservation.waitlist_promoted', confirmed);
        promoted.push(confirmed);
      }
      return promoted;
    },
  };
}
