import { imageAddressRule } from '../../lib/image-address.js';
import { defineModule } from '../../lib/module.js';
import type { Platform } from '../../platform.js';
import type { Access } from '../staff/index.js';
import type { LocationReads } from '../vendor-locations/index.js';
import { createInventoryRepo, type Stock } from './inventory.repo.js';
import { registerInventoryRoutes } from './inventory.routes.js';
import { createInventoryService } from './inventory.service.js';
import { createMenuTransferService } from './menu-transfer.service.js';
import { createProductsService } from './products.service.js';

/** Products, stock and the cached menu of each location; the menu as its venue manages it. */
export const inventoryModule = defineModule({
  name: 'inventory',
  needs: ['access', 'locationReads'],
  services: ({
    config,
    db,
    database,
    clock,
    log,
    access,
    locationReads: vendorLocationsRepo,
  }: Platform & { access: Access; locationReads: LocationReads }) => {
    const inventoryRepo = createInventoryRepo(db);
    const inventory = createInventoryService({ inventoryRepo, vendorLocationsRepo, access, clock, database, log });
    const products = createProductsService({
      inventoryRepo,
      vendorLocationsRepo,
      access,
      clock,
      invalidateMenu: inventory.invalidateMenu,
      isImageAddressAllowed: imageAddressRule(config.media.publicOrigin),
    });
    const menuTransfer = createMenuTransferService({ inventoryRepo, products, clock });
    const stock: Stock = { takeStock: inventoryRepo.takeStock, returnStock: inventoryRepo.returnStock };
    return { inventory, products, menuTransfer, stock };
  },
  routes: registerInventoryRoutes,
});
