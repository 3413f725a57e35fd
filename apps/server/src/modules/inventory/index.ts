// Orders price and reserve stock through the inventory's repo: the stock statements belong to the products table.
export { createInventoryRepo, type InventoryRepo, type StockShortfall } from './inventory.repo.js';
export type { InventoryService } from './inventory.service.js';
// Its tables, for the statements and foreign keys of the modules that read them.
export { products, productTypeEnum } from './inventory.tables.js';
// The menu's changes below the role check: the demo seed creates its menu through the catalogue's own creation.
export { createMenuChanges, type NewProduct } from './products.service.js';
