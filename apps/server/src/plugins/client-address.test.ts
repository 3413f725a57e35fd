import { startSignIn } from '@queueless/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uniqueIp, uniquePhone } from '../../test/factories.js';
import { createTestApp, type TestApp } from '../../test/harness.js';

/**
 * The client's address behind the deploy guide's proxies (decision 067): HAProxy's `option forwardfor` appends the
 * address it saw to whatever X-Forwarded-For the client sent; Caddy sets its own. Only the configured proxies are
 * believed and the right-most hop outside them is the client, so a forged header changes nothing.
 */
describe('the client address behind a proxy', () => {
  const balancer = '10.0.0.20';
  const caddy = '10.0.0.30';
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { TRUST_PROXY: `${balancer},${caddy}`, SIGN_IN_LIMIT_PER_IP: '3' } });
  });
  afterAll(async () => t.close());

  const start = (remoteAddress: string, forwardedFor: string) =>
    t.app.inject({
      method: 'POST',
      url: startSignIn.path,
      payload: { phoneNumber: uniquePhone() },
      remoteAddress,
      headers: { 'x-forwarded-for': forwardedFor },
    });

  it('HAProxy (option forwardfor): a client writing a new X-Forwarded-For each time is still one address', async () => {
    const client = uniqueIp();
    const codes: number[] = [];
    for (let i = 0; i < 5; i++) codes.push((await start(balancer, `${uniqueIp()}, ${client}`)).statusCode);
    expect(codes).toEqual([200, 200, 200, 429, 429]);
  });

  it('Caddy in front of HAProxy: the client is the hop before Caddy, whatever it forged', async () => {
    const client = uniqueIp();
    const codes: number[] = [];
    for (let i = 0; i < 4; i++) codes.push((await start(balancer, `${uniqueIp()}, ${client}, ${caddy}`)).statusCode);
    expect(codes).toEqual([200, 200, 200, 429]);
  });

  it('a client that is not a proxy cannot name an address at all', async () => {
    const client = uniqueIp();
    const codes: number[] = [];
    for (let i = 0; i < 4; i++) codes.push((await start(client, uniqueIp())).statusCode);
    expect(codes).toEqual([200, 200, 200, 429]);
  });
});
