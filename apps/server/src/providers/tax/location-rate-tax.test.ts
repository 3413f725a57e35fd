import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocation, createVendor } from '../../../test/factories.js';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import { vendorLocations } from '../../db/schema.js';
import { createLocationRateTax, TAX_RATE_TTL_MS } from './location-rate-tax.js';

describe('location-rate tax', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  const lines = [{ productId: 'P1', productTaxCode: null, amountCents: 1000 }];

  it('taxes at the location rate, rounded half up, and keeps the rate it read for its time to live', async () => {
    const vendor = await createVendor(t.app);
    const location = await createLocation(t.app, vendor.vendorId, { taxRatePpm: 95_000 });
    let now = 1_000_000;
    const tax = createLocationRateTax({ db: t.app.database.db, clock: () => new Date(now) });
    const at = () => tax.calculate({ vendorLocationId: location.vendorLocationId, lines });

    expect(await at()).toEqual({ taxAmountExclusiveCents: 95 });
    await t.app.database.db
      .update(vendorLocations)
      .set({ taxRatePpm: 102_500 })
      .where(eq(vendorLocations.vendorLocationId, location.vendorLocationId));
    now += TAX_RATE_TTL_MS - 1;
    expect(await at()).toEqual({ taxAmountExclusiveCents: 95 });
    now += 1;
    expect(await at()).toEqual({ taxAmountExclusiveCents: 103 });
  });

  it('refuses an unknown location without remembering that it was unknown', async () => {
    const vendor = await createVendor(t.app);
    const tax = createLocationRateTax({ db: t.app.database.db });
    await expect(tax.calculate({ vendorLocationId: 'LATER1', lines })).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await createLocation(t.app, vendor.vendorId, { vendorLocationId: 'LATER1', taxRatePpm: 50_000 });
    expect(await tax.calculate({ vendorLocationId: 'LATER1', lines })).toEqual({ taxAmountExclusiveCents: 50 });
  });
});
