// No zod here: the browser's card form imports this file alone ('@queueless/contracts/card-rules'), so the checkout
// loads neither zod nor the schemas (issue 16). The server's card schema in payments.ts is built on these same
// rules and words, and card-rules.test.ts holds the two to the same verdict on every case.

/** The words the card checks answer with; the client's form shows the same ones. */
export const cardMessages = {
  cardholderNameRequired: 'Cardholder name is required',
  cardholderNameTooLong: 'Cardholder name must be at most 100 characters.',
  numberIncomplete: 'Your card number is incomplete.',
  numberInvalid: 'Your card number is invalid.',
  expiryInvalid: 'Your card’s expiration date is invalid.',
  expiryInPast: 'Your card’s expiration date is in the past.',
  cvcIncomplete: 'Your card’s security code is incomplete.',
  postalCodeRequired: 'Enter your ZIP code.',
  postalCodeInvalid: 'ZIP code must be up to 5 digits.',
  declined: 'Your card was declined.',
} as const;

export const CARDHOLDER_NAME_MAX = 100;
export const CARD_NUMBER_PATTERN = /^\d{12,19}$/;
export const CVC_PATTERN = /^\d{3,4}$/;
export const POSTAL_CODE_PATTERN = /^\d{1,5}$/;

/** The Luhn checksum every real card number passes. */
export function isLuhnValid(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** A card is good through the last day of its expiry month (UTC). */
export function isCardExpired(expMonth: number, expYear: number, now: Date): boolean {
  const year = now.getUTCFullYear();
  return expYear < year || (expYear === year && expMonth < now.getUTCMonth() + 1);
}

/** The card number as typed, without its spaces and dashes. */
export const cardDigits = (value: string) => value.replace(/[\s-]/g, '');

/** What is wrong with each field as typed (null: nothing), in the checks' own words. */
export function cardholderNameProblem(value: string): string | null {
  const name = value.trim();
  if (name.length === 0) return cardMessages.cardholderNameRequired;
  return name.length > CARDHOLDER_NAME_MAX ? cardMessages.cardholderNameTooLong : null;
}

export function cardNumberProblem(value: string): string | null {
  const digits = cardDigits(value);
  if (!CARD_NUMBER_PATTERN.test(digits)) return cardMessages.numberIncomplete;
  return isLuhnValid(digits) ? null : cardMessages.numberInvalid;
}

export function cvcProblem(value: string): string | null {
  return CVC_PATTERN.test(value.trim()) ? null : cardMessages.cvcIncomplete;
}

export function postalCodeProblem(value: string): string | null {
  // An empty ZIP is missing, not too long: it says what to do.
  if (value.trim().length === 0) return cardMessages.postalCodeRequired;
  return POSTAL_CODE_PATTERN.test(value.trim()) ? null : cardMessages.postalCodeInvalid;
}
