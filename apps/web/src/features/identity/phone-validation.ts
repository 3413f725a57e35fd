import { type MetadataJson, parsePhoneNumberFromString } from 'libphonenumber-js/core';
import metadata from './phone-metadata.nanp.json';

/**
 * True for a number that can take an SMS: mobile, or a number whose numbering plan can't tell (all of the US).
 * The server applies the same rule (apps/server/src/lib/phone.ts), so both refuse the same numbers.
 * Loaded on demand. The forms only ever produce +1 numbers (phone-number.ts), so it carries libphonenumber's full
 * metadata for +1 only (scripts/phone-metadata.mjs): every +1 number is judged exactly as the server's full metadata
 * judges it, for about 3 kB gzip instead of 40; any other country code is refused here and left to the server.
 */
export function isValidMobileNumber(e164: string): boolean {
  const parsed = parsePhoneNumberFromString(e164, metadata as unknown as MetadataJson);
  if (!parsed?.isValid()) return false;
  const type = parsed.getType();
  return type === 'MOBILE' || type === 'FIXED_LINE_OR_MOBILE';
}
