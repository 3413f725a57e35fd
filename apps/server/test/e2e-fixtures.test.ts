import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import type { AppInstance } from '../src/app-types.js';
import { vendorRoles } from '../src/db/schema.js';
import { E2E_VENUES_PATH, registerE2eFixtures } from './e2e-fixtures.js';
import { uniquePhone } from './factories.js';
import { createTestDatabase, type TestDatabase, testConfig } from './harness.js';

describe('the end-to-end fixture seam (POST /dev/e2e/venues)', () => {
  let opened: { app: AppInstance; testDb: TestDatabase } | null = null;
  afterEach(async () => {
    await opened?.app.close();
    await opened?.testDb.drop();
    opened = null;
  });

  /** The app as the journeys' server builds it, the fixture routes registered with `env`, before it is ready. */
  async function appWith(env: Record<string, string>) {
    const testDb = await createTestDatabase();
    const app = await buildApp({
      config: testConfig(),
      database: testDb.database,
      logger: false,
      serveWeb: false,
    });
    opened = { app, testDb };
    const registered = registerE2eFixtures(app, env);
    await app.ready();
    return { app, registered };
  }

  const body = { superAdmin: { phoneNumber: '+13105550142' } };

  it('does not exist without E2E_FIXTURES=true: the route answers 404 and makes nothing', async () => {
    const { app, registered } = await appWith({});
    expect(registered).toBe(false);
    for (const env of [{ E2E_FIXTURES: 'false' }, { E2E_FIXTURES: '1' }, { E2E_FIXTURE: 'true' }]) {
      expect(registerE2eFixtures({ config: { isProduction: false } } as AppInstance, env)).toBe(false);
    }
    const response = await app.inject({
      method: 'POST',
      url: E2E_VENUES_PATH,
      payload: body,
      remoteAddress: '127.0.0.1',
    });
    expect(response.statusCode).toBe(404);
  });

  it('stops the server from starting in production, even with the flag', () => {
    // Checked before anything is registered: the app's config alone decides.
    const productionApp = { config: { isProduction: true } } as AppInstance;
    expect(() => registerE2eFixtures(productionApp, { E2E_FIXTURES: 'true' })).toThrow(/refused in production/);
  });

  it('with the flag, makes a vendor, its location, its products and its first SUPER_ADMIN', async () => {
    const { app, registered } = await appWith({ E2E_FIXTURES: 'true' });
    expect(registered).toBe(true);
    const phoneNumber = uniquePhone();
    const response = await app.inject({
      method: 'POST',
      url: E2E_VENUES_PATH,
      remoteAddress: '127.0.0.1',
      payload: {
        superAdmin: { phoneNumber },
        vendor: { name: 'Harbor Hall' },
        products: [
          { name: 'Cola', productType: 'NON_ALCOHOLIC_ITEM', priceCents: 400 },
          { name: 'Whiskey Sour', priceCents: 1200, quantityAvailable: 0 },
        ],
      },
    });
    expect(response.statusCode).toBe(201);
    const venue = response.json();
    expect(venue.vendor.name).toBe('Harbor Hall');
    expect(venue.location.description).toBe('Main Bar');
    expect(venue.products.map((p: { name: string }) => p.name)).toEqual(['Cola', 'Whiskey Sour']);

    const roles = await app.database.db
      .select()
      .from(vendorRoles)
      .where(eq(vendorRoles.vendorId, venue.vendor.vendorId));
    expect(roles.map(({ phoneNumber: phone, role }) => [phone, role])).toEqual([[phoneNumber, 'SUPER_ADMIN']]);
  });

  it('answers this machine only', async () => {
    const { app } = await appWith({ E2E_FIXTURES: 'true' });
    const response = await app.inject({
      method: 'POST',
      url: E2E_VENUES_PATH,
      payload: body,
      remoteAddress: '203.0.113.9',
    });
    expect(response.statusCode).toBe(403);
  });
});
