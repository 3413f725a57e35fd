/** What the card form's fields keep of what is typed: digits only, shaped as the card shows them. */

const MAX_CARD_DIGITS = 19;

/** "4242424242424242" → "4242 4242 4242 4242" (groups of 4, at most 19 digits). */
export function formatCardNumber(input: string): string {
  const digits = input.replace(/\D/g, '').slice(0, MAX_CARD_DIGITS);
  return digits.replace(/(\d{4})(?=\d)/g, '$1 ');
}

/** "1228" → "12/28"; a single first digit above 1 is a month: "4" → "04". At most MM/YY. */
export function formatExpiry(input: string): string {
  let digits = input.replace(/\D/g, '').slice(0, 4);
  if (digits.length === 1 && digits > '1') digits = `0${digits}`;
  if (digits.length <= 2) return digits;
  return `${digits.slice(0, 2)}/${digits.slice(2)}`;
}

/** "MM/YY" → month and four-digit year, or null when it is not a real month. */
export function parseExpiry(value: string): { expMonth: number; expYear: number } | null {
  const match = /^(\d{2})\s*\/\s*(\d{2})$/.exec(value.trim());
  if (!match) return null;
  const expMonth = Number(match[1]);
  if (expMonth < 1 || expMonth > 12) return null;
  return { expMonth, expYear: 2000 + Number(match[2]) };
}

/** A card is good through the last day of its expiry month. */
export function isExpiryInPast(expMonth: number, expYear: number, now: Date): boolean {
  const year = now.getFullYear();
  return expYear < year || (expYear === year && expMonth < now.getMonth() + 1);
}

/** 3 or 4 digits. */
export function formatCvc(input: string): string {
  return input.replace(/\D/g, '').slice(0, 4);
}

/** Spec: ZIP at most 5 characters (US ZIP codes, digits). */
export function formatZip(input: string): string {
  return input.replace(/\D/g, '').slice(0, 5);
}
