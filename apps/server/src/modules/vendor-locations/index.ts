export {
  CAP_WINDOW_MS,
  closureMessage,
  NOT_TAKING_PAYMENTS_REASON,
  type OrderingClosure,
  type OrderingFacts,
  orderingClosure,
} from './ordering.js';
export type { LocationReads } from './vendor-locations.repo.js';
export type { RecentPaidOrders, VendorLocationsService } from './vendor-locations.service.js';
// Its tables, for the statements and foreign keys of the modules that read them.
export { vendorLocations } from './vendor-locations.tables.js';
