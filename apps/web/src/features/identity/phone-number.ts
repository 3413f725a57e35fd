import { PHONE_MAX_LENGTH } from '#web/lib/constants';

const US_DIGITS = 10;

/**
 * The digits a person means: only digits, and only the last 10 (so autofill works). A leading 1 is the country code
 * ("+1 310 555 1103", "1 310…", typed or pasted): no US area code starts with 1, so it is dropped as it comes, and
 * the number typed after it is read from its first digit. Our own formatting ("(310) …") is read as it is.
 */
export function toLocalDigits(input: string): string {
  let digits = input.replace(/\D/g, '');
  if (digits.startsWith('1') && !input.trimStart().startsWith('(')) digits = digits.slice(1);
  return digits.slice(-US_DIGITS);
}

/** US formatting as typed: "2" → "(2", "213555" → "(213) 555", "2135550120" → "(213) 555-0120". */
export function formatPhoneInput(input: string): string {
  const digits = toLocalDigits(input);
  if (digits.length === 0) return '';
  const area = digits.slice(0, 3);
  const exchange = digits.slice(3, 6);
  const line = digits.slice(6);
  if (digits.length <= 3) return `(${area}`;
  if (digits.length <= 6) return `(${area}) ${exchange}`;
  return `(${area}) ${exchange}-${line}`.slice(0, PHONE_MAX_LENGTH);
}

/** Where the caret belongs after reformatting: just after the same number of digits as before. */
export function caretAfterDigits(formatted: string, digitCount: number): number {
  if (digitCount <= 0) return formatted.startsWith('(') ? 1 : 0;
  let seen = 0;
  for (let index = 0; index < formatted.length; index++) {
    if (/\d/.test(formatted[index] ?? '')) seen++;
    if (seen === digitCount) return index + 1;
  }
  return formatted.length;
}

/** The number on the wire (E.164), or null while fewer than 10 digits were typed. */
export function toE164(input: string): string | null {
  const digits = toLocalDigits(input);
  return digits.length === US_DIGITS ? `+1${digits}` : null;
}

/** "+12135550120" → "(213) 555-0120"; numbers from elsewhere are shown as they are. */
export function formatPhoneForDisplay(e164: string): string {
  const match = /^\+1(\d{10})$/.exec(e164);
  return match?.[1] ? formatPhoneInput(match[1]) : e164;
}

/**
 * A number written in international format as people write it ("+1 310 555 0161", "+1 (310) 555-0161"), or a US
 * number without its country code ("310 555 0161"), in the compact form the contract checks (+13105550161). Anything
 * else is returned compacted, for the contract's message (decision 082).
 */
export function compactPhoneNumber(input: string): string {
  const compact = input.trim().replace(/[\s().-]/g, '');
  if (/^\d{10}$/.test(compact)) return `+1${compact}`;
  if (/^1\d{10}$/.test(compact)) return `+${compact}`;
  return compact;
}
