import { parsePhoneNumberFromString as parsePhoneNumberWithMax } from 'libphonenumber-js/max';
import max from 'libphonenumber-js/metadata.max.json';
import { describe, expect, it } from 'vitest';
import nanp from './phone-metadata.nanp.json';
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

describe('the +1 metadata (scripts/phone-metadata.mjs)', () => {
  it('is the installed full metadata cut to +1: regenerate it after upgrading libphonenumber-js', () => {
    const regions = max.country_calling_codes['1'] ?? [];
    expect(nanp.version).toBe(max.version);
    expect(nanp.country_calling_codes).toEqual({ 1: regions });
    expect(nanp.countries).toEqual(Object.fromEntries(regions.map((region) => [region, max.countries[region]])));
  });

  it('judges +1 numbers exactly as the server does (libphonenumber-js/max)', () => {
    const serverRule = (e164: string) => {
      const parsed = parsePhoneNumberWithMax(e164);
      const type = parsed?.isValid() ? parsed.getType() : undefined;
      return type === 'MOBILE' || type === 'FIXED_LINE_OR_MOBILE';
    };
    // Every area code's first number, the demo range, toll-free, Canada and the Caribbean.
    const numbers = ['+12135550101', '+12135550199', '+14165550123', '+18765551234', '+18005551234', '+17875550000'];
    for (let area = 200; area <= 999; area++) numbers.push(`+1${area}2345678`, `+1${area}5550123`);
    for (const number of numbers) expect(isValidMobileNumber(number), number).toBe(serverRule(number));
  });
});
