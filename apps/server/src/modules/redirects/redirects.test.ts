import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import { shortCodes } from '../../db/schema.js';

describe('short-code redirects', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await t.app.database.db.insert(shortCodes).values([
      { code: 'PATIO', redirectUrl: '/location/AD709' },
      { code: 'tix', redirectUrl: 'https://tickets.example.com/friday' },
    ]);
  });
  afterAll(async () => t.close());

  it('answers where a code points, in-app paths and absolute URLs alike', async () => {
    const inApp = await t.app.inject({ url: '/redirect-service/v1/short-code-redirects/PATIO' });
    expect(inApp.statusCode).toBe(200);
    expect(inApp.json()).toEqual({ redirect: { redirectUrl: '/location/AD709' } });
    const external = await t.app.inject({ url: '/redirect-service/v1/short-code-redirects/tix' });
    expect(external.json().redirect.redirectUrl).toBe('https://tickets.example.com/friday');
  });

  it('404s an unknown code (codes are case-sensitive)', async () => {
    for (const code of ['NOPE', 'patio']) {
      const response = await t.app.inject({ url: `/redirect-service/v1/short-code-redirects/${code}` });
      expect(response.statusCode).toBe(404);
      expect(response.json().error).toEqual({ code: 'NOT_FOUND', message: 'Short code not found.' });
    }
  });
});
