import type { Language } from '@queueless/contracts';
import { and, asc, desc, eq, inArray, lt, ne, or, sql } from 'drizzle-orm';
import type { Db, Executor, Tx } from '../../db/client.js';
import { users } from '../identity/index.js';
import { vendors } from '../vendors/index.js';
import type { GleventRow } from './glevents.repo.js';
import { gleventsTable, reservations } from './guestlists.tables.js';

export type ReservationsRepo = ReturnType<typeof createReservationsRepo>;
export type Reservation = typeof reservations.$inferSelect;
export type ReservationStatus = Reservation['reservationStatus'];

/** A reservation on the door's list, with the guest's name (as booked, else as the account has it). */
export type GuestRow = Reservation & { phoneNumber: string };

/** A customer's reservation with its event. */
/** A reservation with its event and the event's vendor's time zone. */
export type MyReservationRow = { reservation: Reservation; glevent: GleventRow; timeZone: string };

/** Where a page of "my reservations" ends: the next page starts after this one. */
export type ReservationCursor = { createdAt: Date; reservationId: string };

/** Reservations joined to their guest's account (for the door's list); the caller filters and orders. */
function selectGuests(executor: Executor) {
  return executor
    .select({
      reservation: reservations,
      phoneNumber: users.phoneNumber,
      accountFirstName: users.firstName,
      accountLastName: users.lastName,
    })
    .from(reservations)
    .innerJoin(users, eq(users.userId, reservations.userId));
}

/** The name as booked, else as the account has it. */
function toGuestRow(row: Awaited<ReturnType<typeof selectGuests>>[number]): GuestRow {
  return {
    ...row.reservation,
    firstName: row.reservation.firstName ?? row.accountFirstName,
    lastName: row.reservation.lastName ?? row.accountLastName,
    phoneNumber: row.phoneNumber,
  };
}

export function createReservationsRepo(db: Db) {
  return {
    /** Runs `work` in one transaction, for the service's changes that go together. */
    transaction<T>(work: (tx: Tx) => Promise<T>): Promise<T> {
      return db.transaction(work);
    },

    /**
     * Holds the user's row until the transaction ends: every per-user rule (one active reservation,
     * credits) is checked and changed by one request at a time. FOR NO KEY UPDATE: it keeps out other
     * lockers, not a row that refers to the user (FOR UPDATE would: a promotion writing another member's
     * credit entry would wait on that member's lock, and with the member waiting on it, deadlock; decision 013).
     */
    async lockUser(
      userId: string,
      executor: Executor = db,
    ): Promise<{ userId: string; firstName: string | null; lastName: string | null } | undefined> {
      const [row] = await executor
        .select({ userId: users.userId, firstName: users.firstName, lastName: users.lastName })
        .from(users)
        .where(eq(users.userId, userId))
        .for('no key update');
      return row;
    },

    /** Where a guest is texted and the venue's time zone (the time in the text). */
    async getNoticeContact(
      userId: string,
      vendorId: string,
      executor: Executor = db,
    ): Promise<{ phoneNumber: string; timeZone: string; language: Language } | undefined> {
      const [row] = await executor
        .select({ phoneNumber: users.phoneNumber, timeZone: vendors.timeZone, language: users.language })
        .from(users)
        .innerJoin(vendors, eq(vendors.vendorId, vendorId))
        .where(eq(users.userId, userId));
      return row;
    },

    async insertReservation(row: typeof reservations.$inferInsert, executor: Executor = db): Promise<Reservation> {
      const [inserted] = await executor.insert(reservations).values(row).returning();
      return inserted!;
    },

    async getReservation(reservationId: string, executor: Executor = db): Promise<Reservation | undefined> {
      const [row] = await executor.select().from(reservations).where(eq(reservations.reservationId, reservationId));
      return row;
    },

    async lockReservation(reservationId: string, executor: Executor = db): Promise<Reservation | undefined> {
      const [row] = await executor
        .select()
        .from(reservations)
        .where(eq(reservations.reservationId, reservationId))
        .for('update');
      return row;
    },

    /** The user's reservation (any status but CANCELLED) for this event, if any. */
    async findUserReservationForEvent(userId: string, gleventId: string, executor: Executor = db) {
      const [row] = await executor
        .select()
        .from(reservations)
        .where(
          and(
            eq(reservations.userId, userId),
            eq(reservations.gleventId, gleventId),
            sql`${reservations.reservationStatus} <> 'CANCELLED'`,
          ),
        );
      return row;
    },

    /**
     * Whether the user holds an active reservation for the membership policy: CONFIRMED or WAITLISTED, for an event
     * that has not ended (an event without an end time ends 12 hours after it starts).
     */
    async hasActiveReservation(userId: string, now: Date, executor: Executor = db): Promise<boolean> {
      const [row] = await executor
        .select({ reservationId: reservations.reservationId })
        .from(reservations)
        .innerJoin(gleventsTable, eq(gleventsTable.gleventId, reservations.gleventId))
        .where(
          and(
            eq(reservations.userId, userId),
            // A place in a waitlist's line counts too: its promotion confirms it (decision 013).
            inArray(reservations.reservationStatus, ['CONFIRMED', 'WAITLISTED']),
            sql`coalesce(${gleventsTable.endTime}, ${gleventsTable.startTime} + interval '12 hours') > ${now.toISOString()}::timestamptz`,
          ),
        )
        .limit(1);
      return row !== undefined;
    },

    /** How many CONFIRMED or WAITLISTED reservations the user holds for events that have not ended. */
    async countActive(userId: string, now: Date, executor: Executor = db): Promise<number> {
      const [row] = await executor
        .select({ count: sql<number>`count(*)::int` })
        .from(reservations)
        .innerJoin(gleventsTable, eq(gleventsTable.gleventId, reservations.gleventId))
        .where(
          and(
            eq(reservations.userId, userId),
            inArray(reservations.reservationStatus, ['CONFIRMED', 'WAITLISTED']),
            sql`${gleventsTable.endTime} > ${now.toISOString()}::timestamptz`,
          ),
        );
      return Number(row?.count ?? 0);
    },

    /** Moves a reservation from one status to another, only if it still has the first. Null: it had not. */
    async changeStatus(
      reservationId: string,
      from: ReservationStatus[],
      changes: Partial<Pick<Reservation, 'reservationStatus' | 'cancelledAt' | 'checkedInAt' | 'checkedInBy'>>,
      executor: Executor = db,
    ): Promise<Reservation | null> {
      const [row] = await executor
        .update(reservations)
        .set(changes)
        .where(and(eq(reservations.reservationId, reservationId), inArray(reservations.reservationStatus, from)))
        .returning();
      return row ?? null;
    },

    /** CONFIRMED → CHECKED_IN for this event's reservation, in one statement. False: it was not CONFIRMED there. */
    async checkIn(
      input: { reservationId: string; gleventId: string; userId: string; now: Date },
      executor: Executor = db,
    ): Promise<boolean> {
      const rows = await executor
        .update(reservations)
        .set({ reservationStatus: 'CHECKED_IN', checkedInAt: input.now, checkedInBy: input.userId })
        .where(
          and(
            eq(reservations.reservationId, input.reservationId),
            eq(reservations.gleventId, input.gleventId),
            eq(reservations.reservationStatus, 'CONFIRMED'),
          ),
        )
        .returning({ reservationId: reservations.reservationId });
      return rows.length === 1;
    },

    /** The event's waitlist in booking order, locked (call with the event's row already locked). */
    async lockWaitlist(gleventId: string, executor: Executor = db): Promise<Reservation[]> {
      return executor
        .select()
        .from(reservations)
        .where(and(eq(reservations.gleventId, gleventId), eq(reservations.reservationStatus, 'WAITLISTED')))
        .orderBy(asc(reservations.createdAt), asc(reservations.reservationId))
        .for('update');
    },

    /** The event's reservations with the guest's phone, by guest name; cancelled ones only when asked for. */
    async listGuests(gleventId: string, includeCancelled = false, executor: Executor = db): Promise<GuestRow[]> {
      const rows = await selectGuests(executor)
        .where(
          and(
            eq(reservations.gleventId, gleventId),
            includeCancelled ? undefined : ne(reservations.reservationStatus, 'CANCELLED'),
          ),
        )
        .orderBy(
          sql`lower(coalesce(${reservations.firstName}, ${users.firstName}, '')) asc`,
          sql`lower(coalesce(${reservations.lastName}, ${users.lastName}, '')) asc`,
          asc(reservations.createdAt),
          asc(reservations.reservationId),
        );
      return rows.map(toGuestRow);
    },

    async getGuest(reservationId: string, executor: Executor = db): Promise<GuestRow | undefined> {
      const [row] = await selectGuests(executor).where(eq(reservations.reservationId, reservationId));
      if (!row) return undefined;
      return toGuestRow(row);
    },

    /** A page of the user's reservations, newest first, after `cursor`. */
    async listUserReservations(
      userId: string,
      cursor: ReservationCursor | null,
      limit: number,
    ): Promise<MyReservationRow[]> {
      return db
        .select({ reservation: reservations, glevent: gleventsTable, timeZone: vendors.timeZone })
        .from(reservations)
        .innerJoin(gleventsTable, eq(gleventsTable.gleventId, reservations.gleventId))
        .innerJoin(vendors, eq(vendors.vendorId, gleventsTable.vendorId))
        .where(
          and(
            eq(reservations.userId, userId),
            cursor
              ? or(
                  lt(reservations.createdAt, cursor.createdAt),
                  and(
                    eq(reservations.createdAt, cursor.createdAt),
                    lt(reservations.reservationId, cursor.reservationId),
                  ),
                )
              : undefined,
          ),
        )
        .orderBy(desc(reservations.createdAt), desc(reservations.reservationId))
        .limit(limit);
    },
  };
}
