import { ONE_ACTIVE_RESERVATION_MESSAGE } from '@queueless/contracts';
import type { Db, Tx } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import type { Clock } from '../../lib/clock.js';
import type { GleventRow, GleventsRepo } from './glevents.repo.js';
import type { Reservation, ReservationsRepo } from './reservations.repo.js';

/**
 * Who may reserve, and what a confirmed or cancelled reservation costs: one replaceable rule, wired in
 * guestlists' module.ts (the membership policy, with credits, unless a test hands in another). The reservations service calls it at fixed points.
 */
export type ReservationPolicy = {
  /** Throws AppError when the user may not reserve this event now. Runs INSIDE the reserve transaction, after the
      user's row has been locked (SELECT ... FROM users WHERE user_id = $1 FOR UPDATE), so checks are race-free. */
  assertMayReserve(tx: Tx, input: { userId: string; glevent: GleventRow; quantity: number; now: Date }): Promise<void>;
  /** For GET /users/eligible-to-make-reservations: the same rule, read-only. */
  isEligible(input: { userId: string; now: Date }): Promise<boolean>;
  /** In the same transaction, when a reservation becomes CONFIRMED (at reserve, or promoted from the waitlist). */
  onConfirmed(tx: Tx, reservation: Reservation): Promise<void>;
  /** In the same transaction, when a CONFIRMED reservation is cancelled. */
  onCancelled(tx: Tx, reservation: Reservation): Promise<void>;
  /**
   * In the same transaction, before the hooks run for several users at once (a cancellation returning its
   * canceller's credit and promoting others): takes their per-user locks together, in user-id order, so two such
   * transactions never hold one each and wait for the other's (decision 013).
   */
  lockMembers(tx: Tx, userIds: readonly string[]): Promise<void>;
};

/**
 * customer.md: a signed-in customer holds one active reservation at a time — CONFIRMED or WAITLISTED,
 * for an event that has not ended. Nothing is spent, so the hooks do nothing.
 */
export function createDefaultReservationPolicy({
  reservationsRepo,
}: {
  reservationsRepo: Pick<ReservationsRepo, 'countActive'>;
}): ReservationPolicy {
  return {
    async assertMayReserve(tx, { userId, now }) {
      if ((await reservationsRepo.countActive(userId, now, tx)) > 0) {
        throw new AppError('RESERVATION_LIMIT', ONE_ACTIVE_RESERVATION_MESSAGE);
      }
    },
    async isEligible({ userId, now }) {
      return (await reservationsRepo.countActive(userId, now)) === 0;
    },
    async onConfirmed() {},
    async onCancelled() {},
    async lockMembers() {},
  };
}

/** What a reservation policy is built from: it may read what the default one reads. */
export type ReservationPolicyDeps = {
  db: Db;
  gleventsRepo: GleventsRepo;
  reservationsRepo: ReservationsRepo;
  clock: Clock;
};
export type ReservationPolicyFactory = (deps: ReservationPolicyDeps) => ReservationPolicy;
