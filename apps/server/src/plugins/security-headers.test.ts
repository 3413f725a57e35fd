import { getHealth, listVendors } from '@queueless/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPeerApp, createTestApp, type TestApp } from '../../test/harness.js';
import { inlineStyleHashes } from './security-headers.js';

const stripeEnv = {
  PAYMENTS_PROVIDER: 'stripe',
  STRIPE_SECRET_KEY: 'sk_test_x',
  STRIPE_PUBLISHABLE_KEY: 'pk_test_x',
  STRIPE_WEBHOOK_SECRET: 'whsec_x',
};

describe('security headers', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  const directives = (csp: unknown) =>
    Object.fromEntries(
      String(csp)
        .split(';')
        .map((part) => part.trim().split(/\s+/))
        .map(([name, ...values]) => [name, values]),
    );

  it('sends a strict policy, nosniff, a referrer policy and no framing on every answer, refusals included', async () => {
    for (const url of [getHealth.path, listVendors.path, '/order-service/v1/nothing']) {
      const response = await t.app.inject({ url });
      expect(response.headers['x-content-type-options'], url).toBe('nosniff');
      expect(response.headers['referrer-policy'], url).toBe('strict-origin-when-cross-origin');
      expect(response.headers['x-frame-options'], url).toBe('DENY');
      expect(response.headers['strict-transport-security'], url).toBeUndefined();
      const csp = directives(response.headers['content-security-policy']);
      expect(csp['script-src'], url).toEqual(["'self'", "'wasm-unsafe-eval'"]);
      expect(csp['frame-ancestors'], url).toEqual(["'none'"]);
      expect(csp['object-src'], url).toEqual(["'none'"]);
      expect(csp['connect-src'], url).toEqual(["'self'"]);
      expect(csp['style-src'], url).toEqual(["'self'"]);
      expect(String(response.headers['content-security-policy'])).not.toMatch(/unsafe-inline|stripe|upgrade-insecure/);
    }
  });

  it("lets Google's Maps JavaScript API in only when a Google Maps key is set", async () => {
    expect(String((await t.app.inject({ url: getHealth.path })).headers['content-security-policy'])).not.toMatch(
      /google/,
    );
    const google = await createPeerApp(t, { env: { GOOGLE_MAPS_API_KEY: 'test-browser-key' } });
    try {
      const csp = directives((await google.app.inject({ url: getHealth.path })).headers['content-security-policy']);
      expect(csp['script-src']).toEqual(["'self'", "'wasm-unsafe-eval'", 'https://maps.googleapis.com']);
      expect(csp['connect-src']).toContain('https://places.googleapis.com');
      expect(csp['img-src']).toContain('https://maps.gstatic.com');
    } finally {
      await google.close();
    }
  });

  it('lets product photos come from our origin, and from the configured media host only', async () => {
    const csp = directives((await t.app.inject({ url: getHealth.path })).headers['content-security-policy']);
    expect(csp['img-src']).toEqual(["'self'", 'data:', 'blob:']);
    const cdn = await createPeerApp(t, {
      env: {
        MEDIA_S3_BUCKET: 'photos',
        MEDIA_S3_ENDPOINT: 'https://s3.example.com',
        MEDIA_PUBLIC_BASE_URL: 'https://cdn.example.com/photos',
      },
    });
    try {
      const withCdn = directives((await cdn.app.inject({ url: getHealth.path })).headers['content-security-policy']);
      expect(withCdn['img-src']).toEqual(["'self'", 'data:', 'blob:', 'https://cdn.example.com']);
      expect(withCdn['connect-src']).toEqual(["'self'"]);
    } finally {
      await cdn.close();
    }
  });

  it('lets Stripe in only when Stripe takes the payments, and sends HSTS only on https', async () => {
    const stripe = await createPeerApp(t, { env: { ...stripeEnv, PUBLIC_BASE_URL: 'https://bar.example.com' } });
    try {
      const response = await stripe.app.inject({ url: getHealth.path });
      const csp = directives(response.headers['content-security-policy']);
      expect(csp['script-src']).toEqual([
        "'self'",
        "'wasm-unsafe-eval'",
        'https://js.stripe.com',
        'https://*.js.stripe.com',
      ]);
      expect(csp['frame-src']).toContain('https://js.stripe.com');
      expect(csp['connect-src']).toEqual(["'self'", 'https://api.stripe.com']);
      expect(csp['upgrade-insecure-requests']).toEqual([]);
      expect(response.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    } finally {
      await stripe.close();
    }
  });

  it('gives the API docs (Swagger UI) their own policy, and only them', async () => {
    const docs = await t.app.inject({ url: '/docs/' });
    expect(docs.statusCode).toBe(200);
    expect(docs.body).not.toMatch(/<script>[^<]/); // no inline scripts, only files
    const csp = directives(docs.headers['content-security-policy']);
    expect(csp['style-src']).toEqual(["'self'", "'unsafe-inline'"]);
    expect(csp['script-src']).toEqual(["'self'"]);
  });

  it('allows the inline first-paint style of index.html by its hash', () => {
    expect(inlineStyleHashes(null)).toEqual([]);
  });
});
