import { defineModule } from '../../lib/module.js';
import { createPort } from '../../lib/service-port.js';
import type { Platform } from '../../platform.js';
import type { VenueSetupService } from '../operators/index.js';
import type { Access } from '../staff/index.js';
import { createVendorLocationsRepo } from './vendor-locations.repo.js';
import { registerVendorLocationsRoutes } from './vendor-locations.routes.js';
import { createVendorLocationsService, type RecentPaidOrders } from './vendor-locations.service.js';

/** A vendor's locations (bars, stands), read by the menu and the staff pages; their pause and cap (decision 072). */
export const vendorLocationsModule = defineModule({
  name: 'vendor-locations',
  needs: ['access', 'venueSetup'],
  services: ({ db, clock, access, venueSetup }: Platform & { access: Access; venueSetup: VenueSetupService }) => {
    // A cap counts the location's paid orders, which orders (built on locations) plugs in.
    const recentPaidOrders = createPort<RecentPaidOrders>('recentPaidOrders', 'orders');
    return {
      recentPaidOrders,
      vendorLocations: createVendorLocationsService({
        vendorLocationsRepo: createVendorLocationsRepo(db),
        access,
        isOperator: async (user) => (await venueSetup.operatorOf(user)) !== null,
        recentPaidOrders,
        clock,
      }),
    };
  },
  routes: registerVendorLocationsRoutes,
});
