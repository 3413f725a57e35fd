import { describe, expect, it } from 'vitest';
import { caretAfterDigits, formatPhoneForDisplay, formatPhoneInput, toE164, toLocalDigits } from './phone-number';

describe('formatPhoneInput', () => {
  it('formats US style as the digits come in', () => {
    expect(formatPhoneInput('')).toBe('');
    expect(formatPhoneInput('2')).toBe('(2');
    expect(formatPhoneInput('213')).toBe('(213');
    expect(formatPhoneInput('2135')).toBe('(213) 5');
    expect(formatPhoneInput('213555')).toBe('(213) 555');
    expect(formatPhoneInput('2135550')).toBe('(213) 555-0');
    expect(formatPhoneInput('2135550120')).toBe('(213) 555-0120');
  });

  it('never exceeds the 14-character field', () => {
    expect(formatPhoneInput('2135550120').length).toBe(14);
  });

  it('ignores formatting the person or a paste brings along', () => {
    expect(formatPhoneInput('(213) 555-0120')).toBe('(213) 555-0120');
    expect(formatPhoneInput('213.555.0120')).toBe('(213) 555-0120');
    expect(formatPhoneInput('abc')).toBe('');
  });

  it('keeps the last 10 digits, so a country code or autofill still works', () => {
    expect(formatPhoneInput('+1 213 555 0120')).toBe('(213) 555-0120');
    expect(formatPhoneInput('+12135550120')).toBe('(213) 555-0120');
    expect(toLocalDigits('0012135550120')).toBe('2135550120');
  });

  it('drops a leading 1 (the country code) as it is typed: no US area code starts with 1', () => {
    expect(formatPhoneInput('+1')).toBe('');
    expect(formatPhoneInput('+1 3')).toBe('(3');
    expect(formatPhoneInput('1 310 555 110')).toBe('(310) 555-110');
    expect(formatPhoneInput('+1 310 555 1103')).toBe('(310) 555-1103');
    expect(toE164('1-310-555-1103')).toBe('+13105551103');
    // Our own formatting is read as it is.
    expect(toLocalDigits('(310) 555-1103')).toBe('3105551103');
  });

  it('lets backspace work: a deleted digit is never put back by the formatting', () => {
    // "(213) 5" with the 5 deleted leaves "(213) ", which formats to "(213".
    expect(formatPhoneInput('(213) ')).toBe('(213');
    expect(formatPhoneInput('(213) 555-')).toBe('(213) 555');
  });
});

describe('caretAfterDigits', () => {
  it('puts the caret right after the same digit as before', () => {
    expect(caretAfterDigits('(213) 555-0120', 3)).toBe(4);
    expect(caretAfterDigits('(213) 555-0120', 4)).toBe(7);
    expect(caretAfterDigits('(213) 555-0120', 10)).toBe(14);
    expect(caretAfterDigits('(2', 0)).toBe(1);
    expect(caretAfterDigits('', 0)).toBe(0);
  });
});

describe('toE164', () => {
  it('sends +1 and the 10 digits', () => {
    expect(toE164('(213) 555-0120')).toBe('+12135550120');
  });

  it('refuses an incomplete number', () => {
    expect(toE164('(213) 555-012')).toBeNull();
    expect(toE164('')).toBeNull();
  });
});

describe('formatPhoneForDisplay', () => {
  it('shows a US number the US way', () => {
    expect(formatPhoneForDisplay('+12135550120')).toBe('(213) 555-0120');
  });

  it('leaves other numbers as they are', () => {
    expect(formatPhoneForDisplay('+442071838750')).toBe('+442071838750');
  });
});
