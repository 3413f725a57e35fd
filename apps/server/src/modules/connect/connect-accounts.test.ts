import {
  completeVendorOauth,
  disconnectVendorAccount,
  endpointPath,
  getVendorPayments,
  receiveStripeConnectWebhook,
  setVendorPayments,
  startVendorOauth,
  startVendorOnboarding,
} from '@queueless/contracts';
import { and, eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { createStaff, createUser, createVenue, type TestUser } from '../../../test/factories.js';
import { STRIPE_ATTEMPTS, useTestAppWithFakeStripe } from '../../../test/fake-stripe.js';
import { connectOauthStates, connectPayouts, domainEvents, operators, vendorPaymentAccounts } from '../../db/schema.js';
import { newId } from '../../lib/ids.js';
import { stripeSignatureHeader } from '../../providers/payments/stripe-webhook.js';
import { servicesOf } from '../../services.js';

const WEBHOOK_SECRET = 'whsec_test_platform';
const CONNECT_SECRET = 'whsec_test_connect';

/**
 * Issue 42's leftovers through the official SDK against the stand-in (decision 091): Standard accounts through OAuth,
 * the sweep that catches up a missed account.updated, payouts stored from their events, and the wallet domain.
 */
describe('connected accounts through Stripe (stand-in)', () => {
  const t = useTestAppWithFakeStripe(WEBHOOK_SECRET, CONNECT_SECRET);
  beforeEach(() => t.stripe.reset());

  const deliver = (event: Record<string, unknown>, id = `evt_${newId(16)}`) => {
    const payload = JSON.stringify({ id, object: 'event', ...event });
    return t.app.inject({
      method: 'POST',
      url: receiveStripeConnectWebhook.path,
      headers: {
        'content-type': 'application/json',
        'stripe-signature': stripeSignatureHeader(payload, CONNECT_SECRET, Math.floor(Date.now() / 1000)),
      },
      payload,
    });
  };
  const accountUpdated = (accountId: string, chargesEnabled: boolean) =>
    deliver({
      type: 'account.updated',
      account: accountId,
      data: {
        object: {
          id: accountId,
          object: 'account',
          details_submitted: chargesEnabled,
          charges_enabled: chargesEnabled,
          payouts_enabled: chargesEnabled,
          requirements: { currently_due: chargesEnabled ? [] : ['external_account'], past_due: [] },
        },
      },
    });
  const report = (user: TestUser, vendorId: string) =>
    t.app.inject({ method: 'GET', url: endpointPath(getVendorPayments, { vendorId }), headers: user.auth });

  /** A vendor switched to `connect` by an operator, with its ADMIN; no account yet. */
  async function vendorOnConnect() {
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
    return { ...venue, vendorId, admin, operator };
  }

  /** An Express account made through onboarding; account.updated says it can charge when `isEnabled`. */
  async function expressVendor(isEnabled: boolean) {
    const vendor = await vendorOnConnect();
    const link = await t.app.inject({
      method: 'POST',
      url: endpointPath(startVendorOnboarding, { vendorId: vendor.vendorId }),
      headers: vendor.admin.auth,
    });
    expect(link.statusCode).toBe(200);
    const accountId = [...t.stripe.accounts.keys()].at(-1) as string;
    expect((await accountUpdated(accountId, isEnabled)).statusCode).toBe(200);
    return { ...vendor, accountId };
  }

  const startOauth = (user: TestUser, vendorId: string) =>
    t.app.inject({ method: 'POST', url: endpointPath(startVendorOauth, { vendorId }), headers: user.auth });
  const completeOauth = (user: TestUser, payload: { code: string; state: string }) =>
    t.app.inject({ method: 'POST', url: completeVendorOauth.path, headers: user.auth, payload });

  describe('Standard accounts through OAuth', () => {
    it("connects the vendor's own account: state bound to it, code exchanged with stripe.oauth.token", async () => {
      const vendor = await vendorOnConnect();
      const started = await startOauth(vendor.admin, vendor.vendorId);
      expect(started.statusCode).toBe(200);
      const url = new URL(started.json().url);
      expect(url.pathname).toBe('/oauth/authorize');
      expect(url.searchParams.get('client_id')).toBe('ca_test_queueless');
      expect(url.searchParams.get('scope')).toBe('read_write');
      // Stripe sends the vendor back only to our own page, whatever the request said.
      expect(url.searchParams.get('redirect_uri')).toBe('https://festival.example.com/staff/connect/oauth-return');
      const state = url.searchParams.get('state') ?? '';
      expect(state.length).toBeGreaterThanOrEqual(32);

      const consent = t.stripe.consentOauth();
      const done = await completeOauth(vendor.admin, { code: consent.code, state });
      expect(done.statusCode).toBe(200);
      expect(done.json().payments).toMatchObject({
        takesPayments: true,
        account: { accountId: consent.accountId, type: 'standard', chargesEnabled: true },
      });
      const token = t.stripe.requests.find((r) => r.path === '/oauth/token');
      expect(token?.form).toMatchObject({ grant_type: 'authorization_code', code: consent.code });

      // The state works once.
      const again = await completeOauth(vendor.admin, { code: t.stripe.consentOauth().code, state });
      expect(again.statusCode).toBe(400);
      expect(again.json().error.code).toBe('VALIDATION_FAILED');
    });

    it("refuses a state given to someone else, an expired one, and an operator's start", async () => {
      const vendor = await vendorOnConnect();
      const otherAdmin = await createStaff(t.app, vendor.vendorId, 'ADMIN');
      const stateOf = async () =>
        new URL((await startOauth(vendor.admin, vendor.vendorId)).json().url).searchParams.get('state') ?? '';

      const stolen = await completeOauth(otherAdmin, { code: t.stripe.consentOauth().code, state: await stateOf() });
      expect(stolen.statusCode).toBe(400);

      const stale = await stateOf();
      await t.app.database.db
        .update(connectOauthStates)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(eq(connectOauthStates.vendorId, vendor.vendorId));
      const expired = await completeOauth(vendor.admin, { code: t.stripe.consentOauth().code, state: stale });
      expect(expired.statusCode).toBe(400);
      expect(t.stripe.requests.some((r) => r.path === '/oauth/token')).toBe(false);

      expect((await startOauth(vendor.operator, vendor.vendorId)).statusCode).toBe(403);
    });

    it('disconnects a Standard account with stripe.oauth.deauthorize; the vendor then takes no card payments', async () => {
      const vendor = await vendorOnConnect();
      const state =
        new URL((await startOauth(vendor.admin, vendor.vendorId)).json().url).searchParams.get('state') ?? '';
      const consent = t.stripe.consentOauth();
      expect((await completeOauth(vendor.admin, { code: consent.code, state })).statusCode).toBe(200);

      const disconnected = await t.app.inject({
        method: 'DELETE',
        url: endpointPath(disconnectVendorAccount, { vendorId: vendor.vendorId }),
        headers: vendor.admin.auth,
      });
      expect(disconnected.statusCode).toBe(200);
      expect(disconnected.json().payments).toMatchObject({ account: null, takesPayments: false });
      const deauthorize = t.stripe.requests.find((r) => r.path === '/oauth/deauthorize');
      expect(deauthorize?.form).toMatchObject({ client_id: 'ca_test_queueless', stripe_user_id: consent.accountId });
      expect(t.stripe.deauthorized.has(consent.accountId)).toBe(true);
    });
  });

  it("forgets an account whose owner disconnected us in Stripe (account.application.deauthorized), once; another's is never touched", async () => {
    const vendor = await expressVendor(true);
    const other = await expressVendor(true);
    expect((await report(vendor.admin, vendor.vendorId)).json().payments).toMatchObject({ takesPayments: true });
    const deauthorized = (accountId: string, id?: string) =>
      deliver(
        {
          type: 'account.application.deauthorized',
          account: accountId,
          data: { object: { id: 'ca_test_queueless', object: 'application', name: 'Queueless' } },
        },
        id,
      );
    const changes = async (vendorId: string) =>
      (
        await t.app.database.db
          .select({ payload: domainEvents.payload })
          .from(domainEvents)
          .where(and(eq(domainEvents.type, 'vendor.payments_changed'), eq(domainEvents.aggregateId, vendorId)))
      ).map((row) => row.payload);
    const before = await changes(vendor.vendorId);

    expect((await deauthorized(vendor.accountId)).statusCode).toBe(200);
    expect((await report(vendor.admin, vendor.vendorId)).json().payments).toMatchObject({
      account: null,
      takesPayments: false,
    });
    expect(await changes(vendor.vendorId)).toEqual([...before, { why: 'deauthorized' }]);
    // Stripe delivers again (a new event id): nothing more changes, and no other vendor's account moves.
    expect((await deauthorized(vendor.accountId)).statusCode).toBe(200);
    expect(await changes(vendor.vendorId)).toEqual([...before, { why: 'deauthorized' }]);
    expect((await report(other.admin, other.vendorId)).json().payments).toMatchObject({
      account: { accountId: other.accountId },
      takesPayments: true,
    });
    // An account no vendor has: answered, nothing stored.
    expect((await deauthorized(`acct_${newId(16)}`)).statusCode).toBe(200);
  });

  it('re-reads accounts whose account.updated was missed, each by one of two sweeping processes', async () => {
    const vendors = [await expressVendor(false), await expressVendor(false), await expressVendor(true)];
    // Stripe enabled all three; the first two's events never came.
    for (const vendor of vendors) {
      const account = t.stripe.accounts.get(vendor.accountId);
      if (!account) throw new Error('no account');
      Object.assign(account, { details_submitted: true, charges_enabled: true, payouts_enabled: true });
      account.requirements = { currently_due: [], past_due: [] };
    }
    const ours = vendors.map((vendor) => vendor.vendorId);
    // Every other test's accounts were read just now; ours an hour ago.
    await t.app.database.db.update(vendorPaymentAccounts).set({ stateCheckedAt: new Date() });
    for (const vendorId of ours) {
      await t.app.database.db
        .update(vendorPaymentAccounts)
        .set({ stateCheckedAt: new Date(Date.now() - 2 * 3_600_000) })
        .where(eq(vendorPaymentAccounts.vendorId, vendorId));
    }
    t.stripe.reset();
    const { connect } = servicesOf(t.app);
    const runs = await Promise.all([
      connect.refreshStaleAccounts({ staleMs: 3_600_000, limit: 10 }),
      connect.refreshStaleAccounts({ staleMs: 3_600_000, limit: 10 }),
    ]);
    expect(runs.reduce((sum, run) => sum + run.read, 0)).toBe(3);
    expect(runs.reduce((sum, run) => sum + run.changed, 0)).toBe(2);
    const reads = t.stripe.requests.filter((r) => r.method === 'GET' && r.path.startsWith('/v1/accounts/'));
    expect(reads.map((r) => r.path).sort()).toEqual(vendors.map((v) => `/v1/accounts/${v.accountId}`).sort());
    for (const vendor of vendors) {
      expect((await report(vendor.admin, vendor.vendorId)).json().payments.takesPayments).toBe(true);
    }
    // Read now: the next run finds nothing stale.
    expect((await connect.refreshStaleAccounts({ staleMs: 3_600_000, limit: 10 })).read).toBe(0);
  });

  it('stores payout.paid and payout.failed per account, once per event, and flags the failed one', async () => {
    const a = await expressVendor(true);
    const b = await expressVendor(true);
    const arrival = Math.floor(Date.now() / 1000) - 86_400;
    const payoutEvent = (type: string, id: string, account: string) => ({
      type,
      account,
      data: { object: { id, object: 'payout', amount: 4321, arrival_date: arrival, status: type.split('.')[1] } },
    });
    const failed = payoutEvent('payout.failed', 'po_failed_1', a.accountId);
    expect((await deliver(failed, 'evt_payout_failed_1')).statusCode).toBe(200);
    expect((await deliver(failed, 'evt_payout_failed_1')).statusCode).toBe(200);
    expect((await deliver(payoutEvent('payout.paid', 'po_paid_b', b.accountId))).statusCode).toBe(200);

    const rows = await t.app.database.db.select().from(connectPayouts).where(eq(connectPayouts.vendorId, a.vendorId));
    expect(rows).toEqual([
      expect.objectContaining({ payoutId: 'po_failed_1', accountId: a.accountId, amountCents: 4321, status: 'failed' }),
    ]);
    // Stripe does not list it (nor answers at all): the stored payout is still shown, flagged.
    t.stripe.failNext(500, undefined, STRIPE_ATTEMPTS);
    const seen = await report(a.admin, a.vendorId);
    expect(seen.statusCode).toBe(200);
    expect(seen.json()).toMatchObject({
      hasFailedPayout: true,
      recentPayouts: [{ payoutId: 'po_failed_1', amount: '43.21', status: 'failed' }],
    });
    const other = (await report(b.admin, b.vendorId)).json();
    expect(other.hasFailedPayout).toBe(false);
    expect(other.recentPayouts.map((p: { payoutId: string }) => p.payoutId)).toEqual(['po_paid_b']);

    // A later payout paid clears the flag; the failed one stays in the list.
    expect((await deliver(payoutEvent('payout.paid', 'po_paid_2', a.accountId))).statusCode).toBe(200);
    const after = (await report(a.admin, a.vendorId)).json();
    expect(after.hasFailedPayout).toBe(false);
    expect(after.recentPayouts.map((p: { status: string }) => p.status).sort()).toEqual(['failed', 'paid']);
  });

  it("registers the install's domain for Apple Pay / Google Pay on an account once it can charge, once", async () => {
    const vendor = await expressVendor(false);
    expect(t.stripe.paymentMethodDomains.get(vendor.accountId)).toBeUndefined();
    expect((await accountUpdated(vendor.accountId, true)).statusCode).toBe(200);
    expect((await accountUpdated(vendor.accountId, true)).statusCode).toBe(200);
    expect(t.stripe.paymentMethodDomains.get(vendor.accountId)).toEqual(['festival.example.com']);
    const call = t.stripe.requests.find((r) => r.path === '/v1/payment_method_domains');
    expect(call?.headers['stripe-account']).toBe(vendor.accountId);
    const [row] = await t.app.database.db
      .select()
      .from(vendorPaymentAccounts)
      .where(eq(vendorPaymentAccounts.vendorId, vendor.vendorId));
    expect(row?.paymentMethodDomainId).toMatch(/^pmd_test_/);
  });
});
