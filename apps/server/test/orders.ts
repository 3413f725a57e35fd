import {
  completeOrder,
  endpointPath,
  markOrderPaid,
  type OrderStatus,
  type Role,
  refundOrder,
} from '@queueless/contracts';
import { and, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { auditLog, orderItems, orders } from '../src/db/schema.js';
import { newId } from '../src/lib/ids.js';
import { createStaffedVenue, type createVenue, placeOrder, readOrderRow, type TestUser } from './factories.js';
import { createFakePayments, type FakePayments } from './fake-payments.js';
import { createTestApp, type TestApp, useTestApp } from './harness.js';

/** The staff pages put a placeholder in the path; the server authorises by the caller. */
export const STAFF_PLACEHOLDER = 'staff-placeholder';

export type PaymentsTestApp = TestApp & { payments: FakePayments };

/**
 * The API on a fresh database with the fake payment provider, for one describe of an orders-area test: started in
 * its beforeAll, closed in its afterAll (with any kept-alive connections). Read `app` only inside a test or hook.
 */
export function useTestAppWithFakePayments(): PaymentsTestApp {
  const payments = createFakePayments();
  return useTestApp(() => createTestApp({ overrides: { payments: payments.provider } }), { extra: { payments } });
}

export type StaffedVenue = Awaited<ReturnType<typeof createStaffedVenue>>;

/**
 * What the pickup and refund tests do at the counter: complete and refund through the API, read the stored order, its
 * audit rows and the provider's refund calls, and place orders (left IN_PROGRESS, or paid) at a staffed venue.
 */
export function orderDesk(t: PaymentsTestApp) {
  const complete = (user: TestUser | null, orderId: string, userId = STAFF_PLACEHOLDER) =>
    t.app.inject({ method: 'PUT', url: endpointPath(completeOrder, { userId, orderId }), headers: user?.auth });

  const refund = (user: TestUser | null, orderId: string, refundReason = 'NONE_PROVIDED', userId = STAFF_PLACEHOLDER) =>
    t.app.inject({
      method: 'PUT',
      url: endpointPath(refundOrder, { userId, orderId }),
      headers: user?.auth,
      payload: { refundReason },
    });

  const storedOrder = (orderId: string) => readOrderRow(t.app, orderId);

  const auditRows = (orderId: string, action: string) =>
    t.app.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, orderId), eq(auditLog.action, action)));

  const refundCalls = (orderId: string) =>
    t.payments.calls.filter(
      (call) =>
        call.method === 'refund' &&
        (call.input as { idempotencyKey: string }).idempotencyKey === `order:${orderId}:refund`,
    );

  const venueWithStaff = (role: Role = 'STAFF', product: Parameters<typeof createVenue>[1] = {}) =>
    createStaffedVenue(t.app, role, product);

  /** An order placed by the customer and left IN_PROGRESS. */
  async function unpaidOrder(venue: StaffedVenue, quantity = 2) {
    const created = await placeOrder(t.app, venue.customer, {
      vendorLocationId: venue.location.vendorLocationId,
      cartItems: [{ productId: venue.product.productId, quantity }],
    });
    expect(created.statusCode).toBe(201);
    return created.json() as { order: { orderId: string; totalAmount: string }; paymentIntentId: string | null };
  }

  /** An order the customer paid for (through the fake provider, or none when it is free). */
  async function paidOrder(venue: StaffedVenue, quantity = 2) {
    const { order, paymentIntentId } = await unpaidOrder(venue, quantity);
    if (paymentIntentId) t.payments.pay(paymentIntentId);
    const paid = await t.app.inject({
      method: 'PUT',
      url: endpointPath(markOrderPaid, { userId: venue.customer.userId, orderId: order.orderId }),
      headers: venue.customer.auth,
    });
    expect(paid.json().order.status).toBe('PAID');
    return { orderId: order.orderId, paymentIntentId, totalAmount: order.totalAmount };
  }

  return { complete, refund, storedOrder, auditRows, refundCalls, venueWithStaff, unpaidOrder, paidOrder };
}

/** A line of an order written straight to the database (its name defaults to the product id). */
export type PaidOrderLine = {
  productId: string;
  name?: string;
  priceCents: number;
  discountedPriceCents?: number;
  quantity: number;
};

/**
 * An order written straight to the database, paid at `paidAt` (created a minute before), with its
 * lines as FOOD_ITEMs: 9.5 % tax on the (discounted) subtotal; COMPLETE at `paidAt`, REFUNDED at
 * `refundedAt` (default `paidAt`) for no reason given.
 */
export async function insertPaidOrder(
  t: TestApp,
  order: { vendorLocationId: string; userId: string; paidAt: Date; lines: PaidOrderLine[] },
  options: { status?: OrderStatus; tipCents?: number; refundedAt?: Date; refundedCents?: number } = {},
) {
  const { vendorLocationId, userId, paidAt, lines } = order;
  const orderId = newId();
  const subtotalCents = lines.reduce(
    (sum, line) => sum + (line.discountedPriceCents ?? line.priceCents) * line.quantity,
    0,
  );
  const taxCents = Math.round(subtotalCents * 0.095);
  const tipCents = options.tipCents ?? 0;
  const status = options.status ?? 'PAID';
  await t.app.database.db.insert(orders).values({
    orderId,
    userId,
    vendorLocationId,
    status,
    subtotalCents,
    taxCents,
    tipCents,
    totalCents: subtotalCents + taxCents + tipCents,
    createdAt: new Date(paidAt.getTime() - 60_000),
    paidAt,
    completedAt: status === 'COMPLETE' ? paidAt : null,
    refundedAt: status === 'REFUNDED' ? (options.refundedAt ?? paidAt) : null,
    refundReason: status === 'REFUNDED' ? 'NONE_PROVIDED' : null,
    // A refund in full returns the total; a partial refund (decision 073) what the test says.
    refundedCents: status === 'REFUNDED' ? subtotalCents + taxCents + tipCents : (options.refundedCents ?? 0),
  });
  await t.app.database.db.insert(orderItems).values(
    lines.map((line, index) => ({
      orderId,
      lineNo: index + 1,
      productId: line.productId,
      name: line.name ?? line.productId,
      productType: 'FOOD_ITEM' as const,
      priceCents: line.priceCents,
      discountedPriceCents: line.discountedPriceCents ?? null,
      quantity: line.quantity,
      imageUrls: [],
    })),
  );
  return { orderId, totalCents: subtotalCents + taxCents + tipCents, tipCents };
}
