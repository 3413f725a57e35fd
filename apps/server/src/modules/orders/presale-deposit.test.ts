import {
  completeOrder,
  endpointPath,
  getLocationProducts,
  getOrder,
  markOrderPaid,
  refundOrder,
  updateOrder,
  updateProduct,
} from '@queueless/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createPresaleVenue, createStaff, placeOrder, placePaidOrder, readOrderRow } from '../../../test/factories.js';
import { STAFF_PLACEHOLDER, useTestAppWithFakePayments } from '../../../test/orders.js';
import { orders, products, refunds } from '../../db/schema.js';

/** A presale deposit (decision 018): part of the price now, the balance at pickup, refunds never more than charged. */
describe('presale deposits', () => {
  const t = useTestAppWithFakePayments();
  const { payments } = t;

  const storedOrder = (orderId: string) => readOrderRow(t.app, orderId);

  /** A 9.5 % venue selling a $50.00 wristband at 50 % and an $8.00 lager, with a member of staff. */
  const presaleVenue = () => createPresaleVenue(t.app);

  const paidPresale = (venue: Awaited<ReturnType<typeof presaleVenue>>) =>
    placePaidOrder(t.app, payments, venue.customer, {
      vendorLocationId: venue.location.vendorLocationId,
      productId: venue.band.productId,
    });

  it('charges the deposit and the tax on the whole price now, and stores the balance due at pickup', async () => {
    const venue = await presaleVenue();
    const created = await placeOrder(t.app, venue.customer, {
      vendorLocationId: venue.location.vendorLocationId,
      cartItems: [{ productId: venue.band.productId, quantity: 1 }],
    });
    expect(created.statusCode).toBe(201);
    const { order, paymentIntentId } = created.json();
    // 50.00 + 9.5 % tax on 50.00 (4.75) = 54.75; 25.00 of it at pickup, so 29.75 now.
    expect(order).toMatchObject({
      subtotal: '50.00',
      taxAmount: '4.75',
      tipAmount: '0.00',
      balanceDueAtPickup: '25.00',
      totalAmount: '29.75',
      isFree: false,
      cartItems: [expect.objectContaining({ productId: venue.band.productId, price: '50.00', depositPercent: 50 })],
    });
    const intent = payments.calls.find(
      (call) =>
        call.method === 'createIntent' &&
        (call.input as { metadata: { orderId: string } }).metadata.orderId === order.orderId,
    );
    expect(intent?.input).toMatchObject({ amountCents: 2975 });
    expect(await storedOrder(order.orderId)).toMatchObject({ totalCents: 2975, balanceDueCents: 2500 });

    payments.pay(paymentIntentId);
    const paid = await t.app.inject({
      method: 'PUT',
      url: endpointPath(markOrderPaid, { userId: venue.customer.userId, orderId: order.orderId }),
      headers: venue.customer.auth,
    });
    expect(paid.statusCode).toBe(200);
    expect(paid.json().order).toMatchObject({ status: 'PAID', totalAmount: '29.75', balanceDueAtPickup: '25.00' });

    // The staff page (after a scan) reads the same order and sees what to collect.
    const staffView = await t.app.inject({
      url: endpointPath(getOrder, { userId: STAFF_PLACEHOLDER, orderId: order.orderId }),
      headers: venue.staff.auth,
    });
    expect(staffView.statusCode).toBe(200);
    expect(staffView.json().order.balanceDueAtPickup).toBe('25.00');
    const completed = await t.app.inject({
      method: 'PUT',
      url: endpointPath(completeOrder, { userId: STAFF_PLACEHOLDER, orderId: order.orderId }),
      headers: venue.staff.auth,
    });
    expect(completed.json().order).toMatchObject({ status: 'COMPLETE', balanceDueAtPickup: '25.00' });
  });

  it('tips on the drinks only in a mixed cart (decision 053), and re-prices the balance when the cart changes', async () => {
    const venue = await presaleVenue();
    const created = await placeOrder(t.app, venue.customer, {
      vendorLocationId: venue.location.vendorLocationId,
      cartItems: [
        { productId: venue.band.productId, quantity: 1 },
        { productId: venue.product.productId, quantity: 2 },
      ],
      tipPercentage: 20,
    });
    // Subtotal 66.00; tax 9.5 % of 66.00 = 6.27; items paid now 41.00, of which drinks 16.00: tip 20 % of the
    // drinks = 3.20 (the wristband is merchandise: no tip); now 41.00 + 6.27 + 3.20 = 50.47; at pickup 25.00.
    expect(created.json().order).toMatchObject({
      subtotal: '66.00',
      taxAmount: '6.27',
      tipAmount: '3.20',
      balanceDueAtPickup: '25.00',
      totalAmount: '50.47',
    });

    const { orderId } = created.json().order;
    const updated = await t.app.inject({
      method: 'PUT',
      url: endpointPath(updateOrder, { userId: venue.customer.userId, orderId }),
      headers: venue.customer.auth,
      payload: {
        userId: venue.customer.userId,
        orderId,
        vendorLocationId: venue.location.vendorLocationId,
        cartItems: [{ productId: venue.band.productId, quantity: 3 }],
        tipAmount: '0.00',
      },
    });
    expect(updated.statusCode).toBe(200);
    // 150.00, tax 14.25, 75.00 now + tax = 89.25; 75.00 at pickup.
    expect(updated.json().order).toMatchObject({
      subtotal: '150.00',
      taxAmount: '14.25',
      balanceDueAtPickup: '75.00',
      totalAmount: '89.25',
    });
    expect(await storedOrder(orderId)).toMatchObject({ balanceDueCents: 7500, totalCents: 8925 });
  });

  it('refunds what was charged, never the balance that was not', async () => {
    const venue = await presaleVenue();
    const { orderId, paymentIntentId } = await paidPresale(venue);
    const response = await t.app.inject({
      method: 'PUT',
      url: endpointPath(refundOrder, { userId: STAFF_PLACEHOLDER, orderId }),
      headers: venue.staff.auth,
      payload: { refundReason: 'Changed plans' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().order).toMatchObject({ status: 'REFUNDED', totalAmount: '29.75' });
    const providerRefunds = payments.calls.filter(
      (call) =>
        call.method === 'refund' && (call.input as { paymentIntentId: string }).paymentIntentId === paymentIntentId,
    );
    expect(providerRefunds.map((call) => (call.input as { amountCents: number }).amountCents)).toEqual([2975]);
    const rows = await t.app.database.db.select().from(refunds).where(eq(refunds.orderId, orderId));
    expect(rows.map((row) => row.amountCents)).toEqual([2975]);
  });

  it('lets staff set or clear a deposit, and refuses one outside 1–100 wherever it is written', async () => {
    const venue = await presaleVenue();
    const manager = await createStaff(t.app, venue.vendor.vendorId, 'MANAGER');
    const url = endpointPath(updateProduct, {
      vendorLocationId: venue.location.vendorLocationId,
      productId: venue.product.productId,
    });
    const update = (payload: object) => t.app.inject({ method: 'PUT', url, payload, headers: manager.auth });

    for (const depositPercent of [0, 101, -5, 50.5, '50', true, 1e9]) {
      const refused = await update({ depositPercent });
      expect(refused.statusCode, `depositPercent ${String(depositPercent)}`).toBe(400);
      expect(refused.json().error.message).toContain(
        'The deposit must be a whole percent from 1 to 100, or none to take the full price when ordering.',
      );
    }
    const set = await update({ depositPercent: 25 });
    expect(set.statusCode).toBe(200);
    expect(set.json().item).toMatchObject({ depositPercent: 25 });
    const menu = await t.app.inject({
      url: endpointPath(getLocationProducts, { vendorLocationId: venue.location.vendorLocationId }),
    });
    expect(menu.json().items.find((p: { productId: string }) => p.productId === venue.product.productId)).toMatchObject(
      {
        depositPercent: 25,
      },
    );
    const cleared = await update({ depositPercent: null });
    expect(cleared.json().item).toMatchObject({ depositPercent: null });

    // Straight into the database (the seed, an operator's SQL): the CHECK constraints refuse it too.
    for (const depositPercent of [0, 101]) {
      await expect(
        t.app.database.db.update(products).set({ depositPercent }).where(eq(products.productId, venue.band.productId)),
      ).rejects.toThrow();
    }
    const { orderId } = await paidPresale(venue);
    await expect(
      t.app.database.db.update(orders).set({ balanceDueCents: 9999 }).where(eq(orders.orderId, orderId)),
    ).rejects.toThrow();
    await expect(
      t.app.database.db.update(orders).set({ totalCents: 5475 }).where(eq(orders.orderId, orderId)),
    ).rejects.toThrow();
  });
});
