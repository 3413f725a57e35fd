import { completeOrder, endpointPath, markOrderPaid, type Role, refundOrder } from '@queueless/contracts';
import { and, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { auditLog } from '../src/db/schema.js';
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
