import {
  endpointPath,
  getHealth,
  getReadiness,
  getUserRole,
  getVendor,
  getVendorLocation,
  listVendorLocations,
  listVendors,
  verifySignIn,
} from '@queueless/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocation, createUser, createVendor, grantRole } from '../../../test/factories.js';
import { createTestApp, type TestApp } from '../../../test/harness.js';

describe('vendor, location and user-role reads', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  it('reads a vendor as items[0] and 404s an unknown one', async () => {
    const vendor = await createVendor(t.app, { name: 'Corner Bar', guestlistEnabled: true });
    const found = await t.app.inject({ url: endpointPath(getVendor, {}, { vendorId: vendor.vendorId }) });
    expect(found.statusCode).toBe(200);
    expect(found.json().items[0]).toMatchObject({
      vendorId: vendor.vendorId,
      name: 'Corner Bar',
      guestlistEnabled: true,
    });

    const missing = await t.app.inject({ url: endpointPath(getVendor, {}, { vendorId: 'nope' }) });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error.code).toBe('NOT_FOUND');
  });

  it("answers the vendor's time zone, the one its events are shown and picked in", async () => {
    const vendor = await createVendor(t.app, { timeZone: 'America/New_York' });
    const found = await t.app.inject({ url: endpointPath(getVendor, {}, { vendorId: vendor.vendorId }) });
    expect(found.json().items[0].timeZone).toBe('America/New_York');
    const plain = await createVendor(t.app);
    const listed = (await t.app.inject({ url: listVendors.path })).json();
    expect(listed.items.find((item: { vendorId: string }) => item.vendorId === plain.vendorId).timeZone).toBe(
      'America/Los_Angeles',
    );
  });

  it('lists vendors', async () => {
    await createVendor(t.app);
    const response = await t.app.inject({ url: listVendors.path });
    expect(response.statusCode).toBe(200);
    expect(response.json().items.length).toBeGreaterThan(0);
  });

  it('reads a location case-insensitively and lists a vendor’s locations by display order', async () => {
    const vendor = await createVendor(t.app);
    const late = await createLocation(t.app, vendor.vendorId, { displayOrder: 60, description: 'Late' });
    const early = await createLocation(t.app, vendor.vendorId, { displayOrder: 5, description: 'Early' });

    const one = await t.app.inject({
      url: endpointPath(getVendorLocation, {}, { vendorLocationId: late.vendorLocationId.toLowerCase() }),
    });
    expect(one.statusCode).toBe(200);
    expect(one.json().items[0]).toMatchObject({ vendorLocationId: late.vendorLocationId, description: 'Late' });

    const list = await t.app.inject({
      url: endpointPath(listVendorLocations, {}, { vendorId: vendor.vendorId }),
    });
    expect(list.json().items.map((l: { vendorLocationId: string }) => l.vendorLocationId)).toEqual([
      early.vendorLocationId,
      late.vendorLocationId,
    ]);

    const missing = await t.app.inject({ url: endpointPath(getVendorLocation, {}, { vendorLocationId: 'ZZZZZ' }) });
    expect(missing.statusCode).toBe(404);
  });

  it('answers the caller’s own role, null without one, 401 without a token', async () => {
    const vendor = await createVendor(t.app);
    const manager = await createUser(t.app);
    const stranger = await createUser(t.app);
    await grantRole(t.app, vendor.vendorId, manager, 'MANAGER');
    const url = endpointPath(getUserRole, { vendorId: vendor.vendorId });

    const mine = await t.app.inject({ url, headers: manager.auth });
    expect(mine.json().vendorRole).toMatchObject({ role: 'MANAGER', phoneNumber: manager.phoneNumber });
    const none = await t.app.inject({ url, headers: stranger.auth });
    expect(none.json()).toEqual({ vendorRole: null });
    const anonymous = await t.app.inject({ url });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().error.code).toBe('UNAUTHENTICATED');
  });

  it('serves health, readiness and the OpenAPI description', async () => {
    expect((await t.app.inject({ url: getHealth.path })).json()).toEqual({ status: 'ok' });
    expect((await t.app.inject({ url: getReadiness.path })).json()).toMatchObject({ status: 'ok' });
    const openapi = (await t.app.inject({ url: '/openapi.json' })).json();
    expect(openapi.paths[verifySignIn.path]).toBeDefined();
  });
});
