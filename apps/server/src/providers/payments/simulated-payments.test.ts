import {
  cardMessages,
  confirmSimulatedPayment,
  endpointPath,
  getOrder,
  getPaymentConfig,
  receiveStripeWebhook,
  SIMULATED_TEST_CARDS,
} from '@queueless/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, createVenue, placeOrderOf } from '../../../test/factories.js';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import { paymentIntents, simulatedRefunds } from '../../db/schema.js';
import { newId } from '../../lib/ids.js';
import { servicesOf } from '../../services.js';
import type { PaymentProvider } from './payments.js';

/** Fixed "now" for the expiry checks: May 2026. */
const NOW = new Date('2026-05-15T12:00:00Z');

const card = (overrides: Record<string, unknown> = {}) => ({
  type: 'card',
  cardholderName: 'Ada Lovelace',
  cardNumber: '4242 4242 4242 4242',
  expMonth: 12,
  expYear: 2030,
  cvc: '123',
  postalCode: '90012',
  ...overrides,
});

describe('simulated payment provider', () => {
  let t: TestApp;
  let payments: PaymentProvider;

  beforeAll(async () => {
    t = await createTestApp({ overrides: { clock: () => NOW } });
    payments = servicesOf(t.app).payments;
  });
  afterAll(async () => t.close());

  const newIntent = (amountCents = 1234) =>
    payments.createIntent({ amountCents, idempotencyKey: `test:${newId(12)}`, metadata: { orderId: newId() } });

  const confirm = (paymentIntentId: string, body: { clientSecret: string; paymentMethod: unknown }) =>
    t.app.inject({
      method: 'POST',
      url: endpointPath(confirmSimulatedPayment, { paymentIntentId }),
      payload: body,
    });

  it('tells the browser payments are simulated', async () => {
    const response = await t.app.inject({ url: getPaymentConfig.path });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ provider: 'simulated', publishableKey: null });
  });

  it('goes through Stripe’s life cycle: created, amount changed, paid, then fixed', async () => {
    const created = await payments.createIntent({
      amountCents: 1000,
      idempotencyKey: `test:${newId(12)}`,
      metadata: { orderId: 'ORDER1', userId: 'U1' },
    });
    // Stored as a JSON object (not a string holding JSON, which reads back the same through Drizzle).
    const [stored] = await t.database.query<{ kind: string }>(
      'SELECT jsonb_typeof(metadata) AS kind FROM payment_intents WHERE payment_intent_id = $1',
      [created.id],
    );
    expect(stored?.kind).toBe('object');
    expect(created).toMatchObject({
      amountCents: 1000,
      currency: 'usd',
      status: 'requires_payment_method',
      metadata: { orderId: 'ORDER1', userId: 'U1' },
    });
    expect(created.id).toMatch(/^pi_sim_[A-Z0-9]{24}$/);
    expect(created.clientSecret).toMatch(new RegExp(`^${created.id}_secret_[\\w-]{43}$`));

    const changed = await payments.updateIntentAmount({
      paymentIntentId: created.id,
      amountCents: 1234,
      idempotencyKey: 'unused',
    });
    expect(changed).toMatchObject({ id: created.id, amountCents: 1234, status: 'requires_payment_method' });

    const paid = await confirm(created.id, { clientSecret: created.clientSecret, paymentMethod: card() });
    expect(paid.statusCode).toBe(200);
    expect(paid.json()).toEqual({ paymentIntent: { id: created.id, status: 'succeeded', amount: '12.34' } });
    expect(await payments.retrieveIntent(created.id)).toMatchObject({ status: 'succeeded', amountCents: 1234 });

    // A paid intent's amount stays; asking for the amount it already has is harmless.
    await expect(
      payments.updateIntentAmount({ paymentIntentId: created.id, amountCents: 999, idempotencyKey: 'x' }),
    ).rejects.toMatchObject({ code: 'CONFLICT' });
    expect(
      (await payments.updateIntentAmount({ paymentIntentId: created.id, amountCents: 1234, idempotencyKey: 'y' }))
        .amountCents,
    ).toBe(1234);

    // Confirming again answers the intent unchanged, whatever card is sent.
    const again = await confirm(created.id, {
      clientSecret: created.clientSecret,
      paymentMethod: card({ cardNumber: SIMULATED_TEST_CARDS.declined }),
    });
    expect(again.statusCode).toBe(200);
    expect(again.json().paymentIntent).toEqual({ id: created.id, status: 'succeeded', amount: '12.34' });
  });

  it('answers the same intent for the same idempotency key, also when asked at once', async () => {
    const idempotencyKey = `test:${newId(12)}`;
    const ask = () => payments.createIntent({ amountCents: 700, idempotencyKey, metadata: {} });
    const answers = await Promise.all([ask(), ask(), ask(), ask(), ask()]);
    expect(new Set(answers.map((intent) => intent.id)).size).toBe(1);
    expect(new Set(answers.map((intent) => intent.clientSecret)).size).toBe(1);
    const rows = await t.database.db
      .select()
      .from(paymentIntents)
      .where(eq(paymentIntents.idempotencyKey, idempotencyKey));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.provider).toBe('simulated');
    const other = await payments.createIntent({
      amountCents: 700,
      idempotencyKey: `${idempotencyKey}-2`,
      metadata: {},
    });
    expect(other.id).not.toBe(answers[0]?.id);
  });

  it('declines the decline test card with 402 and leaves the intent payable', async () => {
    const intent = await newIntent();
    const declined = await confirm(intent.id, {
      clientSecret: intent.clientSecret,
      paymentMethod: card({ cardNumber: '4000 0000 0000 0002' }),
    });
    expect(declined.statusCode).toBe(402);
    expect(declined.json().error).toEqual({ code: 'PAYMENT_DECLINED', message: 'Your card was declined.' });
    const [row] = await t.database.db
      .select()
      .from(paymentIntents)
      .where(eq(paymentIntents.paymentIntentId, intent.id));
    expect(row).toMatchObject({ status: 'requires_payment_method', lastError: 'card_declined' });

    const paid = await confirm(intent.id, { clientSecret: intent.clientSecret, paymentMethod: card() });
    expect(paid.json().paymentIntent.status).toBe('succeeded');
    const [after] = await t.database.db
      .select()
      .from(paymentIntents)
      .where(eq(paymentIntents.paymentIntentId, intent.id));
    expect(after?.lastError).toBeNull();
  });

  it('pays with the wallet button, with or without a payer name', async () => {
    for (const paymentMethod of [{ type: 'wallet' }, { type: 'wallet', payerName: 'Ada Lovelace' }]) {
      const intent = await newIntent(50);
      const paid = await confirm(intent.id, { clientSecret: intent.clientSecret, paymentMethod });
      expect(paid.statusCode).toBe(200);
      expect(paid.json().paymentIntent).toEqual({ id: intent.id, status: 'succeeded', amount: '0.50' });
    }
  });

  it.each([
    ['a Mastercard', { cardNumber: '5555 5555 5555 4444' }],
    ['an Amex with a four-digit CVC', { cardNumber: '3782 822463 10005', cvc: '1234' }],
    ['a card expiring this month', { expMonth: 5, expYear: 2026 }],
    ['a two-digit expiry year', { expYear: 27 }],
    ['a short ZIP', { postalCode: '123' }],
  ])('accepts %s', async (_, overrides) => {
    const intent = await newIntent();
    const paid = await confirm(intent.id, { clientSecret: intent.clientSecret, paymentMethod: card(overrides) });
    expect(paid.statusCode).toBe(200);
    expect(paid.json().paymentIntent.status).toBe('succeeded');
  });

  it.each([
    [
      'a number failing the Luhn check',
      { cardNumber: '4242 4242 4242 4241' },
      'cardNumber',
      cardMessages.numberInvalid,
    ],
    ['a short number', { cardNumber: '4242 4242' }, 'cardNumber', cardMessages.numberIncomplete],
    ['letters in the number', { cardNumber: '4242-abcd-4242-4242' }, 'cardNumber', cardMessages.numberIncomplete],
    ['an expiry last month', { expMonth: 4, expYear: 2026 }, 'expYear', cardMessages.expiryInPast],
    ['an expiry last year', { expMonth: 12, expYear: 2025 }, 'expYear', cardMessages.expiryInPast],
    ['month 13', { expMonth: 13 }, 'expMonth', cardMessages.expiryInvalid],
    ['a two-digit CVC', { cvc: '12' }, 'cvc', cardMessages.cvcIncomplete],
    ['a five-digit CVC', { cvc: '12345' }, 'cvc', cardMessages.cvcIncomplete],
    ['a six-digit ZIP', { postalCode: '900123' }, 'postalCode', cardMessages.postalCodeInvalid],
    ['letters in the ZIP', { postalCode: 'SW1A' }, 'postalCode', cardMessages.postalCodeInvalid],
    ['no ZIP', { postalCode: '' }, 'postalCode', cardMessages.postalCodeRequired],
    ['no cardholder name', { cardholderName: '   ' }, 'cardholderName', cardMessages.cardholderNameRequired],
    ['a missing cardholder name', { cardholderName: undefined }, 'cardholderName', cardMessages.cardholderNameRequired],
  ])('refuses %s with 400 and says which field', async (_, overrides, field, message) => {
    const intent = await newIntent();
    const refused = await confirm(intent.id, { clientSecret: intent.clientSecret, paymentMethod: card(overrides) });
    expect(refused.statusCode).toBe(400);
    const { error } = refused.json();
    expect(error.code).toBe('VALIDATION_FAILED');
    expect(error.details).toContainEqual({ field: `body.paymentMethod.${field}`, message });
    expect((await payments.retrieveIntent(intent.id)).status).toBe('requires_payment_method');
  });

  it('checks an expired decline card before declining it, as Stripe does', async () => {
    const intent = await newIntent();
    const refused = await confirm(intent.id, {
      clientSecret: intent.clientSecret,
      paymentMethod: card({ cardNumber: SIMULATED_TEST_CARDS.declined, expYear: 2020 }),
    });
    expect(refused.statusCode).toBe(400);
  });

  it('needs the intent’s own client secret, and answers an unknown intent the same way', async () => {
    const intent = await newIntent();
    const other = await newIntent();
    for (const [id, clientSecret] of [
      [intent.id, `${intent.id}_secret_wrong`],
      [intent.id, other.clientSecret],
      ['pi_sim_UNKNOWN', intent.clientSecret],
    ] as const) {
      const refused = await confirm(id, { clientSecret, paymentMethod: card() });
      expect(refused.statusCode).toBe(404);
      expect(refused.json().error).toEqual({ code: 'NOT_FOUND', message: 'Payment not found.' });
    }
    expect((await payments.retrieveIntent(intent.id)).status).toBe('requires_payment_method');
    await expect(payments.retrieveIntent('pi_sim_UNKNOWN')).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });

  it('pays an intent once when the same confirm arrives many times at once', async () => {
    const intent = await newIntent();
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => confirm(intent.id, { clientSecret: intent.clientSecret, paymentMethod: card() })),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(8).fill(200));
    expect(answers.every((answer) => answer.json().paymentIntent.status === 'succeeded')).toBe(true);
  });

  describe('refunds', () => {
    const pay = async (amountCents = 1234) => {
      const intent = await newIntent(amountCents);
      await confirm(intent.id, { clientSecret: intent.clientSecret, paymentMethod: { type: 'wallet' } });
      return intent;
    };
    const refundsOf = (paymentIntentId: string) =>
      t.database.db.select().from(simulatedRefunds).where(eq(simulatedRefunds.paymentIntentId, paymentIntentId));

    it('refuses to refund an intent that was not paid', async () => {
      const intent = await newIntent();
      await expect(
        payments.refund({ paymentIntentId: intent.id, amountCents: 1234, idempotencyKey: `r:${intent.id}` }),
      ).rejects.toMatchObject({ code: 'CONFLICT' });
      await expect(
        payments.refund({ paymentIntentId: 'pi_sim_UNKNOWN', amountCents: 1, idempotencyKey: 'r:unknown' }),
      ).rejects.toMatchObject({ code: 'NOT_FOUND' });
    });

    it('refunds once per key: a repeat answers the first refund', async () => {
      const intent = await pay();
      const input = { paymentIntentId: intent.id, amountCents: 1234, idempotencyKey: `r:${intent.id}` };
      const first = await payments.refund(input);
      expect(first.refundId).toMatch(/^re_sim_[A-Z0-9]{24}$/);
      expect(await payments.refund(input)).toEqual(first);
      expect(await refundsOf(intent.id)).toHaveLength(1);
    });

    it('never returns more than was paid, also to many keys at once', async () => {
      const intent = await pay(1000);
      const results = await Promise.allSettled(
        Array.from({ length: 6 }, (_, i) =>
          payments.refund({ paymentIntentId: intent.id, amountCents: 1000, idempotencyKey: `r:${intent.id}:${i}` }),
        ),
      );
      expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
      expect(results.filter((result) => result.status === 'rejected')).toHaveLength(5);
      expect(await refundsOf(intent.id)).toHaveLength(1);
    });

    it('adds partial refunds up to the amount paid', async () => {
      const intent = await pay(1000);
      const refund = (amountCents: number, key: string) =>
        payments.refund({ paymentIntentId: intent.id, amountCents, idempotencyKey: `r:${intent.id}:${key}` });
      await refund(600, 'a');
      await expect(refund(500, 'b')).rejects.toMatchObject({ code: 'CONFLICT' });
      await refund(400, 'c');
      expect((await refundsOf(intent.id)).reduce((sum, row) => sum + row.amountCents, 0)).toBe(1000);
    });

    it('refuses a key already used for another intent', async () => {
      const first = await pay();
      const second = await pay();
      const idempotencyKey = `r:shared:${first.id}`;
      await payments.refund({ paymentIntentId: first.id, amountCents: 1234, idempotencyKey });
      await expect(
        payments.refund({ paymentIntentId: second.id, amountCents: 1234, idempotencyKey }),
      ).rejects.toMatchObject({ code: 'CONFLICT' });
    });
  });

  it('has no webhooks: parseWebhook throws and there is no Stripe webhook route', async () => {
    expect(() => payments.parseWebhook(Buffer.from('{}'), 't=1,v1=x')).toThrow();
    const response = await t.app.inject({
      method: 'POST',
      url: receiveStripeWebhook.path,
      payload: { id: 'evt_1' },
    });
    expect(response.statusCode).toBe(404);
  });

  it('marks the order it pays PAID, as Stripe’s webhook would', async () => {
    const customer = await createUser(t.app);
    const { product } = await createVenue(t.app);
    const created = await placeOrderOf(t.app, customer, product);
    expect(created.statusCode).toBe(201);
    const { order, paymentIntentId, clientSecret } = created.json();
    expect(paymentIntentId).toMatch(/^pi_sim_/);

    const paid = await confirm(paymentIntentId, { clientSecret, paymentMethod: card() });
    expect(paid.json().paymentIntent).toEqual({ id: paymentIntentId, status: 'succeeded', amount: order.totalAmount });
    const read = await t.app.inject({
      url: endpointPath(getOrder, { userId: customer.userId, orderId: order.orderId }),
      headers: customer.auth,
    });
    expect(read.json().order.status).toBe('PAID');
  });
});
