import { pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt } from '../../db/columns.js';

/**
 * The operators of this install: the people above every vendor who create vendors and their first SUPER_ADMIN
 * (decision 055). Added and removed from the command line (`npm run operator`); they sign in by SMS code like staff,
 * and the phone number they sign in with is what makes them one.
 */
export const operators = pgTable('operators', {
  phoneNumber: text('phone_number').primaryKey(),
  name: text('name').notNull(),
  createdAt: createdAt(),
});
