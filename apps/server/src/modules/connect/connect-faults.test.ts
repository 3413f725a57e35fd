import {
  completeVendorOauth,
  endpointPath,
  getVendorPayments,
  receiveStripeConnectWebhook,
  setVendorPayments,
  startVendorOauth,
  startVendorOnboarding,
} from '@queueless/contracts';
import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { createStaff, createUser, createVenue, type TestUser } from '../../../test/factories.js';
import { STRIPE_ATTEMPTS, useTestAppWithFakeStripe } from '../../../test/fake-stripe.js';
import { dieOn, expectUnavailable } from '../../../test/faults.js';
import { connectOauthStates, connectPayouts, operators, vendorPaymentAccounts } from '../../db/schema.js';
import { stripeSignatureHeader } from '../../providers/payments/stripe-webhook.js';

const onPostgres = Boolean(process.env.DATABASE_URL);
const CONNECT_SECRET = 'whsec_test_connect';

/**
 * Stripe's OAuth return when Stripe is down or the connection dies as the account is recorded: a clean answer in our
 * error shape, the state left unspent and no account recorded, so the same return can finish the connection.
 */
describe('connect OAuth return: Stripe down, a connection lost', () => {
  const t = useTestAppWithFakeStripe('whsec_test_platform', CONNECT_SECRET);
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

  it.skipIf(!onPostgres)(
    'a payout.failed whose connection is lost: 503, nothing stored, Stripe’s redelivery stores and flags it (PostgreSQL)',
    async () => {
      const { vendorId, admin, state } = await vendorWithOauthState();
      const consent = t.stripe.consentOauth();
      expect((await complete(admin, { code: consent.code, state })).statusCode).toBe(200);
      const payload = JSON.stringify({
        id: 'evt_payout_fault_1',
        object: 'event',
        type: 'payout.failed',
        account: consent.accountId,
        data: {
          object: { id: 'po_fault_1', object: 'payout', amount: 4321, arrival_date: 1_790_000_000, status: 'failed' },
        },
      });
      const deliver = () =>
        t.app.inject({
          method: 'POST',
          url: receiveStripeConnectWebhook.path,
          headers: {
            'content-type': 'application/json',
            'stripe-signature': stripeSignatureHeader(payload, CONNECT_SECRET, Math.floor(Date.now() / 1000)),
          },
          payload,
        });
      const payoutsOf = () => t.database.db.select().from(connectPayouts).where(eq(connectPayouts.vendorId, vendorId));
      const flagOf = async () =>
        (
          await t.database.db.select().from(vendorPaymentAccounts).where(eq(vendorPaymentAccounts.vendorId, vendorId))
        )[0]?.payoutFailedAt;

      await dieOn(t.app, 'connect_payouts', `new.payout_id = 'po_fault_1'`, async () => {
        expectUnavailable(await deliver());
      });
      expect(await payoutsOf()).toHaveLength(0);
      expect(await flagOf()).toBeNull();

      expect((await deliver()).statusCode).toBe(200);
      expect((await payoutsOf()).map((row) => row.status)).toEqual(['failed']);
      expect(await flagOf()).not.toBeNull();
    },
  );

  it.skipIf(!onPostgres)(
    'onboarding whose connection is lost as the new account is recorded: 503; again: the one account Stripe made',
    async () => {
      const { vendorId, admin } = await vendorWithOauthState();
      const onboard = () =>
        t.app.inject({
          method: 'POST',
          url: endpointPath(startVendorOnboarding, { vendorId }),
          headers: admin.auth,
        });
      const before = t.stripe.accounts.size;
      await dieOn(
        t.app,
        'vendor_payment_accounts',
        `new.vendor_id = '${vendorId}' and new.account_id is not null`,
        async () => {
          expectUnavailable(await onboard());
        },
      );
      expect(await accountOf(admin, vendorId)).toBeNull();
      const again = await onboard();
      expect(again.statusCode, again.body).toBe(200);
      // Stripe's idempotency key gave the same account back: none is left stranded at Stripe.
      expect(t.stripe.accounts.size).toBe(before + 1);
      expect((await accountOf(admin, vendorId))?.accountId).toBe([...t.stripe.accounts.keys()].at(-1));
    },
  );
});
