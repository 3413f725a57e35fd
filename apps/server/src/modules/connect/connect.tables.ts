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
    detailsSubmitted: boolean('details_submitted').notNull().default(false),
    chargesEnabled: boolean('charges_enabled').notNull().default(false),
    payoutsEnabled: boolean('payouts_enabled').notNull().default(false),
    requirementsDue: jsonb('requirements_due').$type<string[]>().notNull().default([]),
    /** The last payout.failed, until a payout.paid. */
    payoutFailedAt: timestamptz('payout_failed_at'),
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
