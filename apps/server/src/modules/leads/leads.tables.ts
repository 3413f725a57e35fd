import { index, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt } from '../../db/columns.js';

export const leads = pgTable(
  'leads',
  {
    leadId: text('lead_id').primaryKey(),
    companyName: text('company_name').notNull(),
    fullName: text('full_name').notNull(),
    phone: text('phone').notNull(),
    email: text('email').notNull(),
    message: text('message').notNull(),
    /** The form's own id for one submission: a retried or double-clicked send is stored once. */
    submissionId: text('submission_id'),
    clientIp: text('client_ip'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('leads_submission_idx').on(t.submissionId), index('leads_created_idx').on(t.createdAt)],
);
