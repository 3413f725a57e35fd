import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgEnum, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { orders } from '../orders/index.js';
import { REFUND_STATUSES } from './refund-states.js';

/** Units of one of the order's lines a partial refund returns. */
/** Issue 39: `lineNo` names which of the order's lines (lines of one product may carry different options). */
export type RefundLine = { productId: string; quantity: number; lineNo?: number };

const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const refundStatusEnum = pgEnum('refund_status', REFUND_STATUSES);

/**
 * Money returned for an order, one row per attempt at a refund (decision 023). Its status is its state: REQUESTED
 * (claimed), SENT (the provider has been or is being asked, `attempts` times, under `idempotency_key`), SUCCEEDED
 * (the provider's refund id is kept) or FAILED (the provider refused; kept, never deleted). A refund in full has no
 * `lines`, and an order has at most one that has not failed; a partial refund (decision 073) names its lines and an
 * order may have many, each under its own key; the order's `refunded_cents` keeps them all within what was charged.
 */
export const refunds = pgTable(
  'refunds',
  {
    refundId: text('refund_id').primaryKey(),
    orderId: text('order_id')
      .notNull()
      .references(() => orders.orderId),
    status: refundStatusEnum('status').notNull().default('REQUESTED'),
    amountCents: integer('amount_cents').notNull(),
    reason: text('reason').notNull(),
    /** A partial refund's units of the order's lines; null for a refund in full. */
    lines: jsonb('lines').$type<RefundLine[]>(),
    /** The provider's idempotency key: every send of this refund carries it. */
    idempotencyKey: text('idempotency_key').notNull(),
    providerRefundId: text('provider_refund_id'),
    /** How many times the provider was asked (0 for a free order, which nothing is returned for). */
    attempts: integer('attempts').notNull().default(0),
    /** Why the provider refused (FAILED only), for the log reader. */
    failure: text('failure'),
    /** A staff member's user id, or 'system' (a paid order the stock could not fill). */
    createdBy: text('created_by').notNull(),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    sentAt: timestamptz('sent_at'),
    settledAt: timestamptz('settled_at'),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('refunds_one_live_full_per_order_idx')
      .on(t.orderId)
      .where(sql`${t.status} <> 'FAILED' and ${t.lines} is null`),
    index('refunds_order_idx').on(t.orderId, t.createdAt),
    index('refunds_unsettled_idx').on(t.updatedAt).where(sql`${t.status} in ('REQUESTED', 'SENT')`),
    check('refunds_amount_nonnegative', sql`${t.amountCents} >= 0`),
    check('refunds_attempts_nonnegative', sql`${t.attempts} >= 0`),
    check('refunds_settled_when_final', sql`(${t.status} in ('SUCCEEDED', 'FAILED')) = (${t.settledAt} is not null)`),
    check('refunds_sent_has_time', sql`${t.status} <> 'SENT' or ${t.sentAt} is not null`),
    check(
      'refunds_succeeded_has_provider_id',
      sql`${t.status} <> 'SUCCEEDED' or ${t.amountCents} = 0 or ${t.providerRefundId} is not null`,
    ),
  ],
);
