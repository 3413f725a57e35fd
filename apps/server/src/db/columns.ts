import type { Translations } from '@queueless/contracts';
import { jsonb, timestamp } from 'drizzle-orm/pg-core';

/** The column shapes every table uses: times with their zone, as Date. */
export const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
export const createdAt = () => timestamptz('created_at').notNull().defaultNow();
export const updatedAt = () => timestamptz('updated_at').notNull().defaultNow();

/**
 * Issue 44: an entity's translations of its customer-visible texts, `{ "es": { "name": "…" } }` (decision 096); the
 * default columns keep the venue's own text, and a field not translated falls back to it.
 */
export const translations = <Field extends string>() =>
  jsonb('translations').$type<Translations<Field>>().notNull().default({});
