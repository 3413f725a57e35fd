import { describe, expect, it } from 'vitest';
import { acceptPastedCode, isCompleteCode, sanitizeTypedCode } from './verification-code';

describe('acceptPastedCode', () => {
  it('takes all-digit text of at most 6 digits', () => {
    expect(acceptPastedCode('123456')).toBe('123456');
    expect(acceptPastedCode('123')).toBe('123');
    expect(acceptPastedCode(' 123456\n')).toBe('123456');
  });

  it('refuses anything else whole', () => {
    expect(acceptPastedCode('1234567')).toBeNull();
    expect(acceptPastedCode('123 456')).toBeNull();
    expect(acceptPastedCode('12345a')).toBeNull();
    expect(acceptPastedCode('Your code is 123456')).toBeNull();
    expect(acceptPastedCode('')).toBeNull();
    expect(acceptPastedCode('   ')).toBeNull();
    expect(acceptPastedCode('١٢٣٤٥٦')).toBeNull();
  });
});

describe('sanitizeTypedCode', () => {
  it('keeps digits only, up to 6', () => {
    expect(sanitizeTypedCode('12a3')).toBe('123');
    expect(sanitizeTypedCode('12345678')).toBe('123456');
  });
});

describe('isCompleteCode', () => {
  it('is exactly 6 digits', () => {
    expect(isCompleteCode('123456')).toBe(true);
    expect(isCompleteCode('12345')).toBe(false);
    expect(isCompleteCode('12345a')).toBe(false);
  });
});
