import { parsePhoneNumberFromString } from 'libphonenumber-js/max';

/**
 * The canonical E.164 form of a number that can receive SMS (mobile, or a number whose plan can't
 * tell, as in the US), else null. Several spellings pass as valid (`+112135550123`, `+4407400123456`
 * with the trunk digit left in); they all become one number, so one phone is one account and one set
 * of sign-in limits.
 */
export function toMobileNumber(e164: string): string | null {
  const parsed = parsePhoneNumberFromString(e164);
  if (!parsed?.isValid()) return null;
  const type = parsed.getType();
  return type === 'MOBILE' || type === 'FIXED_LINE_OR_MOBILE' ? parsed.number : null;
}

/** True for a number that can receive SMS: mobile, or a number whose plan can't tell (US). */
export function isMobileNumber(e164: string): boolean {
  return toMobileNumber(e164) !== null;
}
