import { z } from 'zod';

/** E.164 phone number on the wire, e.g. +12135550123. */
export const phoneNumberSchema = z
  .string()
  .trim()
  .regex(/^\+[1-9]\d{7,14}$/, 'Phone number must be in international format, e.g. +12135550123.');

/** Money on the wire: a decimal string with two decimals ("12.50"). */
export const moneySchema = z.string().regex(/^\d+\.\d{2}$/, 'Amount must have two decimals.');

/** Vendor location ids are short uppercase codes such as AD708. */
export const vendorLocationIdSchema = z
  .string()
  .trim()
  .min(1)
  .max(32)
  .regex(/^[A-Za-z0-9_-]+$/, 'Invalid location id.')
  .transform((value) => value.toUpperCase());

export const vendorIdSchema = z.string().trim().min(1).max(64);

export const isoDateTimeSchema = z.iso.datetime({ offset: true });

/**
 * The venue's IANA time zone (its vendor's), e.g. America/Los_Angeles, sent beside an event's times: the apps show
 * them, and staff pick them, on the venue's clock rather than the device's.
 */
export const venueTimeZoneSchema = z.string();

/** The values as a tuple: the database's enum is made from it (decision 022). */
export const roleValues = ['STAFF', 'MANAGER', 'ADMIN', 'SUPER_ADMIN'] as const;
export const roleSchema = z.enum(roleValues);
export type Role = z.infer<typeof roleSchema>;

/** Roles from least to most powerful. */
export const roleRank: Record<Role, number> = { STAFF: 0, MANAGER: 1, ADMIN: 2, SUPER_ADMIN: 3 };

/** The values as a tuple: the database's enum is made from it (decision 022). */
export const productTypeValues = [
  'ALCOHOLIC_ITEM',
  'NON_ALCOHOLIC_ITEM',
  'FOOD_ITEM',
  'MERCHANDISE',
  'OTHER',
  'UNKNOWN',
] as const;
export const productTypeSchema = z.enum(productTypeValues);
export type ProductType = z.infer<typeof productTypeSchema>;

/** The values as a tuple: the database's enum is made from it (decision 022). */
export const orderStatusValues = ['IN_PROGRESS', 'PAID', 'COMPLETE', 'REFUNDED'] as const;
export const orderStatusSchema = z.enum(orderStatusValues);
export type OrderStatus = z.infer<typeof orderStatusSchema>;

/** The values as a tuple: the database's enum is made from it (decision 022). */
export const eventStatusValues = ['UPCOMING', 'IN_PROGRESS', 'COMPLETED'] as const;
export const eventStatusSchema = z.enum(eventStatusValues);
export type EventStatus = z.infer<typeof eventStatusSchema>;

/** Formats integer cents as the wire's decimal string ("12.50"). */
export function formatCents(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(Math.trunc(cents));
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** Parses the wire's decimal string into integer cents; throws on a malformed amount. */
export function parseCents(amount: string): number {
  const match = /^(\d+)(?:\.(\d{1,2}))?$/.exec(amount.trim());
  if (!match) throw new Error(`Not an amount: ${amount}`);
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

// input — the characters no request may carry where text is expected (the server's input guard applies these to
// every string of every body, query and path; see docs/decisions/011-input-guard.md).
/** C0 control characters other than tab, line feed and carriage return; DEL; C1 controls; lone UTF-16 surrogates. */
export const CONTROL_IN_TEXT =
  // biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is this pattern's purpose.
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
/** In one-line values (path parameters, query values, object keys) line breaks and tabs are refused too. */
export const CONTROL_IN_LINE =
  // biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is this pattern's purpose.
  /[\u0000-\u001F\u007F-\u009F]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
/** No text value of a request is longer than this (the longest real one, an event description, is far shorter). */
export const MAX_TEXT_LENGTH = 20_000;
/** Text without control characters: for fields a form checks before sending. */
export const plainTextSchema = z
  .string()
  .max(MAX_TEXT_LENGTH, `Must be at most ${MAX_TEXT_LENGTH} characters.`)
  .refine((value) => !CONTROL_IN_TEXT.test(value), 'Must not contain control characters.');

// shared field schemas — one definition each, used by every contract that takes an id or text a person typed.
/** An id in a path or query (a guest list event, a reservation, a contest): letters, digits, `_` and `-`. */
export const idSchema = z
  .string()
  .trim()
  .min(1)
  .max(64)
  .regex(/^[A-Za-z0-9_-]+$/, 'Invalid id.');

/** True when the text holds a control character other than tab, newline and carriage return (NUL included). */
export function hasControlCharacters(value: string): boolean {
  for (let i = 0; i < value.length; i++) {
    const code = value.charCodeAt(i);
    if ((code < 32 && code !== 9 && code !== 10 && code !== 13) || code === 127) return true;
  }
  return false;
}

/** Text a person typed: trimmed, at most `max` characters, no control characters (refused, not stored). */
function typedText(label: string, max: number) {
  return z
    .string({ error: `${label} is required.` })
    .trim()
    .max(max, `${label} must be at most ${max} characters.`)
    .refine((value) => !hasControlCharacters(value), `${label} has invalid characters.`);
}

/** Required text a person typed: blank is "<label> is required.", as the form and the server both say. */
export function requiredText(label: string, max: number) {
  return z
    .string({ error: `${label} is required.` })
    .trim()
    .min(1, { error: `${label} is required.`, abort: true })
    .max(max, `${label} must be at most ${max} characters.`)
    .refine((value) => !hasControlCharacters(value), `${label} has invalid characters.`);
}

/** Optional text a person typed: blank, null or absent all mean none (null). */
export function optionalText(label: string, max: number) {
  return typedText(label, max)
    .nullish()
    .transform((value) => value || null);
}
