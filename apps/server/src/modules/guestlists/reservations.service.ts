import type {
  GuestListResponse,
  GuestReservation,
  MyReservation,
  MyReservationsResponse,
  SessionUser,
} from '@queueless/contracts';
import type { Tx } from '../../db/client.js';
import { isUniqueViolation } from '../../db/db-errors.js';
import { AppError } from '../../lib/app-error.js';
import type { Clock } from '../../lib/clock.js';
import { decodeCursor as decodePageToken, encodeCursor as encodePageToken } from '../../lib/cursor.js';
import { newId } from '../../lib/ids.js';
import { type Access, requireVendorOfPath } from '../staff/index.js';
import type { VendorsService } from '../vendors/index.js';
import { isClosed, toGlevent, toGuestReservation, toMyReservation } from './glevent-view.js';
import type { GleventsRepo } from './glevents.repo.js';
import { gleventNotFound } from './glevents.service.js';
import { recordReservationEvent } from './reservation-events.js';
import type { ReservationPolicy } from './reservation-policy.js';
import type { Reservation, ReservationCursor, ReservationsRepo } from './reservations.repo.js';
import type { Waitlist } from './waitlist.js';

export type ReservationsService = ReturnType<typeof createReservationsService>;

const reservationNotFound = () => new AppError('NOT_FOUND', 'Reservation not found.');

/** `nextToken` is the last row's (createdAt, reservationId), read and written by the one page-token parser. */
function encodeCursor(cursor: ReservationCursor): string {
  return encodePageToken({ at: cursor.createdAt.toISOString(), id: cursor.reservationId });
}

function decodeCursor(token: string): ReservationCursor {
  const { at, id } = decodePageToken(token);
  return { createdAt: new Date(at), reservationId: id };
}

/** PostgreSQL's unique_violation: the partial unique index on (event, user) caught a second booking. */

/**
 * Reservations: customers reserve, list and cancel their own; staff of the vendor list an event's
 * guests and check them in. Capacity is taken by one conditional UPDATE under the event's row lock; a full event waitlists.
 */
export function createReservationsService(deps: {
  gleventsRepo: GleventsRepo;
  reservationsRepo: ReservationsRepo;
  waitlist: Waitlist;
  policy: ReservationPolicy;
  access: Access;
  vendors: Pick<VendorsService, 'getTimeZone' | 'isOpenToPublic'>;
  clock: Clock;
}) {
  const { gleventsRepo, reservationsRepo: repo, waitlist, policy, access, vendors, clock } = deps;

  return {
    /** CONFIRMED when the places are free, WAITLISTED when the event is full. */
    async reserve(
      user: SessionUser,
      vendorId: string,
      gleventId: string,
      input: { quantity: number; vendorId?: string },
    ): Promise<MyReservation> {
      requireVendorOfPath(vendorId, input.vendorId);
      // A suspended vendor takes no reservations, members' credit bookings included (decision 085).
      if (!(await vendors.isOpenToPublic(vendorId))) {
        throw new AppError('GLEVENT_CLOSED', 'This event is no longer taking reservations.');
      }
      const timeZone = await vendors.getTimeZone(vendorId);
      try {
        return await repo.transaction(async (tx) => {
          const now = clock();
          const account = await repo.lockUser(user.userId, tx);
          if (!account) throw new AppError('UNAUTHENTICATED', 'Please sign in to continue.');
          // Locks in the order every writer uses: user, event. Held until commit, so a cancellation or a
          // capacity raise freeing places now is either seen here (a place) or sees this booking (its waitlist).
          const glevent = await gleventsRepo.lockGlevent(gleventId, tx);
          if (!glevent || glevent.vendorId !== vendorId) throw gleventNotFound();
          if (isClosed(glevent, now)) {
            throw new AppError('GLEVENT_CLOSED', 'This event is no longer taking reservations.');
          }
          if (await repo.findUserReservationForEvent(user.userId, gleventId, tx)) {
            throw new AppError('ALREADY_RESERVED', 'You already have a reservation for this event.');
          }
          await policy.assertMayReserve(tx, { userId: user.userId, glevent, quantity: input.quantity, now });
          const taken = await gleventsRepo.takePlaces(gleventId, input.quantity, tx);
          const reservation = await repo.insertReservation(
            {
              reservationId: newId(),
              gleventId,
              vendorId,
              userId: user.userId,
              firstName: account.firstName,
              lastName: account.lastName,
              quantity: input.quantity,
              reservationStatus: taken ? 'CONFIRMED' : 'WAITLISTED',
              createdAt: now,
            },
            tx,
          );
          if (taken) await policy.onConfirmed(tx, reservation);
          await recordReservationEvent(tx, 'reservation.created', reservation);
          return toMyReservation(reservation, taken ?? glevent, timeZone);
        });
      } catch (error) {
        if (isUniqueViolation(error)) {
          throw new AppError('ALREADY_RESERVED', 'You already have a reservation for this event.');
        }
        throw error;
      }
    },

    async listMine(user: SessionUser, query: { nextToken?: string; limit: number }): Promise<MyReservationsResponse> {
      const cursor = query.nextToken ? decodeCursor(query.nextToken) : null;
      const rows = await repo.listUserReservations(user.userId, cursor, query.limit + 1);
      const page = rows.slice(0, query.limit);
      const last = page.at(-1);
      return {
        reservations: page.map((row) => toMyReservation(row.reservation, row.glevent, row.timeZone)),
        nextToken: rows.length > query.limit && last ? encodeCursor(last.reservation) : null,
      };
    },

    /**
     * The customer's own CONFIRMED (or WAITLISTED) reservation of an event that has not started. A
     * confirmed one gives its places back, and the waitlist takes them, in the same transaction.
     */
    async cancelMine(user: SessionUser, reservationId: string): Promise<MyReservation> {
      const { cancelled, glevent } = await repo.transaction(async (tx) => {
        const now = clock();
        await repo.lockUser(user.userId, tx);
        const found = await repo.getReservation(reservationId, tx);
        if (!found || found.userId !== user.userId) throw reservationNotFound();
        // Locks in the order every writer uses: user, event, reservations.
        const glevent = await gleventsRepo.lockGlevent(found.gleventId, tx);
        if (!glevent) throw reservationNotFound();
        const reservation = await repo.lockReservation(reservationId, tx);
        if (!reservation) throw reservationNotFound();
        const isCancellable =
          reservation.reservationStatus === 'CONFIRMED' || reservation.reservationStatus === 'WAITLISTED';
        if (!isCancellable || glevent.startTime.getTime() <= now.getTime()) {
          throw new AppError(
            'RESERVATION_NOT_CANCELLABLE',
            isCancellable
              ? 'This event has already started; the reservation can no longer be cancelled.'
              : 'Only a confirmed reservation can be cancelled.',
          );
        }
        const cancelled = await repo.changeStatus(
          reservationId,
          [reservation.reservationStatus],
          {
            reservationStatus: 'CANCELLED',
            cancelledAt: now,
          },
          tx,
        );
        if (!cancelled) throw new Error(`reservation ${reservationId} changed while locked`);
        await recordReservationEvent(tx, 'reservation.cancelled', cancelled);
        if (reservation.reservationStatus !== 'CONFIRMED') return { cancelled, glevent };
        const released = await gleventsRepo.releasePlaces(glevent.gleventId, reservation.quantity, tx);
        // The canceller's credit comes back after the waitlist's members are promoted: the promotion locks every
        // member whose credits change here, the canceller too, together in one order (decision 013).
        await waitlist.promote(tx, released, { alongWith: [user.userId] });
        await policy.onCancelled(tx, cancelled);
        return { cancelled, glevent: released };
      });
      return toMyReservation(cancelled, glevent, await vendors.getTimeZone(glevent.vendorId));
    },

    async isEligible(user: SessionUser): Promise<boolean> {
      return policy.isEligible({ userId: user.userId, now: clock() });
    },

    /** The door's list: every reservation of the event, for any staff role of the vendor. */
    async listGuests(
      user: SessionUser,
      vendorId: string,
      gleventId: string,
      { includeCancelled = false }: { includeCancelled?: boolean } = {},
    ): Promise<GuestListResponse> {
      await access.requireRole(user, vendorId, 'STAFF');
      const glevent = await gleventsRepo.getGlevent(vendorId, gleventId);
      if (!glevent) throw gleventNotFound();
      const [rows, timeZone] = await Promise.all([
        repo.listGuests(gleventId, includeCancelled),
        vendors.getTimeZone(vendorId),
      ]);
      return {
        reservations: rows.map(toGuestReservation),
        total: rows.length,
        glevent: toGlevent(glevent, timeZone),
      };
    },

    /**
     * One conditional UPDATE from CONFIRMED to CHECKED_IN: of two check-ins at once, one wins and the
     * other is told the guest is already in.
     */
    /**
     * A door device's check-in (decision 092), in the caller's transaction (with its scan's record): CONFIRMED →
     * CHECKED_IN by one conditional statement, so of two devices' uploads of one guest exactly one applies; its event
     * in the same transaction. Not applied: the reservation as it is now (or none), for the caller to say why.
     */
    async checkInFromDevice(
      tx: Tx,
      input: { reservationId: string; gleventId: string; byUserId: string; at: Date },
    ): Promise<{ applied: boolean; reservation: Reservation | undefined }> {
      const applied = await repo.checkIn(
        { reservationId: input.reservationId, gleventId: input.gleventId, userId: input.byUserId, now: input.at },
        tx,
      );
      const reservation = await repo.getReservation(input.reservationId, tx);
      if (applied && reservation) await recordReservationEvent(tx, 'reservation.checked_in', reservation);
      return { applied, reservation };
    },

    async checkIn(
      user: SessionUser,
      vendorId: string,
      gleventId: string,
      reservationId: string,
    ): Promise<GuestReservation> {
      await access.requireRole(user, vendorId, 'STAFF');
      const glevent = await gleventsRepo.getGlevent(vendorId, gleventId);
      if (!glevent) throw gleventNotFound();
      const checkedIn = await repo.transaction(async (tx) => {
        const isCheckedIn = await repo.checkIn({ reservationId, gleventId, userId: user.userId, now: clock() }, tx);
        const changed = isCheckedIn ? await repo.getReservation(reservationId, tx) : undefined;
        if (changed) await recordReservationEvent(tx, 'reservation.checked_in', changed);
        return isCheckedIn;
      });
      const guest = await repo.getGuest(reservationId);
      if (!guest || guest.vendorId !== vendorId) throw reservationNotFound();
      if (checkedIn) return toGuestReservation(guest);
      if (guest.gleventId !== gleventId) {
        const other = await gleventsRepo.getGleventById(guest.gleventId);
        throw new AppError(
          'RESERVATION_OTHER_EVENT',
          `This reservation is for another event${other ? `: ${other.name}` : ''}.`,
          { gleventId: guest.gleventId, gleventName: other?.name ?? null },
        );
      }
      switch (guest.reservationStatus) {
        case 'CHECKED_IN':
          throw new AppError('ALREADY_CHECKED_IN', 'This guest is already checked in.', {
            reservation: toGuestReservation(guest),
          });
        case 'CANCELLED':
          throw new AppError('RESERVATION_CANCELLED', 'This reservation was cancelled.');
        default:
          throw new AppError(
            'RESERVATION_NOT_CONFIRMED',
            guest.reservationStatus === 'WAITLISTED'
              ? 'This guest is on the waitlist: the event is full.'
              : 'This reservation is not confirmed yet.',
          );
      }
    },
  };
}
