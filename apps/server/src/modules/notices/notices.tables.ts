import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, timestamptz } from '../../db/columns.js';

/**
 * Text messages to send, written in the transaction that decided them (a waitlist promotion) and sent
 * after commit; the sweep sends what is left. `notice_key` is unique: one notice per cause. A sender
 * claims a row by moving `next_attempt_at` past now (its lease), so one process sends it.
 */
export const smsNotices = pgTable(
  'sms_notices',
  {
    noticeId: text('notice_id').primaryKey(),
    noticeKey: text('notice_key').notNull(),
    to: text('to_number').notNull(),
    body: text('body').notNull(),
    createdAt: createdAt(),
    /** Not sent after this (the event has started): the message would be news too late. */
    expiresAt: timestamptz('expires_at'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamptz('next_attempt_at').notNull().defaultNow(),
    sentAt: timestamptz('sent_at'),
    gaveUpAt: timestamptz('gave_up_at'),
    lastError: text('last_error'),
  },
  (t) => [
    uniqueIndex('sms_notices_key_idx').on(t.noticeKey),
    index('sms_notices_due_idx').on(t.nextAttemptAt).where(sql`${t.sentAt} is null and ${t.gaveUpAt} is null`),
  ],
);
