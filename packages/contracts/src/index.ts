export * from './common.js';
export * from './errors.js';
export * from './events.js';
// guestlists
export * from './guestlists.js';
export * from './health.js';
export * from './identity.js';
export * from './inventory.js';
export * from './membership.js';
export * from './orders.js';
export * from './payments.js';
export * from './places.js';
export * from './redirects.js';
export * from './vendor-roles.js';
export * from './vendors.js';
