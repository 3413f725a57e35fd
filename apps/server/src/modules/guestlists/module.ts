import { defineModule } from '../../lib/module.js';
import type { Port } from '../../lib/service-port.js';
import type { Platform } from '../../platform.js';
import type { EventConsumers } from '../domain-events/index.js';
import type { MembershipPolicy, ReservationFacts } from '../membership/index.js';
import type { SmsNotices } from '../notices/index.js';
import type { Access } from '../staff/index.js';
import type { VendorsService } from '../vendors/index.js';
import { createGuestlistEventsRepo } from './guestlist-events.repo.js';
import { createGuestlistEventsService } from './guestlist-events.service.js';
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
    const guestlistEventsRepo = createGuestlistEventsRepo(db);
    const reservationsRepo = createReservationsRepo(db);
    // What the membership policy asks of the guest lists: their reads, plugged into membership's port.
    reservationFacts.plug({
      hasActiveReservation: reservationsRepo.hasActiveReservation,
      findEventStart: async (gleventId, tx) => (await guestlistEventsRepo.getGleventById(gleventId, tx))?.startTime,
    });
    const reservationPolicy =
      overrides.reservationPolicy?.({ db, guestlistEventsRepo, reservationsRepo, clock }) ?? membershipPolicy;
    const waitlist = createWaitlist({ guestlistEventsRepo, reservationsRepo, policy: reservationPolicy });
    return {
      reservationPolicy,
      promotionTexts: promotionTexts({
        reservationsRepo,
        guestlistEventsRepo,
        smsNotices,
        publicBaseUrl: config.publicBaseUrl,
      }),
      guestlistEvents: createGuestlistEventsService({ guestlistEventsRepo, waitlist, access, vendors, clock }),
      reservations: createReservationsService({
        guestlistEventsRepo,
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
