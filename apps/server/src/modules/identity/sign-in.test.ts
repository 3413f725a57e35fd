import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, latestCode, uniqueIp, uniquePhone } from '../../../test/factories.js';
import { createTestApp, TEST_SECRET, type TestApp } from '../../../test/harness.js';

const START = '/auth-service/v1/passwordless/start';
const VERIFY = '/auth-service/v1/passwordless/verify';
const REFRESH = '/auth-service/v1/token/refresh';
const LOGOUT = '/auth-service/v1/logout';

/** A clock the test moves by hand. */
function movableClock() {
  let offsetMs = 0;
  const clock = () => new Date(Date.now() + offsetMs);
  return { clock, advance: (seconds: number) => (offsetMs += seconds * 1000) };
}

describe('passwordless sign-in', () => {
  const time = movableClock();
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      overrides: {
        clock: time.clock,
        identityLimits: {
          startPerIp: { limit: 3, windowSeconds: 600 },
          verifyPerIp: { limit: 1000, windowSeconds: 600 },
        },
      },
    });
  });
  afterAll(async () => t.close());

  async function start(phoneNumber: string, ip = uniqueIp()) {
    return t.app.inject({ method: 'POST', url: START, payload: { phoneNumber }, remoteAddress: ip });
  }
  async function verify(phoneNumber: string, code: string, ip = uniqueIp()) {
    return t.app.inject({ method: 'POST', url: VERIFY, payload: { phoneNumber, code }, remoteAddress: ip });
  }
  const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');
  const refreshCookie = (response: { cookies: { name: string; value: string }[] }) =>
    response.cookies.find((c) => c.name === 'ql_refresh')?.value;

  it('signs in with the right code, creating the user on first sign-in', async () => {
    const phone = uniquePhone();
    expect((await start(phone)).json()).toEqual({ resendAfter: 60, expiresIn: 600 });
    const response = await verify(phone, await latestCode(t.app, phone));
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ expiresIn: 3600, isNewUser: true, user: { phoneNumber: phone } });
    const cookie = response.cookies.find((c) => c.name === 'ql_refresh');
    expect(cookie).toMatchObject({ httpOnly: true, path: '/auth-service/v1', sameSite: 'Lax' });

    const role = await t.app.inject({
      url: '/vendor-auth-service/v1/vendors/none/user-role',
      headers: { authorization: `Bearer ${body.idToken}` },
    });
    expect(role.statusCode).toBe(404); // authenticated; the vendor does not exist

    time.advance(61);
    await start(phone);
    const again = await verify(phone, await latestCode(t.app, phone));
    expect(again.json()).toMatchObject({ isNewUser: false, user: { userId: body.user.userId } });
  });

  it('refuses invalid numbers and malformed bodies with clear errors', async () => {
    const landline = await start('+15555555555');
    expect(landline.statusCode).toBe(400);
    expect(landline.json().error).toMatchObject({
      code: 'INVALID_PHONE_NUMBER',
      message: 'Invalid phone number. Please enter a valid number.',
    });
    const malformed = await t.app.inject({ method: 'POST', url: START, payload: { phone: 'x' } });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().error.code).toBe('VALIDATION_FAILED');
    expect(malformed.json().error.details[0].field).toBe('body.phoneNumber');
    const shortCode = await verify(uniquePhone(), '123');
    expect(shortCode.json().error.message).toContain('Please enter a valid 6-digit verification code.');
  });

  it('allows five wrong codes, then answers TOO_MANY_ATTEMPTS even for the right one', async () => {
    const phone = uniquePhone();
    await start(phone);
    const code = await latestCode(t.app, phone);
    for (let i = 0; i < 5; i++) {
      const response = await verify(phone, wrong(code));
      expect(response.statusCode).toBe(400);
      expect(response.json().error.code).toBe('INVALID_CODE');
    }
    const sixth = await verify(phone, wrong(code));
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json().error).toMatchObject({
      code: 'TOO_MANY_ATTEMPTS',
      message: 'Too many attempts. Please try again later.',
    });
    expect((await verify(phone, code)).json().error.code).toBe('TOO_MANY_ATTEMPTS');
  });

  it('counts 50 parallel wrong guesses exactly: five tries, 45 refusals', async () => {
    const phone = uniquePhone();
    await start(phone);
    const code = await latestCode(t.app, phone);
    const responses = await Promise.all(Array.from({ length: 50 }, () => verify(phone, wrong(code))));
    const codes = responses.map((r) => r.json().error.code);
    expect(codes.filter((c) => c === 'INVALID_CODE')).toHaveLength(5);
    expect(codes.filter((c) => c === 'TOO_MANY_ATTEMPTS')).toHaveLength(45);
    const [row] = await t.database.query<{ attempts: number }>(
      'select attempts from sign_in_codes where phone_number = $1',
      [phone],
    );
    expect(row?.attempts).toBe(5);
  });

  it('starts exactly one session from 50 parallel right guesses', async () => {
    const phone = uniquePhone();
    await start(phone);
    const code = await latestCode(t.app, phone);
    const responses = await Promise.all(Array.from({ length: 50 }, () => verify(phone, code)));
    expect(responses.filter((r) => r.statusCode === 200)).toHaveLength(1);
    const [row] = await t.database.query<{ count: number }>(
      'select count(*)::int as count from refresh_tokens r join users u on u.user_id = r.user_id where u.phone_number = $1',
      [phone],
    );
    expect(row?.count).toBe(1);
  });

  it('refuses a resend within 60 s, replaces the old code after it, and caps codes per hour', async () => {
    const phone = uniquePhone();
    await start(phone);
    const first = await latestCode(t.app, phone);
    const tooSoon = await start(phone);
    expect(tooSoon.statusCode).toBe(429);
    expect(tooSoon.json().error.code).toBe('RESEND_TOO_SOON');
    expect(tooSoon.json().error.details.retryAfter).toBeGreaterThan(0);

    time.advance(61);
    expect((await start(phone)).statusCode).toBe(200);
    const second = await latestCode(t.app, phone);
    if (second !== first) expect((await verify(phone, first)).json().error.code).toBe('INVALID_CODE');

    for (let i = 0; i < 3; i++) {
      time.advance(61);
      expect((await start(phone)).statusCode).toBe(200);
    }
    time.advance(61);
    const sixth = await start(phone);
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json().error.code).toBe('RATE_LIMITED');
    time.advance(3600);
  });

  it('limits code requests per address', async () => {
    const ip = uniqueIp();
    for (let i = 0; i < 3; i++) expect((await start(uniquePhone(), ip)).statusCode).toBe(200);
    const fourth = await start(uniquePhone(), ip);
    expect(fourth.statusCode).toBe(429);
    expect(fourth.json().error.code).toBe('RATE_LIMITED');
  });

  it('refuses an expired code and a used one', async () => {
    const phone = uniquePhone();
    await start(phone);
    const code = await latestCode(t.app, phone);
    time.advance(601);
    expect((await verify(phone, code)).json().error.code).toBe('INVALID_CODE');

    await start(phone);
    const fresh = await latestCode(t.app, phone);
    expect((await verify(phone, fresh)).statusCode).toBe(200);
    expect((await verify(phone, fresh)).json().error.code).toBe('INVALID_CODE');
  });

  it('refuses tampered, expired, wrong-audience, unsigned and foreign tokens', async () => {
    const user = await createUser(t.app);
    const url = '/vendor-auth-service/v1/vendors/none/user-role';
    const call = (token: string) => t.app.inject({ url, headers: { authorization: `Bearer ${token}` } });
    expect((await call(user.token)).statusCode).toBe(404);

    const [header, payload, signature] = user.token.split('.') as [string, string, string];
    const flipped = `${signature.slice(0, -2)}${signature.endsWith('A') ? 'B' : 'A'}${signature.slice(-1)}`;
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString());
    const forgedPayload = Buffer.from(JSON.stringify({ ...claims, sub: 'someone-else' })).toString('base64url');
    const key = new TextEncoder().encode(TEST_SECRET);
    const now = Math.floor(Date.now() / 1000);
    const wrongAudience = await new SignJWT({ phone_number: user.phoneNumber })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(user.userId)
      .setIssuer('queueless')
      .setAudience('other')
      .setIssuedAt(now)
      .setExpirationTime(now + 600)
      .sign(key);
    const foreign = await new SignJWT({ phone_number: user.phoneNumber })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(user.userId)
      .setIssuer('queueless')
      .setAudience('queueless-api')
      .setIssuedAt(now)
      .setExpirationTime(now + 600)
      .sign(new TextEncoder().encode('another-secret-another-secret-another-secret'));
    const none = `${Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url')}.${payload}.`;

    for (const token of [
      `${header}.${payload}.${flipped}`,
      `${header}.${forgedPayload}.${signature}`,
      wrongAudience,
      foreign,
      none,
    ]) {
      const response = await call(token);
      expect(response.statusCode).toBe(401);
      expect(response.json().error.code).toBe('UNAUTHENTICATED');
    }
    time.advance(3601);
    expect((await call(user.token)).statusCode).toBe(401);
    time.advance(-3601);
  });

  it('rotates refresh tokens, and a reused one revokes the whole family', async () => {
    const phone = uniquePhone();
    await start(phone);
    const signedIn = await verify(phone, await latestCode(t.app, phone));
    const first = refreshCookie(signedIn)!;
    const refresh = (token: string) => t.app.inject({ method: 'POST', url: REFRESH, cookies: { ql_refresh: token } });

    const rotated = await refresh(first);
    expect(rotated.statusCode).toBe(200);
    expect(rotated.json()).toMatchObject({ expiresIn: 3600, user: { phoneNumber: phone } });
    const second = refreshCookie(rotated)!;
    expect(second).not.toBe(first);

    const reused = await refresh(first);
    expect(reused.statusCode).toBe(401);
    expect(reused.json().error.code).toBe('INVALID_REFRESH_TOKEN');
    expect((await refresh(second)).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'POST', url: REFRESH })).statusCode).toBe(401);
  });

  it('logs out: the family is revoked and the cookie cleared', async () => {
    const phone = uniquePhone();
    await start(phone);
    const token = refreshCookie(await verify(phone, await latestCode(t.app, phone)))!;
    const out = await t.app.inject({ method: 'POST', url: LOGOUT, cookies: { ql_refresh: token } });
    expect(out.json()).toEqual({ ok: true });
    expect(out.cookies.find((c) => c.name === 'ql_refresh')?.value).toBe('');
    expect((await t.app.inject({ method: 'POST', url: REFRESH, cookies: { ql_refresh: token } })).statusCode).toBe(401);
  });

  it('lists the development outbox newest first', async () => {
    const phone = uniquePhone();
    await start(phone);
    time.advance(61);
    await start(phone);
    const outbox = await t.app.inject({ url: `/dev/sms-outbox?phoneNumber=${encodeURIComponent(phone)}` });
    const messages = outbox.json().messages;
    expect(messages).toHaveLength(2);
    expect(new Date(messages[0].sentAt).getTime()).toBeGreaterThanOrEqual(new Date(messages[1].sentAt).getTime());
    expect(messages[0].body).toContain(messages[0].code);
  });
});

describe('production mode', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { NODE_ENV: 'production' } });
  });
  afterAll(async () => t.close());

  it('has no development SMS outbox', async () => {
    const response = await t.app.inject({ url: '/dev/sms-outbox' });
    expect(response.statusCode).toBe(404);
  });
});
