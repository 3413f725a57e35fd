import { imageAddressRule } from '../../lib/image-address.js';
import { defineModule } from '../../lib/module.js';
import type { Platform } from '../../platform.js';
import type { Access } from '../staff/index.js';
import type { LocationReads } from '../vendor-locations/index.js';
import { createInventoryRepo, createStock, type MenuOptions, type Stock } from './inventory.repo.js';
import { registerInventoryRoutes } from './inventory.routes.js';
import { createInventoryService } from './inventory.service.js';
import { createMenuTransferService } from './menu-transfer.service.js';
import { createOptionGroupsRepo } from './option-groups.repo.js';
import { createOptionGroupsService } from './option-groups.service.js';
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
    const optionGroupsRepo = createOptionGroupsRepo(db);
    const inventory = createInventoryService({
      inventoryRepo,
      optionGroupsRepo,
      vendorLocationsRepo,
      access,
      clock,
      database,
      log,
    });
    const products = createProductsService({
      inventoryRepo,
      optionGroupsRepo,
      vendorLocationsRepo,
      access,
      clock,
      invalidateMenu: inventory.invalidateMenu,
      isImageAddressAllowed: imageAddressRule(config.media.publicOrigin),
    });
    const menuTransfer = createMenuTransferService({ inventoryRepo, optionGroupsRepo, products, clock });
    const optionGroups = createOptionGroupsService({
      repo: optionGroupsRepo,
      clock,
      requireManagerAt: products.requireManagerAt,
      changeMenu: products.changeMenu,
    });
    const stock: Stock = createStock(inventoryRepo, optionGroupsRepo);
    // What orders price a cart's options with (issue 39): the products' groups and options, archived options too.
    const menuOptions: MenuOptions = {
      groupsOfProducts: (productIds, executor) => optionGroupsRepo.groupsOfProducts(productIds, executor, true),
    };
    return { inventory, products, menuTransfer, optionGroups, stock, menuOptions };
  },
  routes: registerInventoryRoutes,
});
