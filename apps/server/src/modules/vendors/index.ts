export { toVendor, type VendorsService } from './vendors.service.js';
// Its tables, for the statements and foreign keys of the modules that read them.
export { isVendorOpenToPublicSql, vendorIdColumn, vendors } from './vendors.tables.js';
