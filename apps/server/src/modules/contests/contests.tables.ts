import { PRIZE_STOCK_MAX, rewardStatusValues } from '@queueless/contracts';
import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgEnum, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, timestamptz } from '../../db/columns.js';
import { vendorEvents } from '../events/index.js';
import { userIdColumn } from '../identity/index.js';

export const rewardStatusEnum = pgEnum('reward_status', rewardStatusValues);

export const prizes = pgTable(
  'prizes',
  {
    prizeId: text('prize_id').primaryKey(),
    /** The contest id is the vendor event id. */
    contestId: text('contest_id')
      .notNull()
      .references(() => vendorEvents.eventId),
    name: text('name').notNull(),
    description: text('description'),
    imageUrl: text('image_url'),
    quantityRemaining: integer('quantity_remaining').notNull(),
    /** The chance one draw wins this prize, in parts per million (while it has stock). */
    oddsPpm: integer('odds_ppm').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    index('prizes_contest_idx').on(t.contestId),
    check('prizes_remaining', sql`${t.quantityRemaining} >= 0`),
    // Decision 086: the documented maximum, the database's word too.
    check('prizes_remaining_max', sql`${t.quantityRemaining} <= ${sql.raw(String(PRIZE_STOCK_MAX))}`),
    check('prizes_odds_range', sql`${t.oddsPpm} between 0 and 1000000`),
  ],
);

export const tickets = pgTable(
  'tickets',
  {
    ticketId: text('ticket_id').primaryKey(),
    userId: userIdColumn(),
    eventId: text('event_id')
      .notNull()
      .references(() => vendorEvents.eventId),
    sourceType: text('source_type').notNull(),
    createdAt: createdAt(),
    expiresAt: timestamptz('expires_at'),
    usedAt: timestamptz('used_at'),
    /** Which day of the event (0 = the day it starts) the ticket was granted on. */
    grantDay: integer('grant_day').notNull().default(0),
  },
  (t) => [
    index('tickets_user_event_idx').on(t.userId, t.eventId),
    // The sign-in ticket: at most one per person per event per day.
    uniqueIndex('tickets_signin_per_day_idx')
      .on(t.userId, t.eventId, t.grantDay)
      .where(sql`${t.sourceType} = 'SIGNIN'`),
    index('tickets_usable_idx').on(t.userId, t.eventId, t.expiresAt).where(sql`${t.usedAt} IS NULL`),
  ],
);

export const rewards = pgTable(
  'rewards',
  {
    rewardId: text('reward_id').primaryKey(),
    userId: userIdColumn(),
    prizeId: text('prize_id')
      .notNull()
      .references(() => prizes.prizeId),
    contestId: text('contest_id').notNull(),
    status: rewardStatusEnum('status').notNull().default('PENDING'),
    claimCode: text('claim_code').notNull(),
    claimExpiration: timestamptz('claim_expiration'),
    wonAt: timestamptz('won_at').notNull().defaultNow(),
    claimedAt: timestamptz('claimed_at'),
    claimedBy: text('claimed_by'),
  },
  (t) => [
    index('rewards_user_idx').on(t.userId, t.wonAt),
    // One prize per person per event.
    uniqueIndex('rewards_one_per_contest_idx').on(t.userId, t.contestId),
    uniqueIndex('rewards_claim_code_idx').on(t.claimCode),
    // What a prize's stock may not go below: the count of its rewards (staff edit the stock).
    index('rewards_prize_idx').on(t.prizeId),
  ],
);

/** Every draw, won or lost: who, when, which ticket, the random value and the odds it was drawn against. */
export const prizeDraws = pgTable(
  'prize_draws',
  {
    drawId: text('draw_id').primaryKey(),
    userId: userIdColumn(),
    eventId: text('event_id')
      .notNull()
      .references(() => vendorEvents.eventId),
    ticketId: text('ticket_id')
      .notNull()
      .unique('prize_draws_ticket_unique')
      .references(() => tickets.ticketId),
    /** The uniform random value in [0, 1 000 000) the outcome was decided by. */
    randomValue: integer('random_value').notNull(),
    outcome: text('outcome', { enum: ['WIN', 'LOSE', 'ALREADY_WON'] }).notNull(),
    prizeId: text('prize_id'),
    rewardId: text('reward_id'),
    /** The prizes in play at the time: [{prizeId, oddsPpm, quantityRemaining}]. */
    odds: jsonb('odds').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('prize_draws_event_idx').on(t.eventId, t.createdAt),
    check('prize_draws_outcome', sql`${t.outcome} in ('WIN', 'LOSE', 'ALREADY_WON')`),
  ],
);
