import { getPublicLinksConfig } from '@queueless/contracts';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/harness.js';

describe('GET /redirect-service/v1/config: where printed QR codes point', () => {
  it('answers PUBLIC_BASE_URL (without a trailing slash), to anyone', async () => {
    const t = await createTestApp({ env: { PUBLIC_BASE_URL: 'https://order.example.com/' } });
    try {
      const reply = await t.app.inject({ url: getPublicLinksConfig.path });
      expect(reply.statusCode).toBe(200);
      expect(reply.json()).toEqual({ publicBaseUrl: 'https://order.example.com' });
    } finally {
      await t.close();
    }
  });

  it('answers null when it is not set, rather than this machine’s localhost', async () => {
    const t = await createTestApp();
    try {
      expect((await t.app.inject({ url: getPublicLinksConfig.path })).json()).toEqual({ publicBaseUrl: null });
    } finally {
      await t.close();
    }
  });
});
