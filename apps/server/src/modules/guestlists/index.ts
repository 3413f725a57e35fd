export type { GuestlistEventsService } from './guestlist-events.service.js';
export type { GuestlistsOverrides } from './module.js';
export {
  createDefaultReservationPolicy,
  type ReservationPolicy,
  type ReservationPolicyFactory,
} from './reservation-policy.js';
export type { ReservationsService } from './reservations.service.js';
