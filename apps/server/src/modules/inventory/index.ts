// Orders and refunds take and return stock through `stock` (a service of this module, decision 079); the repo factory
// is here for the demo seed's menu (createMenuChanges), which runs outside the app.

// The menu's view of a product and its option groups: the pricing property test reads the menu as the API sends it.
export type { ProductRow } from './inventory.repo.js';
export {
  createInventoryRepo,
  type MenuOptions,
  type Stock,
  type StockLine,
  type StockShortfall,
} from './inventory.repo.js';
export type { InventoryService } from './inventory.service.js';
export { toProduct } from './inventory.service.js';
// Its tables, for the statements and foreign keys of the modules that read them.
export { optionGroups, options, productOptionGroups, products, productTypeEnum } from './inventory.tables.js';
export { createOptionGroupsRepo, type GroupWithOptions, type OptionRow } from './option-groups.repo.js';
export { toMenuGroups } from './option-groups.service.js';
// The menu's changes below the role check: the demo seed creates its menu through the catalogue's own creation.
export { createMenuChanges, type NewProduct } from './products.service.js';
