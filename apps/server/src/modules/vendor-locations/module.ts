import { defineModule } from '../../lib/module.js';
import { createPort, type Port } from '../../lib/service-port.js';
import type { Platform } from '../../platform.js';
import type { Access, OperatorCheck } from '../staff/index.js';
import { createVendorLocationsRepo, type LocationReads } from './vendor-locations.repo.js';
import { registerVendorLocationsRoutes } from './vendor-locations.routes.js';
import { createVendorLocationsService, type RecentPaidOrders } from './vendor-locations.service.js';

/** A vendor's locations (bars, stands), read by the menu and the staff pages; their pause and cap (decision 072). */
export const vendorLocationsModule = defineModule({
  name: 'vendor-locations',
  needs: ['access', 'operatorCheck'],
  services: ({
    db,
    clock,
    access,
    operatorCheck,
  }: Platform & { access: Access; operatorCheck: Port<OperatorCheck> }) => {
    // A cap counts the location's paid orders, which orders (built on locations) plugs in.
    const recentPaidOrders = createPort<RecentPaidOrders>('recentPaidOrders', 'orders');
    const vendorLocationsRepo = createVendorLocationsRepo(db);
    return {
      recentPaidOrders,
      // What the menu reads of a location; inventory needs it instead of building this repo (decision 079).
      locationReads: { getLocation: vendorLocationsRepo.getLocation } satisfies LocationReads,
      vendorLocations: createVendorLocationsService({
        vendorLocationsRepo,
        access,
        // An operator may edit any location; operators (built on locations) plug the check into staff's port.
        isOperator: (user) => operatorCheck.get().isOperator(user),
        recentPaidOrders,
        clock,
      }),
    };
  },
  routes: registerVendorLocationsRoutes,
});
