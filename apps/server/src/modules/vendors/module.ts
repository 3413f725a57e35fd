import { defineModule } from '../../lib/module.js';
import type { Platform } from '../../platform.js';
import { createVendorsRepo } from './vendors.repo.js';
import { registerVendorsRoutes } from './vendors.routes.js';
import { createVendorsService } from './vendors.service.js';

/** Venues: their public reads, and each one's time zone for the modules that show event times. */
export const vendorsModule = defineModule({
  name: 'vendors',
  services: ({ db }: Platform) => ({ vendors: createVendorsService({ vendorsRepo: createVendorsRepo(db) }) }),
  routes: registerVendorsRoutes,
});
