import { pgTable, text } from 'drizzle-orm/pg-core';
import { timestamptz } from '../../db/columns.js';

/** Webhook deliveries already handled, so a redelivery changes nothing. */
export const webhookEvents = pgTable('webhook_events', {
  eventId: text('event_id').primaryKey(),
  provider: text('provider').notNull(),
  type: text('type').notNull(),
  receivedAt: timestamptz('received_at').notNull().defaultNow(),
});
