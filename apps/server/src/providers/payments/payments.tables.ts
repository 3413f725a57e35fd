import { paymentIntentStatusValues } from '@queueless/contracts';
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgEnum, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from '../../db/columns.js';

export const paymentStatusEnum = pgEnum('payment_status', paymentIntentStatusValues);

/** Payment intents of the simulated provider, and a mirror of Stripe's for orders. */
export const paymentIntents = pgTable(
  'payment_intents',
  {
    paymentIntentId: text('payment_intent_id').primaryKey(),
    provider: text('provider').notNull(),
    orderId: text('order_id'),
    purpose: text('purpose').notNull().default('order'),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull().default('usd'),
    status: paymentStatusEnum('status').notNull().default('requires_payment_method'),
    clientSecret: text('client_secret').notNull(),
    idempotencyKey: text('idempotency_key').unique(),
    lastError: text('last_error'),
    metadata: jsonb('metadata').$type<Record<string, string>>().notNull().default({}),
    /** A direct charge on a connected account (decision 091): the account, and the platform's fee on it. */
    accountId: text('account_id'),
    applicationFeeCents: integer('application_fee_cents'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('payment_intents_order_idx').on(t.orderId),
    check('payment_intents_amount', sql`${t.amountCents} >= 0`),
  ],
);

/**
 * Refunds the simulated provider made, one per idempotency key (as Stripe keeps them), so a repeated
 * refund is answered from the first and an intent never returns more than it took.
 */
export const simulatedRefunds = pgTable(
  'simulated_refunds',
  {
    refundId: text('refund_id').primaryKey(),
    paymentIntentId: text('payment_intent_id')
      .notNull()
      .references(() => paymentIntents.paymentIntentId),
    idempotencyKey: text('idempotency_key').notNull().unique(),
    amountCents: integer('amount_cents').notNull(),
    /** On a connected account: the part of the application fee returned with this refund (decision 091). */
    applicationFeeRefundedCents: integer('application_fee_refunded_cents').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    index('simulated_refunds_intent_idx').on(t.paymentIntentId),
    check('simulated_refunds_amount', sql`${t.amountCents} > 0`),
  ],
);

/**
 * The simulated provider's connected accounts (decision 091): made as Stripe makes an Express account, onboarded at
 * once on the simulated page (which must show `onboardingSecret`, as Stripe's link is single-use and unguessable).
 */
export const simulatedAccounts = pgTable('simulated_accounts', {
  accountId: text('account_id').primaryKey(),
  vendorId: text('vendor_id').notNull(),
  idempotencyKey: text('idempotency_key').notNull().unique(),
  onboardingSecret: text('onboarding_secret').notNull(),
  detailsSubmitted: boolean('details_submitted').notNull().default(false),
  chargesEnabled: boolean('charges_enabled').notNull().default(false),
  payoutsEnabled: boolean('payouts_enabled').notNull().default(false),
  createdAt: createdAt(),
});
