import { parsePhoneNumberFromString } from 'libphonenumber-js/max';

/** True for a number that can receive SMS: mobile, or a number whose plan can't tell (US). */
export function isMobileNumber(e164: string): boolean {
  const parsed = parsePhoneNumberFromString(e164);
  if (!parsed?.isValid()) return false;
  const type = parsed.getType();
  return type === 'MOBILE' || type === 'FIXED_LINE_OR_MOBILE';
}
