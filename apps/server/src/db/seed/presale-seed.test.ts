import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import { products } from '../schema.js';
import { seedDemo } from '../seed.js';
import { PRESALE_PRODUCT_ID } from './public.js';

const presaleProduct = async (t: TestApp) =>
  (await t.app.database.db.select().from(products).where(eq(products.productId, PRESALE_PRODUCT_ID)))[0];

describe('the seeded presale wristband', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await seedDemo(t.app.database.db);
  });
  afterAll(async () => t.close());

  it('is a $50.00 product at 50 %', async () => {
    expect(await presaleProduct(t)).toMatchObject({ priceCents: 5000, depositPercent: 50, variantName: null });
  });

  it('turns the old $25.00 "deposit" product into it on the next seed, but keeps an operator’s own edit', async () => {
    const old = { priceCents: 2500, depositPercent: null, variantName: '50% deposit, $25.00 due at pickup' };
    await t.app.database.db.update(products).set(old).where(eq(products.productId, PRESALE_PRODUCT_ID));
    await seedDemo(t.app.database.db);
    expect(await presaleProduct(t)).toMatchObject({ priceCents: 5000, depositPercent: 50, variantName: null });

    const edited = { priceCents: 6000, depositPercent: 25 };
    await t.app.database.db.update(products).set(edited).where(eq(products.productId, PRESALE_PRODUCT_ID));
    await seedDemo(t.app.database.db);
    expect(await presaleProduct(t)).toMatchObject(edited);
  });
});
