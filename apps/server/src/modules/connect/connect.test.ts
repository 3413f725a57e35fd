import {
  completeSimulatedOnboarding,
  confirmSimulatedPayment,
  createPartialRefund,
  endpointPath,
  getOperatorPayments,
  getVendorLocation,
  getVendorPayments,
  setVendorPayments,
  startVendorOnboarding,
} from '@queueless/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createStaff,
  createUser,
  createVenue,
  placeOrderOf,
  readOrderRow,
  type TestUser,
} from '../../../test/factories.js';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import { auditLog, connectFeeRefunds, operators, paymentIntents } from '../../db/schema.js';
import { applicationFeeCents, feeRefundCents } from '../../providers/payments/connect-money.js';
import { servicesOf } from '../../services.js';
import { createConnectRepo } from './connect.repo.js';

/** Issue 42 with the simulated provider (the offline default): the whole flow, and who may change what. */
describe('connect: each vendor paid into its own account (simulated)', () => {
  let t: TestApp;
  let operator: TestUser;
  beforeAll(async () => {
    t = await createTestApp();
    operator = await createUser(t.app);
    await t.app.database.db.insert(operators).values({ phoneNumber: operator.phoneNumber, name: 'Olive Operator' });
  });
  afterAll(async () => t?.close());

  const setPayments = (user: TestUser, vendorId: string, body: Record<string, unknown>) =>
    t.app.inject({
      method: 'PUT',
      url: endpointPath(setVendorPayments, { vendorId }),
      headers: user.auth,
      payload: body,
    });
  const onboard = (user: TestUser, vendorId: string) =>
    t.app.inject({ method: 'POST', url: endpointPath(startVendorOnboarding, { vendorId }), headers: user.auth });
  const report = (user: TestUser, vendorId: string) =>
    t.app.inject({ method: 'GET', url: endpointPath(getVendorPayments, { vendorId }), headers: user.auth });
  const completeOnboarding = async (url: string) => {
    const link = new URL(url, 'http://web.local');
    return t.app.inject({
      method: 'POST',
      url: endpointPath(completeSimulatedOnboarding, { accountId: link.searchParams.get('account') ?? '' }),
      payload: { secret: link.searchParams.get('secret') },
    });
  };
  const pay = (placed: { paymentIntentId: string; clientSecret: string }) =>
    t.app.inject({
      method: 'POST',
      url: endpointPath(confirmSimulatedPayment, { paymentIntentId: placed.paymentIntentId }),
      payload: { clientSecret: placed.clientSecret, paymentMethod: { type: 'wallet' } },
    });

  /** A venue on `connect` at 5 % + 25¢ with an ADMIN; onboarded unless told. */
  async function connectedVenue({ isOnboarded = true, feeRefund = 'proportional' } = {}) {
    const venue = await createVenue(t.app, { priceCents: 1234 });
    const vendorId = venue.vendor.vendorId;
    const admin = await createStaff(t.app, vendorId, 'ADMIN');
    const set = await setPayments(operator, vendorId, {
      model: 'connect',
      feePercent: '5',
      feeFixed: '0.25',
      feeRefund,
    });
    expect(set.statusCode).toBe(200);
    if (isOnboarded) {
      const link = await onboard(admin, vendorId);
      expect(link.statusCode).toBe(200);
      expect((await completeOnboarding(link.json().url)).json().payments.takesPayments).toBe(true);
    }
    return { ...venue, vendorId, admin };
  }

  it("refuses a vendor's ADMIN the fee and the model, and an ADMIN another vendor's account", async () => {
    const { vendorId, admin } = await connectedVenue({ isOnboarded: false });
    const other = await createVenue(t.app);
    const otherAdmin = await createStaff(t.app, other.vendor.vendorId, 'ADMIN');

    const byAdmin = await setPayments(admin, vendorId, { model: 'platform', feePercent: '0', feeFixed: '0.00' });
    expect(byAdmin.statusCode).toBe(403);
    expect(byAdmin.json().error.code).toBe('FORBIDDEN');
    expect((await onboard(otherAdmin, vendorId)).statusCode).toBe(403);
    expect((await report(otherAdmin, vendorId)).statusCode).toBe(403);
    const overview = await t.app.inject({ method: 'GET', url: getOperatorPayments.path, headers: admin.auth });
    expect(overview.statusCode).toBe(403);
    // The settings are as the operator left them.
    const read = (await report(operator, vendorId)).json();
    expect(read.payments).toMatchObject({ model: 'connect', feePercent: '5.00', feeFixed: '0.25', account: null });
    // Hostile input: a fee out of range is a 400 in our shape.
    const tooMuch = await setPayments(operator, vendorId, { model: 'connect', feePercent: '99', feeFixed: '0.00' });
    expect(tooMuch.statusCode).toBe(400);
    expect(tooMuch.json().error.code).toBe('VALIDATION_FAILED');
    const audited = await t.app.database.db.select().from(auditLog).where(eq(auditLog.vendorId, vendorId));
    expect(audited.filter((row) => row.action === 'vendor.payments')).toHaveLength(1);
  });

  it('refuses an order before any charge while the account cannot take charges, and the menu says so', async () => {
    const { product, vendorId, location } = await connectedVenue({ isOnboarded: false });
    const menu = await t.app.inject({
      method: 'GET',
      url: getVendorLocation.path,
      query: { vendorLocationId: location.vendorLocationId },
    });
    expect(menu.json().items[0].ordering).toEqual({
      open: false,
      reason: 'This vendor is not taking card payments yet.',
      reopensAt: null,
    });
    const customer = await createUser(t.app);
    const refused = await placeOrderOf(t.app, customer, product);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toMatchObject({
      code: 'ORDERING_CLOSED',
      message: 'This vendor is not taking card payments yet.',
    });
    const intents = await t.app.database.db.select().from(paymentIntents).where(eq(paymentIntents.accountId, vendorId));
    expect(intents).toHaveLength(0);
    expect((await report(operator, vendorId)).json().payments).toMatchObject({
      takesPayments: false,
      reason: 'This vendor is not taking card payments yet.',
    });
  });

  it('charges on the vendor account with the fee, refunds part of it with its share of the fee, reports to the cent', async () => {
    const { product, vendorId, admin, location } = await connectedVenue();
    const customer = await createUser(t.app);
    const placed = await placeOrderOf(t.app, customer, product, 2);
    expect(placed.statusCode).toBe(201);
    const { order, paymentIntentId, clientSecret } = placed.json();
    const paid = await pay({ paymentIntentId, clientSecret });
    expect(paid.json().paymentIntent.status).toBe('succeeded');
    const row = await readOrderRow(t.app, order.orderId);
    expect(row.status).toBe('PAID');

    const accountId = (await report(admin, vendorId)).json().payments.account.accountId as string;
    const [intent] = await t.app.database.db
      .select()
      .from(paymentIntents)
      .where(eq(paymentIntents.paymentIntentId, paymentIntentId));
    const fee = applicationFeeCents(row.totalCents, { percentBasisPoints: 500, fixedCents: 25 });
    expect(intent).toMatchObject({ accountId, applicationFeeCents: fee, amountCents: row.totalCents });

    // One of the two units back: its share of the fee goes back with it.
    const refund = await t.app.inject({
      method: 'POST',
      url: endpointPath(createPartialRefund, { vendorLocationId: location.vendorLocationId, orderId: order.orderId }),
      headers: admin.auth,
      payload: { lines: [{ productId: product.productId, quantity: 1 }], reason: 'Spilled' },
    });
    expect(refund.statusCode).toBe(201);
    const after = await readOrderRow(t.app, order.orderId);
    expect(after.refundedCents).toBeGreaterThan(0);

    const vendorView = (await report(admin, vendorId)).json();
    const record = vendorView.records.find((r: { orderId: string }) => r.orderId === order.orderId);
    const feeBack = Math.floor((2 * fee * after.refundedCents + row.totalCents) / (2 * row.totalCents));
    expect(record).toMatchObject({
      account: accountId,
      total: (row.totalCents / 100).toFixed(2),
      refunded: (after.refundedCents / 100).toFixed(2),
      applicationFee: (fee / 100).toFixed(2),
      applicationFeeRefunded: (feeBack / 100).toFixed(2),
    });
    const cents = (amount: string) => Math.round(Number(amount) * 100);
    const sum = (days: { applicationFees: string }[]) => days.reduce((s, d) => s + cents(d.applicationFees), 0);
    expect(sum(vendorView.feesPerDay)).toBe(fee);
    // The payout of the day: the charge less Stripe's card fee and the platform's, less the refund with its fee back.
    expect(vendorView.nextPayouts).toHaveLength(1);

    const overview = await t.app.inject({ method: 'GET', url: getOperatorPayments.path, headers: operator.auth });
    expect(overview.statusCode).toBe(200);
    const mine = overview.json().vendors.find((v: { vendorId: string }) => v.vendorId === vendorId);
    expect(mine).toMatchObject({
      sales: (row.totalCents / 100).toFixed(2),
      salesOnConnectedAccount: (row.totalCents / 100).toFixed(2),
      applicationFeesEarned: ((fee - feeBack) / 100).toFixed(2),
    });
  });

  it('keeps the fee on a refund when the operator says so', async () => {
    const { product, vendorId, admin, location } = await connectedVenue({ feeRefund: 'keep' });
    const customer = await createUser(t.app);
    const { order, paymentIntentId, clientSecret } = (await placeOrderOf(t.app, customer, product, 2)).json();
    await pay({ paymentIntentId, clientSecret });
    await t.app.inject({
      method: 'POST',
      url: endpointPath(createPartialRefund, { vendorLocationId: location.vendorLocationId, orderId: order.orderId }),
      headers: admin.auth,
      payload: { lines: [{ productId: product.productId, quantity: 1 }], reason: 'Spilled' },
    });
    const record = (await report(admin, vendorId)).json().records[0];
    expect(record.applicationFeeRefunded).toBe('0.00');
    expect(Number(record.refunded)).toBeGreaterThan(0);
  });

  it('leaves orders paid before the switch on the platform account, and says so', async () => {
    const venue = await createVenue(t.app, { priceCents: 500 });
    const vendorId = venue.vendor.vendorId;
    const admin = await createStaff(t.app, vendorId, 'ADMIN');
    const customer = await createUser(t.app);
    const before = (await placeOrderOf(t.app, customer, venue.product)).json();
    await pay(before);
    await setPayments(operator, vendorId, { model: 'connect', feePercent: '10', feeFixed: '0.00' });
    await completeOnboarding((await onboard(admin, vendorId)).json().url);
    const after = (await placeOrderOf(t.app, customer, venue.product)).json();
    await pay(after);
    const records = (await report(admin, vendorId)).json().records as { orderId: string; account: string }[];
    const accountOf = (orderId: string) => records.find((r) => r.orderId === orderId)?.account;
    expect(accountOf(before.order.orderId)).toBe('platform');
    expect(accountOf(after.order.orderId)).toMatch(/^acct_sim_/);
  });

  it('keeps idempotency per connected account: a retry never charges twice', async () => {
    const { vendorPayments } = servicesOf(t.app);
    const a = await connectedVenue();
    const b = await connectedVenue();
    const make = (vendorLocationId: string) =>
      vendorPayments.createIntent({
        amountCents: 1000,
        idempotencyKey: 'order:same-key:create',
        metadata: { orderId: 'same-key', vendorLocationId },
      });
    const first = await make(a.location.vendorLocationId);
    const retried = await make(a.location.vendorLocationId);
    const elsewhere = await make(b.location.vendorLocationId);
    expect(retried.id).toBe(first.id);
    expect(elsewhere.id).not.toBe(first.id);
  });

  it('works out each share of the fee once, in turn, when refunds of one charge are recorded at once', async () => {
    const repo = createConnectRepo(t.app.database.db);
    const { product } = await connectedVenue();
    const customer = await createUser(t.app);
    const placed = (await placeOrderOf(t.app, customer, product, 7)).json();
    await pay(placed);
    const charge = await repo.chargeOf(placed.paymentIntentId);
    if (!charge) throw new Error('the payment was not taken on the connected account');
    // Seven refunds' records at once (the provider answers refunds of one intent in turn; these are what follow):
    // six of a seventh each, the last the rest.
    const part = Math.floor(charge.amountCents / 7);
    const amounts = [...Array.from({ length: 6 }, () => part), charge.amountCents - 6 * part];
    await Promise.all(
      amounts.map((amountCents, index) =>
        repo.recordFeeRefund(
          {
            refundId: `re_race_${placed.order.orderId}_${index}`,
            paymentIntentId: charge.paymentIntentId,
            amountCents,
          },
          (before) =>
            feeRefundCents({
              chargeCents: charge.amountCents,
              feeCents: charge.applicationFeeCents,
              refundedBeforeCents: before.refundedCents,
              refundCents: amountCents,
              feeRefundedBeforeCents: before.feeRefundedCents,
            }),
        ),
      ),
    );
    const shares = await t.app.database.db
      .select()
      .from(connectFeeRefunds)
      .where(eq(connectFeeRefunds.paymentIntentId, placed.paymentIntentId));
    expect(shares).toHaveLength(7);
    // However they interleave, the whole charge returned returns the whole fee, to the cent.
    expect(shares.reduce((sum, share) => sum + share.feeRefundedCents, 0)).toBe(charge.applicationFeeCents);
  });
});
