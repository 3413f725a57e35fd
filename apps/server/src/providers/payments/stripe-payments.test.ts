import Stripe from 'stripe';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type FakeStripe, STRIPE_ATTEMPTS, startFakeStripe } from '../../../test/fake-stripe.js';
import { isTemporaryDatabaseError } from '../../db/db-errors.js';
import { AppError } from '../../lib/app-error.js';
import { createStripePayments, STRIPE_API_VERSION } from './stripe-payments.js';
import { parseStripeWebhook, stripeSignatureHeader } from './stripe-webhook.js';

const keys = { secretKey: 'sk_test_123', publishableKey: 'pk_test_123', webhookSecret: 'whsec_test_123' };
const failed = { code: 'PROVIDER_FAILED', message: 'The payment service is not answering. Please try again.' };

describe('Stripe payment provider', () => {
  let stripe: FakeStripe;
  const provider = () => createStripePayments({ ...keys, apiBaseUrl: stripe.baseUrl });

  beforeAll(async () => {
    stripe = await startFakeStripe();
  });
  afterAll(async () => stripe.close());
  beforeEach(() => stripe.reset());

  it('creates an intent: form-encoded POST with the secret key, the idempotency key and a pinned version', async () => {
    const intent = await provider().createIntent({
      amountCents: 1234,
      idempotencyKey: 'order:ABC:create',
      metadata: { orderId: 'ABC', userId: 'U1' },
    });
    expect(stripe.requests).toHaveLength(1);
    const [request] = stripe.requests;
    expect(request).toMatchObject({ method: 'POST', path: '/v1/payment_intents' });
    expect(request?.headers).toMatchObject({
      authorization: 'Bearer sk_test_123',
      'idempotency-key': 'order:ABC:create',
      'stripe-version': STRIPE_API_VERSION,
      'content-type': 'application/x-www-form-urlencoded',
    });
    expect(request?.form).toEqual({
      amount: '1234',
      currency: 'usd',
      'automatic_payment_methods[enabled]': 'true',
      'metadata[orderId]': 'ABC',
      'metadata[userId]': 'U1',
    });
    expect(intent).toEqual({
      id: 'pi_test_1',
      clientSecret: 'pi_test_1_secret_abc',
      amountCents: 1234,
      currency: 'usd',
      status: 'requires_payment_method',
      metadata: { orderId: 'ABC', userId: 'U1' },
    });
  });

  it('changes an amount with a keyed POST and reads an intent with a plain GET', async () => {
    stripe.addIntent('pi_amount', { amount: 500 });
    const changed = await provider().updateIntentAmount({
      paymentIntentId: 'pi_amount',
      amountCents: 750,
      idempotencyKey: 'order:ABC:amount:750:v1',
    });
    expect(changed.amountCents).toBe(750);
    const read = await provider().retrieveIntent('pi_amount');
    expect(read.amountCents).toBe(750);

    const [update, get] = stripe.requests;
    expect(update).toMatchObject({ method: 'POST', path: '/v1/payment_intents/pi_amount', form: { amount: '750' } });
    expect(update?.headers['idempotency-key']).toBe('order:ABC:amount:750:v1');
    expect(get).toMatchObject({ method: 'GET', path: '/v1/payment_intents/pi_amount', form: {} });
    expect(get?.headers.authorization).toBe('Bearer sk_test_123');
    expect(get?.headers['stripe-version']).toBe(STRIPE_API_VERSION);
    expect(get?.headers['idempotency-key']).toBeUndefined();
  });

  it.each([
    ['requires_payment_method', 'requires_payment_method'],
    ['requires_confirmation', 'requires_payment_method'],
    ['requires_action', 'requires_payment_method'],
    ['processing', 'processing'],
    ['requires_capture', 'processing'],
    ['succeeded', 'succeeded'],
    ['canceled', 'canceled'],
  ])('reads Stripe’s %s as %s', async (stripeStatus, ours) => {
    stripe.addIntent(`pi_${stripeStatus}`, { status: stripeStatus });
    expect((await provider().retrieveIntent(`pi_${stripeStatus}`)).status).toBe(ours);
  });

  it('refuses a status it does not know rather than guess', async () => {
    stripe.addIntent('pi_weird', { status: 'requires_magic' });
    await expect(provider().retrieveIntent('pi_weird')).rejects.toMatchObject(failed);
  });

  it('refunds with the intent, the amount and the idempotency key', async () => {
    const { refundId } = await provider().refund({
      paymentIntentId: 'pi_paid',
      amountCents: 1992,
      idempotencyKey: 'order:ABC:refund',
    });
    expect(refundId).toMatch(/^re_test_/);
    expect(stripe.requests[0]).toMatchObject({
      method: 'POST',
      path: '/v1/refunds',
      form: { payment_intent: 'pi_paid', amount: '1992' },
    });
    expect(stripe.requests[0]?.headers['idempotency-key']).toBe('order:ABC:refund');
  });

  it('treats a failed refund as a failure', async () => {
    stripe.setRefundStatus('failed');
    await expect(
      provider().refund({ paymentIntentId: 'pi_paid', amountCents: 100, idempotencyKey: 'k' }),
    ).rejects.toMatchObject(failed);
  });

  it.each([400, 401, 402, 404, 429, 500, 503])(
    'turns a %i from Stripe into PROVIDER_FAILED without its details',
    async (status) => {
      // As often as the SDK sends it: a 5xx is retried.
      stripe.failNext(
        status,
        { error: { type: 'invalid_request_error', code: 'secret_detail', message: 'No such key sk_test_123' } },
        STRIPE_ATTEMPTS,
      );
      const error = await provider()
        .createIntent({ amountCents: 100, idempotencyKey: 'k', metadata: {} })
        .catch((thrown: unknown) => thrown);
      expect(error).toBeInstanceOf(AppError);
      expect(error).toMatchObject(failed);
      expect((error as AppError).details).toBeUndefined();
      // What happened is kept for the log, not for the caller.
      expect(String((error as AppError).cause)).toContain(`${status} (invalid_request_error/secret_detail)`);
    },
  );

  it('turns an unreachable Stripe into PROVIDER_FAILED', async () => {
    const down = createStripePayments({ ...keys, apiBaseUrl: 'http://127.0.0.1:1' });
    await expect(down.retrieveIntent('pi_1')).rejects.toMatchObject(failed);
  });

  it('turns a connection reset on the way into PROVIDER_FAILED, which is not read as the database being away', async () => {
    stripe.resetNext(3 * STRIPE_ATTEMPTS);
    for (const call of [
      () => provider().createIntent({ amountCents: 1000, idempotencyKey: 'k1', metadata: {} }),
      () => provider().retrieveIntent('pi_1'),
      () => provider().refund({ paymentIntentId: 'pi_1', amountCents: 1000, idempotencyKey: 'k2' }),
    ]) {
      const error = await call().catch((thrown: unknown) => thrown);
      expect(error).toMatchObject(failed);
      // The socket error is kept for the log…
      expect(JSON.stringify((error as AppError).cause, ['message', 'cause', 'code'])).toContain('ECONNRESET');
      // …and is the provider's, not the database's.
      expect(isTemporaryDatabaseError(error)).toBe(false);
    }
  });

  it('sends a call again after a 500, under the same idempotency key: one intent is created', async () => {
    stripe.failNext(500);
    const intent = await provider().createIntent({
      amountCents: 1500,
      idempotencyKey: 'order:RETRY:create',
      metadata: { orderId: 'RETRY' },
    });
    expect(intent).toMatchObject({ amountCents: 1500, status: 'requires_payment_method' });
    expect(stripe.requests.map((request) => `${request.method} ${request.path}`)).toEqual([
      'POST /v1/payment_intents',
      'POST /v1/payment_intents',
    ]);
    expect(stripe.requests.map((request) => request.headers['idempotency-key'])).toEqual([
      'order:RETRY:create',
      'order:RETRY:create',
    ]);
    expect([...stripe.intents.values()].filter((one) => one.metadata.orderId === 'RETRY')).toHaveLength(1);
  });

  it('asks for the SDK’s own API version, not the 2024 one the hand-written client pinned', () => {
    expect(STRIPE_API_VERSION).toBe(Stripe.API_VERSION);
    expect(STRIPE_API_VERSION).not.toBe('2024-06-20');
  });

  it('turns an unreadable answer into PROVIDER_FAILED', async () => {
    stripe.failNext(200, { hello: 'world' });
    await expect(provider().retrieveIntent('pi_1')).rejects.toMatchObject(failed);
  });

  it('tells the browser it is Stripe, with the publishable key', () => {
    expect(provider().publicConfig()).toEqual({ provider: 'stripe', publishableKey: 'pk_test_123' });
  });
});

describe('Stripe webhook signatures', () => {
  const secret = 'whsec_test_123';
  const now = new Date('2026-05-15T12:00:00Z');
  const t = Math.floor(now.getTime() / 1000);
  const body = Buffer.from(
    JSON.stringify({ id: 'evt_1', type: 'payment_intent.succeeded', data: { object: { id: 'pi_1' } } }),
  );
  const parse = (rawBody: Buffer, signatureHeader: string | undefined, at = now) =>
    parseStripeWebhook({ rawBody, signatureHeader, secret, now: at });

  it('reads a correctly signed event', () => {
    expect(parse(body, stripeSignatureHeader(body, secret, t))).toEqual({
      id: 'evt_1',
      type: 'payment_intent.succeeded',
      paymentIntentId: 'pi_1',
    });
  });

  it('accepts any of several v1 signatures (Stripe sends two while a secret is rolled)', () => {
    const good = stripeSignatureHeader(body, secret, t).split(',')[1];
    expect(parse(body, `t=${t},v1=${'0'.repeat(64)},${good}`).id).toBe('evt_1');
  });

  it.each([
    ['no header', undefined],
    ['another secret', stripeSignatureHeader(body, 'whsec_other', t)],
    ['no timestamp', `v1=${stripeSignatureHeader(body, secret, t).split('v1=')[1]}`],
    ['only a v0 signature', `t=${t},v0=${stripeSignatureHeader(body, secret, t).split('v1=')[1]}`],
    ['garbage', 'hello'],
  ])('refuses %s', (_, header) => {
    expect(() => parse(body, header)).toThrow(expect.objectContaining({ code: 'VALIDATION_FAILED' }));
  });

  it('refuses a body changed after signing', () => {
    const tampered = Buffer.from(body.toString().replace('pi_1', 'pi_2'));
    expect(() => parse(tampered, stripeSignatureHeader(body, secret, t))).toThrow(/not valid/);
  });

  it('refuses a timestamp more than 300 s away, and accepts one within', () => {
    expect(() => parse(body, stripeSignatureHeader(body, secret, t - 301))).toThrow(/tolerance/);
    expect(() => parse(body, stripeSignatureHeader(body, secret, t + 301))).toThrow(/tolerance/);
    expect(parse(body, stripeSignatureHeader(body, secret, t - 299)).id).toBe('evt_1');
  });

  it('reads the intent of a charge event, and calls unknown types other', () => {
    const refunded = Buffer.from(
      JSON.stringify({
        id: 'evt_2',
        type: 'charge.refunded',
        data: { object: { id: 'ch_1', payment_intent: 'pi_9' } },
      }),
    );
    expect(parse(refunded, stripeSignatureHeader(refunded, secret, t))).toEqual({
      id: 'evt_2',
      type: 'charge.refunded',
      paymentIntentId: 'pi_9',
    });
    const created = Buffer.from(
      JSON.stringify({ id: 'evt_3', type: 'payment_intent.created', data: { object: { id: 'pi_3' } } }),
    );
    expect(parse(created, stripeSignatureHeader(created, secret, t)).type).toBe('other');
  });
});
