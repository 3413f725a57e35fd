import { describe, expect, it } from 'vitest';
import { newId, newSignInCode, newToken } from './ids.js';

describe('ids', () => {
  it('makes 24-character ids of uppercase letters and digits without look-alikes (0, O, 1, I)', () => {
    const ids = Array.from({ length: 1000 }, () => newId());
    for (const id of ids) expect(id).toMatch(/^[A-HJ-NP-Z2-9]{24}$/);
    expect(new Set(ids).size).toBe(1000);
  });

  it('makes ids of the length asked for', () => {
    expect(newId(6)).toMatch(/^[A-HJ-NP-Z2-9]{6}$/);
    expect(newId(40)).toHaveLength(40);
  });

  it('makes opaque base64url tokens of 256 bits', () => {
    const token = newToken();
    expect(token).toMatch(/^[\w-]{43}$/);
    expect(newToken()).not.toBe(token);
  });
});

describe('sign-in codes', () => {
  it('are six digits, leading zeros kept', () => {
    for (let i = 0; i < 500; i++) expect(newSignInCode()).toMatch(/^\d{6}$/);
  });
});
