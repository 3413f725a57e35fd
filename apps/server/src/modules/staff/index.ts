// Who may act for a vendor: the other modules ask `access` (a service) and may embed `roleOfUserSql` in a statement.
export { type Access, type OperatorCheck, requireVendorOfPath } from './access.js';
export { roleOfUserSql } from './staff.repo.js';
export type { StaffService } from './staff.service.js';
// Its table, for the operators' vendor creation, which writes a new vendor's first SUPER_ADMIN in its own transaction.
export { vendorRoles } from './staff.tables.js';
export type { StaffRolesService } from './staff-roles.service.js';
