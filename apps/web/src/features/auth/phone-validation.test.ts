import { describe, expect, it } from 'vitest';
import { isValidMobileNumber } from './phone-validation';

describe('isValidMobileNumber', () => {
  it('accepts the demo numbers (+1 213 555 01xx, reported as fixed line or mobile)', () => {
    expect(isValidMobileNumber('+12135550120')).toBe(true);
    expect(isValidMobileNumber('+12135550101')).toBe(true);
  });

  it('accepts ordinary US numbers', () => {
    expect(isValidMobileNumber('+14155552671')).toBe(true);
  });

  it('refuses numbers that cannot exist', () => {
    expect(isValidMobileNumber('+15555555555')).toBe(false);
    expect(isValidMobileNumber('+11234567890')).toBe(false);
  });

  it('refuses numbers that cannot take a text', () => {
    expect(isValidMobileNumber('+18005551234')).toBe(false);
  });
});
