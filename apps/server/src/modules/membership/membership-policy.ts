import { BOOKING_HORIZON_MONTHS } from '@queueless/contracts';
import type { Tx } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import type { DbClock } from '../../lib/db-clock.js';
import type { Port } from '../../lib/service-port.js';
import { addMonths } from './credit-schedule.js';
import type { MemberCredits } from './member-credits.js';
import type { MembershipRepo } from './membership.repo.js';
import { isActiveAt } from './membership.service.js';

/** What the policy reads of an event and a reservation (the guest-list service's rows fit). */
type EventLike = { gleventId: string; startTime: Date };
type ReservationLike = { reservationId: string; userId: string; gleventId: string };

/**
 * What the policy asks of the guest lists, which plug it in at boot (they are built on membership, not the other
 * way: decision 080): whether a member holds an active reservation, and when an event starts.
 */
export type ReservationFacts = {
  hasActiveReservation(userId: string, now: Date, tx: Tx): Promise<boolean>;
  findEventStart(gleventId: string, tx: Tx): Promise<Date | undefined>;
};

export type MembershipPolicy = ReturnType<typeof createMembershipPolicy>;

/** Why a member may not book now (the first rule that fails), or null when they may. */
type Refusal = AppError | null;

/**
 * Who may reserve a guest-list spot: a member with an active membership, at least one credit and no
 * active reservation (CONFIRMED or WAITLISTED, event not ended), for one spot of an event starting at most 3 months ahead.
 * `isEligible` and the reserve call use the same rules; the reserve call runs them with the
 * member's profile row locked, so parallel reservations take turns.
 */
export function createMembershipPolicy({
  repo,
  reservations,
  credits,
  dbClock,
}: {
  repo: MembershipRepo;
  reservations: Port<ReservationFacts>;
  credits: MemberCredits;
  /** Activity, credits and the booking horizon are judged on the database's clock (decision 076). */
  dbClock: DbClock;
}) {
  /** The user-level rules, inside a transaction holding the profile lock. */
  async function refusal(tx: Tx, userId: string): Promise<Refusal> {
    const now = await dbClock.read(tx);
    const periods = await repo.listMemberships(userId, tx);
    if (!isActiveAt(periods, now)) {
      return new AppError('MEMBERSHIP_REQUIRED', 'A Lusiv membership is needed to reserve a spot.');
    }
    // From here on this member's bookings take turns, whatever lock the caller holds.
    await repo.lockProfile(userId, tx);
    if (await reservations.get().hasActiveReservation(userId, now, tx)) {
      return new AppError('ACTIVE_RESERVATION_EXISTS', 'Only 1 active reservation allowed');
    }
    if ((await credits.settle(tx, userId, now)) < 1) {
      return new AppError('NO_CREDITS_LEFT', 'You have no event credits left.');
    }
    return null;
  }

  return {
    async assertMayReserve(tx: Tx, input: { userId: string; glevent: EventLike; quantity: number; now: Date }) {
      // One credit buys one spot: the API takes parties of up to 10 (the plain rule), a member books for themselves.
      if (input.quantity !== 1) {
        const message = 'A membership credit reserves one spot.';
        throw new AppError('VALIDATION_FAILED', message, [{ field: 'body.quantity', message }]);
      }
      const refused = await refusal(tx, input.userId);
      if (refused) throw refused;
      if (input.glevent.startTime > addMonths(await dbClock.read(tx), BOOKING_HORIZON_MONTHS)) {
        throw new AppError('BOOKING_TOO_FAR_AHEAD', 'Events can be booked up to 3 months ahead.');
      }
    },

    async isEligible(input: { userId: string; now: Date }): Promise<boolean> {
      // Non-members get no profile row from asking.
      if ((await repo.listMemberships(input.userId)).length === 0) return false;
      return repo.transaction(async (tx) => (await refusal(tx, input.userId)) === null);
    },

    async onConfirmed(tx: Tx, reservation: ReservationLike) {
      // Reserving has checked the credit under the same lock; a waitlist promotion takes one if any is left.
      await credits.spend(tx, {
        userId: reservation.userId,
        reservationId: reservation.reservationId,
        now: await dbClock.read(tx),
        required: false,
      });
    },

    /** Every credit change locks its member's profile; several members' are locked here first, in one order. */
    async lockMembers(tx: Tx, userIds: readonly string[]) {
      for (const userId of [...new Set(userIds)].sort()) await repo.lockProfile(userId, tx);
    },

    async onCancelled(tx: Tx, reservation: ReservationLike) {
      const now = await dbClock.read(tx);
      const startTime = await reservations.get().findEventStart(reservation.gleventId, tx);
      if (!startTime || startTime <= now) return;
      await credits.refund(tx, { userId: reservation.userId, reservationId: reservation.reservationId, now });
    },
  };
}
