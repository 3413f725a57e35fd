import { confirmSimulatedPayment, endpointPath, markOrderPaid } from '@queueless/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, createVenue, placeOrder, type TestUser } from '../../../test/factories.js';
import { createPeerApp, createTestApp, type TestApp } from '../../../test/harness.js';
import { orders, paymentIntents, products, refunds, simulatedRefunds } from '../../db/schema.js';
import { isSimulatedPayments, type SimulatedPayments } from '../../providers/payments/simulated-payments.js';
import { servicesOf } from '../../services.js';

const onPostgres = Boolean(process.env.DATABASE_URL);

/** A successful payment always ends as a paid order, and stock is never sold twice (decisions 035 and 036). */
describe('payments and stock stay consistent', () => {
  let t: TestApp;
  let simulated: SimulatedPayments;

  beforeAll(async () => {
    t = await createTestApp();
    const { payments } = servicesOf(t.app);
    if (!isSimulatedPayments(payments)) throw new Error('the test app pays with the simulated provider');
    simulated = payments;
  });
  afterAll(async () => t?.close());

  const db = () => t.app.database.db;

  async function stockOf(productId: string) {
    const [row] = await db()
      .select({ quantity: products.quantityAvailable })
      .from(products)
      .where(eq(products.productId, productId));
    return row?.quantity;
  }

  async function orderOf(orderId: string) {
    const [row] = await db().select().from(orders).where(eq(orders.orderId, orderId));
    return row!;
  }

  async function placeOne(customer: TestUser, vendorLocationId: string, productId: string, quantity = 1) {
    const response = await placeOrder(t.app, customer, { vendorLocationId, cartItems: [{ productId, quantity }] });
    expect(response.statusCode).toBe(201);
    return response.json() as { order: { orderId: string }; paymentIntentId: string; clientSecret: string };
  }

  const confirm = (placed: { paymentIntentId: string; clientSecret: string }) =>
    t.app.inject({
      method: 'POST',
      url: endpointPath(confirmSimulatedPayment, { paymentIntentId: placed.paymentIntentId }),
      payload: { clientSecret: placed.clientSecret, paymentMethod: { type: 'wallet' } },
    });

  it('confirming a simulated payment pays the order in the same step, without the browser', async () => {
    const customer = await createUser(t.app);
    const { location, product } = await createVenue(t.app, { trackQuantity: true, quantityAvailable: 5 });
    const placed = await placeOne(customer, location.vendorLocationId, product.productId, 2);

    expect((await confirm(placed)).statusCode).toBe(200);

    const order = await orderOf(placed.order.orderId);
    expect(order.status).toBe('PAID');
    expect(await stockOf(product.productId)).toBe(3);
  });

  it('a payment made while the process stopped before marking its order: the next start finishes it, once', async () => {
    const customer = await createUser(t.app);
    const { location, product } = await createVenue(t.app, { trackQuantity: true, quantityAvailable: 5 });
    const placed = await placeOne(customer, location.vendorLocationId, product.productId, 2);
    // The provider takes the payment; the process "stops" before the order is touched.
    await simulated.confirmIntent({
      paymentIntentId: placed.paymentIntentId,
      clientSecret: placed.clientSecret,
      paymentMethod: { type: 'wallet' },
    });
    expect((await orderOf(placed.order.orderId)).status).toBe('IN_PROGRESS');

    // Two processes start at once; each sweeps when it is ready.
    const [first, second] = await Promise.all([createPeerApp(t), createPeerApp(t)]);
    try {
      const order = await orderOf(placed.order.orderId);
      expect(order.status).toBe('PAID');
      expect(order.paidAt).not.toBeNull();
      expect(await stockOf(product.productId)).toBe(3);
      // Sweeping again changes nothing.
      expect(await servicesOf(first.app).orders.finishPaidOrders()).toBe(0);
      expect(await stockOf(product.productId)).toBe(3);
    } finally {
      await second.close();
      await first.close();
    }
  });

  it('refuses to charge for a sale the stock can no longer fill, in the menu’s words', async () => {
    const [early, late] = await Promise.all([createUser(t.app), createUser(t.app)]);
    const { location, product } = await createVenue(t.app, {
      name: 'Logo Cap',
      productType: 'MERCHANDISE',
      trackQuantity: true,
      quantityAvailable: 12,
    });
    // Both carts are priced while 12 are left; only the first payment can be filled.
    const first = await placeOne(early, location.vendorLocationId, product.productId, 10);
    const second = await placeOne(late, location.vendorLocationId, product.productId, 10);

    expect((await confirm(first)).statusCode).toBe(200);
    const refused = await confirm(second);

    expect(refused.statusCode).toBe(400);
    expect(refused.json().error).toMatchObject({ code: 'PRODUCT_SOLD_OUT', message: 'Only 2 of Logo Cap left.' });
    expect(await stockOf(product.productId)).toBe(2);
    expect((await orderOf(second.order.orderId)).status).toBe('IN_PROGRESS');
    const [intent] = await db()
      .select({ status: paymentIntents.status })
      .from(paymentIntents)
      .where(eq(paymentIntents.paymentIntentId, second.paymentIntentId));
    expect(intent?.status).toBe('requires_payment_method');
  });

  it('refunds a payment already taken when the stock is gone by the time the order is marked', async () => {
    const [early, late] = await Promise.all([createUser(t.app), createUser(t.app)]);
    const { location, product } = await createVenue(t.app, {
      name: 'Logo Cap',
      productType: 'MERCHANDISE',
      trackQuantity: true,
      quantityAvailable: 1,
    });
    const first = await placeOne(early, location.vendorLocationId, product.productId);
    const second = await placeOne(late, location.vendorLocationId, product.productId);
    expect((await confirm(first)).statusCode).toBe(200);
    // As with Stripe: the card was charged outside our transaction; the order is marked afterwards.
    await simulated.confirmIntent({
      paymentIntentId: second.paymentIntentId,
      clientSecret: second.clientSecret,
      paymentMethod: { type: 'wallet' },
    });

    const marked = await t.app.inject({
      method: 'PUT',
      url: endpointPath(markOrderPaid, { userId: late.userId, orderId: second.order.orderId }),
      headers: late.auth,
    });

    expect(marked.statusCode).toBe(400);
    expect(marked.json().error).toMatchObject({
      code: 'PRODUCT_SOLD_OUT',
      message: 'Logo Cap is sold out. Your payment has been refunded.',
    });
    const order = await orderOf(second.order.orderId);
    expect(order.status).toBe('REFUNDED');
    expect(order.paidAt).toBeNull();
    expect(await stockOf(product.productId)).toBe(0);
    const returned = await db()
      .select()
      .from(simulatedRefunds)
      .where(eq(simulatedRefunds.paymentIntentId, second.paymentIntentId));
    expect(returned.map((refund) => refund.amountCents)).toEqual([order.totalCents]);
    // The sweep and a repeat leave it refunded, and return the money once.
    await servicesOf(t.app).orders.finishPaidOrders();
    expect((await servicesOf(t.app).orders.confirmPayment(second.paymentIntentId))?.status).toBe('REFUNDED');
    expect(await db().select().from(refunds).where(eq(refunds.orderId, second.order.orderId))).toHaveLength(1);
    expect(
      await db().select().from(simulatedRefunds).where(eq(simulatedRefunds.paymentIntentId, second.paymentIntentId)),
    ).toHaveLength(1);
  });

  it.runIf(onPostgres)(
    '30 customers buy the last 5 units at once: 5 sold, stock 0, nobody charged without an order',
    async () => {
      const { location, product } = await createVenue(t.app, { trackQuantity: true, quantityAvailable: 5 });
      const customers = await Promise.all(Array.from({ length: 30 }, () => createUser(t.app)));
      const placed = await Promise.all(
        customers.map((customer) => placeOne(customer, location.vendorLocationId, product.productId)),
      );

      const answers = await Promise.all(placed.map(confirm));

      const statuses = answers.map((answer) => answer.statusCode);
      expect(statuses.filter((status) => status === 200)).toHaveLength(5);
      expect(answers.filter((answer) => answer.statusCode !== 200).map((answer) => answer.json().error.code)).toEqual(
        Array(25).fill('PRODUCT_SOLD_OUT'),
      );
      expect(await stockOf(product.productId)).toBe(0);
      const rows = await Promise.all(placed.map((one) => orderOf(one.order.orderId)));
      expect(rows.filter((row) => row.status === 'PAID')).toHaveLength(5);
      // Charged exactly when the order is paid.
      const intents = await db().select().from(paymentIntents);
      for (const [index, one] of placed.entries()) {
        const intent = intents.find((row) => row.paymentIntentId === one.paymentIntentId);
        expect(intent?.status === 'succeeded').toBe(rows[index]?.status === 'PAID');
      }
    },
  );
});
