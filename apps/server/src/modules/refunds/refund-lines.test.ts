import {
  createPartialRefund,
  endpointPath,
  listOrderRefunds,
  markOrderPaid,
  parseCents,
  quotePartialRefund,
} from '@queueless/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createProduct, createStaffedVenue, createUser, placeOrder, type TestUser } from '../../../test/factories.js';
import { orderDesk, useTestAppWithFakePayments } from '../../../test/orders.js';
import { findRefundProjectionMismatches } from '../../../test/refund-projection.js';
import { auditLog, products, refunds } from '../../db/schema.js';

describe(`${createPartialRefund.method} ${createPartialRefund.path}`, () => {
  const t = useTestAppWithFakePayments();
  const { refund: refundInFull, storedOrder } = orderDesk(t);

  /** A paid order of `beers` beers at $8.00 (tracked stock) and `burgers` burgers at $14.00, with a 20 % tip. */
  async function paidOrderOfTwoLines({ beers = 2, burgers = 1 } = {}) {
    const venue = await createStaffedVenue(t.app, 'STAFF', {
      priceCents: 800,
      trackQuantity: true,
      quantityAvailable: 50,
    });
    const burger = await createProduct(t.app, venue.location.vendorLocationId, { priceCents: 1400 });
    const created = await placeOrder(t.app, venue.customer, {
      vendorLocationId: venue.location.vendorLocationId,
      cartItems: [
        { productId: venue.product.productId, quantity: beers },
        { productId: burger.productId, quantity: burgers },
      ],
      tipPercentage: 20,
    });
    expect(created.statusCode, created.body).toBe(201);
    const { order, paymentIntentId } = created.json();
    t.payments.pay(paymentIntentId);
    const paid = await t.app.inject({
      method: 'PUT',
      url: endpointPath(markOrderPaid, { userId: venue.customer.userId, orderId: order.orderId }),
      headers: venue.customer.auth,
    });
    expect(paid.json().order.status).toBe('PAID');
    return { ...venue, beer: venue.product, burger, orderId: order.orderId as string, order: paid.json().order };
  }

  const refundLines = (user: TestUser | null, where: { vendorLocationId: string; orderId: string }, payload: unknown) =>
    t.app.inject({
      method: 'POST',
      url: endpointPath(createPartialRefund, where),
      headers: user?.auth,
      payload: payload as Record<string, unknown>,
    });
  const whereOf = (placed: Awaited<ReturnType<typeof paidOrderOfTwoLines>>) => ({
    vendorLocationId: placed.location.vendorLocationId,
    orderId: placed.orderId,
  });
  const stockOf = async (productId: string) =>
    (await t.app.database.db.select().from(products).where(eq(products.productId, productId)))[0]?.quantityAvailable;
  const providerRefunds = (orderId: string) =>
    t.payments.calls.filter(
      (call) =>
        call.method === 'refund' &&
        (call.input as { idempotencyKey: string }).idempotencyKey.startsWith(`order:${orderId}:refund`),
    );

  const quoteLines = (user: TestUser | null, where: { vendorLocationId: string; orderId: string }, payload: unknown) =>
    t.app.inject({
      method: 'POST',
      url: endpointPath(quotePartialRefund, where),
      headers: user?.auth,
      payload: payload as Record<string, unknown>,
    });
  const refundsOf = (user: TestUser | null, where: { vendorLocationId: string; orderId: string }) =>
    t.app.inject({ method: 'GET', url: endpointPath(listOrderRefunds, where), headers: user?.auth });

  it('a quote answers what the refund then returns, holds nothing; the list shows the units left', async () => {
    const placed = await paidOrderOfTwoLines();
    const oneBeer = { lines: [{ productId: placed.beer.productId, quantity: 1 }] };
    const quote = await quoteLines(placed.staff, whereOf(placed), oneBeer);
    expect(quote.statusCode, quote.body).toBe(200);
    expect(quote.json()).toEqual({ amount: '8.76', isRest: false });
    expect((await storedOrder(placed.orderId)).refundedCents).toBe(0);
    expect(providerRefunds(placed.orderId)).toEqual([]);

    const made = await refundLines(placed.staff, whereOf(placed), { ...oneBeer, reason: 'Wrong beer' });
    expect(made.json().refund.amount).toBe(quote.json().amount);
    const listed = await refundsOf(placed.staff, whereOf(placed));
    expect(listed.statusCode, listed.body).toBe(200);
    expect(listed.json()).toMatchObject({
      refundedAmount: '8.76',
      lines: [
        { productId: placed.beer.productId, quantity: 2, quantityLeft: 1 },
        { productId: placed.burger.productId, quantity: 1, quantityLeft: 1 },
      ],
      refunds: [{ amount: '8.76', status: 'SUCCEEDED', reason: 'Wrong beer' }],
    });

    const rest = {
      lines: [
        { productId: placed.beer.productId, quantity: 1 },
        { productId: placed.burger.productId, quantity: 1 },
      ],
    };
    expect((await quoteLines(placed.staff, whereOf(placed), rest)).json()).toEqual({ amount: '30.09', isRest: true });
    const tooMany = await quoteLines(placed.staff, whereOf(placed), { lines: [{ ...oneBeer.lines[0], quantity: 2 }] });
    expect(tooMany.json().error).toMatchObject({ code: 'VALIDATION_FAILED', message: 'Only 1 left to refund.' });
  });

  it('after a refund in full no unit is left; quotes and lists are for staff of the vendor at that location', async () => {
    const placed = await paidOrderOfTwoLines();
    const oneBeer = { lines: [{ productId: placed.beer.productId, quantity: 1 }] };
    const otherStaff = (await createStaffedVenue(t.app, 'SUPER_ADMIN')).staff;
    for (const user of [null, placed.customer, await createUser(t.app), otherStaff]) {
      expect((await quoteLines(user, whereOf(placed), oneBeer)).statusCode).toBeGreaterThanOrEqual(401);
      expect((await refundsOf(user, whereOf(placed))).statusCode).toBeGreaterThanOrEqual(401);
    }
    const elsewhere = { vendorLocationId: 'ZZ999', orderId: placed.orderId };
    expect((await quoteLines(placed.staff, elsewhere, oneBeer)).statusCode).toBe(404);
    expect((await refundsOf(placed.staff, elsewhere)).statusCode).toBe(404);
    expect((await quoteLines(placed.staff, whereOf(placed), { ...oneBeer, amount: '1.00' })).statusCode).toBe(400);

    await refundInFull(placed.staff, placed.orderId);
    expect((await refundsOf(placed.staff, whereOf(placed))).json()).toMatchObject({
      refundedAmount: '38.85',
      lines: [{ quantityLeft: 0 }, { quantityLeft: 0 }],
      refunds: [],
    });
    expect((await quoteLines(placed.staff, whereOf(placed), oneBeer)).json().error.code).toBe('ORDER_REFUNDED');
  });

  it("refunds one line's units: its share besides the tip, stock back, on the order, audited", async () => {
    const placed = await paidOrderOfTwoLines();
    // 2 × 8.00 + 14.00 = 30.00, tax 9.5 % = 2.85, tip 20 % = 6.00: 38.85.
    expect(placed.order).toMatchObject({ totalAmount: '38.85', tipAmount: '6.00', refundedAmount: '0.00' });
    const stockBefore = await stockOf(placed.beer.productId);

    const reply = await refundLines(placed.staff, whereOf(placed), {
      lines: [{ productId: placed.beer.productId, quantity: 1 }],
      reason: 'Wrong beer',
    });

    expect(reply.statusCode, reply.body).toBe(201);
    // 800 / 3000 of (38.85 − 6.00) = 8.76: the beer and its tax, no tip.
    expect(reply.json().refund).toMatchObject({
      amount: '8.76',
      status: 'SUCCEEDED',
      lines: [{ productId: placed.beer.productId, quantity: 1 }],
      reason: 'Wrong beer',
    });
    expect(reply.json().order).toMatchObject({ status: 'PAID', refundedAmount: '8.76' });
    expect(await stockOf(placed.beer.productId)).toBe((stockBefore ?? 0) + 1);
    expect(providerRefunds(placed.orderId).map((call) => (call.input as { amountCents: number }).amountCents)).toEqual([
      876,
    ]);
    const audits = await t.app.database.db.select().from(auditLog).where(eq(auditLog.entityId, placed.orderId));
    expect(audits.map((row) => [row.action, row.actorUserId])).toEqual([['order.refund_lines', placed.staff.userId]]);
  });

  it('the refund of the last units returns the rest, tip included, and the order is REFUNDED', async () => {
    const placed = await paidOrderOfTwoLines();
    await refundLines(placed.staff, whereOf(placed), {
      lines: [{ productId: placed.beer.productId, quantity: 1 }],
      reason: 'Wrong beer',
    });
    const rest = await refundLines(placed.staff, whereOf(placed), {
      lines: [
        { productId: placed.burger.productId, quantity: 1 },
        { productId: placed.beer.productId, quantity: 1 },
      ],
      reason: 'Left',
    });
    expect(rest.statusCode).toBe(201);
    expect(rest.json().refund.amount).toBe('30.09');
    expect(rest.json().order).toMatchObject({ status: 'REFUNDED', refundedAmount: '38.85' });
    const again = await refundLines(placed.staff, whereOf(placed), {
      lines: [{ productId: placed.beer.productId, quantity: 1 }],
      reason: 'Again',
    });
    expect(again.json().error.code).toBe('ORDER_REFUNDED');
  });

  it('a refund in full after a partial one returns the rest, and only the units left go back on stock', async () => {
    const placed = await paidOrderOfTwoLines({ beers: 3 });
    const stockBefore = await stockOf(placed.beer.productId);
    await refundLines(placed.staff, whereOf(placed), {
      lines: [{ productId: placed.beer.productId, quantity: 1 }],
      reason: 'Spilled',
    });
    const full = await refundInFull(placed.staff, placed.orderId);
    expect(full.statusCode, full.body).toBe(200);
    expect(full.json().order).toMatchObject({ status: 'REFUNDED', refundedAmount: full.json().order.totalAmount });
    expect(await stockOf(placed.beer.productId)).toBe((stockBefore ?? 0) + 3);
    const amounts = providerRefunds(placed.orderId).map((call) => (call.input as { amountCents: number }).amountCents);
    expect(amounts.reduce((sum, cents) => sum + cents, 0)).toBe(parseCents(full.json().order.totalAmount));
  });

  it('only staff of the vendor, at the order’s location; others in our error shape', async () => {
    const placed = await paidOrderOfTwoLines();
    const body = { lines: [{ productId: placed.beer.productId, quantity: 1 }], reason: 'x' };
    const otherStaff = (await createStaffedVenue(t.app, 'SUPER_ADMIN')).staff;
    expect((await refundLines(null, whereOf(placed), body)).statusCode).toBe(401);
    expect((await refundLines(placed.customer, whereOf(placed), body)).json().error.code).toBe('FORBIDDEN');
    expect((await refundLines(await createUser(t.app), whereOf(placed), body)).statusCode).toBe(403);
    expect((await refundLines(otherStaff, whereOf(placed), body)).json().error.code).toBe('ORDER_OTHER_VENDOR');
    const elsewhere = { vendorLocationId: 'ZZ999', orderId: placed.orderId };
    expect((await refundLines(placed.staff, elsewhere, body)).statusCode).toBe(404);
    expect((await refundLines(placed.staff, { ...whereOf(placed), orderId: 'nope' }, body)).statusCode).toBe(404);
    expect((await storedOrder(placed.orderId)).refundedCents).toBe(0);
  });

  it.each([
    ['no lines', { lines: [], reason: 'x' }],
    ['no reason', { lines: [{ productId: 'P', quantity: 1 }] }],
    ['an empty reason', { lines: [{ productId: 'P', quantity: 1 }], reason: '  ' }],
    ['a long reason', { lines: [{ productId: 'P', quantity: 1 }], reason: 'x'.repeat(201) }],
    ['an unknown field', { lines: [{ productId: 'P', quantity: 1 }], reason: 'x', amount: '100.00' }],
    ['a line with a price', { lines: [{ productId: 'P', quantity: 1, price: '1.00' }], reason: 'x' }],
    ['a zero quantity', { lines: [{ productId: 'P', quantity: 0 }], reason: 'x' }],
    ['a negative quantity', { lines: [{ productId: 'P', quantity: -1 }], reason: 'x' }],
    ['a fractional quantity', { lines: [{ productId: 'P', quantity: 0.5 }], reason: 'x' }],
    ['a product not on the order', { lines: [{ productId: 'NOT-ON-IT', quantity: 1 }], reason: 'x' }],
    ['more units than were bought', { lines: [{ productId: 'P', quantity: 3 }], reason: 'x' }],
    [
      'the same line twice, more than were bought',
      {
        lines: [
          { productId: 'P', quantity: 2 },
          { productId: 'P', quantity: 1 },
        ],
        reason: 'x',
      },
    ],
    ['too many lines', { lines: Array.from({ length: 51 }, () => ({ productId: 'P', quantity: 1 })), reason: 'x' }],
  ])('refuses %s with a 400 and refunds nothing', async (_label, body) => {
    const placed = await paidOrderOfTwoLines();
    const payload = JSON.parse(JSON.stringify(body).replaceAll('"P"', JSON.stringify(placed.beer.productId)));
    const reply = await refundLines(placed.staff, whereOf(placed), payload);
    expect(reply.statusCode, reply.body).toBe(400);
    expect(reply.json().error).toMatchObject({ code: 'VALIDATION_FAILED', message: expect.any(String) });
    expect((await storedOrder(placed.orderId)).refundedCents).toBe(0);
    expect(providerRefunds(placed.orderId)).toEqual([]);
  });

  it('a provider refusal is recorded FAILED and gives the amount back; a retry refunds once', async () => {
    const placed = await paidOrderOfTwoLines();
    const body = { lines: [{ productId: placed.beer.productId, quantity: 1 }], reason: 'Wrong beer' };
    t.payments.failNext('refund');
    const failed = await refundLines(placed.staff, whereOf(placed), body);
    expect(failed.statusCode).toBe(502);
    expect((await storedOrder(placed.orderId)).refundedCents).toBe(0);
    const rows = await t.app.database.db.select().from(refunds).where(eq(refunds.orderId, placed.orderId));
    expect(rows.map((row) => row.status)).toEqual(['FAILED']);
    const retried = await refundLines(placed.staff, whereOf(placed), body);
    expect(retried.statusCode).toBe(201);
    expect((await storedOrder(placed.orderId)).refundedCents).toBe(876);
  });

  it('race: 30 partial refunds of one order at once never return more than was charged, each sent once', async () => {
    const placed = await paidOrderOfTwoLines({ beers: 10, burgers: 10 });
    const charged = parseCents(placed.order.totalAmount);
    const replies = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        refundLines(placed.staff, whereOf(placed), {
          lines: [{ productId: i % 2 === 0 ? placed.beer.productId : placed.burger.productId, quantity: 1 }],
          reason: `Refund ${i}`,
        }),
      ),
    );

    const made = replies.filter((reply) => reply.statusCode === 201);
    expect(made).toHaveLength(20);
    expect(replies.filter((reply) => reply.statusCode !== 201).every((reply) => reply.statusCode < 500)).toBe(true);
    const amounts = made.map((reply) => parseCents(reply.json().refund.amount));
    expect(amounts.reduce((sum, cents) => sum + cents, 0)).toBe(charged);
    const sent = providerRefunds(placed.orderId).map((call) => call.input as { idempotencyKey: string });
    expect(sent).toHaveLength(20);
    expect(new Set(sent.map((input) => input.idempotencyKey)).size).toBe(20);
    const stored = await storedOrder(placed.orderId);
    expect(stored).toMatchObject({ status: 'REFUNDED', refundedCents: charged });
  });

  it("leaves every order's refund fields agreeing with its refund rows (decision 079)", async () => {
    expect(await findRefundProjectionMismatches(t.app.database)).toEqual([]);
  });
});
