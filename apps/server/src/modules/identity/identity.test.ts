import {
  endpointPath,
  getUserRole,
  listSmsOutbox,
  logOut,
  REFRESH_COOKIE_PATH,
  refreshAccessToken,
  startSignIn,
  verifySignIn,
} from '@queueless/contracts';
import type { LightMyRequestResponse as Reply } from 'fastify';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, createVendor, grantRole, latestCode, uniqueIp, uniquePhone } from '../../../test/factories.js';
import { createPeerApp, createTestApp, TEST_SECRET, type TestApp } from '../../../test/harness.js';
import { sha256 } from '../../lib/hash.js';

/** A clock the test moves by hand; it only ever moves forward, so tests stay independent. */
function movableClock() {
  let offsetMs = 0;
  let frozenAtMs: number | null = null;
  const clock = () => new Date((frozenAtMs ?? Date.now()) + offsetMs);
  return {
    clock,
    advance: (seconds: number) => {
      offsetMs += seconds * 1000;
    },
    /**
     * Holds the clock still until `thaw`, so a check a second before an expiry stays a second before it however slow
     * the machine is between the two calls (a loaded CI took over a second once); then it goes on from where it stood.
     */
    freeze: () => {
      frozenAtMs = Date.now();
    },
    thaw: () => {
      if (frozenAtMs !== null) offsetMs += frozenAtMs - Date.now();
      frozenAtMs = null;
    },
  };
}

/** Another six-digit code, never the given one. */
const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');
const refreshCookie = (reply: Reply) => reply.cookies.find((c) => c.name === 'ql_refresh');
const errorCode = (reply: Reply) => reply.json().error?.code;

describe('identity', () => {
  const time = movableClock();
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      overrides: {
        clock: time.clock,
        // The database's clock moves with it: code expiry, resend waits and limit windows are keyed on it (decision 076).
        databaseClock: time.clock,
        identityLimits: {
          // Above the resend tests' asks from one address (a code belongs to the address that asked, decision 067).
          startPerIp: { limit: 25, windowSeconds: 600 },
          verifyPerIp: { limit: 1000, windowSeconds: 600 },
        },
      },
    });
  });
  afterAll(async () => t.close());

  /** Every call comes from its own address unless told, so only the per-IP test meets that limit. */
  const start = (phoneNumber: string, ip = uniqueIp()) =>
    t.app.inject({ method: 'POST', url: startSignIn.path, payload: { phoneNumber }, remoteAddress: ip });
  const verify = (phoneNumber: string, code: string, ip = uniqueIp()) =>
    t.app.inject({ method: 'POST', url: verifySignIn.path, payload: { phoneNumber, code }, remoteAddress: ip });
  const refresh = (token?: string) =>
    t.app.inject({
      method: 'POST',
      url: refreshAccessToken.path,
      cookies: token === undefined ? {} : { ql_refresh: token },
    });
  const userRole = (vendorId: string, token?: string) =>
    t.app.inject({
      url: endpointPath(getUserRole, { vendorId }),
      headers: token === undefined ? {} : { authorization: `Bearer ${token}` },
    });
  const query = <T>(text: string, params: unknown[]) => t.database.query<T>(text, params);

  /** Signs a phone in through the API; answers the verify reply and its refresh token. */
  async function signIn(phoneNumber = uniquePhone()) {
    expect((await start(phoneNumber)).statusCode).toBe(200);
    const reply = await verify(phoneNumber, await latestCode(t.app, phoneNumber));
    expect(reply.statusCode).toBe(200);
    return { reply, body: reply.json(), refreshToken: refreshCookie(reply)?.value ?? '' };
  }

  async function liveRefreshTokens(phoneNumber: string) {
    const [row] = await query<{ count: number }>(
      `select count(*)::int as count from refresh_tokens r join users u on u.user_id = r.user_id
        where u.phone_number = $1 and r.revoked_at is null and r.used_at is null`,
      [phoneNumber],
    );
    return row?.count;
  }

  describe('passwordless sign-in', () => {
    it('signs in with the right code: an id token that works, and an httpOnly refresh cookie', async () => {
      const phone = uniquePhone();
      const started = await start(phone);
      expect(started.statusCode).toBe(200);
      expect(started.json()).toEqual({ resendAfter: 60, expiresIn: 600 });

      const reply = await verify(phone, await latestCode(t.app, phone));
      expect(reply.statusCode).toBe(200);
      const body = reply.json();
      expect(body).toEqual({
        idToken: expect.any(String),
        expiresIn: 3600,
        user: { userId: expect.any(String), phoneNumber: phone },
        isNewUser: true,
      });
      const cookie = refreshCookie(reply);
      expect(cookie).toMatchObject({ httpOnly: true, path: REFRESH_COOKIE_PATH, sameSite: 'Lax' });
      expect(cookie?.value.length).toBeGreaterThanOrEqual(40);
      expect(cookie?.expires?.getTime()).toBeGreaterThan(time.clock().getTime() + 29 * 24 * 3600 * 1000);

      const vendor = await createVendor(t.app);
      const noRole = await userRole(vendor.vendorId, body.idToken);
      expect(noRole.statusCode).toBe(200);
      expect(noRole.json()).toEqual({ vendorRole: null });
      await grantRole(t.app, vendor.vendorId, { phoneNumber: phone }, 'MANAGER');
      const manager = await userRole(vendor.vendorId, body.idToken);
      expect(manager.json().vendorRole).toMatchObject({ role: 'MANAGER', phoneNumber: phone });
      expect(errorCode(await userRole(vendor.vendorId))).toBe('UNAUTHENTICATED');
    });

    it('creates the user on the first sign-in of a number only', async () => {
      const phone = uniquePhone();
      const first = await signIn(phone);
      expect(first.body.isNewUser).toBe(true);
      time.advance(61);
      const second = await signIn(phone);
      expect(second.body).toMatchObject({ isNewUser: false, user: { userId: first.body.user.userId } });
      const [row] = await query<{ count: number }>('select count(*)::int as count from users where phone_number = $1', [
        phone,
      ]);
      expect(row?.count).toBe(1);
    });

    it.each([
      ['a number that does not exist', '+15555555555'],
      ['a landline', '+442079460000'],
      ['a toll-free number', '+18005550123'],
    ])('refuses %s with INVALID_PHONE_NUMBER and sends nothing', async (_, phone) => {
      const reply = await start(phone);
      expect(reply.statusCode).toBe(400);
      expect(reply.json().error).toEqual({
        code: 'INVALID_PHONE_NUMBER',
        message: 'Invalid phone number. Please enter a valid number.',
      });
      const outbox = await t.app.inject({ url: endpointPath(listSmsOutbox, {}, { phoneNumber: phone }) });
      expect(outbox.json()).toEqual({ messages: [] });
    });

    it('treats other spellings of a number as that number: one account, one set of limits', async () => {
      const phone = uniquePhone();
      const spelledWithTrunkDigit = `+11${phone.slice(2)}`; // libphonenumber reads it as the same US number
      const device = uniqueIp();
      expect((await start(spelledWithTrunkDigit, device)).statusCode).toBe(200);
      expect(errorCode(await start(phone, device))).toBe('RESEND_TOO_SOON');
      const signedIn = await verify(spelledWithTrunkDigit, await latestCode(t.app, phone));
      expect(signedIn.json().user.phoneNumber).toBe(phone);

      time.advance(61);
      await start(phone);
      const again = await verify(phone, await latestCode(t.app, phone));
      expect(again.json()).toMatchObject({ isNewUser: false, user: { userId: signedIn.json().user.userId } });
    });

    it('answers malformed bodies with VALIDATION_FAILED and the failing fields in details', async () => {
      const noPhone = await t.app.inject({ method: 'POST', url: startSignIn.path, payload: { phone: '+12135550123' } });
      expect(noPhone.statusCode).toBe(400);
      expect(noPhone.json().error).toMatchObject({
        code: 'VALIDATION_FAILED',
        details: [{ field: 'body.phoneNumber', message: expect.any(String) }],
      });

      const notE164 = await start('213-555-0123');
      expect(notE164.statusCode).toBe(400);
      expect(notE164.json().error.details).toEqual([
        { field: 'body.phoneNumber', message: 'Phone number must be in international format, e.g. +12135550123.' },
      ]);

      const shortCode = await verify(uniquePhone(), '123');
      expect(shortCode.statusCode).toBe(400);
      expect(shortCode.json().error).toMatchObject({
        code: 'VALIDATION_FAILED',
        details: [{ field: 'body.code', message: 'Please enter a valid 6-digit verification code.' }],
      });

      const notJson = await t.app.inject({
        method: 'POST',
        url: startSignIn.path,
        headers: { 'content-type': 'application/json' },
        payload: '{"phoneNumber":',
      });
      expect(notJson.statusCode).toBe(400);
      expect(errorCode(notJson)).toBe('VALIDATION_FAILED');
    });
  });

  describe('tries', () => {
    it('answers five wrong codes from one caller with INVALID_CODE, its sixth and then even its right one with TOO_MANY_ATTEMPTS', async () => {
      const phone = uniquePhone();
      await start(phone);
      const code = await latestCode(t.app, phone);
      const caller = uniqueIp();
      for (let i = 0; i < 5; i++) {
        const reply = await verify(phone, wrongCode(code), caller);
        expect(reply.statusCode).toBe(400);
        expect(reply.json().error).toEqual({
          code: 'INVALID_CODE',
          message: 'Invalid verification code. Please try again.',
        });
      }
      const sixth = await verify(phone, wrongCode(code), caller);
      expect(sixth.statusCode).toBe(429);
      expect(sixth.json().error).toEqual({
        code: 'TOO_MANY_ATTEMPTS',
        message: 'Too many attempts. Please try again later.',
      });
      expect(sixth.headers['retry-after']).toBe('60');
      const right = await verify(phone, code, caller);
      expect(right.statusCode).toBe(429);
      expect(errorCode(right)).toBe('TOO_MANY_ATTEMPTS');
    });

    it('a stranger’s wrong codes do not lock the owner out: the right code from the owner’s phone still signs in', async () => {
      const phone = uniquePhone();
      await start(phone);
      const code = await latestCode(t.app, phone);
      const stranger = uniqueIp();
      for (let i = 0; i < 6; i++) await verify(phone, wrongCode(code), stranger);
      expect(errorCode(await verify(phone, wrongCode(code), stranger))).toBe('TOO_MANY_ATTEMPTS');
      expect((await verify(phone, code, uniqueIp())).statusCode).toBe(200);
    });

    it('wrong codes from strangers at many addresses end their attempts, never the code: the owner signs in at once (issue 37 F1)', async () => {
      const phone = uniquePhone();
      const owner = uniqueIp();
      await start(phone, owner);
      const code = await latestCode(t.app, phone);
      // The red team's attack: two addresses × five wrong tries, then a third address and more.
      for (const stranger of [uniqueIp(), uniqueIp()]) {
        for (let i = 0; i < 5; i++)
          expect(errorCode(await verify(phone, wrongCode(code), stranger))).toBe('INVALID_CODE');
      }
      expect(errorCode(await verify(phone, wrongCode(code)))).toBe('TOO_MANY_ATTEMPTS');
      expect(errorCode(await verify(phone, code))).toBe('TOO_MANY_ATTEMPTS');
      // The owner's address keeps its own five tries, without waiting for a new code.
      expect(errorCode(await verify(phone, wrongCode(code), owner))).toBe('INVALID_CODE');
      expect((await verify(phone, code, owner)).statusCode).toBe(200);
    });

    it('a stranger asking for codes first never keeps the owner from a code of their own, nor retires it (issue 37 F1)', async () => {
      const phone = uniquePhone();
      const stranger = uniqueIp();
      const owner = uniqueIp();
      expect((await start(phone, stranger)).statusCode).toBe(200);
      const strangersCode = await latestCode(t.app, phone);
      // The owner asks a second later: a code at once, not RESEND_TOO_SOON.
      time.advance(1);
      const owners = await start(phone, owner);
      expect(owners.statusCode).toBe(200);
      const ownersCode = await latestCode(t.app, phone);
      // The stranger asks again when its wait ends: the owner's code stays good.
      time.advance(60);
      expect((await start(phone, stranger)).statusCode).toBe(200);
      expect(errorCode(await start(phone, stranger))).toBe('RESEND_TOO_SOON');
      if (ownersCode !== strangersCode) {
        expect(errorCode(await verify(phone, strangersCode, owner))).toBe('INVALID_CODE');
      }
      expect((await verify(phone, ownersCode, owner)).statusCode).toBe(200);
      // One sign-in retires every other code of the number.
      const [live] = await query<{ count: number }>(
        'select count(*)::int as count from sign_in_codes where phone_number = $1 and replaced_at is null and consumed_at is null',
        [phone],
      );
      expect(live?.count).toBe(0);
    });

    it('takes the newest text on the owner’s phone too, whoever made us send it', async () => {
      const phone = uniquePhone();
      const owner = uniqueIp();
      await start(phone, owner);
      time.advance(1);
      await start(phone, uniqueIp());
      const newest = await latestCode(t.app, phone);
      expect((await verify(phone, newest, owner)).statusCode).toBe(200);
    });

    it('counts 50 parallel wrong guesses exactly: five INVALID_CODE from one caller, ten in all from many', async () => {
      const phone = uniquePhone();
      await start(phone);
      const code = await latestCode(t.app, phone);
      const caller = uniqueIp();
      const fromOne = (await Promise.all(Array.from({ length: 50 }, () => verify(phone, wrongCode(code), caller)))).map(
        errorCode,
      );
      expect(fromOne.filter((c) => c === 'INVALID_CODE')).toHaveLength(5);
      expect(fromOne.filter((c) => c === 'TOO_MANY_ATTEMPTS')).toHaveLength(45);
      const fromMany = (await Promise.all(Array.from({ length: 50 }, () => verify(phone, wrongCode(code))))).map(
        errorCode,
      );
      expect(fromMany.filter((c) => c === 'INVALID_CODE')).toHaveLength(5);
      expect(fromMany.filter((c) => c === 'TOO_MANY_ATTEMPTS')).toHaveLength(45);
    });

    it('starts exactly one session from 50 parallel right guesses', async () => {
      const phone = uniquePhone();
      await start(phone);
      const code = await latestCode(t.app, phone);
      const replies = await Promise.all(Array.from({ length: 50 }, () => verify(phone, code)));
      expect(replies.filter((r) => r.statusCode === 200)).toHaveLength(1);
      for (const reply of replies.filter((r) => r.statusCode !== 200)) {
        expect(['INVALID_CODE', 'TOO_MANY_ATTEMPTS']).toContain(errorCode(reply));
      }
      const [row] = await query<{ count: number }>(
        `select count(*)::int as count from refresh_tokens r join users u on u.user_id = r.user_id
          where u.phone_number = $1`,
        [phone],
      );
      expect(row?.count).toBe(1);
    });
  });

  describe('codes and their limits', () => {
    it('refuses a resend to the same address within 60 s with the seconds left, and allows it after', async () => {
      const phone = uniquePhone();
      const device = uniqueIp();
      await start(phone, device);
      const tooSoon = await start(phone, device);
      expect(tooSoon.statusCode).toBe(429);
      expect(tooSoon.json().error).toMatchObject({ code: 'RESEND_TOO_SOON', details: { retryAfter: 60 } });
      expect(tooSoon.headers['retry-after']).toBe('60');

      time.advance(45);
      const stillTooSoon = await start(phone, device);
      expect(errorCode(stillTooSoon)).toBe('RESEND_TOO_SOON');
      expect(stillTooSoon.json().error.details.retryAfter).toBe(15);
      expect(stillTooSoon.headers['retry-after']).toBe('15');

      time.advance(16);
      const allowed = await start(phone, device);
      expect(allowed.statusCode).toBe(200);
    });

    it('sends one text for 20 parallel code requests of one number from one address; the rest wait their 60 s', async () => {
      const phone = uniquePhone();
      const device = uniqueIp();
      const replies = await Promise.all(Array.from({ length: 20 }, () => start(phone, device)));
      expect(replies.filter((r) => r.statusCode === 200)).toHaveLength(1);
      expect(replies.filter((r) => errorCode(r) === 'RESEND_TOO_SOON')).toHaveLength(19);
      const outbox = await t.app.inject({ url: endpointPath(listSmsOutbox, {}, { phoneNumber: phone }) });
      expect(outbox.json().messages).toHaveLength(1);
      const [row] = await query<{ count: number }>(
        'select count(*)::int as count from sign_in_codes where phone_number = $1',
        [phone],
      );
      expect(row?.count).toBe(1);
    });

    it('sends a new code at once after the last one signed someone in (a sign-out and back in)', async () => {
      const phone = uniquePhone();
      const device = uniqueIp();
      await start(phone, device);
      expect((await verify(phone, await latestCode(t.app, phone), device)).statusCode).toBe(200);
      time.advance(5);
      const again = await start(phone, device);
      expect(again.statusCode).toBe(200);
      expect((await verify(phone, await latestCode(t.app, phone), device)).statusCode).toBe(200);
      // The new code is unused, so the 60 s wait holds for the one after it.
      await start(phone, device);
      expect(errorCode(await start(phone, device))).toBe('RESEND_TOO_SOON');
    });

    it('replaces the old code with the new one', async () => {
      const phone = uniquePhone();
      const device = uniqueIp();
      await start(phone, device);
      const first = await latestCode(t.app, phone);
      time.advance(61);
      await start(phone, device);
      const second = await latestCode(t.app, phone);
      const rows = await query<{ replaced: boolean }>(
        'select replaced_at is not null as replaced from sign_in_codes where phone_number = $1 order by created_at',
        [phone],
      );
      expect(rows).toEqual([{ replaced: true }, { replaced: false }]);
      // Two codes agree one time in a million; then the old code is the new one and proves nothing.
      if (first !== second) expect(errorCode(await verify(phone, first, device))).toBe('INVALID_CODE');
      expect((await verify(phone, second, device)).statusCode).toBe(200);
    });

    it('makes the wait between unused codes grow (1, 2, 4, 8, then 10 minutes), never an hour’s block a stranger can renew', async () => {
      const phone = uniquePhone();
      const device = uniqueIp();
      const waits = [60, 120, 240, 480, 600, 600];
      for (const wait of waits) {
        const sent = await start(phone, device);
        expect(sent.statusCode).toBe(200);
        expect(sent.json().resendAfter).toBe(wait);
        time.advance(wait - 1);
        const early = await start(phone, device);
        expect(errorCode(early)).toBe('RESEND_TOO_SOON');
        expect(early.json().error.details.retryAfter).toBe(1);
        time.advance(1);
      }
      expect((await start(phone, device)).statusCode).toBe(200);
    });

    it('sends codes only to the countries the install serves (US by default): no SMS-pumping abroad', async () => {
      for (const foreign of ['+2348031234567', '+8613800138000', '+79161234567', '+447400123456', '+33612345678']) {
        const reply = await start(foreign);
        expect(reply.statusCode).toBe(400);
        expect(reply.json().error).toMatchObject({
          code: 'INVALID_PHONE_NUMBER',
          message: 'Sign-in codes can only be sent to numbers in US. Please enter one of those.',
        });
        const [row] = await query<{ count: number }>(
          'select count(*)::int as count from sign_in_codes where phone_number = $1',
          [foreign],
        );
        expect(row?.count).toBe(0);
      }
    });

    it('limits code requests per address', async () => {
      const ip = uniqueIp();
      for (let i = 0; i < 25; i++) expect((await start(uniquePhone(), ip)).statusCode).toBe(200);
      const fourth = await start(uniquePhone(), ip);
      expect(fourth.statusCode).toBe(429);
      expect(fourth.json().error).toMatchObject({ code: 'RATE_LIMITED', details: { retryAfter: expect.any(Number) } });
      expect(fourth.headers['retry-after']).toBe(String(fourth.json().error.details.retryAfter));
      expect((await start(uniquePhone(), uniqueIp())).statusCode).toBe(200);
    });

    it('takes a code up to ten minutes after sending it, and refuses it a second later', async () => {
      const early = uniquePhone();
      const late = uniquePhone();
      await start(early);
      await start(late);
      time.advance(599);
      expect((await verify(early, await latestCode(t.app, early))).statusCode).toBe(200);
      time.advance(2);
      const expired = await verify(late, await latestCode(t.app, late));
      expect(expired.statusCode).toBe(400);
      expect(expired.json().error).toEqual({
        code: 'INVALID_CODE',
        message: 'This code has expired. Please ask for a new one.',
      });
    });

    it('refuses a code that has already signed someone in', async () => {
      const phone = uniquePhone();
      await start(phone);
      const code = await latestCode(t.app, phone);
      expect((await verify(phone, code)).statusCode).toBe(200);
      const reused = await verify(phone, code);
      expect(reused.statusCode).toBe(400);
      expect(errorCode(reused)).toBe('INVALID_CODE');
    });

    it('refuses a code for a phone that never asked for one', async () => {
      expect(errorCode(await verify(uniquePhone(), '123456'))).toBe('INVALID_CODE');
    });
  });

  describe('id tokens', () => {
    const key = new TextEncoder().encode(TEST_SECRET);

    /** A token shaped like ours; each test changes one thing about it. */
    function sign(
      user: { userId: string; phoneNumber: string },
      { audience = 'queueless-api', secret = key }: { audience?: string; secret?: Uint8Array } = {},
    ) {
      const now = Math.floor(time.clock().getTime() / 1000);
      return new SignJWT({ phone_number: user.phoneNumber })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(user.userId)
        .setIssuer('queueless')
        .setAudience(audience)
        .setIssuedAt(now)
        .setExpirationTime(now + 600)
        .sign(secret);
    }

    it('refuses tampered, wrong-audience, unsigned and foreign tokens with UNAUTHENTICATED', async () => {
      const vendor = await createVendor(t.app);
      const user = await createUser(t.app);
      expect((await userRole(vendor.vendorId, user.token)).statusCode).toBe(200);
      expect((await userRole(vendor.vendorId, await sign(user))).statusCode).toBe(200); // the forger's recipe is right

      const [header, payload, signature] = user.token.split('.') as [string, string, string];
      const flippedSignature = `${signature[0] === 'A' ? 'B' : 'A'}${signature.slice(1)}`;
      const claims = JSON.parse(Buffer.from(payload, 'base64url').toString());
      const otherUser = await createUser(t.app);
      const forgedPayload = Buffer.from(
        JSON.stringify({ ...claims, sub: otherUser.userId, phone_number: otherUser.phoneNumber }),
      ).toString('base64url');
      const noneHeader = Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url');

      const refused = {
        'flipped signature': `${header}.${payload}.${flippedSignature}`,
        'changed payload': `${header}.${forgedPayload}.${signature}`,
        'audience other': await sign(user, { audience: 'other' }),
        'alg none': `${noneHeader}.${payload}.`,
        'another secret': await sign(user, { secret: new TextEncoder().encode('another-secret'.repeat(4)) }),
        'not a token': 'not-a-token',
      };
      for (const [name, token] of Object.entries(refused)) {
        const reply = await userRole(vendor.vendorId, token);
        expect({ name, status: reply.statusCode, code: errorCode(reply) }).toEqual({
          name,
          status: 401,
          code: 'UNAUTHENTICATED',
        });
      }
    });

    it('refuses an id token issued in the future (a clock that ran ahead and was corrected)', async () => {
      const vendor = await createVendor(t.app);
      const user = await createUser(t.app);
      time.advance(3 * 3600);
      const fromTheFuture = await sign(user);
      time.advance(-3 * 3600);
      const reply = await userRole(vendor.vendorId, fromTheFuture);
      expect(reply.statusCode).toBe(401);
      expect(errorCode(reply)).toBe('UNAUTHENTICATED');
    });

    it('refuses an id token once its hour is over', async () => {
      const vendor = await createVendor(t.app);
      time.freeze();
      try {
        const { body } = await signIn();
        time.advance(3599);
        expect((await userRole(vendor.vendorId, body.idToken)).statusCode).toBe(200);
        time.advance(2);
        const expired = await userRole(vendor.vendorId, body.idToken);
        expect(expired.statusCode).toBe(401);
        expect(expired.json().error).toEqual({
          code: 'UNAUTHENTICATED',
          message: 'Your session has expired. Please sign in again.',
        });
      } finally {
        time.thaw();
      }
    });
  });

  describe('refresh tokens', () => {
    it('rotates: a new cookie and id token, and the old cookie is refused', async () => {
      const vendor = await createVendor(t.app);
      const phone = uniquePhone();
      const { refreshToken: first, body } = await signIn(phone);

      const rotated = await refresh(first);
      expect(rotated.statusCode).toBe(200);
      expect(rotated.json()).toEqual({
        idToken: expect.any(String),
        expiresIn: 3600,
        user: { userId: body.user.userId, phoneNumber: phone },
      });
      expect((await userRole(vendor.vendorId, rotated.json().idToken)).statusCode).toBe(200);
      const second = refreshCookie(rotated);
      expect(second).toMatchObject({ httpOnly: true, path: REFRESH_COOKIE_PATH });
      expect(second?.value).not.toBe(first);

      const old = await refresh(first);
      expect(old.statusCode).toBe(401);
      expect(old.json().error).toEqual({
        code: 'INVALID_REFRESH_TOKEN',
        message: 'Your session has ended. Please sign in again.',
      });
    });

    it('revokes the whole family when a spent token comes back, and only that family', async () => {
      const phone = uniquePhone();
      const { refreshToken: first } = await signIn(phone);
      const second = refreshCookie(await refresh(first))?.value ?? '';
      const third = refreshCookie(await refresh(second))?.value ?? '';
      time.advance(61);
      const { refreshToken: otherDevice } = await signIn(phone);

      expect(errorCode(await refresh(first))).toBe('INVALID_REFRESH_TOKEN');
      const newest = await refresh(third);
      expect(newest.statusCode).toBe(401);
      expect(errorCode(newest)).toBe('INVALID_REFRESH_TOKEN');
      expect((await refresh(otherDevice)).statusCode).toBe(200);
    });

    it('leaves no live token when a refresh races a replay of the same token', async () => {
      for (let round = 0; round < 20; round++) {
        const phone = uniquePhone();
        const { refreshToken } = await signIn(phone);
        const replies = await Promise.all([refresh(refreshToken), refresh(refreshToken)]);
        expect(replies.map((r) => r.statusCode).sort()).toEqual([200, 401]);
        expect(await liveRefreshTokens(phone)).toBe(0);
      }
    });

    it('leaves no live token when a refresh of the newest token races a replay of a spent one', async () => {
      for (let round = 0; round < 20; round++) {
        const phone = uniquePhone();
        const { refreshToken: spent } = await signIn(phone);
        const newest = refreshCookie(await refresh(spent))?.value ?? '';
        await Promise.all([refresh(newest), refresh(spent)]);
        expect(await liveRefreshTokens(phone)).toBe(0);
      }
    });

    it('refuses a missing or unknown refresh token', async () => {
      expect(errorCode(await refresh())).toBe('INVALID_REFRESH_TOKEN');
      expect(errorCode(await refresh('made-up'))).toBe('INVALID_REFRESH_TOKEN');
    });

    it('logs out: the family is revoked, its id tokens end at once, and the cookie cleared', async () => {
      const phone = uniquePhone();
      const vendor = await createVendor(t.app);
      const { refreshToken: first } = await signIn(phone);
      const rotated = await refresh(first);
      const second = refreshCookie(rotated)?.value ?? '';
      const idToken = rotated.json().idToken as string;
      time.advance(61);
      const { refreshToken: otherDevice, body: otherBody } = await signIn(phone);
      expect((await userRole(vendor.vendorId, idToken)).statusCode).toBe(200);

      const out = await t.app.inject({ method: 'POST', url: logOut.path, cookies: { ql_refresh: second } });
      expect(out.statusCode).toBe(200);
      expect(out.json()).toEqual({ ok: true });
      const cleared = refreshCookie(out);
      expect(cleared).toMatchObject({ value: '', path: REFRESH_COOKIE_PATH });
      expect(cleared?.expires?.getTime()).toBeLessThanOrEqual(Date.now());

      expect(errorCode(await refresh(second))).toBe('INVALID_REFRESH_TOKEN');
      const family = await query<{ revoked: boolean }>(
        `select r.revoked_at is not null as revoked from refresh_tokens r join users u on u.user_id = r.user_id
          where u.phone_number = $1 and r.family_id = (select family_id from refresh_tokens where token_hash = $2)`,
        [phone, sha256(second)],
      );
      expect(family).toEqual([{ revoked: true }, { revoked: true }]);
      // A stolen id token of the logged-out sign-in stops working now, not in up to an hour; the other device's works.
      const afterLogout = await userRole(vendor.vendorId, idToken);
      expect(afterLogout.statusCode).toBe(401);
      expect(afterLogout.json().error).toEqual({
        code: 'UNAUTHENTICATED',
        message: 'Your session has ended. Please sign in again.',
      });
      expect((await userRole(vendor.vendorId, otherBody.idToken)).statusCode).toBe(200);
      expect((await refresh(otherDevice)).statusCode).toBe(200);

      const anonymous = await t.app.inject({ method: 'POST', url: logOut.path });
      expect(anonymous.json()).toEqual({ ok: true });
    });
  });

  describe('development SMS outbox', () => {
    it('lists the messages sent to a phone, newest first', async () => {
      const phone = uniquePhone();
      const otherPhone = uniquePhone();
      await start(phone);
      await start(otherPhone);
      time.advance(61);
      await start(phone);

      const reply = await t.app.inject({ url: endpointPath(listSmsOutbox, {}, { phoneNumber: phone }) });
      expect(reply.statusCode).toBe(200);
      const messages: { to: string; body: string; code: string; sentAt: string }[] = reply.json().messages;
      const sent = await query<{ code: string }>('select code from dev_sms_outbox where to_number = $1 order by id', [
        phone,
      ]);
      expect(messages.map((m) => m.code)).toEqual(sent.map((row) => row.code).reverse());
      expect(messages).toHaveLength(2);
      for (const message of messages) {
        expect(message).toEqual({
          to: phone,
          body: `${message.code} is your Queueless code. It expires in 10 minutes.`,
          code: expect.stringMatching(/^\d{6}$/),
          sentAt: expect.any(String),
        });
      }
      expect(Date.parse(messages[0]!.sentAt)).toBeGreaterThanOrEqual(Date.parse(messages[1]!.sentAt));
      expect((await verify(phone, messages[0]!.code)).statusCode).toBe(200);
    });

    it('answers only this machine: the socket’s address, never a forwarded one', async () => {
      for (const remoteAddress of ['127.0.0.1', '127.8.9.10', '::1', '::ffff:127.0.0.1']) {
        const reply = await t.app.inject({ url: listSmsOutbox.path, remoteAddress });
        expect(reply.statusCode, remoteAddress).toBe(200);
      }
      for (const remoteAddress of ['10.0.0.7', '192.168.1.20', '::ffff:192.168.1.20', 'fe80::1']) {
        const reply = await t.app.inject({
          url: listSmsOutbox.path,
          remoteAddress,
          headers: { 'x-forwarded-for': '127.0.0.1' },
        });
        expect(reply.statusCode, remoteAddress).toBe(403);
        expect(reply.json().error).toEqual({
          code: 'FORBIDDEN',
          message: 'The development SMS outbox answers only this machine. Set DEV_SMS_OUTBOX_REMOTE=true to open it.',
        });
      }
    });

    it('refuses a forwarded loopback address even from a trusted proxy; DEV_SMS_OUTBOX_REMOTE=true opens it', async () => {
      const proxied = await createPeerApp(t, { env: { TRUST_PROXY: '10.0.0.0/8' } });
      const opened = await createPeerApp(t, { env: { DEV_SMS_OUTBOX_REMOTE: 'true' } });
      try {
        const forwarded = { remoteAddress: '10.1.2.3', headers: { 'x-forwarded-for': '127.0.0.1' } };
        expect((await proxied.app.inject({ url: listSmsOutbox.path, ...forwarded })).statusCode).toBe(403);
        expect((await opened.app.inject({ url: listSmsOutbox.path, remoteAddress: '192.168.1.20' })).statusCode).toBe(
          200,
        );
      } finally {
        await opened.close();
        await proxied.close();
      }
    });
  });
});

describe('the install’s texts under a stranger’s demand (issue 37 F3)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { SMS_MAX_PER_HOUR: '10' } });
  });
  afterAll(async () => t.close());

  const start = (phoneNumber: string) =>
    t.app.inject({ method: 'POST', url: startSignIn.path, payload: { phoneNumber }, remoteAddress: uniqueIp() });

  it('codes asked for made-up numbers from many addresses stop at their share: customers and staff still get theirs', async () => {
    const strangers: number[] = [];
    for (let i = 0; i < 10; i++) strangers.push((await start(uniquePhone())).statusCode);
    expect(strangers.filter((status) => status === 200)).toHaveLength(4);
    // A customer who has an account, and a manager, sign in as usual.
    const customer = await createUser(t.app);
    const manager = await createUser(t.app);
    await grantRole(t.app, (await createVendor(t.app)).vendorId, manager, 'MANAGER');
    expect((await start(customer.phoneNumber)).statusCode).toBe(200);
    expect((await start(manager.phoneNumber)).statusCode).toBe(200);
  });
});

describe('identity in production', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      env: {
        NODE_ENV: 'production',
        PAYMENTS_PROVIDER: 'simulated',
        EMBEDDED_DATABASE: 'true',
        SMS_PROVIDER: 'console',
        ALLOW_CONSOLE_SMS: 'true',
      },
    });
  });
  afterAll(async () => t.close());

  it('has no development SMS outbox', async () => {
    const reply = await t.app.inject({ url: endpointPath(listSmsOutbox, {}, { phoneNumber: uniquePhone() }) });
    expect(reply.statusCode).toBe(404);
    expect(errorCode(reply)).toBe('NOT_FOUND');
    const started = await t.app.inject({
      method: 'POST',
      url: startSignIn.path,
      payload: { phoneNumber: uniquePhone() },
      remoteAddress: uniqueIp(),
    });
    expect(started.statusCode).toBe(200); // sign-in itself is there; only the outbox is not
  });
});
