import { defineModule } from '../../lib/module.js';
import type { Platform } from '../../platform.js';
import type { ReservationsService } from '../guestlists/index.js';
import type { PickupService } from '../pickup/index.js';
import type { Access } from '../staff/index.js';
import { createOfflineRepo } from './offline.repo.js';
import { registerOfflineRoutes } from './offline.routes.js';
import { createOfflineService } from './offline.service.js';
import { createSignedCodes } from './signed-codes.js';

/**
 * Offline doors and bars (issue 43, decision 092): signed codes, enrolled devices, their download and catch-up from
 * the domain events, and their scans applied once each with conflicts reported.
 */
export const offlineModule = defineModule({
  name: 'offline',
  needs: ['access', 'reservations', 'pickup'],
  services: ({
    db,
    clock,
    access,
    reservations,
    pickup,
  }: Platform & { access: Access; reservations: ReservationsService; pickup: PickupService }) => {
    const codes = createSignedCodes({ db, clock });
    return {
      signedCodes: codes,
      offline: createOfflineService({ repo: createOfflineRepo(db), codes, access, reservations, pickup, clock }),
    };
  },
  routes: registerOfflineRoutes,
});
