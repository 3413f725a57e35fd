import { defineModule } from '../../lib/module.js';
import { createPort } from '../../lib/service-port.js';
import type { Platform } from '../../platform.js';
import { createMemberCredits } from './member-credits.js';
import { createMembershipRepo } from './membership.repo.js';
import { registerMembershipRoutes } from './membership.routes.js';
import { createMembershipService } from './membership.service.js';
import { createMembershipPolicy, type ReservationFacts } from './membership-policy.js';

/** Paid memberships, their monthly credits, and the policy that says which member may reserve. */
export const membershipModule = defineModule({
  name: 'membership',
  services: ({ database, payments, dbClock, log }: Platform) => {
    const repo = createMembershipRepo(database.db);
    const credits = createMemberCredits({ repo });
    // The policy asks about reservations, which guest lists (built on membership) plug in (decision 080).
    const reservationFacts = createPort<ReservationFacts>('reservationFacts', 'guestlists');
    return {
      membership: createMembershipService({ database, repo, credits, payments, dbClock, log }),
      membershipPolicy: createMembershipPolicy({ repo, reservations: reservationFacts, credits, dbClock }),
      reservationFacts,
    };
  },
  routes: registerMembershipRoutes,
});
