// The card rules alone, not the schemas: the checkout loads neither zod nor react-hook-form (issue 16, decision 017).

import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import {
  cardholderNameProblem,
  cardMessages,
  cardNumberProblem,
  cvcProblem,
  postalCodeProblem,
} from '@queueless/contracts/card-rules';
import { i18n } from '#web/lib/i18n/runtime';
import { isExpiryInPast, parseExpiry } from './card-input';

/** The contract's card words (English, the server's too) as the customer reads them, in the active language. */
const cardWords: Record<string, MessageDescriptor> = {
  [cardMessages.cardholderNameRequired]: msg`Cardholder name is required`,
  [cardMessages.cardholderNameTooLong]: msg`Cardholder name must be at most 100 characters.`,
  [cardMessages.numberIncomplete]: msg`Your card number is incomplete.`,
  [cardMessages.numberInvalid]: msg`Your card number is invalid.`,
  [cardMessages.expiryInvalid]: msg`Your card’s expiration date is invalid.`,
  [cardMessages.expiryInPast]: msg`Your card’s expiration date is in the past.`,
  [cardMessages.cvcIncomplete]: msg`Your card’s security code is incomplete.`,
  [cardMessages.postalCodeRequired]: msg`Enter your ZIP code.`,
  [cardMessages.postalCodeInvalid]: msg`ZIP code must be up to 5 digits.`,
};

function inLanguage(problem: string | null): string | null {
  const words = problem === null ? undefined : cardWords[problem];
  return words ? i18n._(words) : problem;
}

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
  const found = problems.map(([field, problem]): [CardField, string | null] => [field, inLanguage(problem)]);
  return Object.fromEntries(found.filter((entry): entry is [CardField, string] => entry[1] !== null));
}
