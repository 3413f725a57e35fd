import { endpointPath, getOrderCode } from '@queueless/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createStaffedVenue, placePaidOrder } from '../../../test/factories.js';
import { useTestAppWithFakePayments } from '../../../test/orders.js';
import { orders } from '../../db/schema.js';

// A device enrolled to take unknown codes lets a signed code through on its signature alone (decision 092), so the
// server signs only what may be let through: a paid (or handed over) order (a held place: offline.test.ts).
describe('signed codes only for what may be let through', () => {
  const t = useTestAppWithFakePayments();

  it("an order's code once it is paid, not before, and not once refunded", async () => {
    const venue = await createStaffedVenue(t.app, 'MANAGER');
    const { customer } = venue;
    const code = (orderId: string) =>
      t.app.inject({ url: endpointPath(getOrderCode, { userId: customer.userId, orderId }), headers: customer.auth });

    const unpaid = await placePaidOrder(t.app, t.payments, customer, venue.product, { isPaid: false });
    const before = await code(unpaid.orderId);
    expect(before.statusCode).toBe(409);
    expect(before.json().error).toEqual({ code: 'ORDER_NOT_PAID', message: 'This order has not been paid.' });

    const paid = await placePaidOrder(t.app, t.payments, customer, venue.product);
    const signed = await code(paid.orderId);
    expect(signed.statusCode).toBe(200);
    expect(signed.json().code).toMatch(/^QL1\.o\./);

    await t.database.db
      .update(orders)
      .set({ status: 'REFUNDED', refundedAt: new Date() })
      .where(eq(orders.orderId, paid.orderId));
    const refunded = await code(paid.orderId);
    expect(refunded.statusCode).toBe(409);
    expect(refunded.json().error.code).toBe('ORDER_REFUNDED');
  });
});
