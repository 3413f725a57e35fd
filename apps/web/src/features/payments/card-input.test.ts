import { describe, expect, it } from 'vitest';
import { formatCardNumber, formatCvc, formatExpiry, formatZip, isExpiryInPast, parseExpiry } from './card-input';

describe('card input', () => {
  it('groups card numbers in fours and keeps digits only', () => {
    expect(formatCardNumber('4242424242424242')).toBe('4242 4242 4242 4242');
    expect(formatCardNumber('4242-4242 42a42')).toBe('4242 4242 4242');
    expect(formatCardNumber('4242')).toBe('4242');
    expect(formatCardNumber('42424')).toBe('4242 4');
    expect(formatCardNumber('1'.repeat(25)).replace(/ /g, '')).toHaveLength(19);
  });

  it('shapes the expiry as MM/YY', () => {
    expect(formatExpiry('1')).toBe('1');
    expect(formatExpiry('4')).toBe('04');
    expect(formatExpiry('12')).toBe('12');
    expect(formatExpiry('123')).toBe('12/3');
    expect(formatExpiry('12/30')).toBe('12/30');
    expect(formatExpiry('123456')).toBe('12/34');
  });

  it('reads the expiry, refusing months that do not exist', () => {
    expect(parseExpiry('12/30')).toEqual({ expMonth: 12, expYear: 2030 });
    expect(parseExpiry('01/27')).toEqual({ expMonth: 1, expYear: 2027 });
    expect(parseExpiry('13/30')).toBeNull();
    expect(parseExpiry('00/30')).toBeNull();
    expect(parseExpiry('1/30')).toBeNull();
    expect(parseExpiry('')).toBeNull();
  });

  it('knows a card expired only after its expiry month', () => {
    const now = new Date(2026, 2, 15);
    expect(isExpiryInPast(3, 2026, now)).toBe(false);
    expect(isExpiryInPast(2, 2026, now)).toBe(true);
    expect(isExpiryInPast(1, 2027, now)).toBe(false);
    expect(isExpiryInPast(12, 2025, now)).toBe(true);
  });

  it('keeps at most 4 CVC digits and 5 ZIP digits', () => {
    expect(formatCvc('12a345')).toBe('1234');
    expect(formatZip('90015-1234')).toBe('90015');
    expect(formatZip('9a0')).toBe('90');
  });
});
