import { endpointPath, markOrderPaid, refundOrder } from '@queueless/contracts';
import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  changeOrder,
  createStaff,
  createUser,
  createVenue,
  placeOrder,
  readOrderRow,
} from '../../../test/factories.js';
import { STRIPE_ATTEMPTS, useTestAppWithFakeStripe } from '../../../test/fake-stripe.js';
import { orders, products, refunds } from '../../db/schema.js';

const NOT_ANSWERING = { code: 'PROVIDER_FAILED', message: 'The payment service is not answering. Please try again.' };

/**
 * The connection to Stripe reset on the way (ECONNRESET, the same socket error a lost database connection
 * gives): the provider's own failure, 502 PROVIDER_FAILED in its words, never the database's 503
 * SERVICE_UNAVAILABLE, and the order left as it was, so the same call goes through once Stripe answers
 * (decision 038).
 */
describe('orders with Stripe when the connection to Stripe is reset', () => {
  const t = useTestAppWithFakeStripe('whsec_test_unreachable');
  beforeEach(() => t.stripe.reset());

  /** A customer, a member of staff and a product with 5 in stock. */
  async function venue() {
    const { vendor, location, product } = await createVenue(t.app, { trackQuantity: true, quantityAvailable: 5 });
    const staff = await createStaff(t.app, vendor.vendorId);
    const customer = await createUser(t.app);
    const order = (quantity = 1) =>
      placeOrder(t.app, customer, {
        vendorLocationId: location.vendorLocationId,
        cartItems: [{ productId: product.productId, quantity }],
      });
    const stockLeft = async () =>
      (await t.database.db.select().from(products).where(eq(products.productId, product.productId)))[0]
        ?.quantityAvailable;
    return { customer, staff, location, product, order, stockLeft };
  }

  it('creating an order: 502 in the provider’s words, no order kept; the same create then goes through', async () => {
    const { customer, order } = await venue();
    t.stripe.resetNext(STRIPE_ATTEMPTS);
    const failed = await order();
    expect(failed.statusCode).toBe(502);
    expect(failed.json().error).toEqual(NOT_ANSWERING);
    expect(await t.database.db.select().from(orders).where(eq(orders.userId, customer.userId))).toHaveLength(0);

    expect((await order()).statusCode).toBe(201);
  });

  it('changing an order: 502, the cart and its total stay as they were', async () => {
    const { customer, location, product, order } = await venue();
    const { order: placed } = (await order(1)).json();
    const before = await readOrderRow(t.app, placed.orderId);
    t.stripe.resetNext(STRIPE_ATTEMPTS);
    const change = () =>
      changeOrder(t.app, customer, placed.orderId, {
        vendorLocationId: location.vendorLocationId,
        cartItems: [{ productId: product.productId, quantity: 3 }],
      });
    const failed = await change();
    expect(failed.statusCode).toBe(502);
    expect(failed.json().error).toEqual(NOT_ANSWERING);
    expect(await readOrderRow(t.app, placed.orderId)).toMatchObject({
      totalCents: before.totalCents,
      updatedAt: before.updatedAt,
    });

    expect((await change()).statusCode).toBe(200);
  });

  it('marking paid: 502, the order stays IN_PROGRESS and its stock untaken; paid once Stripe answers', async () => {
    const { customer, order, stockLeft } = await venue();
    const { order: placed, paymentIntentId } = (await order(2)).json();
    const intent = t.stripe.intents.get(paymentIntentId);
    if (intent) intent.status = 'succeeded';
    const markPaid = () =>
      t.app.inject({
        method: 'PUT',
        url: endpointPath(markOrderPaid, { userId: customer.userId, orderId: placed.orderId }),
        headers: customer.auth,
      });

    t.stripe.resetNext(STRIPE_ATTEMPTS);
    const failed = await markPaid();
    expect(failed.statusCode).toBe(502);
    expect(failed.json().error).toEqual(NOT_ANSWERING);
    expect((await readOrderRow(t.app, placed.orderId)).status).toBe('IN_PROGRESS');
    expect(await stockLeft()).toBe(5);

    const paid = await markPaid();
    expect(paid.json().order.status).toBe('PAID');
    expect(await stockLeft()).toBe(3);
  });

  it('a refund: 502 in the refund’s words, the order stays PAID with no refund claimed; refunded once Stripe answers', async () => {
    const { customer, staff, order } = await venue();
    const { order: placed, paymentIntentId } = (await order()).json();
    const intent = t.stripe.intents.get(paymentIntentId);
    if (intent) intent.status = 'succeeded';
    await t.app.inject({
      method: 'PUT',
      url: endpointPath(markOrderPaid, { userId: customer.userId, orderId: placed.orderId }),
      headers: customer.auth,
    });
    const refund = () =>
      t.app.inject({
        method: 'PUT',
        url: endpointPath(refundOrder, { userId: 'staff-placeholder', orderId: placed.orderId }),
        headers: staff.auth,
        payload: { refundReason: 'NONE_PROVIDED' },
      });

    t.stripe.resetNext(STRIPE_ATTEMPTS);
    const failed = await refund();
    expect(failed.statusCode).toBe(502);
    expect(failed.json().error).toEqual({
      code: 'PROVIDER_FAILED',
      message: 'We were unable to refund your order. Please try again later.',
    });
    expect((await readOrderRow(t.app, placed.orderId)).status).toBe('PAID');
    // No refund is under way: the one Stripe did not take is recorded as failed (decision 023).
    const claimed = await t.database.db.select().from(refunds).where(eq(refunds.orderId, placed.orderId));
    expect(claimed.filter((row) => row.status !== 'FAILED')).toHaveLength(0);
    expect(claimed.map((row) => row.status)).toEqual(['FAILED']);

    const refunded = await refund();
    expect(refunded.json().order.status).toBe('REFUNDED');
    // The SDK tried the first refund STRIPE_ATTEMPTS times, under one key; the second went through.
    const sent = t.stripe.requests.filter((request) => request.path === '/v1/refunds');
    expect(sent).toHaveLength(STRIPE_ATTEMPTS + 1);
    expect(new Set(sent.map((request) => request.headers['idempotency-key']))).toEqual(
      new Set([`order:${placed.orderId}:refund`]),
    );
  });
});
