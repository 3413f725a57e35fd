import { endpointPath, getOrder, listOrders, markOrderPaid, streamOrderEvents } from '@queueless/contracts';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { createUser, createVenue, grantRole, placeOrder, placeOrderOf } from '../../../test/factories.js';
import { useTestAppWithFakePayments } from '../../../test/orders.js';
import { openEventStream } from '../../../test/sse.js';
import { servicesOf } from '../../services.js';

describe('ordering (smoke)', () => {
  // Closed with its connections: fetch keeps a spare one open that would hold the close for its 4 s keep-alive.
  const t = useTestAppWithFakePayments();
  const { payments } = t;
  let baseUrl: string;

  beforeAll(async () => {
    baseUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
  });

  it('places, pays and reads back an order', async () => {
    const customer = await createUser(t.app);
    const { location, product } = await createVenue(t.app, { priceCents: 800 });
    const created = await placeOrder(t.app, customer, {
      vendorLocationId: location.vendorLocationId,
      cartItems: [{ productId: product.productId, quantity: 1, price: '0.01' }],
      tipPercentage: 20,
    });
    expect(created.statusCode).toBe(201);
    const { order, paymentIntentId } = created.json();
    expect(order).toMatchObject({ subtotal: '8.00', taxAmount: '0.76', tipAmount: '1.60', totalAmount: '10.36' });

    const url = endpointPath(getOrder, { userId: customer.userId, orderId: order.orderId });
    const refused = await t.app.inject({ method: 'PUT', url: `${url}/markPaid`, headers: customer.auth });
    expect(refused.statusCode).toBe(409);
    payments.pay(paymentIntentId);
    const paid = await t.app.inject({ method: 'PUT', url: `${url}/markPaid`, headers: customer.auth });
    expect(paid.json().order.status).toBe('PAID');

    const read = await t.app.inject({ url, headers: customer.auth });
    expect(read.json().order).toMatchObject({ orderId: order.orderId, status: 'PAID', statusDisplay: 'IN PROGRESS' });
    const history = await t.app.inject({
      url: endpointPath(listOrders, { userId: customer.userId }),
      headers: customer.auth,
    });
    expect(history.json().items.map((o: { orderId: string }) => o.orderId)).toEqual([order.orderId]);
  });

  it('places a free order through mark-paid without a payment', async () => {
    const customer = await createUser(t.app);
    const { product } = await createVenue(t.app, { priceCents: 0, productType: 'NON_ALCOHOLIC_ITEM' });
    const created = await placeOrderOf(t.app, customer, product, 2);
    expect(created.json()).toMatchObject({ clientSecret: null, paymentIntentId: null, order: { isFree: true } });
    const paid = await t.app.inject({
      method: 'PUT',
      url: endpointPath(markOrderPaid, { userId: customer.userId, orderId: created.json().order.orderId }),
      headers: customer.auth,
    });
    expect(paid.statusCode).toBe(200);
    expect(paid.json().order.status).toBe('PAID');
  });

  it('streams the order now and again when it changes, to the owner and to staff', async () => {
    const customer = await createUser(t.app);
    const staff = await createUser(t.app);
    const stranger = await createUser(t.app);
    const { location, product } = await createVenue(t.app, { priceCents: 0 });
    await grantRole(t.app, location.vendorId, staff, 'STAFF');
    const created = await placeOrderOf(t.app, customer, product);
    const { orderId } = created.json().order;
    const path = endpointPath(streamOrderEvents, { userId: customer.userId, orderId });

    const refused = await fetch(`${baseUrl}${path}`, { headers: stranger.auth });
    expect(refused.status).toBe(403);
    expect(((await refused.json()) as { error: { code: string } }).error.code).toBe('FORBIDDEN');
    const anonymous = await fetch(`${baseUrl}${path}`);
    expect(anonymous.status).toBe(401);
    await anonymous.body?.cancel();

    const mine = await openEventStream(`${baseUrl}${path}`, customer.auth);
    const theirs = await openEventStream(
      `${baseUrl}${endpointPath(streamOrderEvents, { userId: 'staff-view', orderId })}`,
      staff.auth,
    );
    try {
      expect(mine.response.headers.get('content-type')).toMatch(/^text\/event-stream/);
      const first = await mine.next();
      expect(first.event).toBe('order');
      expect(JSON.parse(first.data)).toMatchObject({ orderId, status: 'IN_PROGRESS' });
      expect(JSON.parse((await theirs.next()).data).status).toBe('IN_PROGRESS');

      await t.app.inject({
        method: 'PUT',
        url: endpointPath(markOrderPaid, { userId: customer.userId, orderId }),
        headers: customer.auth,
      });
      const paid = await mine.next();
      expect(paid.event).toBe('order');
      expect(JSON.parse(paid.data)).toMatchObject({ orderId, status: 'PAID' });
      expect(JSON.parse((await theirs.next()).data).status).toBe('PAID');
    } finally {
      mine.close();
      theirs.close();
    }
    await vi.waitFor(() => expect(servicesOf(t.app).orderEvents.subscriberCount(orderId)).toBe(0));
  });
});
