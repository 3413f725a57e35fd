import { endpointPath, getHealth, getVendor, startSignIn } from '@queueless/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/harness.js';

describe('request ids', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  it('answers every request with its id: success, refusal, unknown route', async () => {
    const answers = await Promise.all([
      t.app.inject({ url: getHealth.path }),
      t.app.inject({ url: endpointPath(getVendor, {}, { vendorId: 'nope' }) }),
      t.app.inject({ method: 'POST', url: startSignIn.path, payload: {} }),
      t.app.inject({ url: '/no-such-route' }),
    ]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 404, 400, 404]);
    for (const answer of answers) expect(answer.headers['x-request-id']).toMatch(/\S/);
    expect(new Set(answers.map((answer) => answer.headers['x-request-id'])).size).toBe(answers.length);
  });

  it('keeps the id a caller (a load balancer, say) sent', async () => {
    const answer = await t.app.inject({ url: getHealth.path, headers: { 'x-request-id': 'lb-1234' } });
    expect(answer.headers['x-request-id']).toBe('lb-1234');
  });
});
