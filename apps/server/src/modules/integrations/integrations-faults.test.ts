import { createApiKey, createWebhook, endpointPath, getLocationQueue } from '@queueless/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStaff, createVenue } from '../../../test/factories.js';
import { dieOn, expectUnavailable } from '../../../test/faults.js';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import { apiKeys, webhookEndpoints } from './integrations.tables.js';

const onPostgres = Boolean(process.env.DATABASE_URL);

/**
 * An API key's making, a key's call and a webhook's making whose connection dies in the middle: a clean 503 in our
 * error shape, no key or endpoint half-made, and the same call again works (PostgreSQL only).
 */
describe.skipIf(!onPostgres)('integrations: a connection lost mid-call (PostgreSQL)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t?.close());

  async function adminVenue() {
    const venue = await createVenue(t.app, { priceCents: 1000 });
    const admin = await createStaff(t.app, venue.vendor.vendorId, 'ADMIN');
    return { ...venue, vendorId: venue.vendor.vendorId, admin };
  }

  it('an API key’s making: 503, no key; again: made', async () => {
    const { vendorId, admin } = await adminVenue();
    const make = () =>
      t.app.inject({
        method: 'POST',
        url: endpointPath(createApiKey, { vendorId }),
        headers: admin.auth,
        payload: { name: 'POS', scopes: ['orders:read'] },
      });
    await dieOn(t.app, 'audit_log', `new.vendor_id = '${vendorId}'`, async () => {
      expectUnavailable(await make());
    });
    expect(await t.database.db.select().from(apiKeys).where(eq(apiKeys.vendorId, vendorId))).toHaveLength(0);
    expect((await make()).statusCode).toBe(201);
  });

  it('a key’s call whose connection is lost as its use is noted: 503; again: answered', async () => {
    const { vendorId, admin, location } = await adminVenue();
    const made = await t.app.inject({
      method: 'POST',
      url: endpointPath(createApiKey, { vendorId }),
      headers: admin.auth,
      payload: { name: 'Kitchen screen', scopes: ['orders:read'] },
    });
    const { apiKey, secret } = made.json() as { apiKey: { apiKeyId: string }; secret: string };
    const call = () =>
      t.app.inject({
        url: endpointPath(getLocationQueue, { vendorLocationId: location.vendorLocationId }),
        headers: { authorization: `Bearer ${secret}` },
      });
    await dieOn(t.app, 'api_keys', `new.api_key_id = '${apiKey.apiKeyId}'`, async () => {
      expectUnavailable(await call());
    });
    const [row] = await t.database.db.select().from(apiKeys).where(eq(apiKeys.apiKeyId, apiKey.apiKeyId));
    expect(row?.lastUsedAt).toBeNull();
    const again = await call();
    expect(again.statusCode, again.body).toBe(200);
  });

  it('a webhook’s making: 503, no endpoint; again: made', async () => {
    const { vendorId, admin } = await adminVenue();
    const make = () =>
      t.app.inject({
        method: 'POST',
        url: endpointPath(createWebhook, { vendorId }),
        headers: admin.auth,
        payload: { url: 'https://hooks.example.com/queueless', eventTypes: ['order.paid'] },
      });
    await dieOn(t.app, 'audit_log', `new.vendor_id = '${vendorId}'`, async () => {
      expectUnavailable(await make());
    });
    expect(
      await t.database.db.select().from(webhookEndpoints).where(eq(webhookEndpoints.vendorId, vendorId)),
    ).toHaveLength(0);
    expect((await make()).statusCode).toBe(201);
  });
});
