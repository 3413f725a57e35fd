import {
  CREDITS_PER_MONTH,
  confirmSimulatedPayment,
  endpointPath,
  getMyMembership,
  startSignIn,
  verifySignIn,
} from '@queueless/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, latestCode, startMembershipPayment, uniqueIp, uniquePhone } from '../../test/factories.js';
import { createPeerApp, createTestApp, type TestApp } from '../../test/harness.js';

const TEN_MINUTES_MS = 10 * 60 * 1000;

/**
 * Two API hosts on one database, one whose clock runs 10 minutes ahead (decision 076): limits, code expiry and waits,
 * and membership periods are keyed on the database's clock, so the two agree. Each test goes red with the host's clock
 * in their place: the skewed host counts in the next window, thinks the last code is 10 minutes old, sees a fresh
 * code as expired, and starts a membership 10 minutes in the other host's future.
 */
describe('API hosts with skewed clocks on one database', () => {
  const limits = {
    identityLimits: {
      startPerIp: { limit: 3, windowSeconds: 600 },
      verifyPerIp: { limit: 1000, windowSeconds: 600 },
    },
  };
  let onTime: TestApp;
  let ahead: TestApp;
  beforeAll(async () => {
    onTime = await createTestApp({ overrides: limits });
    ahead = await createPeerApp(onTime, {
      overrides: { ...limits, clock: () => new Date(Date.now() + TEN_MINUTES_MS) },
    });
  });
  afterAll(async () => {
    await ahead?.close();
    await onTime?.close();
  });

  const start = (t: TestApp, phoneNumber: string, ip: string) =>
    t.app.inject({ method: 'POST', url: startSignIn.path, payload: { phoneNumber }, remoteAddress: ip });

  it('counts an address’s sign-in codes in one window on both hosts', async () => {
    const ip = uniqueIp();
    const answers: number[] = [];
    for (const t of [onTime, ahead, onTime, ahead, onTime, ahead]) {
      answers.push((await start(t, uniquePhone(), ip)).statusCode);
    }
    expect(answers).toEqual([200, 200, 200, 429, 429, 429]);
  });

  it('keeps the wait between codes when the next request reaches the host that runs ahead', async () => {
    const phoneNumber = uniquePhone();
    // One caller (a code's wait belongs to the address that asked, decision 067), its requests on either host.
    const caller = uniqueIp();
    expect((await start(onTime, phoneNumber, caller)).statusCode).toBe(200);
    const again = await start(ahead, phoneNumber, caller);
    expect(again.statusCode).toBe(429);
    expect(again.json().error.code).toBe('RESEND_TOO_SOON');
  });

  it('takes a fresh code on the host that runs ahead', async () => {
    const phoneNumber = uniquePhone();
    expect((await start(onTime, phoneNumber, uniqueIp())).statusCode).toBe(200);
    const code = await latestCode(onTime.app, phoneNumber);
    const verified = await ahead.app.inject({
      method: 'POST',
      url: verifySignIn.path,
      payload: { phoneNumber, code },
      remoteAddress: uniqueIp(),
    });
    expect(verified.statusCode).toBe(200);
  });

  it('starts a membership paid through the host that runs ahead at once, credits included, on the other', async () => {
    const user = await createUser(onTime.app);
    const intent = await startMembershipPayment(ahead.app, user);
    expect(intent.statusCode).toBe(200);
    const { paymentIntentId, clientSecret } = intent.json();
    const paid = await ahead.app.inject({
      method: 'POST',
      url: endpointPath(confirmSimulatedPayment, { paymentIntentId }),
      payload: { clientSecret, paymentMethod: { type: 'wallet' } },
    });
    expect(paid.statusCode).toBe(200);
    const me = await onTime.app.inject({ method: 'GET', url: getMyMembership.path, headers: user.auth });
    expect(me.statusCode).toBe(200);
    expect(me.json().membership.isActive).toBe(true);
    expect(me.json().profile.availableCredits).toBe(CREDITS_PER_MONTH);
  });
});
