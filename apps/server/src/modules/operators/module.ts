import { defineModule } from '../../lib/module.js';
import type { Platform } from '../../platform.js';
import type { Access } from '../staff/index.js';
import { createOperatorsRepo } from './operators.repo.js';
import { registerOperatorsRoutes } from './operators.routes.js';
import { createVenueSetupService } from './venue-setup.service.js';

/**
 * The operators of the install and what only they (or a vendor's ADMIN and above) do: create and suspend vendors,
 * edit them, add and change their locations and tax rates, read their audit log (decision 055).
 */
export const operatorsModule = defineModule({
  name: 'operators',
  needs: ['access'],
  services: ({ db, clock, tax, access }: Platform & { access: Access }) => ({
    venueSetup: createVenueSetupService({ operatorsRepo: createOperatorsRepo(db), access, clock, tax }),
  }),
  routes: registerOperatorsRoutes,
});
