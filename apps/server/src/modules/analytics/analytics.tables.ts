import { bigint, boolean, index, integer, jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { timestamptz } from '../../db/columns.js';
import { vendorIdColumn } from '../vendors/index.js';

/**
 * Analytics answers (a week view or a month dump) computed by PostgreSQL and shared by every API
 * process: fresh for 5 minutes while the period is current, 60 minutes once it is past (decision 016).
 */
export const analyticsCache = pgTable(
  'analytics_cache',
  {
    vendorId: vendorIdColumn(),
    /** `week:YYYY-MM-DD` (the Sunday) or `month:YYYY-MM`. */
    scope: text('scope').notNull(),
    includeRefunded: boolean('include_refunded').notNull(),
    payload: jsonb('payload').notNull(),
    generatedAt: timestamptz('generated_at').notNull(),
  },
  (t) => [primaryKey({ name: 'analytics_cache_pk', columns: [t.vendorId, t.scope, t.includeRefunded] })],
);

/**
 * The hourly rollup behind the analytics (decision 016): one row per vendor and closed UTC hour, written
 * lazily when a period is read, with a fingerprint of the orders it was summed from (how many, how many
 * refunded, and the sums of their ids' hashes). A read uses an hour's product rows only while the
 * orders of that hour still give the same fingerprint, so a late refund or a late order is never missed.
 */
export const analyticsHours = pgTable(
  'analytics_hours',
  {
    vendorId: text('vendor_id').notNull(),
    hour: timestamptz('hour').notNull(),
    numOrders: integer('num_orders').notNull(),
    refundedOrders: integer('refunded_orders').notNull(),
    orderHash: bigint('order_hash', { mode: 'number' }).notNull(),
    refundedHash: bigint('refunded_hash', { mode: 'number' }).notNull(),
    rolledAt: timestamptz('rolled_at').notNull(),
  },
  (t) => [primaryKey({ name: 'analytics_hours_pk', columns: [t.vendorId, t.hour] })],
);

/** What each product sold in a rolled hour, apart for refunded and other orders. */
export const analyticsProductHours = pgTable(
  'analytics_product_hours',
  {
    vendorId: text('vendor_id').notNull(),
    hour: timestamptz('hour').notNull(),
    refunded: boolean('refunded').notNull(),
    productId: text('product_id').notNull(),
    quantity: integer('quantity').notNull(),
    revenueCents: bigint('revenue_cents', { mode: 'number' }).notNull(),
    numOrders: integer('num_orders').notNull(),
  },
  (t) => [
    primaryKey({
      name: 'analytics_product_hours_pk',
      columns: [t.vendorId, t.hour, t.refunded, t.productId],
    }),
  ],
);

/**
 * Each customer's first paid order at each vendor, so "new or returning" is a range read. Kept by
 * triggers on orders (migration 0011): an insert with paid_at, or paid_at being set, moves it earlier.
 */
export const analyticsCustomers = pgTable(
  'analytics_customers',
  {
    vendorId: text('vendor_id').notNull(),
    userId: text('user_id').notNull(),
    firstPaidAt: timestamptz('first_paid_at').notNull(),
  },
  (t) => [
    primaryKey({ name: 'analytics_customers_pk', columns: [t.vendorId, t.userId] }),
    index('analytics_customers_first_paid_idx').on(t.vendorId, t.firstPaidAt, t.userId),
  ],
);
