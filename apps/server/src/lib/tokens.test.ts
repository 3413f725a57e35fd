import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { createTokenService } from './tokens.js';

const secret = 'x'.repeat(40);
const user = { userId: 'U1', phoneNumber: '+12135550120' };

/** A token like ours, signed by hand, with one thing changed. */
function forge({ key = secret, audience = 'queueless-api', issuer = 'queueless', claims = {} } = {}) {
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({ phone_number: user.phoneNumber, ...claims })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(user.userId)
    .setIssuer(issuer)
    .setAudience(audience)
    .setIssuedAt(now)
    .setExpirationTime(now + 600)
    .sign(new TextEncoder().encode(key));
}

describe('id tokens', () => {
  const tokens = createTokenService({ secret, clock: () => new Date() });

  it('round-trips the user and lasts an hour', async () => {
    expect(tokens.ttlSeconds).toBe(3600);
    expect(await tokens.verifyIdToken(await tokens.signIdToken(user))).toEqual(user);
    expect(await tokens.verifyIdToken(await forge())).toEqual(user);
  });

  it('refuses a token after its hour, with a message saying so', async () => {
    let now = Date.now();
    const moving = createTokenService({ secret, clock: () => new Date(now) });
    const token = await moving.signIdToken(user);
    now += 3601 * 1000;
    await expect(moving.verifyIdToken(token)).rejects.toMatchObject({
      code: 'UNAUTHENTICATED',
      message: 'Your session has expired. Please sign in again.',
    });
  });

  it('refuses a token it verified before once the token has expired', async () => {
    let now = Date.now();
    const moving = createTokenService({ secret, clock: () => new Date(now) });
    const token = await moving.signIdToken(user);
    expect(await moving.verifyIdToken(token)).toEqual(user);
    now += 3599 * 1000;
    expect(await moving.verifyIdToken(token)).toEqual(user);
    now += 2 * 1000;
    await expect(moving.verifyIdToken(token)).rejects.toMatchObject({
      code: 'UNAUTHENTICATED',
      message: 'Your session has expired. Please sign in again.',
    });
  });

  it('refuses a forged token even after verifying the real one', async () => {
    const real = await tokens.signIdToken(user);
    expect(await tokens.verifyIdToken(real)).toEqual(user);
    const [header, payload] = real.split('.');
    const forged = `${header}.${payload}.${Buffer.from('not the signature').toString('base64url')}`;
    await expect(tokens.verifyIdToken(forged)).rejects.toMatchObject({ code: 'UNAUTHENTICATED' });
  });

  it.each([
    ['another secret', () => forge({ key: 'y'.repeat(40) })],
    ['another audience', () => forge({ audience: 'other' })],
    ['another issuer', () => forge({ issuer: 'someone' })],
    ['no phone number', () => forge({ claims: { phone_number: 7 } })],
    [
      'alg none',
      async () => `${Buffer.from('{"alg":"none"}').toString('base64url')}.${(await forge()).split('.')[1]}.`,
    ],
    ['garbage', async () => 'a.b.c'],
  ])('refuses a token with %s', async (_, make) => {
    await expect(tokens.verifyIdToken(await make())).rejects.toMatchObject({
      code: 'UNAUTHENTICATED',
      message: 'Your session is not valid. Please sign in again.',
    });
  });
});
