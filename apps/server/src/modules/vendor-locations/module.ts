import { defineModule } from '../../lib/module.js';
import type { Platform } from '../../platform.js';
import { createVendorLocationsRepo } from './vendor-locations.repo.js';
import { registerVendorLocationsRoutes } from './vendor-locations.routes.js';
import { createVendorLocationsService } from './vendor-locations.service.js';

/** A vendor's locations (bars, stands), read by the menu and the staff pages. */
export const vendorLocationsModule = defineModule({
  name: 'vendor-locations',
  services: ({ db }: Platform) => ({
    vendorLocations: createVendorLocationsService({ vendorLocationsRepo: createVendorLocationsRepo(db) }),
  }),
  routes: registerVendorLocationsRoutes,
});
