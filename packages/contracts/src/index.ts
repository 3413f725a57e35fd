export * from './common.js';
export * from './errors.js';
export * from './health.js';
export * from './identity.js';
export * from './inventory.js';
export * from './orders.js';
export * from './redirects.js';
export * from './vendors.js';
