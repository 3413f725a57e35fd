import {
  confirmSimulatedPayment,
  endpointPath,
  getOrder,
  getPaymentConfig,
  listOrders,
  markOrderPaid,
  receiveStripeWebhook,
  refundOrder,
} from '@queueless/contracts';
import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createStaff, createUser, createVenue, placeOrderOf } from '../../../test/factories.js';
import { useTestAppWithFakeStripe } from '../../../test/fake-stripe.js';
import { dieOn, expectUnavailable } from '../../../test/faults.js';
import { auditLog, domainEvents, products, refunds, webhookEvents } from '../../db/schema.js';
import { newId } from '../../lib/ids.js';
import { stripeSignatureHeader } from '../../providers/payments/stripe-webhook.js';
import { servicesOf } from '../../services.js';

const WEBHOOK_SECRET = 'whsec_test_webhook';
const URL = receiveStripeWebhook.path;

describe('Stripe webhook', () => {
  // Configured the way an operator would: keys in the environment, no PAYMENTS_PROVIDER.
  const t = useTestAppWithFakeStripe(WEBHOOK_SECRET);
  beforeEach(() => {
    t.stripe.reset();
    vi.restoreAllMocks();
  });

  const event = (type: string, object: Record<string, unknown>, id = `evt_${newId(16)}`) =>
    JSON.stringify({ id, object: 'event', type, data: { object } });

  const deliver = (payload: string, { timestamp = Math.floor(Date.now() / 1000), secret = WEBHOOK_SECRET } = {}) =>
    t.app.inject({
      method: 'POST',
      url: URL,
      headers: {
        'content-type': 'application/json; charset=utf-8',
        'stripe-signature': stripeSignatureHeader(payload, secret, timestamp),
      },
      payload,
    });

  /** A customer's order whose Stripe payment has succeeded (Stripe says so; nothing has told us yet). */
  async function orderPaidAtStripe() {
    const customer = await createUser(t.app);
    const { product } = await createVenue(t.app);
    const created = await placeOrderOf(t.app, customer, product);
    const { order, paymentIntentId } = created.json() as { order: { orderId: string }; paymentIntentId: string };
    const intent = t.stripe.intents.get(paymentIntentId);
    if (intent) intent.status = 'succeeded';
    const orderUrl = endpointPath(getOrder, { userId: customer.userId, orderId: order.orderId });
    return { customer, order, paymentIntentId, orderUrl };
  }

  const rowsOf = (eventId: string) =>
    t.database.db.select().from(webhookEvents).where(eq(webhookEvents.eventId, eventId));

  it('is Stripe when its keys are set: the browser gets the publishable key, and there is no simulated confirm', async () => {
    expect((await t.app.inject({ url: getPaymentConfig.path })).json()).toEqual({
      provider: 'stripe',
      publishableKey: 'pk_test_queueless',
    });
    const confirm = await t.app.inject({
      method: 'POST',
      url: endpointPath(confirmSimulatedPayment, { paymentIntentId: 'pi_1' }),
      payload: { clientSecret: 'x', paymentMethod: { type: 'wallet' } },
    });
    expect(confirm.statusCode).toBe(404);
  });

  it('accepts a correctly signed event, byte for byte as sent, and records it', async () => {
    // Spacing JSON.parse + stringify would lose: the signature covers these exact bytes.
    const payload = `{ "id": "evt_${newId(16)}",  "type": "payment_intent.created", "data": { "object": { "id": "pi_x" } } }`;
    const response = await deliver(payload);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ received: true });
    const [row] = await rowsOf(JSON.parse(payload).id);
    expect(row).toMatchObject({ provider: 'stripe', type: 'other' });
  });

  it.each([
    ['signed with another secret', { secret: 'whsec_someone_else' }],
    ['signed 301 s ago', { timestamp: Math.floor(Date.now() / 1000) - 301 }],
  ])('refuses an event %s with 400 and records nothing', async (_, options) => {
    const payload = event('payment_intent.succeeded', { id: 'pi_1' });
    const spy = vi.spyOn(servicesOf(t.app).orders, 'confirmPayment');
    const response = await deliver(payload, options);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('VALIDATION_FAILED');
    expect(await rowsOf(JSON.parse(payload).id)).toHaveLength(0);
    expect(spy).not.toHaveBeenCalled();
  });

  it('refuses a body changed after signing, and a delivery without a signature', async () => {
    const payload = event('payment_intent.succeeded', { id: 'pi_1' });
    const signature = stripeSignatureHeader(payload, WEBHOOK_SECRET, Math.floor(Date.now() / 1000));
    const tampered = await t.app.inject({
      method: 'POST',
      url: URL,
      headers: { 'content-type': 'application/json', 'stripe-signature': signature },
      payload: payload.replace('pi_1', 'pi_2'),
    });
    expect(tampered.statusCode).toBe(400);
    const unsigned = await t.app.inject({
      method: 'POST',
      url: URL,
      headers: { 'content-type': 'application/json' },
      payload,
    });
    expect(unsigned.statusCode).toBe(400);
  });

  it('counts and logs at warn a delivery refused for its signature (a rotated secret), for an alert', async () => {
    const refused = async () =>
      (await servicesOf(t.app).metrics.webhookSignatureFailures.get()).values.find(
        (v) => v.labels.provider === 'stripe',
      )?.value ?? 0;
    const before = await refused();
    const warn = vi.spyOn(t.app.log, 'warn');
    const response = await deliver(event('payment_intent.succeeded', { id: 'pi_1' }), { secret: 'whsec_rotated' });
    expect(response.statusCode).toBe(400);
    expect(await refused()).toBe(before + 1);
    expect(warn).toHaveBeenCalledWith(
      expect.objectContaining({ event: 'stripe_webhook_signature_invalid' }),
      expect.stringContaining('signature'),
    );
    // A signed delivery whose body is not an event is refused too, but it is no signature failure.
    expect((await deliver('{"nope":1}')).statusCode).toBe(400);
    expect(await refused()).toBe(before + 1);
  });

  it('handles an event delivered three times once, also when the deliveries arrive together', async () => {
    const spy = vi.spyOn(servicesOf(t.app).orders, 'confirmPayment');
    const one = event('payment_intent.succeeded', { id: 'pi_repeat_1' });
    for (let i = 0; i < 3; i++) expect((await deliver(one)).statusCode).toBe(200);
    expect(await rowsOf(JSON.parse(one).id)).toHaveLength(1);
    expect(spy).toHaveBeenCalledTimes(1);
    expect(spy).toHaveBeenCalledWith('pi_repeat_1');

    // Deliveries that arrive together may each handle it (it is recorded once handled, see below); what it does
    // happens once: one row, and the order tests below show one paid order.
    const two = event('payment_intent.succeeded', { id: 'pi_repeat_2' });
    const answers = await Promise.all([deliver(two), deliver(two), deliver(two)]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200]);
    expect(await rowsOf(JSON.parse(two).id)).toHaveLength(1);
    spy.mockClear();
    expect((await deliver(two)).statusCode).toBe(200);
    expect(spy).not.toHaveBeenCalled();
  });

  it('handles again a delivery whose handling never finished (the process died): it is not taken for done', async () => {
    const { customer, paymentIntentId, orderUrl } = await orderPaidAtStripe();
    const paid = event('payment_intent.succeeded', { id: paymentIntentId });

    // The first delivery's handling stops half-way and never comes back, as when its process dies.
    let release: (value: null) => void = () => undefined;
    const hang = new Promise<null>((resolve) => {
      release = resolve;
    });
    const spy = vi.spyOn(servicesOf(t.app).orders, 'confirmPayment').mockReturnValueOnce(hang);
    const first = deliver(paid);
    await vi.waitFor(() => expect(spy).toHaveBeenCalledTimes(1));

    // Stripe delivers it again: handled, and the order is paid.
    expect((await deliver(paid)).statusCode).toBe(200);
    expect((await t.app.inject({ url: orderUrl, headers: customer.auth })).json().order.status).toBe('PAID');
    expect(await rowsOf(JSON.parse(paid).id)).toHaveLength(1);
    release(null);
    expect((await first).statusCode).toBe(200);
  });

  it('marks the order of a succeeded payment PAID, after asking Stripe itself', async () => {
    const customer = await createUser(t.app);
    const { product } = await createVenue(t.app);
    const created = await placeOrderOf(t.app, customer, product);
    expect(created.statusCode).toBe(201);
    const { order, paymentIntentId } = created.json();
    expect(t.stripe.intents.get(paymentIntentId)?.metadata).toMatchObject({ orderId: order.orderId });
    const orderUrl = endpointPath(getOrder, { userId: customer.userId, orderId: order.orderId });

    // The event alone is not believed: while Stripe says the intent is unpaid, the order stays unpaid.
    const early = await deliver(event('payment_intent.succeeded', { id: paymentIntentId }));
    expect(early.statusCode).toBe(200);
    expect((await t.app.inject({ url: orderUrl, headers: customer.auth })).json().order.status).toBe('IN_PROGRESS');

    const intent = t.stripe.intents.get(paymentIntentId);
    if (intent) intent.status = 'succeeded';
    t.stripe.reset();
    expect((await deliver(event('payment_intent.succeeded', { id: paymentIntentId }))).statusCode).toBe(200);
    expect(t.stripe.requests.map((request) => `${request.method} ${request.path}`)).toContain(
      `GET /v1/payment_intents/${paymentIntentId}`,
    );
    expect((await t.app.inject({ url: orderUrl, headers: customer.auth })).json().order.status).toBe('PAID');
  });

  it('leaves one paid order when deliveries arrive out of order and three times, beside the browser’s mark-paid', async () => {
    const { customer, order, paymentIntentId, orderUrl } = await orderPaidAtStripe();
    const markPaidUrl = endpointPath(markOrderPaid, { userId: customer.userId, orderId: order.orderId });

    // A failure from an earlier card attempt arrives last; the success arrives three times, with mark-paid calls.
    const succeeded = event('payment_intent.succeeded', { id: paymentIntentId });
    const failedEarlier = event('payment_intent.payment_failed', { id: paymentIntentId });
    const answers = await Promise.all([
      deliver(succeeded),
      t.app.inject({ method: 'PUT', url: markPaidUrl, headers: customer.auth }),
      deliver(succeeded),
      t.app.inject({ method: 'PUT', url: markPaidUrl, headers: customer.auth }),
      deliver(succeeded),
    ]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect((await deliver(failedEarlier)).statusCode).toBe(200);

    const after = (await t.app.inject({ url: orderUrl, headers: customer.auth })).json().order;
    expect(after.status).toBe('PAID');
    // The failed attempt is heard (decision 078), once, beside the one payment.
    const heard = await t.app.database.db
      .select({ type: domainEvents.type, payload: domainEvents.payload })
      .from(domainEvents)
      .where(eq(domainEvents.aggregateId, order.orderId));
    expect(heard.filter((row) => row.type === 'order.payment_failed')).toEqual([
      { type: 'order.payment_failed', payload: { reason: expect.any(String) } },
    ]);
    expect(heard.filter((row) => row.type === 'order.paid')).toHaveLength(1);
    expect(await rowsOf(JSON.parse(succeeded).id)).toHaveLength(1);
    const mine = await t.app.inject({
      url: endpointPath(listOrders, { userId: customer.userId }),
      headers: customer.auth,
    });
    expect(mine.json().items.filter((o: { status: string }) => o.status === 'PAID')).toHaveLength(1);
  });

  it('answers an error and forgets the event when handling fails, so Stripe’s retry is handled', async () => {
    const payload = event('payment_intent.succeeded', { id: 'pi_flaky' });
    const spy = vi
      .spyOn(servicesOf(t.app).orders, 'confirmPayment')
      .mockRejectedValueOnce(new Error('database went away'))
      .mockResolvedValueOnce(null);
    const failed = await deliver(payload);
    expect(failed.statusCode).toBe(500);
    expect(failed.json().error).toEqual({ code: 'INTERNAL', message: 'Something went wrong on our side.' });
    expect(await rowsOf(JSON.parse(payload).id)).toHaveLength(0);

    expect((await deliver(payload)).statusCode).toBe(200);
    expect(await rowsOf(JSON.parse(payload).id)).toHaveLength(1);
    expect(spy).toHaveBeenCalledTimes(2);
  });

  it.skipIf(!process.env.DATABASE_URL)(
    'answers a clean 503 when the connection dies as the order is marked paid, and leaves the event unrecorded so the retry pays it (PostgreSQL)',
    async () => {
      const { customer, order, paymentIntentId, orderUrl } = await orderPaidAtStripe();
      const payload = event('payment_intent.succeeded', { id: paymentIntentId });

      await dieOn(t.app, 'orders', `new.order_id = '${order.orderId}' and new.status = 'PAID'`, async () => {
        expectUnavailable(await deliver(payload));
      });
      expect(await rowsOf(JSON.parse(payload).id)).toHaveLength(0);
      expect((await t.app.inject({ url: orderUrl, headers: customer.auth })).json().order.status).toBe('IN_PROGRESS');

      // Stripe delivers again: this time it is handled.
      expect((await deliver(payload)).statusCode).toBe(200);
      expect((await t.app.inject({ url: orderUrl, headers: customer.auth })).json().order.status).toBe('PAID');
    },
  );

  it('records events it does not act on, without asking the orders service', async () => {
    const spy = vi.spyOn(servicesOf(t.app).orders, 'confirmPayment');
    const payload = event('payment_intent.payment_failed', { id: 'pi_failed' });
    expect((await deliver(payload)).statusCode).toBe(200);
    expect(await rowsOf(JSON.parse(payload).id)).toMatchObject([{ type: 'payment_intent.payment_failed' }]);
    expect(spy).not.toHaveBeenCalled();
  });

  describe('charge.refunded: a refund made in Stripe’s dashboard', () => {
    /** A paid order of 2 units from a product with 5 in stock (3 left), paid through the webhook. */
    async function paidOrder() {
      const customer = await createUser(t.app);
      const { vendor, product } = await createVenue(t.app, { trackQuantity: true, quantityAvailable: 5 });
      const created = await placeOrderOf(t.app, customer, product, 2);
      const { order, paymentIntentId } = created.json() as {
        order: { orderId: string; total: string };
        paymentIntentId: string;
      };
      const intent = t.stripe.intents.get(paymentIntentId);
      if (intent) intent.status = 'succeeded';
      expect((await deliver(event('payment_intent.succeeded', { id: paymentIntentId }))).statusCode).toBe(200);
      const orderUrl = endpointPath(getOrder, { userId: customer.userId, orderId: order.orderId });
      const read = async () => (await t.app.inject({ url: orderUrl, headers: customer.auth })).json().order;
      expect((await read()).status).toBe('PAID');
      const stockLeft = async () =>
        (await t.database.db.select().from(products).where(eq(products.productId, product.productId)))[0]
          ?.quantityAvailable;
      expect(await stockLeft()).toBe(3);
      const amount = intent?.amount ?? 0;
      return { customer, vendor, order, paymentIntentId, read, stockLeft, amount };
    }

    const chargeRefunded = (
      paymentIntentId: string,
      amount: number,
      amountRefunded = amount,
      refundId = `re_${newId(12)}`,
    ) =>
      event('charge.refunded', {
        id: `ch_${newId(12)}`,
        object: 'charge',
        payment_intent: paymentIntentId,
        amount,
        amount_refunded: amountRefunded,
        refunded: amountRefunded >= amount,
        refunds: { object: 'list', data: [{ id: refundId, object: 'refund', amount: amountRefunded, created: 1 }] },
      });

    const refundsOf = (orderId: string) => t.database.db.select().from(refunds).where(eq(refunds.orderId, orderId));
    const auditsOf = (orderId: string) => t.database.db.select().from(auditLog).where(eq(auditLog.entityId, orderId));

    it('refunds the order once: SUCCEEDED as the provider’s, REFUNDED, stock back; a replay and a second event change nothing', async () => {
      const { order, paymentIntentId, read, stockLeft, amount } = await paidOrder();
      const refunded = chargeRefunded(paymentIntentId, amount, amount, 're_dashboard_1');

      expect((await deliver(refunded)).statusCode).toBe(200);
      const after = await read();
      expect(after.status).toBe('REFUNDED');
      expect(await stockLeft()).toBe(5);
      expect(await refundsOf(order.orderId)).toMatchObject([
        {
          status: 'SUCCEEDED',
          amountCents: amount,
          providerRefundId: 're_dashboard_1',
          createdBy: 'provider',
          reason: 'REFUNDED_AT_PROVIDER',
        },
      ]);
      expect((await auditsOf(order.orderId)).filter((row) => row.action === 'order.refund')).toHaveLength(1);

      // Delivered again, and together; and Stripe's later event for the same charge (another event id).
      await Promise.all([deliver(refunded), deliver(refunded)]);
      expect((await deliver(chargeRefunded(paymentIntentId, amount))).statusCode).toBe(200);
      expect(await refundsOf(order.orderId)).toHaveLength(1);
      expect((await auditsOf(order.orderId)).filter((row) => row.action === 'order.refund')).toHaveLength(1);
      expect(await stockLeft()).toBe(5);
      // Nothing was sent to Stripe: the money is back already.
      expect(t.stripe.requests.filter((request) => request.path === '/v1/refunds')).toHaveLength(0);
    });

    it('is our own staff refund reported back: the order keeps its one refund', async () => {
      const { vendor, order, paymentIntentId, read, stockLeft, amount } = await paidOrder();
      const staff = await createStaff(t.app, vendor.vendorId);
      const byStaff = await t.app.inject({
        method: 'PUT',
        url: endpointPath(refundOrder, { userId: 'staff-placeholder', orderId: order.orderId }),
        headers: staff.auth,
        payload: { refundReason: 'NONE_PROVIDED' },
      });
      expect(byStaff.json().order.status).toBe('REFUNDED');
      expect((await deliver(chargeRefunded(paymentIntentId, amount))).statusCode).toBe(200);
      expect((await read()).status).toBe('REFUNDED');
      expect(await refundsOf(order.orderId)).toMatchObject([{ status: 'SUCCEEDED', createdBy: staff.userId }]);
      expect(await stockLeft()).toBe(5);
    });

    it('leaves the order paid on a partial refund (not modelled), and logs it at warn', async () => {
      const { order, paymentIntentId, read, amount } = await paidOrder();
      const warn = vi.spyOn(t.app.log, 'warn');
      expect((await deliver(chargeRefunded(paymentIntentId, amount, 1))).statusCode).toBe(200);
      expect((await read()).status).toBe('PAID');
      expect(await refundsOf(order.orderId)).toHaveLength(0);
      expect(warn).toHaveBeenCalledWith(
        expect.objectContaining({ event: 'stripe_partial_refund_not_applied' }),
        expect.any(String),
      );
    });

    it('refunds an order Stripe took the money for before we marked it paid: it is never marked paid afterwards', async () => {
      const { customer, order, paymentIntentId, orderUrl } = await orderPaidAtStripe();
      const amount = t.stripe.intents.get(paymentIntentId)?.amount ?? 0;
      expect((await deliver(chargeRefunded(paymentIntentId, amount))).statusCode).toBe(200);
      expect((await t.app.inject({ url: orderUrl, headers: customer.auth })).json().order.status).toBe('REFUNDED');
      const markPaid = await t.app.inject({
        method: 'PUT',
        url: endpointPath(markOrderPaid, { userId: customer.userId, orderId: order.orderId }),
        headers: customer.auth,
      });
      expect(markPaid.json().order?.status ?? markPaid.json().error?.code).not.toBe('PAID');
      expect((await t.app.inject({ url: orderUrl, headers: customer.auth })).json().order.status).toBe('REFUNDED');
    });
  });

  describe('payment_intent.payment_failed', () => {
    const failures = async (reason: string) =>
      (await servicesOf(t.app).metrics.paymentFailures.get()).values.find(
        (v) => v.labels.operation === 'payment' && v.labels.reason === reason,
      )?.value ?? 0;

    it('leaves the order unpaid, and counts and logs a declined card', async () => {
      const customer = await createUser(t.app);
      const { product } = await createVenue(t.app);
      const created = await placeOrderOf(t.app, customer, product);
      const { order, paymentIntentId } = created.json();
      const before = await failures('PAYMENT_DECLINED');
      const info = vi.spyOn(t.app.log, 'info');
      const failed = event('payment_intent.payment_failed', {
        id: paymentIntentId,
        object: 'payment_intent',
        status: 'requires_payment_method',
        last_payment_error: { type: 'card_error', code: 'card_declined', decline_code: 'insufficient_funds' },
      });
      expect((await deliver(failed)).statusCode).toBe(200);
      expect((await deliver(failed)).statusCode).toBe(200);
      const orderUrl = endpointPath(getOrder, { userId: customer.userId, orderId: order.orderId });
      expect((await t.app.inject({ url: orderUrl, headers: customer.auth })).json().order.status).toBe('IN_PROGRESS');
      // Counted once: the replay is recognised.
      expect(await failures('PAYMENT_DECLINED')).toBe(before + 1);
      expect(info).toHaveBeenCalledWith(
        expect.objectContaining({ event: 'stripe_payment_failed', paymentIntentId, code: 'insufficient_funds' }),
        expect.any(String),
      );
    });

    it('counts a failure that is not a decline by its code', async () => {
      const before = await failures('processing_error');
      const failed = event('payment_intent.payment_failed', {
        id: 'pi_processing',
        last_payment_error: { type: 'api_error', code: 'processing_error' },
      });
      expect((await deliver(failed)).statusCode).toBe(200);
      expect(await failures('processing_error')).toBe(before + 1);
    });
  });
});
