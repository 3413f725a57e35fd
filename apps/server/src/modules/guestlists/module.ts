import { defineModule } from '../../lib/module.js';
import type { Port } from '../../lib/service-port.js';
import type { Platform } from '../../platform.js';
import type { EventConsumers } from '../domain-events/index.js';
import type { MembershipPolicy, ReservationFacts } from '../membership/index.js';
import type { SmsNotices } from '../notices/index.js';
import type { Access } from '../staff/index.js';
import type { VendorsService } from '../vendors/index.js';
import { createGleventsRepo } from './glevents.repo.js';
import { createGleventsService } from './glevents.service.js';
import { registerGuestlistsRoutes } from './guestlists.routes.js';
import { promotionTexts, registerPromotionTexts } from './promotion-notice.js';
import type { ReservationPolicyFactory } from './reservation-policy.js';
import { createReservationsRepo } from './reservations.repo.js';
import { createReservationsService } from './reservations.service.js';
import { createWaitlist } from './waitlist.js';

export type GuestlistsOverrides = {
  /** Who may reserve; default: the membership policy (credits). Tests about capacity hand in the plain rule. */
  reservationPolicy?: ReservationPolicyFactory;
};

type GuestlistsContext = Platform<GuestlistsOverrides> & {
  access: Access;
  vendors: VendorsService;
  smsNotices: SmsNotices;
  membershipPolicy: MembershipPolicy;
  reservationFacts: Port<ReservationFacts>;
  // Its sweep runs the promotion texts' consumer (decision 078).
  eventConsumers: EventConsumers;
};

/** Guest-list events, reservations, the waitlist and its texts, the door's check-in. */
export const guestlistsModule = defineModule({
  name: 'guestlists',
  needs: ['access', 'vendors', 'smsNotices', 'membershipPolicy', 'reservationFacts', 'eventConsumers'],
  services: ({
    config,
    db,
    clock,
    overrides,
    access,
    vendors,
    smsNotices,
    membershipPolicy,
    reservationFacts,
  }: GuestlistsContext) => {
    const gleventsRepo = createGleventsRepo(db);
    const reservationsRepo = createReservationsRepo(db);
    // What the membership policy asks of the guest lists: their reads, plugged into membership's port.
    reservationFacts.plug({
      hasActiveReservation: reservationsRepo.hasActiveReservation,
      findEventStart: async (gleventId, tx) => (await gleventsRepo.getGleventById(gleventId, tx))?.startTime,
    });
    const reservationPolicy =
      overrides.reservationPolicy?.({ db, gleventsRepo, reservationsRepo, clock }) ?? membershipPolicy;
    const waitlist = createWaitlist({ gleventsRepo, reservationsRepo, policy: reservationPolicy });
    return {
      reservationPolicy,
      promotionTexts: promotionTexts({
        reservationsRepo,
        gleventsRepo,
        smsNotices,
        publicBaseUrl: config.publicBaseUrl,
      }),
      glevents: createGleventsService({ gleventsRepo, waitlist, access, vendors, clock }),
      reservations: createReservationsService({
        gleventsRepo,
        reservationsRepo,
        waitlist,
        policy: reservationPolicy,
        access,
        vendors,
        clock,
      }),
    };
  },
  routes: registerGuestlistsRoutes,
  sweeps: registerPromotionTexts,
});
