import { jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { updatedAt } from '../../db/columns.js';

/** Public page content (landing figures, festival lineups, artist bios): data an operator edits, not code. */
export const contentPages = pgTable('content_pages', {
  slug: text('slug').primaryKey(),
  content: jsonb('content').notNull(),
  updatedAt: updatedAt(),
});
