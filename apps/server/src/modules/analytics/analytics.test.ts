import type { AnalyticsDump, AnalyticsOrder, AnalyticsWeek, OrderStatus } from '@queueless/contracts';
import {
  ANALYTICS_DUMP_ORDERS_MAX,
  ANALYTICS_DUMP_VERSION,
  endpointPath,
  getAnalyticsDump,
  getAnalyticsWeek,
  listAnalyticsOrders,
  listAnalyticsWeeks,
  parseCents,
  regenerateAnalyticsDump,
} from '@queueless/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createLocation,
  createProduct,
  createStaff,
  createUser,
  createVendor,
  grantRole,
  type TestUser,
} from '../../../test/factories.js';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import { insertPaidOrder } from '../../../test/orders.js';
import { orderItems, orders, users } from '../../db/schema.js';
import { newId } from '../../lib/ids.js';

const MINUTE = 60_000;

type Line = { productId: string; name: string; priceCents: number; quantity: number };
const LAGER: Line = { productId: 'T-LAGER', name: 'House Lager', priceCents: 800, quantity: 1 };
const NACHOS: Line = { productId: 'T-NACHOS', name: 'Nachos', priceCents: 1200, quantity: 1 };

describe('analytics', () => {
  let t: TestApp;
  // The app's clock, moved by the tests: Wednesday 2026-11-25, noon in Los Angeles.
  let now = new Date('2026-11-25T20:00:00Z');

  beforeAll(async () => {
    t = await createTestApp({ overrides: { clock: () => now } });
    // Order lines name products; these two stand for any (the lines keep their own name and price).
    const shelf = await createLocation(t.app, (await createVendor(t.app)).vendorId);
    await createProduct(t.app, shelf.vendorLocationId, { productId: LAGER.productId });
    await createProduct(t.app, shelf.vendorLocationId, { productId: NACHOS.productId });
  });
  afterAll(async () => {
    await t.close();
  });

  /** A vendor (Los Angeles time) with two locations, a manager, a staff member and a customer. */
  async function venue() {
    const vendor = await createVendor(t.app);
    const bar = await createLocation(t.app, vendor.vendorId);
    const patio = await createLocation(t.app, vendor.vendorId);
    const manager = await createUser(t.app);
    const staff = await createUser(t.app);
    await grantRole(t.app, vendor.vendorId, manager, 'MANAGER');
    await grantRole(t.app, vendor.vendorId, staff, 'STAFF');
    return { vendor, bar, patio, manager, staff };
  }

  /** An order written straight to the database, paid at `paidAt`, with its lines. */
  async function paidOrder(
    vendorLocationId: string,
    customer: { userId: string },
    paidAt: string,
    lines: Line[],
    options: { tipCents?: number; status?: OrderStatus; refundedCents?: number } = {},
  ) {
    const paid = new Date(paidAt);
    return insertPaidOrder(
      t,
      { vendorLocationId, userId: customer.userId, paidAt: paid, lines },
      { ...options, refundedAt: new Date(paid.getTime() + MINUTE) },
    );
  }

  const get = (user: TestUser | null, url: string) => t.app.inject({ method: 'GET', url, headers: user?.auth });

  describe('who may read', () => {
    it('answers 401 without a token, 403 to STAFF and to managers of another vendor, 404 for no vendor', async () => {
      const { vendor, manager, staff } = await venue();
      const other = await venue();
      const urls = [
        endpointPath(listAnalyticsOrders, { vendorId: vendor.vendorId }),
        endpointPath(getAnalyticsDump, { vendorId: vendor.vendorId, month: '2026-11' }),
        endpointPath(regenerateAnalyticsDump, { vendorId: vendor.vendorId, month: '2026-11' }),
        endpointPath(getAnalyticsWeek, { vendorId: vendor.vendorId, weekStart: '2026-11-22' }),
        endpointPath(listAnalyticsWeeks, { vendorId: vendor.vendorId }),
      ];
      for (const url of urls) {
        const anonymous = await get(null, url);
        expect(anonymous.statusCode, url).toBe(401);
        expect(anonymous.json().error).toMatchObject({ code: 'UNAUTHENTICATED', message: 'User not authenticated' });
        expect((await get(staff, url)).statusCode, url).toBe(403);
        expect((await get(other.manager, url)).statusCode, url).toBe(403);
        expect((await get(manager, url)).statusCode, url).toBe(200);
      }
      const missing = await get(
        manager,
        endpointPath(getAnalyticsDump, { vendorId: 'no-such-vendor', month: '2026-11' }),
      );
      expect(missing.statusCode).toBe(404);
      // A customer of the vendor holds no role there.
      expect((await get(await createUser(t.app), urls[1] ?? '')).statusCode).toBe(403);
    });

    it('checks the month, the week and the flags', async () => {
      const { vendor, manager } = await venue();
      for (const month of [
        '2026-13',
        '2026-00',
        '1899-12',
        '2101-01',
        '2026-1',
        '202611',
        '2026-11\u0000', // sent as %00
        'x'.repeat(90),
      ]) {
        const response = await get(manager, endpointPath(getAnalyticsDump, { vendorId: vendor.vendorId, month }));
        expect(response.statusCode, `${month}: ${response.body}`).toBe(400);
        expect(response.json().error.code).toBe('VALIDATION_FAILED');
      }
      expect(
        (await get(manager, endpointPath(getAnalyticsDump, { vendorId: vendor.vendorId, month: '1900-01' })))
          .statusCode,
      ).toBe(200);
      expect(
        (await get(manager, endpointPath(getAnalyticsDump, { vendorId: vendor.vendorId, month: '2100-12' })))
          .statusCode,
      ).toBe(200);
      expect(
        (await get(manager, endpointPath(getAnalyticsWeek, { vendorId: vendor.vendorId, weekStart: '2026-11-21' })))
          .statusCode,
      ).toBe(400);
      const flag = await get(
        manager,
        endpointPath(getAnalyticsDump, { vendorId: vendor.vendorId, month: '2026-11' }, { includeRefunded: 'yes' }),
      );
      expect(flag.statusCode).toBe(400);
      const token = await get(
        manager,
        endpointPath(listAnalyticsOrders, { vendorId: vendor.vendorId }, { nextToken: 'not-a-token' }),
      );
      expect(token.statusCode).toBe(400);
      const nul = await get(
        manager,
        `${endpointPath(listAnalyticsOrders, { vendorId: vendor.vendorId })}?datetimePaidAfter=%00`,
      );
      expect(nul.statusCode).toBe(400);
    });
  });

  describe('the numbers', () => {
    it('count a partial refund with the refunds, by the money it returned (decision 073)', async () => {
      const { vendor, bar, manager } = await venue();
      const customer = await createUser(t.app);
      await paidOrder(bar.vendorLocationId, customer, '2026-11-16T20:00:00Z', [{ ...LAGER, quantity: 2 }], {
        refundedCents: 500,
      });
      const week = await get(
        manager,
        endpointPath(getAnalyticsWeek, { vendorId: vendor.vendorId, weekStart: '2026-11-15' }),
      );
      expect((week.json() as AnalyticsWeek).totals).toMatchObject({
        numOrders: 1,
        refundedOrders: 1,
        refundedCents: 500,
      });
    });

    it('match the orders exactly: local days and hours, refunds in and out, new and returning customers', async () => {
      const { vendor, bar, patio, manager } = await venue();
      const regular = await createUser(t.app);
      const newcomer = await createUser(t.app);
      await t.app.database.db
        .update(users)
        .set({ firstName: 'Rita', lastName: 'Regular' })
        .where(eq(users.userId, regular.userId));
      // Before the week: makes `regular` a returning customer.
      await paidOrder(bar.vendorLocationId, regular, '2026-11-10T03:00:00Z', [LAGER]);
      // Week of Sunday 2026-11-15 (Los Angeles): 2026-11-15T08:00Z to 2026-11-22T08:00Z.
      const sunday = await paidOrder(bar.vendorLocationId, regular, '2026-11-15T08:00:00Z', [
        { ...LAGER, quantity: 2 },
      ]);
      // Saturday 11:30 PM local is Sunday 07:30 UTC: it counts on Saturday, hour 23.
      const saturdayNight = await paidOrder(patio.vendorLocationId, newcomer, '2026-11-22T07:30:00Z', [LAGER, NACHOS], {
        tipCents: 300,
        status: 'COMPLETE',
      });
      const refunded = await paidOrder(bar.vendorLocationId, newcomer, '2026-11-20T04:15:00Z', [NACHOS], {
        status: 'REFUNDED',
      });
      // Just outside the week on either side, and an unpaid cart inside it.
      await paidOrder(bar.vendorLocationId, newcomer, '2026-11-22T08:00:00Z', [LAGER]);
      await paidOrder(bar.vendorLocationId, await createUser(t.app), '2026-11-15T07:59:59Z', [LAGER]);
      await t.app.database.db.insert(orders).values({
        orderId: newId(),
        userId: newcomer.userId,
        vendorLocationId: bar.vendorLocationId,
        status: 'IN_PROGRESS',
        subtotalCents: 800,
        taxCents: 0,
        totalCents: 800,
        createdAt: new Date('2026-11-18T20:00:00Z'),
      });
      // Another vendor's order in the same week never counts.
      const other = await venue();
      await paidOrder(other.bar.vendorLocationId, newcomer, '2026-11-18T20:00:00Z', [LAGER]);

      const week = await get(
        manager,
        endpointPath(getAnalyticsWeek, { vendorId: vendor.vendorId, weekStart: '2026-11-15' }),
      );
      expect(week.statusCode).toBe(200);
      const body = week.json() as AnalyticsWeek;
      const counted = [sunday, saturdayNight];
      const revenue = counted.reduce((sum, order) => sum + order.totalCents, 0);
      expect(body).toMatchObject({
        weekStart: '2026-11-15',
        timeZone: 'America/Los_Angeles',
        datetimeStart: '2026-11-15T08:00:00.000Z',
        datetimeEnd: '2026-11-22T08:00:00.000Z',
        includeRefunded: false,
      });
      expect(body.totals).toEqual({
        numOrders: 2,
        revenueCents: revenue,
        subtotalCents: 1600 + 2000,
        taxCents: 152 + 190,
        tipCents: 300,
        averageOrderCents: Math.round(revenue / 2),
        itemsSold: 4,
        customers: 2,
        newCustomers: 1,
        returningCustomers: 1,
        refundedOrders: 1,
        refundedCents: refunded.totalCents,
      });
      expect(body.days).toHaveLength(7);
      expect(body.days[0]).toEqual({ date: '2026-11-15', numOrders: 1, revenueCents: sunday.totalCents, tipCents: 0 });
      expect(body.days[6]).toEqual({
        date: '2026-11-21',
        numOrders: 1,
        revenueCents: saturdayNight.totalCents,
        tipCents: 300,
      });
      expect(body.hours.find((hour) => hour.hour === 23)).toEqual({
        hour: 23,
        numOrders: 1,
        revenueCents: saturdayNight.totalCents,
      });
      expect(body.peakHours.map((hour) => hour.hour)).toEqual([23, 0]);
      expect(body.topProducts.map((p) => [p.productId, p.quantity, p.revenueCents])).toEqual([
        ['T-LAGER', 3, 2400],
        ['T-NACHOS', 1, 1200],
      ]);
      expect(body.topCustomers).toEqual([
        {
          userId: newcomer.userId,
          firstName: null,
          lastName: null,
          numOrders: 1,
          revenueCents: saturdayNight.totalCents,
        },
        {
          userId: regular.userId,
          firstName: 'Rita',
          lastName: 'Regular',
          numOrders: 1,
          revenueCents: sunday.totalCents,
        },
      ]);

      // Refunded orders in: the refund counts as an order and its money as revenue.
      const withRefunds = (
        await get(
          manager,
          endpointPath(
            getAnalyticsWeek,
            { vendorId: vendor.vendorId, weekStart: '2026-11-15' },
            { includeRefunded: 'true' },
          ),
        )
      ).json();
      expect(withRefunds.totals).toMatchObject({
        numOrders: 3,
        revenueCents: revenue + refunded.totalCents,
        refundedOrders: 1,
      });
      expect(withRefunds.days[4]).toMatchObject({ date: '2026-11-19', numOrders: 1 });

      // The order list of the same week adds up to the same totals.
      const listed = (
        await get(
          manager,
          endpointPath(
            listAnalyticsOrders,
            { vendorId: vendor.vendorId },
            { datetimePaidAfter: body.datetimeStart, datetimePaidBefore: body.datetimeEnd },
          ),
        )
      ).json().orders as AnalyticsOrder[];
      expect(listed.map((order) => order.orderId)).toEqual([sunday.orderId, saturdayNight.orderId]);
      expect(listed.reduce((sum, order) => sum + parseCents(order.totalAmount), 0)).toBe(revenue);
      expect(listed[1]).toMatchObject({
        status: 'COMPLETE',
        tipAmount: '3.00',
        customer: null,
        items: [
          { productId: 'T-LAGER', quantity: 1, price: '8.00', totalPrice: '8.00', productType: 'FOOD_ITEM' },
          { productId: 'T-NACHOS', quantity: 1, price: '12.00', totalPrice: '12.00' },
        ],
      });
      expect(listed[0]?.customer).toEqual({ firstName: 'Rita', lastName: 'Regular' });
    });

    it('offers this week (in the vendor’s time zone) and the 26 before it', async () => {
      // Sunday 2026-11-29 06:30 UTC is still Saturday evening in Los Angeles.
      now = new Date('2026-11-29T06:30:00Z');
      const { vendor, manager } = await venue();
      const body = (await get(manager, endpointPath(listAnalyticsWeeks, { vendorId: vendor.vendorId }))).json();
      expect(body.timeZone).toBe('America/Los_Angeles');
      expect(body.weeks).toHaveLength(27);
      expect(body.weeks[0]).toEqual({ weekStart: '2026-11-22', weekEnd: '2026-11-28' });
      expect(body.weeks[26]).toEqual({ weekStart: '2026-05-24', weekEnd: '2026-05-30' });
      now = new Date('2026-11-25T20:00:00Z');
    });

    it('answers an empty period with zeros', async () => {
      const { vendor, manager } = await venue();
      const body = (
        await get(manager, endpointPath(getAnalyticsDump, { vendorId: vendor.vendorId, month: '2026-10' }))
      ).json() as AnalyticsDump;
      expect(body).toMatchObject({
        vendorId: vendor.vendorId,
        month: '2026-10',
        numOrders: 0,
        metadata: { version: ANALYTICS_DUMP_VERSION },
      });
      expect(body.totals.averageOrderCents).toBe(0);
      expect(body.days).toHaveLength(31);
      expect(body.topProducts).toEqual([]);
      expect(body.peakHours).toEqual([]);
    });
  });

  describe('the month dump’s ordersEnriched (decision 050)', () => {
    it('lists the month’s orders with items and customer, oldest first, and says nothing was left out', async () => {
      now = new Date('2026-11-25T20:00:00Z');
      const { vendor, bar, patio, manager } = await venue();
      const customer = await createUser(t.app);
      const second = await paidOrder(patio.vendorLocationId, customer, '2026-11-20T20:00:00Z', [NACHOS]);
      const first = await paidOrder(bar.vendorLocationId, customer, '2026-11-02T20:00:00Z', [LAGER, NACHOS]);
      await paidOrder(bar.vendorLocationId, customer, '2026-10-31T20:00:00Z', [LAGER]); // another month
      // Issue 39: the nachos were sold with an option; the dump carries it as sold.
      const cheese = {
        optionId: 'O-CHEESE',
        optionGroupId: 'G-TOPPINGS',
        groupName: 'Toppings',
        name: 'Extra Cheese',
        kitchenName: 'EXTRA CHEESE',
        priceDeltaCents: 150,
        quantity: 1,
        preModifier: 'EXTRA' as const,
      };
      await t.app.database.db
        .update(orderItems)
        .set({ options: [cheese] })
        .where(and(eq(orderItems.orderId, first.orderId), eq(orderItems.productId, NACHOS.productId)));
      const reply = await get(manager, endpointPath(getAnalyticsDump, { vendorId: vendor.vendorId, month: '2026-11' }));
      expect(reply.statusCode, reply.body).toBe(200);
      const dump = reply.json() as AnalyticsDump;
      expect(dump.numOrders).toBe(2);
      expect(dump.ordersEnriched.map((order) => order.orderId)).toEqual([first.orderId, second.orderId]);
      expect(dump.ordersEnriched[0]).toMatchObject({
        userId: customer.userId,
        datetimePaid: '2026-11-02T20:00:00.000Z',
        totalAmount: '21.90',
        items: [
          { productId: LAGER.productId, quantity: 1, totalPrice: '8.00', options: [], components: [] },
          {
            productId: NACHOS.productId,
            quantity: 1,
            totalPrice: '12.00',
            options: [
              {
                optionId: 'O-CHEESE',
                name: 'Extra Cheese',
                kitchenName: 'EXTRA CHEESE',
                priceDelta: '1.50',
                quantity: 1,
                preModifier: 'EXTRA',
              },
            ],
          },
        ],
      });
      expect(dump).toMatchObject({ ordersEnrichedTruncated: false, ordersEnrichedNext: null });
    });

    it('stops at ANALYTICS_DUMP_ORDERS_MAX and points at the orders call that pages on', async () => {
      now = new Date('2026-11-25T20:00:00Z');
      const { vendor, bar, manager } = await venue();
      const customer = await createUser(t.app);
      const start = Date.parse('2026-11-03T00:00:00Z');
      const count = ANALYTICS_DUMP_ORDERS_MAX + 2;
      for (let batch = 0; batch < count; batch += 50) {
        await Promise.all(
          Array.from({ length: Math.min(50, count - batch) }, (_, i) =>
            paidOrder(bar.vendorLocationId, customer, new Date(start + (batch + i) * MINUTE).toISOString(), [LAGER]),
          ),
        );
      }
      const reply = await get(manager, endpointPath(getAnalyticsDump, { vendorId: vendor.vendorId, month: '2026-11' }));
      const dump = reply.json() as AnalyticsDump;
      expect(dump.numOrders).toBe(count);
      expect(dump.ordersEnriched).toHaveLength(ANALYTICS_DUMP_ORDERS_MAX);
      expect(dump.ordersEnrichedTruncated).toBe(true);
      expect(dump.ordersEnrichedNext).toEqual(expect.stringContaining(`/vendors/${vendor.vendorId}/orders?`));
      const rest = await get(manager, dump.ordersEnrichedNext ?? '');
      expect(rest.statusCode, rest.body).toBe(200);
      const more = rest.json().orders as AnalyticsOrder[];
      expect(more).toHaveLength(2);
      const seen = new Set([...dump.ordersEnriched, ...more].map((order) => order.orderId));
      expect(seen.size).toBe(count);
    });
  });

  describe('the cache', () => {
    it('keeps the current month 5 minutes: a new order shows after that, or at once on regenerate', async () => {
      now = new Date('2026-11-25T20:00:00Z');
      const { vendor, bar, manager } = await venue();
      const customer = await createUser(t.app);
      await paidOrder(bar.vendorLocationId, customer, '2026-11-24T20:00:00Z', [LAGER]);
      const dump = () => get(manager, endpointPath(getAnalyticsDump, { vendorId: vendor.vendorId, month: '2026-11' }));
      const first = (await dump()).json() as AnalyticsDump;
      expect(first.numOrders).toBe(1);
      expect(first.generatedAt).toBe(now.toISOString());

      await paidOrder(bar.vendorLocationId, customer, '2026-11-25T19:00:00Z', [LAGER]);
      now = new Date(now.getTime() + 5 * MINUTE - 1);
      const cached = (await dump()).json() as AnalyticsDump;
      expect(cached.numOrders).toBe(1);
      expect(cached.generatedAt).toBe(first.generatedAt);

      now = new Date(now.getTime() + 1);
      const fresh = (await dump()).json() as AnalyticsDump;
      expect(fresh.numOrders).toBe(2);
      expect(fresh.generatedAt).toBe(now.toISOString());

      await paidOrder(bar.vendorLocationId, customer, '2026-11-25T19:30:00Z', [LAGER]);
      expect(((await dump()).json() as AnalyticsDump).numOrders).toBe(2);
      const regenerated = await get(
        manager,
        endpointPath(regenerateAnalyticsDump, { vendorId: vendor.vendorId, month: '2026-11' }),
      );
      expect(regenerated.json().numOrders).toBe(3);
      // The regenerated answer is what the cache holds now.
      expect(((await dump()).json() as AnalyticsDump).numOrders).toBe(3);

      await paidOrder(bar.vendorLocationId, customer, '2026-11-25T19:40:00Z', [LAGER]);
      const forced = await get(
        manager,
        endpointPath(getAnalyticsDump, { vendorId: vendor.vendorId, month: '2026-11' }, { forceRegeneration: 'true' }),
      );
      expect(forced.json().numOrders).toBe(4);
      // With and without refunds are cached apart.
      const withRefunds = await get(
        manager,
        endpointPath(getAnalyticsDump, { vendorId: vendor.vendorId, month: '2026-11' }, { includeRefunded: 'true' }),
      );
      expect(withRefunds.json()).toMatchObject({ numOrders: 4, includeRefunded: true });
    });

    it('keeps a past month 60 minutes, and a week like its month', async () => {
      // The clock is set before anyone signs in: a token issued "in the future" of the clock is refused.
      now = new Date('2026-11-25T20:00:00Z');
      const { vendor, bar } = await venue();
      const customer = await createUser(t.app);
      // Each read by a manager signed in at the clock's time (a token lives an hour; the test moves the clock past it).
      const dump = async () =>
        get(
          await createStaff(t.app, vendor.vendorId, 'MANAGER'),
          endpointPath(getAnalyticsDump, { vendorId: vendor.vendorId, month: '2026-10' }),
        );
      expect((await dump()).json().numOrders).toBe(0);
      await paidOrder(bar.vendorLocationId, customer, '2026-10-10T20:00:00Z', [LAGER]);
      now = new Date(now.getTime() + 59 * MINUTE);
      expect((await dump()).json().numOrders).toBe(0);
      now = new Date(now.getTime() + MINUTE);
      expect((await dump()).json().numOrders).toBe(1);

      // The current week: 5 minutes (a manager signed in now: the first one's session has expired).
      const later = await createStaff(t.app, vendor.vendorId, 'MANAGER');
      const week = () =>
        get(later, endpointPath(getAnalyticsWeek, { vendorId: vendor.vendorId, weekStart: '2026-11-22' }));
      expect((await week()).json().totals.numOrders).toBe(0);
      await paidOrder(bar.vendorLocationId, customer, '2026-11-25T20:30:00Z', [LAGER]);
      now = new Date(now.getTime() + 4 * MINUTE);
      expect((await week()).json().totals.numOrders).toBe(0);
      now = new Date(now.getTime() + MINUTE);
      const after = await week();
      expect(after.json(), after.body).toHaveProperty('totals.numOrders', 1);
    });

    it('is shared by every API process (it lives in the database)', async () => {
      now = new Date('2026-11-25T20:00:00Z');
      const { vendor, bar, manager } = await venue();
      const customer = await createUser(t.app);
      const url = endpointPath(getAnalyticsDump, { vendorId: vendor.vendorId, month: '2026-11' });
      expect((await get(manager, url)).json().numOrders).toBe(0);
      await paidOrder(bar.vendorLocationId, customer, '2026-11-25T19:00:00Z', [LAGER]);
      const { createPeerApp } = await import('../../../test/harness.js');
      const peer = await createPeerApp(t, { overrides: { clock: () => now } });
      try {
        const response = await peer.app.inject({ method: 'GET', url, headers: manager.auth });
        expect(response.json().numOrders).toBe(0);
      } finally {
        await peer.close();
      }
    });
  });

  describe('the order list', () => {
    it('pages by cursor without gaps or repeats, oldest first, refunded in or out', async () => {
      const { vendor, bar, patio, manager } = await venue();
      const customer = await createUser(t.app);
      const made: string[] = [];
      // Two orders paid at the very same instant: the order id breaks the tie.
      for (const [index, paidAt] of [
        '2026-11-01T10:00:00Z',
        '2026-11-01T10:00:00Z',
        '2026-11-02T10:00:00Z',
        '2026-11-03T10:00:00Z',
        '2026-11-04T10:00:00Z',
      ].entries()) {
        const status = index === 2 ? 'REFUNDED' : 'PAID';
        made.push(
          (
            await paidOrder(index % 2 ? patio.vendorLocationId : bar.vendorLocationId, customer, paidAt, [LAGER], {
              status,
            })
          ).orderId,
        );
      }
      const refundedId = made[2];
      const expected = [...made.slice(0, 2).sort(), ...made.slice(2)];

      const all: string[] = [];
      let token: string | null = null;
      let pages = 0;
      do {
        const query = new URLSearchParams({
          includeRefunded: 'true',
          limit: '2',
          datetimePaidAfter: '2026-11-01T00:00:00Z',
        });
        if (token) query.set('nextToken', token);
        const page = (
          await get(
            manager,
            endpointPath(listAnalyticsOrders, { vendorId: vendor.vendorId }, Object.fromEntries(query)),
          )
        ).json();
        all.push(...page.orders.map((order: AnalyticsOrder) => order.orderId));
        token = page.nextToken;
        pages++;
      } while (token && pages < 10);
      expect(all).toEqual(expected);
      expect(pages).toBe(3);

      const paidOnly = (
        await get(
          manager,
          endpointPath(
            listAnalyticsOrders,
            { vendorId: vendor.vendorId },
            { datetimePaidAfter: '2026-11-01T00:00:00Z' },
          ),
        )
      ).json();
      expect(paidOnly.orders.map((order: AnalyticsOrder) => order.orderId)).toEqual(
        expected.filter((id) => id !== refundedId),
      );
      expect(paidOnly.nextToken).toBeNull();
    });
  });
});
