import { refreshAccessToken, startSignIn, verifySignIn } from '@queueless/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { latestCode, uniqueIp, uniquePhone } from '../../../test/factories.js';
import { createTestApp, type TestApp } from '../../../test/harness.js';

describe('sign-in (smoke)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  const post = (url: string, payload: object, ip: string) =>
    t.app.inject({ method: 'POST', url, payload, remoteAddress: ip });

  it('signs in with the code from the outbox and refreshes the session', async () => {
    const phone = uniquePhone();
    const ip = uniqueIp();
    expect((await post(startSignIn.path, { phoneNumber: phone }, ip)).statusCode).toBe(200);
    const verified = await post(verifySignIn.path, { phoneNumber: phone, code: await latestCode(t.app, phone) }, ip);
    expect(verified.statusCode).toBe(200);
    expect(verified.json()).toMatchObject({ expiresIn: 3600, isNewUser: true, user: { phoneNumber: phone } });
    const cookie = verified.cookies.find((c) => c.name === 'ql_refresh')?.value ?? '';
    const refreshed = await t.app.inject({
      method: 'POST',
      url: refreshAccessToken.path,
      cookies: { ql_refresh: cookie },
    });
    expect(refreshed.statusCode).toBe(200);
    expect(refreshed.json().user).toEqual(verified.json().user);
  });

  it('answers a wrong code with INVALID_CODE', async () => {
    const phone = uniquePhone();
    const ip = uniqueIp();
    await post(startSignIn.path, { phoneNumber: phone }, ip);
    const code = await latestCode(t.app, phone);
    const wrong = code === '000000' ? '000001' : '000000';
    const response = await post(verifySignIn.path, { phoneNumber: phone, code: wrong }, ip);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('INVALID_CODE');
  });
});
