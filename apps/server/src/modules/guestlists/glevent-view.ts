import type { Glevent, GuestReservation, MyReservation } from '@queueless/contracts';
import type { GleventRow } from './glevents.repo.js';
import type { GuestRow, Reservation } from './reservations.repo.js';

/** A guest-list event row as the API answers it, with the zone its times are shown in (its vendor's). */
export function toGlevent(row: GleventRow, timeZone: string): Glevent {
  return {
    gleventId: row.gleventId,
    vendorId: row.vendorId,
    name: row.name,
    description: row.description,
    startTime: row.startTime.toISOString(),
    endTime: row.endTime.toISOString(),
    originalCapacity: row.originalCapacity,
    reservedCount: row.reservedCount,
    availableCount: Math.max(0, row.originalCapacity - row.reservedCount),
    gleventStatus: row.gleventStatus,
    venueName: row.venueName,
    addressLine1: row.addressLine1,
    addressLine2: row.addressLine2,
    city: row.city,
    state: row.state,
    country: row.country,
    zipCode: row.zipCode,
    latitude: row.latitude,
    longitude: row.longitude,
    eventLink: row.eventLink,
    timeZone,
  };
}

/** A reservation with its event (and the event's zone), as its customer sees it. */
export function toMyReservation(reservation: Reservation, glevent: GleventRow, timeZone: string): MyReservation {
  return {
    reservationId: reservation.reservationId,
    gleventId: glevent.gleventId,
    vendorId: glevent.vendorId,
    gleventName: glevent.name,
    venueName: glevent.venueName,
    addressLine1: glevent.addressLine1,
    addressLine2: glevent.addressLine2,
    city: glevent.city,
    state: glevent.state,
    zipCode: glevent.zipCode,
    startTime: glevent.startTime.toISOString(),
    endTime: glevent.endTime.toISOString(),
    createdAt: reservation.createdAt.toISOString(),
    quantity: reservation.quantity,
    reservationStatus: reservation.reservationStatus,
    timeZone,
  };
}

/** A reservation on the staff guest list. */
export function toGuestReservation(row: GuestRow): GuestReservation {
  return {
    reservationId: row.reservationId,
    gleventId: row.gleventId,
    firstName: row.firstName,
    lastName: row.lastName,
    phoneLast4: row.phoneNumber.slice(-4),
    quantity: row.quantity,
    createdAt: row.createdAt.toISOString(),
    reservationStatus: row.reservationStatus,
    checkedInAt: row.checkedInAt?.toISOString() ?? null,
  };
}

/** An event takes no more reservations once it has ended or staff marked it COMPLETED. */
export function isClosed(glevent: GleventRow, now: Date): boolean {
  return glevent.gleventStatus === 'COMPLETED' || glevent.endTime.getTime() <= now.getTime();
}
