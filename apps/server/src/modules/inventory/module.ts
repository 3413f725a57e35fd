import { defineModule } from '../../lib/module.js';
import type { Platform } from '../../platform.js';
import type { Access } from '../staff/index.js';
import { createVendorLocationsRepo } from '../vendor-locations/index.js';
import { createInventoryRepo } from './inventory.repo.js';
import { registerInventoryRoutes } from './inventory.routes.js';
import { createInventoryService } from './inventory.service.js';
import { createMenuTransferService } from './menu-transfer.service.js';
import { createProductsService } from './products.service.js';

/** Products, stock and the cached menu of each location; the menu as its venue manages it. */
export const inventoryModule = defineModule({
  name: 'inventory',
  needs: ['access'],
  services: ({ db, database, clock, log, access }: Platform & { access: Access }) => {
    const inventoryRepo = createInventoryRepo(db);
    const vendorLocationsRepo = createVendorLocationsRepo(db);
    const inventory = createInventoryService({ inventoryRepo, vendorLocationsRepo, access, clock, database, log });
    const products = createProductsService({
      inventoryRepo,
      vendorLocationsRepo,
      access,
      clock,
      invalidateMenu: inventory.invalidateMenu,
    });
    const menuTransfer = createMenuTransferService({ inventoryRepo, products, clock });
    return { inventory, products, menuTransfer };
  },
  routes: registerInventoryRoutes,
});
