import type { AnalyticsWeek } from '@queueless/contracts';
import { endpointPath, getAnalyticsWeek, listAnalyticsOrders } from '@queueless/contracts';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createLocation,
  createProduct,
  createUser,
  createVendor,
  grantRole,
  type TestUser,
} from '../../../test/factories.js';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import { insertPaidOrder } from '../../../test/orders.js';
import { orders, refunds } from '../../db/schema.js';
import { newId } from '../../lib/ids.js';

const LAGER = { productId: 'PR-LAGER', name: 'House Lager', priceCents: 800, quantity: 2 };
const NACHOS = { productId: 'PR-NACHOS', name: 'Nachos', priceCents: 1200, quantity: 1 };

/**
 * Reporting leaves out what partial refunds returned (decision 077): revenue in every figure (totals, days, hours,
 * customers) and the refunded units in the products, unless refunded orders are asked for (includeRefunded).
 */
describe('analytics with partial refunds', () => {
  let t: TestApp;
  const now = new Date('2026-11-25T20:00:00Z');

  beforeAll(async () => {
    t = await createTestApp({ overrides: { clock: () => now } });
    const shelf = await createLocation(t.app, (await createVendor(t.app)).vendorId);
    await createProduct(t.app, shelf.vendorLocationId, { productId: LAGER.productId });
    await createProduct(t.app, shelf.vendorLocationId, { productId: NACHOS.productId });
  });
  afterAll(async () => {
    await t.close();
  });

  /** A settled partial refund of `lines`, as the refunds service leaves it: its row, and the order's refunded total. */
  async function refundInPart(orderId: string, lines: { productId: string; quantity: number }[], amountCents: number) {
    const at = new Date('2026-11-18T21:00:00Z');
    const refundId = newId(24);
    // The row and the order's refunded total in one transaction, as the refunds service writes them (decision 079).
    await t.app.database.db.transaction(async (tx) => {
      await tx.insert(refunds).values({
        refundId,
        orderId,
        status: 'SUCCEEDED',
        amountCents,
        reason: 'Wrong beer',
        lines,
        idempotencyKey: `order:${orderId}:refund:${refundId}`,
        providerRefundId: `re_${refundId}`,
        attempts: 1,
        createdBy: 'staff',
        createdAt: at,
        sentAt: at,
        settledAt: at,
        updatedAt: at,
      });
      await tx
        .update(orders)
        .set({ refundedCents: sql`${orders.refundedCents} + ${amountCents}` })
        .where(eq(orders.orderId, orderId));
    });
  }

  async function readWeek(manager: TestUser, vendorId: string, includeRefunded: boolean): Promise<AnalyticsWeek> {
    const url = endpointPath(
      getAnalyticsWeek,
      { vendorId, weekStart: '2026-11-15' },
      { includeRefunded: String(includeRefunded), forceRegeneration: 'true' },
    );
    const reply = await t.app.inject({ method: 'GET', url, headers: manager.auth });
    expect(reply.statusCode, reply.body).toBe(200);
    return reply.json();
  }

  it('subtracts the money and the units returned, also after the hour was rolled up; all of it with includeRefunded', async () => {
    const vendor = await createVendor(t.app);
    const bar = await createLocation(t.app, vendor.vendorId);
    const manager = await createUser(t.app);
    await grantRole(t.app, vendor.vendorId, manager, 'MANAGER');
    const customer = await createUser(t.app);
    // Wednesday 2026-11-18, noon in Los Angeles: 2 lagers and nachos, 28.00 + 2.66 tax + 6.00 tip = 36.66.
    const order = await insertPaidOrder(
      t,
      {
        vendorLocationId: bar.vendorLocationId,
        userId: customer.userId,
        paidAt: new Date('2026-11-18T20:00:00Z'),
        lines: [LAGER, NACHOS],
      },
      { tipCents: 600, status: 'COMPLETE' },
    );
    // A second order of the week, untouched.
    const other = await insertPaidOrder(t, {
      vendorLocationId: bar.vendorLocationId,
      userId: (await createUser(t.app)).userId,
      paidAt: new Date('2026-11-19T20:00:00Z'),
      lines: [{ ...NACHOS }],
    });
    // Read once before the refund: the week's closed hours are rolled up then.
    expect((await readWeek(manager, vendor.vendorId, false)).totals.revenueCents).toBe(
      order.totalCents + other.totalCents,
    );

    await refundInPart(order.orderId, [{ productId: LAGER.productId, quantity: 1 }], 876);
    const net = await readWeek(manager, vendor.vendorId, false);
    const kept = order.totalCents - 876;
    expect(net.totals).toMatchObject({
      numOrders: 2,
      revenueCents: kept + other.totalCents,
      itemsSold: 3,
      refundedOrders: 1,
      refundedCents: 876,
    });
    expect(net.days.find((day) => day.date === '2026-11-18')).toMatchObject({ numOrders: 1, revenueCents: kept });
    expect(net.hours.find((hour) => hour.hour === 12)).toMatchObject({ revenueCents: kept + other.totalCents });
    expect(net.topCustomers.find((row) => row.userId === customer.userId)?.revenueCents).toBe(kept);
    const productsOf = (week: AnalyticsWeek) =>
      Object.fromEntries(week.topProducts.map((product) => [product.productId, product]));
    expect(productsOf(net)[LAGER.productId]).toMatchObject({ quantity: 1, revenueCents: 800, numOrders: 1 });
    expect(productsOf(net)[NACHOS.productId]).toMatchObject({ quantity: 2, revenueCents: 2400, numOrders: 2 });

    // Asked with refunded orders: everything as charged.
    const gross = await readWeek(manager, vendor.vendorId, true);
    expect(gross.totals).toMatchObject({ revenueCents: order.totalCents + other.totalCents, itemsSold: 4 });
    expect(gross.days.find((day) => day.date === '2026-11-18')?.revenueCents).toBe(order.totalCents);
    expect(productsOf(gross)[LAGER.productId]).toMatchObject({ quantity: 2, revenueCents: 1600, numOrders: 1 });

    // The other lager too: the order kept only its nachos, and no longer counts as an order of lager.
    await refundInPart(order.orderId, [{ productId: LAGER.productId, quantity: 1 }], 876);
    const noLager = await readWeek(manager, vendor.vendorId, false);
    expect(noLager.totals.revenueCents).toBe(order.totalCents - 2 * 876 + other.totalCents);
    expect(productsOf(noLager)[LAGER.productId]).toBeUndefined();
    expect(productsOf(await readWeek(manager, vendor.vendorId, true))[LAGER.productId]).toMatchObject({
      quantity: 2,
      numOrders: 1,
    });

    // The vendor's order list says how much of each order went back.
    const list = await t.app.inject({
      method: 'GET',
      url: endpointPath(listAnalyticsOrders, { vendorId: vendor.vendorId }),
      headers: manager.auth,
    });
    const listed = list.json().orders.find((row: { orderId: string }) => row.orderId === order.orderId);
    expect(listed).toMatchObject({ totalAmount: (order.totalCents / 100).toFixed(2), refundedAmount: '17.52' });
  });
});
