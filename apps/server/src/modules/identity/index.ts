export type { IdentityLimits, IdentityService } from './identity.service.js';
// Its tables, for the statements and foreign keys of the modules that read them.
export { refreshTokens, signInCodes, userIdColumn, users } from './identity.tables.js';
export type { IdentityOverrides } from './module.js';
