import { describe, expect, it } from 'vitest';
import { type CardFormValues, cardFormErrors } from './card-check';

const now = new Date(2026, 2, 15);
const good: CardFormValues = {
  cardholderName: 'Casey Customer',
  cardNumber: '4242 4242 4242 4242',
  expiry: '12/30',
  cvc: '123',
  postalCode: '90015',
};

const errorsOf = (values: Partial<CardFormValues>) => cardFormErrors({ ...good, ...values }, now);

describe('card form checks', () => {
  it('accept a good card', () => {
    expect(errorsOf({})).toEqual({});
  });

  it("ask for the cardholder name in the spec's words", () => {
    expect(errorsOf({ cardholderName: '   ' })).toEqual({ cardholderName: 'Cardholder name is required' });
    expect(errorsOf({ cardholderName: 'x'.repeat(101) })).toEqual({
      cardholderName: 'Cardholder name must be at most 100 characters.',
    });
  });

  it('refuse incomplete and mistyped card numbers', () => {
    expect(errorsOf({ cardNumber: '4242 4242' })).toEqual({ cardNumber: 'Your card number is incomplete.' });
    expect(errorsOf({ cardNumber: '4242 4242 4242 4241' })).toEqual({ cardNumber: 'Your card number is invalid.' });
  });

  it('refuse bad and past expiry dates', () => {
    expect(errorsOf({ expiry: '13/30' })).toEqual({ expiry: 'Your card’s expiration date is invalid.' });
    expect(errorsOf({ expiry: '1' })).toEqual({ expiry: 'Your card’s expiration date is invalid.' });
    expect(errorsOf({ expiry: '02/26' })).toEqual({ expiry: 'Your card’s expiration date is in the past.' });
    expect(errorsOf({ expiry: '03/26' })).toEqual({});
  });

  it('need a 3 or 4 digit CVC and a ZIP of at most 5 digits', () => {
    expect(errorsOf({ cvc: '12' })).toEqual({ cvc: 'Your card’s security code is incomplete.' });
    expect(errorsOf({ cvc: '1234' })).toEqual({});
    expect(errorsOf({ postalCode: '900151' })).toEqual({ postalCode: 'ZIP code must be up to 5 digits.' });
    expect(errorsOf({ postalCode: '' })).toEqual({ postalCode: 'Enter your ZIP code.' });
  });

  it('list every wrong field at once', () => {
    expect(Object.keys(errorsOf({ cardNumber: '', expiry: '', cvc: '', postalCode: '', cardholderName: '' }))).toEqual([
      'cardholderName',
      'cardNumber',
      'expiry',
      'cvc',
      'postalCode',
    ]);
  });
});
