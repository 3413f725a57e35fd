import { feeRefundPolicyValues, paymentModelValues } from '@queueless/contracts';
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, timestamptz, updatedAt } from '../../db/columns.js';
import { vendors } from '../vendors/index.js';

/**
 * How each vendor is paid (decision 091): the model the operator chose, the fee, and its connected account's state as
 * Stripe last told it (account.updated). No row: `platform`, no fee, as every vendor was before.
 */
export const vendorPaymentAccounts = pgTable(
  'vendor_payment_accounts',
  {
    vendorId: text('vendor_id')
      .primaryKey()
      .references(() => vendors.vendorId),
    model: text('model', { enum: paymentModelValues }).notNull().default('platform'),
    feePercentBasisPoints: integer('fee_percent_basis_points').notNull().default(0),
    feeFixedCents: integer('fee_fixed_cents').notNull().default(0),
    feeRefund: text('fee_refund', { enum: feeRefundPolicyValues }).notNull().default('proportional'),
    accountId: text('account_id').unique(),
    /** `express`: made by us with onboarding links; `standard`: the vendor's own account, connected through OAuth. */
    accountType: text('account_type', { enum: ['express', 'standard'] })
      .notNull()
      .default('express'),
    detailsSubmitted: boolean('details_submitted').notNull().default(false),
    chargesEnabled: boolean('charges_enabled').notNull().default(false),
    payoutsEnabled: boolean('payouts_enabled').notNull().default(false),
    requirementsDue: jsonb('requirements_due').$type<string[]>().notNull().default([]),
    /** The last payout.failed, until a payout.paid. */
    payoutFailedAt: timestamptz('payout_failed_at'),
    /**
     * When the account's state was last read from Stripe by the sweep (or told by account.updated): the sweep re-reads
     * the accounts longest unread, so a missed account.updated is caught up (decision 091).
     */
    stateCheckedAt: timestamptz('state_checked_at'),
    /**
     * The install's domain registered on the account for Apple Pay / Google Pay (Stripe's payment method domain id),
     * done once when the account can first take charges; null until then.
     */
    paymentMethodDomainId: text('payment_method_domain_id'),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('vendor_payment_accounts_model', sql`${t.model} in ('platform', 'connect')`),
    check('vendor_payment_accounts_fee_refund', sql`${t.feeRefund} in ('proportional', 'keep')`),
    check('vendor_payment_accounts_fee_percent', sql`${t.feePercentBasisPoints} between 0 and 3000`),
    check('vendor_payment_accounts_fee_fixed', sql`${t.feeFixedCents} between 0 and 500`),
  ],
);

/**
 * Every payment taken on a connected account: which account took it and the application fee on it, so a report says
 * which account took each payment and a retrieve or refund goes to that account (a payment without a row was taken on
 * the platform's account).
 */
export const connectCharges = pgTable(
  'connect_charges',
  {
    paymentIntentId: text('payment_intent_id').primaryKey(),
    orderId: text('order_id').notNull(),
    vendorId: text('vendor_id')
      .notNull()
      .references(() => vendors.vendorId),
    accountId: text('account_id').notNull(),
    amountCents: integer('amount_cents').notNull(),
    applicationFeeCents: integer('application_fee_cents').notNull(),
    /** The fee policy when the charge was made: a later change of the vendor's policy doesn't reach paid orders. */
    feeRefund: text('fee_refund', { enum: feeRefundPolicyValues }).notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('connect_charges_order_idx').on(t.orderId),
    index('connect_charges_vendor_idx').on(t.vendorId, t.createdAt),
    check('connect_charges_fee', sql`${t.applicationFeeCents} between 0 and ${t.amountCents}`),
  ],
);

/** Each refund on a connected account and the part of the application fee it returned. */
export const connectFeeRefunds = pgTable(
  'connect_fee_refunds',
  {
    refundId: text('refund_id').primaryKey(),
    paymentIntentId: text('payment_intent_id')
      .notNull()
      .references(() => connectCharges.paymentIntentId),
    amountCents: integer('amount_cents').notNull(),
    feeRefundedCents: integer('fee_refunded_cents').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('connect_fee_refunds_intent_idx').on(t.paymentIntentId),
    check('connect_fee_refunds_amounts', sql`${t.amountCents} > 0 and ${t.feeRefundedCents} >= 0`),
  ],
);

/** Disputes (chargebacks) on a connected account's charge, recorded on its order for the vendor to see. */
export const connectDisputes = pgTable('connect_disputes', {
  disputeId: text('dispute_id').primaryKey(),
  paymentIntentId: text('payment_intent_id')
    .notNull()
    .references(() => connectCharges.paymentIntentId),
  orderId: text('order_id').notNull(),
  amountCents: integer('amount_cents').notNull(),
  status: text('status').notNull(),
  reason: text('reason'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/**
 * Payouts to the vendor's bank as `payout.paid` / `payout.failed` told them (decision 091), kept per account so the
 * vendor's page shows them without asking Stripe, and a failed one stays flagged. One row per payout: a redelivered or
 * repeated event writes the same row again (the event id is kept, so applying it twice changes nothing).
 */
export const connectPayouts = pgTable(
  'connect_payouts',
  {
    payoutId: text('payout_id').primaryKey(),
    accountId: text('account_id').notNull(),
    vendorId: text('vendor_id')
      .notNull()
      .references(() => vendors.vendorId),
    amountCents: integer('amount_cents').notNull(),
    arrivalDate: timestamptz('arrival_date').notNull(),
    status: text('status').notNull(),
    /** The event that last set the row. */
    eventId: text('event_id').notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [index('connect_payouts_vendor_idx').on(t.vendorId, t.arrivalDate)],
);

/**
 * The `state` of a Standard account's OAuth link (decision 091): bound to the vendor and the user who asked, used once
 * (a conditional update sets `used_at`), and good for a few minutes. Only its hash is kept.
 */
export const connectOauthStates = pgTable(
  'connect_oauth_states',
  {
    stateHash: text('state_hash').primaryKey(),
    vendorId: text('vendor_id')
      .notNull()
      .references(() => vendors.vendorId),
    userId: text('user_id').notNull(),
    expiresAt: timestamptz('expires_at').notNull(),
    usedAt: timestamptz('used_at'),
    createdAt: createdAt(),
  },
  (t) => [index('connect_oauth_states_expires_idx').on(t.expiresAt)],
);
