import { describe, expect, it } from 'vitest';
import { newId, newSignInCode } from './ids.js';
import { createTokenService } from './tokens.js';

describe('ids', () => {
  it('makes uppercase ids without look-alike characters', () => {
    const id = newId();
    expect(id).toMatch(/^[A-HJ-NP-Z2-9]{24}$/);
    expect(newId(6)).toHaveLength(6);
    expect(new Set(Array.from({ length: 1000 }, () => newId())).size).toBe(1000);
  });

  it('makes six-digit codes', () => {
    for (let i = 0; i < 200; i++) expect(newSignInCode()).toMatch(/^\d{6}$/);
  });
});

describe('id tokens', () => {
  const user = { userId: 'U1', phoneNumber: '+12135550120' };

  it('round-trips the user', async () => {
    const tokens = createTokenService({ secret: 'x'.repeat(40), clock: () => new Date() });
    expect(await tokens.verifyIdToken(await tokens.signIdToken(user))).toEqual(user);
  });

  it('refuses a token after its hour, with a message saying so', async () => {
    let now = Date.now();
    const tokens = createTokenService({ secret: 'x'.repeat(40), clock: () => new Date(now) });
    const token = await tokens.signIdToken(user);
    now += 3601 * 1000;
    await expect(tokens.verifyIdToken(token)).rejects.toMatchObject({ code: 'UNAUTHENTICATED', message: /expired/ });
  });
});
