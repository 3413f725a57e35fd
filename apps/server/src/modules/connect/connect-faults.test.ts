import {
  completeVendorOauth,
  endpointPath,
  getVendorPayments,
  setVendorPayments,
  startVendorOauth,
} from '@queueless/contracts';
import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { createStaff, createUser, createVenue, type TestUser } from '../../../test/factories.js';
import { STRIPE_ATTEMPTS, useTestAppWithFakeStripe } from '../../../test/fake-stripe.js';
import { dieOn, expectUnavailable } from '../../../test/faults.js';
import { connectOauthStates, operators } from '../../db/schema.js';

const onPostgres = Boolean(process.env.DATABASE_URL);

/**
 * Stripe's OAuth return when Stripe is down or the connection dies as the account is recorded: a clean answer in our
 * error shape, the state left unspent and no account recorded, so the same return can finish the connection.
 */
describe('connect OAuth return: Stripe down, a connection lost', () => {
  const t = useTestAppWithFakeStripe('whsec_test_platform', 'whsec_test_connect');
  beforeEach(() => t.stripe.reset());

  async function vendorWithOauthState() {
    const operator = await createUser(t.app);
    await t.app.database.db.insert(operators).values({ phoneNumber: operator.phoneNumber, name: 'Olive Operator' });
    const venue = await createVenue(t.app, { priceCents: 1234 });
    const vendorId = venue.vendor.vendorId;
    const admin = await createStaff(t.app, vendorId, 'ADMIN');
    const saved = await t.app.inject({
      method: 'PUT',
      url: endpointPath(setVendorPayments, { vendorId }),
      headers: operator.auth,
      payload: { model: 'connect', feePercent: '5', feeFixed: '0.25' },
    });
    expect(saved.statusCode).toBe(200);
    const started = await t.app.inject({
      method: 'POST',
      url: endpointPath(startVendorOauth, { vendorId }),
      headers: admin.auth,
    });
    const state = new URL(started.json().url).searchParams.get('state') ?? '';
    return { vendorId, admin, state };
  }

  const complete = (user: TestUser, payload: { code: string; state: string }) =>
    t.app.inject({ method: 'POST', url: completeVendorOauth.path, headers: user.auth, payload });
  const accountOf = async (user: TestUser, vendorId: string) =>
    (await t.app.inject({ url: endpointPath(getVendorPayments, { vendorId }), headers: user.auth })).json().payments
      .account;
  const usedAtOf = async (vendorId: string) =>
    (await t.database.db.select().from(connectOauthStates).where(eq(connectOauthStates.vendorId, vendorId)))[0]?.usedAt;

  it('Stripe down at the code’s exchange: 502 in our shape, the state unspent, the return again connects', async () => {
    const { vendorId, admin, state } = await vendorWithOauthState();
    const consent = t.stripe.consentOauth();
    t.stripe.failNext(500, undefined, STRIPE_ATTEMPTS);
    const down = await complete(admin, { code: consent.code, state });
    expect(down.statusCode).toBe(502);
    expect(down.json().error.code).toBe('PROVIDER_FAILED');
    expect(await usedAtOf(vendorId)).toBeNull();
    expect(await accountOf(admin, vendorId)).toBeNull();

    const again = await complete(admin, { code: consent.code, state });
    expect(again.statusCode, again.body).toBe(200);
    expect(await accountOf(admin, vendorId)).toMatchObject({ accountId: consent.accountId, type: 'standard' });
    expect(await usedAtOf(vendorId)).not.toBeNull();
  });

  it.skipIf(!onPostgres)(
    'the connection lost as the account is recorded: 503, the state unspent, no account (PostgreSQL)',
    async () => {
      const { vendorId, admin, state } = await vendorWithOauthState();
      await dieOn(
        t.app,
        'audit_log',
        `new.vendor_id = '${vendorId}' and new.action = 'vendor.payments_account'`,
        async () => {
          expectUnavailable(await complete(admin, { code: t.stripe.consentOauth().code, state }));
        },
      );
      expect(await usedAtOf(vendorId)).toBeNull();
      expect(await accountOf(admin, vendorId)).toBeNull();
      // Stripe spent that code; the vendor consents again and comes back with the same state.
      const again = await complete(admin, { code: t.stripe.consentOauth().code, state });
      expect(again.statusCode, again.body).toBe(200);
    },
  );
});
