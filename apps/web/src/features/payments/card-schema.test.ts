import { describe, expect, it } from 'vitest';
import { type CardFormValues, createCardFormSchema } from './card-schema';

const schema = createCardFormSchema(() => new Date(2026, 2, 15));
const good: CardFormValues = {
  cardholderName: 'Casey Customer',
  cardNumber: '4242 4242 4242 4242',
  expiry: '12/30',
  cvc: '123',
  postalCode: '90015',
};

function errorsOf(values: Partial<CardFormValues>) {
  const result = schema.safeParse({ ...good, ...values });
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
}

describe('card form validation', () => {
  it('accepts a good card and hands on the digits only', () => {
    const result = schema.safeParse(good);
    expect(result.success).toBe(true);
    expect(result.data?.cardNumber).toBe('4242424242424242');
  });

  it("asks for the cardholder name in the spec's words", () => {
    expect(errorsOf({ cardholderName: '   ' })).toEqual({ cardholderName: 'Cardholder name is required' });
  });

  it('refuses incomplete and mistyped card numbers', () => {
    expect(errorsOf({ cardNumber: '4242 4242' })).toEqual({ cardNumber: 'Your card number is incomplete.' });
    expect(errorsOf({ cardNumber: '4242 4242 4242 4241' })).toEqual({ cardNumber: 'Your card number is invalid.' });
  });

  it('refuses bad and past expiry dates', () => {
    expect(errorsOf({ expiry: '13/30' })).toEqual({ expiry: 'Your card’s expiration date is invalid.' });
    expect(errorsOf({ expiry: '1' })).toEqual({ expiry: 'Your card’s expiration date is invalid.' });
    expect(errorsOf({ expiry: '02/26' })).toEqual({ expiry: 'Your card’s expiration date is in the past.' });
    expect(errorsOf({ expiry: '03/26' })).toEqual({});
  });

  it('needs a 3 or 4 digit CVC and a ZIP of at most 5 digits', () => {
    expect(errorsOf({ cvc: '12' })).toEqual({ cvc: 'Your card’s security code is incomplete.' });
    expect(errorsOf({ cvc: '1234' })).toEqual({});
    expect(errorsOf({ postalCode: '900151' })).toEqual({ postalCode: 'ZIP code must be up to 5 digits.' });
    expect(errorsOf({ postalCode: '' })).toEqual({ postalCode: 'ZIP code must be up to 5 digits.' });
  });
});
