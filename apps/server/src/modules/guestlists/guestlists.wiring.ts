import type { Config } from '../../config.js';
import type { Db } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';
import type { SmsNotices } from '../notices/sms-notices.service.js';
import { createPlacesService } from '../places/places.service.js';
import type { Access } from '../vendor-auth/access.js';
import { createGleventsRepo, type GleventsRepo } from './glevents.repo.js';
import { createGleventsService } from './glevents.service.js';
import { createPromotionNotices } from './promotion-notice.js';
import { createDefaultReservationPolicy, type ReservationPolicy } from './reservation-policy.js';
import { createReservationsRepo, type ReservationsRepo } from './reservations.repo.js';
import { createReservationsService } from './reservations.service.js';
import { createWaitlist } from './waitlist.js';

/** What a reservation policy is built from: it may read what the default one reads. */
export type ReservationPolicyDeps = {
  db: Db;
  gleventsRepo: GleventsRepo;
  reservationsRepo: ReservationsRepo;
  clock: Clock;
};
export type ReservationPolicyFactory = (deps: ReservationPolicyDeps) => ReservationPolicy;

export type GuestlistsOverrides = {
  /** Who may reserve (the membership work swaps in credits); default: one active reservation. */
  reservationPolicy?: ReservationPolicyFactory;
};

/** The guest-list service and the maps service, wired once per process. */
export function createGuestlistsServices(deps: {
  db: Db;
  access: Access;
  clock: Clock;
  config: Config;
  smsNotices: SmsNotices;
  reservationPolicy?: ReservationPolicyFactory;
}) {
  const { db, access, clock, config, smsNotices } = deps;
  const gleventsRepo = createGleventsRepo(db);
  const reservationsRepo = createReservationsRepo(db);
  const reservationPolicy =
    deps.reservationPolicy?.({ db, gleventsRepo, reservationsRepo, clock }) ??
    createDefaultReservationPolicy({ reservationsRepo });
  const notices = createPromotionNotices({ reservationsRepo, smsNotices, publicBaseUrl: config.publicBaseUrl });
  const waitlist = createWaitlist({ gleventsRepo, reservationsRepo, policy: reservationPolicy, notices });
  return {
    reservationPolicy,
    glevents: createGleventsService({ gleventsRepo, waitlist, access, clock }),
    reservations: createReservationsService({
      gleventsRepo,
      reservationsRepo,
      waitlist,
      policy: reservationPolicy,
      access,
      clock,
    }),
    places: createPlacesService({ googleMapsApiKey: config.googleMapsApiKey }),
  };
}
