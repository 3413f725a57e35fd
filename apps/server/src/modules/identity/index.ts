export type { IdentityLimits, IdentityService } from './identity.service.js';
export type { IdentityOverrides } from './module.js';
