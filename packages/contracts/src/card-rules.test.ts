import { describe, expect, it } from 'vitest';
import { cardholderNameProblem, cardMessages, cardNumberProblem, cvcProblem, postalCodeProblem } from './card-rules.js';
import { cardPaymentMethodSchema } from './payments.js';

/** The schema's first message for one field, or null when it takes the value. */
function schemaProblem(field: 'cardholderName' | 'cardNumber' | 'cvc' | 'postalCode', value: string) {
  const result = cardPaymentMethodSchema.shape[field].safeParse(value);
  return result.success ? null : (result.error.issues[0]?.message ?? 'invalid');
}

const cases = {
  cardholderName: [
    '',
    '   ',
    'C',
    'Casey Customer',
    ' Casey ',
    'x'.repeat(100),
    'x'.repeat(101),
    ` ${'x'.repeat(100)} `,
  ],
  cardNumber: [
    '',
    '4242',
    '4242 4242 4242 4242',
    '4242-4242-4242-4242',
    '4242424242424242',
    '4242 4242 4242 4241',
    '4000 0000 0000 0002',
    '378282246310005',
    '123456789012',
    '1234567890128',
    '4242424242424242424',
    '42424242424242424242',
    '4242 4242 4242 424a',
    ' 4242424242424242 ',
    '４２４２４２４２４２４２４２４２',
  ],
  cvc: ['', '1', '12', '123', '1234', '12345', ' 123 ', '12a', '١٢٣'],
  postalCode: ['', '9', '90015', '900151', ' 90015 ', '9001a', 'ABCDE', '٩٠٠١٥'],
} as const;

const rules = {
  cardholderName: cardholderNameProblem,
  cardNumber: cardNumberProblem,
  cvc: cvcProblem,
  postalCode: postalCodeProblem,
};

describe('card rules (zod-free, for the browser) and the server schema', () => {
  for (const [field, values] of Object.entries(cases) as [keyof typeof cases, readonly string[]][]) {
    it(`give the same verdict and words for ${field}`, () => {
      for (const value of values) {
        expect({ value, problem: rules[field](value) }).toEqual({ value, problem: schemaProblem(field, value) });
      }
    });
  }

  it('say what is wrong in the checks’ own words', () => {
    expect(cardholderNameProblem(' ')).toBe(cardMessages.cardholderNameRequired);
    expect(cardNumberProblem('4242 4242')).toBe(cardMessages.numberIncomplete);
    expect(cardNumberProblem('4242 4242 4242 4241')).toBe(cardMessages.numberInvalid);
    expect(cvcProblem('12')).toBe(cardMessages.cvcIncomplete);
    expect(postalCodeProblem('900151')).toBe(cardMessages.postalCodeInvalid);
  });
});
