import { parsePhoneNumberFromString } from 'libphonenumber-js/max';

/**
 * True for a number that can take an SMS: mobile, or a number whose numbering plan can't tell (all of the US).
 * The server applies the same rule (apps/server/src/lib/phone.ts), so both refuse the same numbers.
 * Loaded on demand: its metadata is the heaviest part of the sign-in page.
 */
export function isValidMobileNumber(e164: string): boolean {
  const parsed = parsePhoneNumberFromString(e164);
  if (!parsed?.isValid()) return false;
  const type = parsed.getType();
  return type === 'MOBILE' || type === 'FIXED_LINE_OR_MOBILE';
}
