import { timestamp } from 'drizzle-orm/pg-core';

/** The column shapes every table uses: times with their zone, as Date. */
export const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
export const createdAt = () => timestamptz('created_at').notNull().defaultNow();
export const updatedAt = () => timestamptz('updated_at').notNull().defaultNow();
