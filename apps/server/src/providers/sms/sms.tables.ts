import { index, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { timestamptz } from '../../db/columns.js';

/** Messages the console SMS provider "sent"; read by GET /dev/sms-outbox outside production. */
export const devSmsOutbox = pgTable(
  'dev_sms_outbox',
  {
    id: serial('id').primaryKey(),
    to: text('to_number').notNull(),
    body: text('body').notNull(),
    code: text('code'),
    sentAt: timestamptz('sent_at').notNull().defaultNow(),
  },
  (t) => [index('dev_sms_outbox_to_idx').on(t.to, t.sentAt)],
);
