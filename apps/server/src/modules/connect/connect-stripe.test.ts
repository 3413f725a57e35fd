import {
  endpointPath,
  getVendorPayments,
  receiveStripeConnectWebhook,
  setVendorPayments,
  startVendorOnboarding,
} from '@queueless/contracts';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  createStaff,
  createUser,
  createVenue,
  placeOrderOf,
  readOrderRow,
  type TestUser,
} from '../../../test/factories.js';
import { useTestAppWithFakeStripe } from '../../../test/fake-stripe.js';
import { operators } from '../../db/schema.js';
import { newId } from '../../lib/ids.js';
import { applicationFeeCents } from '../../providers/payments/connect-money.js';
import { stripeSignatureHeader } from '../../providers/payments/stripe-webhook.js';

const WEBHOOK_SECRET = 'whsec_test_platform';
const CONNECT_SECRET = 'whsec_test_connect';

/** Issue 42 through the official SDK against the stand-in: direct charges, the Connect endpoint and its routing. */
describe('connect through Stripe (stand-in)', () => {
  const t = useTestAppWithFakeStripe(WEBHOOK_SECRET, CONNECT_SECRET);
  beforeEach(() => t.stripe.reset());

  const deliver = (event: Record<string, unknown>, secret = CONNECT_SECRET) => {
    const payload = JSON.stringify({ id: `evt_${newId(16)}`, object: 'event', ...event });
    return t.app.inject({
      method: 'POST',
      url: receiveStripeConnectWebhook.path,
      headers: {
        'content-type': 'application/json',
        'stripe-signature': stripeSignatureHeader(payload, secret, Math.floor(Date.now() / 1000)),
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

  /** A vendor on `connect` at 5 % + 25¢, onboarded through the SDK and made able to charge by account.updated. */
  async function connectedVenue() {
    const operator = await createUser(t.app);
    await t.app.database.db.insert(operators).values({ phoneNumber: operator.phoneNumber, name: 'Olive Operator' });
    const venue = await createVenue(t.app, { priceCents: 1234 });
    const vendorId = venue.vendor.vendorId;
    const admin = await createStaff(t.app, vendorId, 'ADMIN');
    await t.app.inject({
      method: 'PUT',
      url: endpointPath(setVendorPayments, { vendorId }),
      headers: operator.auth,
      payload: { model: 'connect', feePercent: '5', feeFixed: '0.25' },
    });
    const link = await t.app.inject({
      method: 'POST',
      url: endpointPath(startVendorOnboarding, { vendorId }),
      headers: admin.auth,
    });
    expect(link.statusCode).toBe(200);
    expect(link.json().url).toMatch(/^https:\/\/connect\.stripe\.com\//);
    const created = t.stripe.requests.findLast((r) => r.path === '/v1/accounts');
    expect(created?.form).toMatchObject({ type: 'express', 'metadata[vendorId]': vendorId });
    const accountId = [...t.stripe.accounts.keys()].at(-1) as string;
    expect((await accountUpdated(accountId, true)).statusCode).toBe(200);
    return { ...venue, vendorId, admin, accountId };
  }

  async function placeOn(venue: Awaited<ReturnType<typeof connectedVenue>>, customer: TestUser) {
    const placed = await placeOrderOf(t.app, customer, venue.product);
    expect(placed.statusCode).toBe(201);
    return placed.json() as { order: { orderId: string }; paymentIntentId: string };
  }

  it('makes the charge on the vendor account (Stripe-Account) with the application fee', async () => {
    const venue = await connectedVenue();
    const { order, paymentIntentId } = await placeOn(venue, await createUser(t.app));
    const create = t.stripe.requests.find((r) => r.method === 'POST' && r.path === '/v1/payment_intents');
    const row = await readOrderRow(t.app, order.orderId);
    expect(create?.headers['stripe-account']).toBe(venue.accountId);
    expect(Number(create?.form.application_fee_amount)).toBe(
      applicationFeeCents(row.totalCents, { percentBasisPoints: 500, fixedCents: 25 }),
    );
    expect(t.stripe.intents.get(paymentIntentId)?.account).toBe(venue.accountId);
  });

  it("names the vendor's account in the order's answer, for the browser's Stripe.js", async () => {
    const venue = await connectedVenue();
    const placed = await placeOrderOf(t.app, await createUser(t.app), venue.product);
    expect(placed.json().stripeAccount).toBe(venue.accountId);
  });

  it('refuses an order while account.updated says the account cannot take charges', async () => {
    const venue = await connectedVenue();
    await accountUpdated(venue.accountId, false);
    const refused = await placeOrderOf(t.app, await createUser(t.app), venue.product);
    expect(refused.statusCode).toBe(409);
    expect(t.stripe.requests.some((r) => r.path === '/v1/payment_intents')).toBe(false);
    const view = await t.app.inject({
      method: 'GET',
      url: endpointPath(getVendorPayments, { vendorId: venue.vendorId }),
      headers: venue.admin.auth,
    });
    expect(view.json().payments.account).toMatchObject({
      chargesEnabled: false,
      requirementsDue: ['external_account'],
    });
  });

  it("never lets a correctly signed event naming another account touch a vendor's order", async () => {
    const a = await connectedVenue();
    const b = await connectedVenue();
    const { order, paymentIntentId } = await placeOn(a, await createUser(t.app));
    const intent = t.stripe.intents.get(paymentIntentId);
    if (intent) intent.status = 'succeeded';

    // Vendor B's account names vendor A's payment: signed with the Connect secret, and still nothing changes.
    const wrong = await deliver({
      type: 'payment_intent.succeeded',
      account: b.accountId,
      data: { object: { id: paymentIntentId, object: 'payment_intent' } },
    });
    expect(wrong.statusCode).toBe(200);
    expect((await readOrderRow(t.app, order.orderId)).status).toBe('IN_PROGRESS');

    const right = await deliver({
      type: 'payment_intent.succeeded',
      account: a.accountId,
      data: { object: { id: paymentIntentId, object: 'payment_intent' } },
    });
    expect(right.statusCode).toBe(200);
    const paid = await readOrderRow(t.app, order.orderId);
    expect(paid.status).toBe('PAID');

    // A refund in full reported on the wrong account refunds nothing.
    const refunded = (account: string) =>
      deliver({
        type: 'charge.refunded',
        account,
        data: {
          object: {
            id: `ch_${newId(8)}`,
            object: 'charge',
            payment_intent: paymentIntentId,
            amount: paid.totalCents,
            amount_refunded: paid.totalCents,
            refunded: true,
          },
        },
      });
    expect((await refunded(b.accountId)).statusCode).toBe(200);
    expect((await readOrderRow(t.app, order.orderId)).status).toBe('PAID');
    expect((await refunded(a.accountId)).statusCode).toBe(200);
    expect((await readOrderRow(t.app, order.orderId)).status).toBe('REFUNDED');
  });

  it("refuses a Connect delivery signed with the platform endpoint's secret", async () => {
    const a = await connectedVenue();
    const forged = await accountUpdatedWith(a.accountId, WEBHOOK_SECRET);
    expect(forged.statusCode).toBe(400);
    expect(forged.json().error.code).toBe('VALIDATION_FAILED');
  });
  const accountUpdatedWith = (accountId: string, secret: string) =>
    deliver(
      {
        type: 'account.updated',
        account: accountId,
        data: { object: { id: accountId, charges_enabled: false } },
      },
      secret,
    );

  it('records a dispute on the order, for its own account only', async () => {
    const a = await connectedVenue();
    const b = await connectedVenue();
    const { order, paymentIntentId } = await placeOn(a, await createUser(t.app));
    const intent = t.stripe.intents.get(paymentIntentId);
    if (intent) intent.status = 'succeeded';
    await deliver({
      type: 'payment_intent.succeeded',
      account: a.accountId,
      data: { object: { id: paymentIntentId } },
    });
    const dispute = (account: string) =>
      deliver({
        type: 'charge.dispute.created',
        account,
        data: {
          object: {
            id: `dp_${newId(8)}`,
            object: 'dispute',
            payment_intent: paymentIntentId,
            amount: 500,
            status: 'needs_response',
            reason: 'fraudulent',
          },
        },
      });
    await dispute(b.accountId);
    const view = () =>
      t.app.inject({
        method: 'GET',
        url: endpointPath(getVendorPayments, { vendorId: a.vendorId }),
        headers: a.admin.auth,
      });
    const recordOf = async () =>
      (await view()).json().records.find((r: { orderId: string }) => r.orderId === order.orderId);
    expect((await recordOf()).dispute).toBeNull();
    await dispute(a.accountId);
    expect((await recordOf()).dispute).toEqual({ status: 'needs_response', amount: '5.00', reason: 'fraudulent' });
  });

  it('lists the vendor payouts from its account', async () => {
    const a = await connectedVenue();
    const soon = Math.floor(Date.now() / 1000) + 86_400;
    t.stripe.payouts.set(a.accountId, [
      { id: 'po_1', object: 'payout', amount: 4321, arrival_date: soon, status: 'in_transit' },
      { id: 'po_0', object: 'payout', amount: 1000, arrival_date: soon - 3 * 86_400, status: 'paid' },
    ]);
    const view = await t.app.inject({
      method: 'GET',
      url: endpointPath(getVendorPayments, { vendorId: a.vendorId }),
      headers: a.admin.auth,
    });
    expect(view.json().nextPayouts).toMatchObject([{ payoutId: 'po_1', amount: '43.21', status: 'in_transit' }]);
    expect(view.json().recentPayouts).toMatchObject([{ payoutId: 'po_0', amount: '10.00', status: 'paid' }]);
    const list = t.stripe.requests.find((r) => r.path === '/v1/payouts');
    expect(list?.headers['stripe-account']).toBe(a.accountId);
  });
});
