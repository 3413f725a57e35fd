import { confirmSimulatedPayment, endpointPath, getOrder } from '@queueless/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, createVenue, placeOrderOf, type TestUser } from '../../../test/factories.js';
import { createTestApp, type TestApp } from '../../../test/harness.js';

/** The simulated confirm answers the order it paid, so the browser needs no mark-paid call. */
describe(`${confirmSimulatedPayment.method} ${confirmSimulatedPayment.path}`, () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t?.close());

  async function placeOne(customer: TestUser) {
    const { product } = await createVenue(t.app);
    const response = await placeOrderOf(t.app, customer, product);
    expect(response.statusCode).toBe(201);
    return response.json() as { order: { orderId: string }; paymentIntentId: string; clientSecret: string };
  }

  const confirm = (placed: { paymentIntentId: string; clientSecret: string }, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: 'POST',
      url: endpointPath(confirmSimulatedPayment, { paymentIntentId: placed.paymentIntentId }),
      headers,
      payload: { clientSecret: placed.clientSecret, paymentMethod: { type: 'wallet' } },
    });

  it('answers the paid order, as its GET does, for the customer who pays', async () => {
    const customer = await createUser(t.app);
    const placed = await placeOne(customer);

    const response = await confirm(placed, customer.auth);

    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.paymentIntent.status).toBe('succeeded');
    expect(body.order).toMatchObject({ orderId: placed.order.orderId, status: 'PAID' });
    const read = await t.app.inject({
      method: 'GET',
      url: endpointPath(getOrder, { userId: customer.userId, orderId: placed.order.orderId }),
      headers: customer.auth,
    });
    expect(body.order).toEqual(read.json().order);
  });

  it('leaves the order out for a caller who may not see it, and still pays', async () => {
    const customer = await createUser(t.app);
    const stranger = await createUser(t.app);
    const placed = await placeOne(customer);

    const response = await confirm(placed, stranger.auth);

    expect(response.statusCode).toBe(200);
    expect(response.json().paymentIntent.status).toBe('succeeded');
    expect(response.json().order).toBeUndefined();
  });

  it('pays without a token (or with a stale one), answering no order', async () => {
    const customer = await createUser(t.app);
    const withoutToken = await confirm(await placeOne(customer));
    const staleToken = await confirm(await placeOne(customer), { authorization: 'Bearer not-a-token' });

    for (const response of [withoutToken, staleToken]) {
      expect(response.statusCode).toBe(200);
      expect(response.json().paymentIntent.status).toBe('succeeded');
      expect(response.json().order).toBeUndefined();
    }
  });
});
