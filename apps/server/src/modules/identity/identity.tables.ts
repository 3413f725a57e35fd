import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, timestamptz } from '../../db/columns.js';

export const users = pgTable(
  'users',
  {
    userId: text('user_id').primaryKey(),
    phoneNumber: text('phone_number').notNull().unique(),
    firstName: text('first_name'),
    lastName: text('last_name'),
    email: text('email'),
    /**
     * The language of this person's text messages (decision 097): the one their first sign-in code was asked in,
     * then the one they last switched the app to.
     */
    language: text('language', { enum: ['en', 'es'] })
      .notNull()
      .default('en'),
    createdAt: createdAt(),
  },
  (t) => [check('users_language_known', sql`${t.language} in ('en', 'es')`)],
);

/** The `user_id` column of a row that belongs to a person: required, and a foreign key to `users`. */
export const userIdColumn = () =>
  text('user_id')
    .notNull()
    .references(() => users.userId);

/** One row per code sent. Only the newest unreplaced code of a phone can be used. */
export const signInCodes = pgTable(
  'sign_in_codes',
  {
    id: text('id').primaryKey(),
    phoneNumber: text('phone_number').notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    requestIp: text('request_ip'),
    createdAt: createdAt(),
    expiresAt: timestamptz('expires_at').notNull(),
    consumedAt: timestamptz('consumed_at'),
    replacedAt: timestamptz('replaced_at'),
  },
  (t) => [
    index('sign_in_codes_phone_created_idx').on(t.phoneNumber, t.createdAt),
    check('sign_in_codes_attempts_range', sql`${t.attempts} between 0 and 5`),
  ],
);

export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.userId, { onDelete: 'cascade' }),
    familyId: text('family_id').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: createdAt(),
    expiresAt: timestamptz('expires_at').notNull(),
    usedAt: timestamptz('used_at'),
    revokedAt: timestamptz('revoked_at'),
  },
  (t) => [index('refresh_tokens_family_idx').on(t.familyId)],
);
