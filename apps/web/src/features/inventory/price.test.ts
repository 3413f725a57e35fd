import { describe, expect, it } from 'vitest';
import { diffProductChanges, hasChanges, parseDeposit, toPriceString, validatePrice } from './price';

describe('validatePrice', () => {
  it("asks for a price when there is none: 'Price is required.'", () => {
    expect(validatePrice('')).toBe('Price is required.');
    expect(validatePrice('   ')).toBe('Price is required.');
  });

  it('accepts digits with up to 2 decimals', () => {
    for (const price of ['0', '8', '8.5', '8.50', '12.99', ' 9.00 ', '999999.99'])
      expect(validatePrice(price)).toBeNull();
  });

  it("refuses anything else: 'Price must be a valid number with up to 2 decimal places.'", () => {
    for (const price of ['8.505', 'abc', '-1', '1,50', '.5', '8.', '$8', '1e3', '1234567']) {
      expect(validatePrice(price)).toBe('Price must be a valid number with up to 2 decimal places.');
    }
  });
});

describe('toPriceString', () => {
  it('sends two decimals', () => {
    expect(toPriceString('8')).toBe('8.00');
    expect(toPriceString('8.5')).toBe('8.50');
    expect(toPriceString('08.05')).toBe('8.05');
    expect(toPriceString(' 0 ')).toBe('0.00');
  });
});

describe('diffProductChanges', () => {
  const product = { isAvailable: true, price: '8.00' };

  it('sends nothing when nothing changed, however the price was typed', () => {
    const changes = diffProductChanges(product, { isAvailable: true, price: '8' });
    expect(changes).toEqual({});
    expect(hasChanges(changes)).toBe(false);
  });

  it('sends only the price when only the price changed', () => {
    expect(diffProductChanges(product, { isAvailable: true, price: '9.5' })).toEqual({ price: '9.50' });
  });

  it('sends only availability when only availability changed', () => {
    expect(diffProductChanges(product, { isAvailable: false, price: '8.00' })).toEqual({ isAvailable: false });
  });

  it('sends both when both changed', () => {
    const changes = diffProductChanges(product, { isAvailable: false, price: '7' });
    expect(changes).toEqual({ isAvailable: false, price: '7.00' });
    expect(hasChanges(changes)).toBe(true);
  });
});

describe('the deposit field', () => {
  const refused = {
    error: 'The deposit must be a whole percent from 1 to 100, or none to take the full price when ordering.',
  };

  it('takes a whole percent from 1 to 100, with or without %, and empty for the full price', () => {
    expect(parseDeposit('50')).toEqual({ depositPercent: 50 });
    expect(parseDeposit(' 25 % ')).toEqual({ depositPercent: 25 });
    expect(parseDeposit('100')).toEqual({ depositPercent: 100 });
    expect(parseDeposit('')).toEqual({ depositPercent: null });
  });

  it("refuses what the server refuses, in the contract's words", () => {
    for (const input of ['0', '101', '-5', '50.5', '5e1', 'half', '1000']) expect(parseDeposit(input)).toEqual(refused);
  });

  it('sends the deposit only when it changed', () => {
    const band = { isAvailable: true, price: '50.00', depositPercent: 50 };
    expect(diffProductChanges(band, { ...band })).toEqual({});
    expect(diffProductChanges(band, { ...band, depositPercent: null })).toEqual({ depositPercent: null });
    expect(hasChanges(diffProductChanges(band, { ...band, depositPercent: 25 }))).toBe(true);
  });
});
