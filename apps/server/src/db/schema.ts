/**
 * Every table, for drizzle-kit (drizzle.config.ts) and the typed client (client.ts). Each table lives with the module
 * that owns it (`modules/<area>/<area>.tables.ts`; decision 022); this file only re-exports them.
 */
export * from '../modules/analytics/analytics.tables.js';
export * from '../modules/audit/audit.tables.js';
export * from '../modules/connect/connect.tables.js';
export * from '../modules/content/content.tables.js';
export * from '../modules/contests/contests.tables.js';
export * from '../modules/domain-events/domain-events.tables.js';
export * from '../modules/events/events.tables.js';
export * from '../modules/guestlists/guestlists.tables.js';
export * from '../modules/identity/identity.tables.js';
export * from '../modules/integrations/integrations.tables.js';
export * from '../modules/inventory/inventory.tables.js';
export * from '../modules/leads/leads.tables.js';
export * from '../modules/links/links.tables.js';
export * from '../modules/media/media.tables.js';
export * from '../modules/membership/membership.tables.js';
export * from '../modules/notices/notices.tables.js';
export * from '../modules/offline/offline.tables.js';
export * from '../modules/operators/operators.tables.js';
export * from '../modules/orders/orders.tables.js';
export * from '../modules/payments/payments.tables.js';
export * from '../modules/refunds/refunds.tables.js';
export * from '../modules/staff/staff.tables.js';
export * from '../modules/stations/stations.tables.js';
export * from '../modules/vendor-locations/vendor-locations.tables.js';
export * from '../modules/vendors/vendors.tables.js';
export * from '../plugins/rate-limit.tables.js';
export * from '../providers/payments/payments.tables.js';
export * from '../providers/sms/sms.tables.js';
