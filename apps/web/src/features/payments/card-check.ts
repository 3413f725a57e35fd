// The card rules alone, not the schemas: the checkout loads neither zod nor react-hook-form (issue 16, decision 017).
import {
  cardholderNameProblem,
  cardMessages,
  cardNumberProblem,
  cvcProblem,
  postalCodeProblem,
} from '@queueless/contracts/card-rules';
import { isExpiryInPast, parseExpiry } from './card-input';

/** What the card form's fields hold as typed. */
export type CardFormValues = {
  cardholderName: string;
  cardNumber: string;
  expiry: string;
  cvc: string;
  postalCode: string;
};
export type CardField = keyof CardFormValues;
export type CardFormErrors = Partial<Record<CardField, string>>;

/** The expiry typed as one "MM/YY" field: a real month, and not before this one. */
export function expiryProblem(value: string, now: Date): string | null {
  const parsed = parseExpiry(value);
  if (!parsed) return cardMessages.expiryInvalid;
  return isExpiryInPast(parsed.expMonth, parsed.expYear, now) ? cardMessages.expiryInPast : null;
}

/**
 * Each field's problem, in the contract's own rules and words (the server's schema is built on the same rules, and
 * a contract test holds the two to the same verdicts), so the browser and the server refuse the same input the same
 * way. An empty object: the card can be sent.
 */
export function cardFormErrors(values: CardFormValues, now: Date = new Date()): CardFormErrors {
  const problems: [CardField, string | null][] = [
    ['cardholderName', cardholderNameProblem(values.cardholderName)],
    ['cardNumber', cardNumberProblem(values.cardNumber)],
    ['expiry', expiryProblem(values.expiry, now)],
    ['cvc', cvcProblem(values.cvc)],
    ['postalCode', postalCodeProblem(values.postalCode)],
  ];
  return Object.fromEntries(problems.filter((entry): entry is [CardField, string] => entry[1] !== null));
}
