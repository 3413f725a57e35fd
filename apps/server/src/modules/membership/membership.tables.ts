import { sql } from 'drizzle-orm';
import { bigserial, boolean, check, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, timestamptz, updatedAt } from '../../db/columns.js';
import { userIdColumn, users } from '../identity/index.js';

export const memberships = pgTable(
  'memberships',
  {
    membershipId: text('membership_id').primaryKey(),
    userId: userIdColumn(),
    durationMonths: integer('duration_months').notNull(),
    amountCents: integer('amount_cents').notNull(),
    paymentIntentId: text('payment_intent_id').notNull().unique(),
    /** Contact details from the join call; null while a membership was activated by the webhook alone. */
    email: text('email'),
    firstName: text('first_name'),
    lastName: text('last_name'),
    phoneNumber: text('phone_number'),
    startsAt: timestamptz('starts_at').notNull(),
    endsAt: timestamptz('ends_at').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('memberships_user_idx').on(t.userId, t.endsAt),
    check('memberships_duration', sql`${t.durationMonths} in (1, 3)`),
    check('memberships_period', sql`${t.endsAt} > ${t.startsAt}`),
  ],
);

export const memberProfiles = pgTable(
  'member_profiles',
  {
    userId: text('user_id')
      .primaryKey()
      .references(() => users.userId),
    availableCredits: integer('available_credits').notNull().default(0),
    socialSharing: boolean('social_sharing').notNull().default(false),
    showInWhosHere: boolean('show_in_whos_here').notNull().default(false),
    updatedAt: updatedAt(),
  },
  (t) => [check('member_profiles_credits', sql`${t.availableCredits} between 0 and 12`)],
);

/**
 * Every membership payment we started, with the plan it is for: the provider's succeeded event is
 * matched here (an unknown intent is someone else's), and the webhook can activate without a join.
 */
export const membershipPayments = pgTable(
  'membership_payments',
  {
    paymentIntentId: text('payment_intent_id').primaryKey(),
    userId: userIdColumn(),
    provider: text('provider').notNull(),
    durationMonths: integer('duration_months').notNull(),
    amountCents: integer('amount_cents').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('membership_payments_user_idx').on(t.userId)],
);

/**
 * The member's credit ledger: every grant, spend and refund, each under a unique key
 * (`grant:<membershipId>:<month>`, `spend:<reservationId>`, `refund:<reservationId>`) so nothing is
 * counted twice. `member_profiles.available_credits` caches the last `balance_after`.
 */
export const memberCreditEntries = pgTable(
  'member_credit_entries',
  {
    entryId: bigserial('entry_id', { mode: 'number' }).primaryKey(),
    userId: userIdColumn(),
    kind: text('kind').$type<'GRANT' | 'SPEND' | 'REFUND'>().notNull(),
    entryKey: text('entry_key').notNull().unique(),
    credits: integer('credits').notNull(),
    balanceAfter: integer('balance_after').notNull(),
    membershipId: text('membership_id').references(() => memberships.membershipId),
    reservationId: text('reservation_id'),
    effectiveAt: timestamptz('effective_at').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('member_credit_entries_user_idx').on(t.userId, t.entryId),
    check('member_credit_entries_kind', sql`${t.kind} in ('GRANT', 'SPEND', 'REFUND')`),
    check('member_credit_entries_balance', sql`${t.balanceAfter} between 0 and 12`),
  ],
);
