export type { GleventsService } from './glevents.service.js';
// Its tables, for the statements and foreign keys of the modules that read them.
export { gleventsTable, reservations } from './guestlists.tables.js';
export type { GuestlistsOverrides } from './module.js';
export {
  createDefaultReservationPolicy,
  type ReservationPolicy,
  type ReservationPolicyFactory,
} from './reservation-policy.js';
export type { ReservationsService } from './reservations.service.js';
