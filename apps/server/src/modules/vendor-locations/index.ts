export { createVendorLocationsRepo, type VendorLocationsRepo } from './vendor-locations.repo.js';
export type { VendorLocationsService } from './vendor-locations.service.js';
// Its tables, for the statements and foreign keys of the modules that read them.
export { vendorLocations } from './vendor-locations.tables.js';
