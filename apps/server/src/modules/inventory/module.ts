import { defineModule } from '../../lib/module.js';
import type { Platform } from '../../platform.js';
import type { Access } from '../staff/index.js';
import { createVendorLocationsRepo } from '../vendor-locations/index.js';
import { createInventoryRepo } from './inventory.repo.js';
import { registerInventoryRoutes } from './inventory.routes.js';
import { createInventoryService } from './inventory.service.js';

/** Products, stock and the cached menu of each location. */
export const inventoryModule = defineModule({
  name: 'inventory',
  needs: ['access'],
  services: ({ db, database, clock, log, access }: Platform & { access: Access }) => ({
    inventory: createInventoryService({
      inventoryRepo: createInventoryRepo(db),
      vendorLocationsRepo: createVendorLocationsRepo(db),
      access,
      clock,
      database,
      log,
    }),
  }),
  routes: registerInventoryRoutes,
});
