export { createVendorLocationsRepo, type VendorLocationsRepo } from './vendor-locations.repo.js';
export type { VendorLocationsService } from './vendor-locations.service.js';
