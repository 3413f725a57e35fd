import type { AnalyticsWeek, OrderStatus } from '@queueless/contracts';
import { endpointPath, getAnalyticsWeek } from '@queueless/contracts';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createLocation,
  createProduct,
  createStaff,
  createUser,
  createVendor,
  type TestUser,
} from '../../../test/factories.js';
import { createPeerApp, createTestApp, type TestApp } from '../../../test/harness.js';
import { insertPaidOrder } from '../../../test/orders.js';
import { analyticsCustomers, analyticsHours, analyticsProductHours, orders } from '../../db/schema.js';
import { newId } from '../../lib/ids.js';
import { servicesOf } from '../../services.js';
import {
  type AggregateSource,
  createPeriodAggregatesRepo,
  type PeriodAggregates,
  type PeriodQuery,
} from './period-aggregates.repo.js';
import { type Period, weekPeriod } from './periods.js';

const HOUR = 3_600_000;
const PRODUCTS = ['R-LAGER', 'R-NACHOS', 'R-SODA'];

type Line = { productId: string; priceCents: number; discountedPriceCents?: number; quantity: number };

/** Numbers that follow from a seed, so a failure can be replayed. */
function randomFrom(seed: number) {
  let state = seed;
  return (below: number) => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state % below;
  };
}

/**
 * The rollup (analytics_hours, analytics_product_hours, analytics_customers) must give exactly what
 * the orders give: each case compares the rollup-backed statement with the one that reads only the
 * orders and their lines, on the same data, refunds in and out.
 */
describe('the analytics rollup', () => {
  let t: TestApp;
  let now = new Date('2026-12-01T00:00:00Z');
  let repo: ReturnType<typeof createPeriodAggregatesRepo>;

  beforeAll(async () => {
    t = await createTestApp({ overrides: { clock: () => now } });
    repo = createPeriodAggregatesRepo(t.app.database.db);
    const shelf = await createLocation(t.app, (await createVendor(t.app)).vendorId);
    for (const productId of PRODUCTS) await createProduct(t.app, shelf.vendorLocationId, { productId });
  });
  afterAll(async () => {
    await t.close();
  });

  async function venue(timeZone = 'America/Los_Angeles') {
    const vendor = await createVendor(t.app, { timeZone });
    const bar = await createLocation(t.app, vendor.vendorId);
    const patio = await createLocation(t.app, vendor.vendorId);
    const manager = await createStaff(t.app, vendor.vendorId, 'MANAGER');
    return { vendor, locations: [bar.vendorLocationId, patio.vendorLocationId], manager };
  }

  async function paidOrder(
    vendorLocationId: string,
    userId: string,
    paidAt: Date,
    lines: Line[],
    options: { status?: OrderStatus; tipCents?: number } = {},
  ) {
    return (await insertPaidOrder(t, { vendorLocationId, userId, paidAt, lines }, options)).orderId;
  }

  /**
   * `count` orders paid at random instants in [from, to), from a pool of customers, with 1 to 3 lines
   * (a product may come twice in one order, some at a discount), some tipped, some refunded.
   */
  async function randomOrders(
    locations: string[],
    customers: string[],
    from: Date,
    to: Date,
    count: number,
    seed: number,
  ) {
    const random = randomFrom(seed);
    const span = to.getTime() - from.getTime();
    for (let index = 0; index < count; index++) {
      const lines = Array.from({ length: 1 + random(3) }, () => {
        const priceCents = 500 + 100 * random(10);
        return {
          productId: PRODUCTS[random(PRODUCTS.length)] ?? 'R-LAGER',
          priceCents,
          discountedPriceCents: random(5) === 0 ? priceCents - 200 : undefined,
          quantity: 1 + random(3),
        };
      });
      const roll = random(10);
      await paidOrder(
        locations[random(locations.length)] ?? '',
        customers[random(customers.length)] ?? '',
        new Date(from.getTime() + Math.floor((random(1_000_000) / 1_000_000) * span)),
        lines,
        { status: roll < 2 ? 'REFUNDED' : roll < 6 ? 'COMPLETE' : 'PAID', tipCents: random(3) * 100 },
      );
    }
  }

  async function customersOf(count: number) {
    return Promise.all(Array.from({ length: count }, async () => (await createUser(t.app)).userId));
  }

  /** json_agg gives no order: days, hours and products sorted, so equal answers compare equal. */
  function sorted(aggregates: PeriodAggregates) {
    return {
      ...aggregates,
      days: [...aggregates.days].sort((a, b) => a.date.localeCompare(b.date)),
      hours: [...aggregates.hours].sort((a, b) => a.hour - b.hour),
      products: [...aggregates.products].sort((a, b) => a.productId.localeCompare(b.productId)),
    };
  }

  function query(vendorId: string, timeZone: string, period: Period, includeRefunded: boolean): PeriodQuery {
    return { vendorId, timeZone, start: period.start, end: period.end, includeRefunded, topCustomers: 10 };
  }

  /** Both ways, refunds in and out; answers the rollup's answers for further checks. */
  async function expectRollupToMatchOrders(vendorId: string, timeZone: string, period: Period) {
    const answers: Record<string, PeriodAggregates> = {};
    for (const includeRefunded of [false, true]) {
      const q = query(vendorId, timeZone, period, includeRefunded);
      const fromRollup = sorted(await repo.aggregatePeriod(q, 'rollup'));
      const fromOrders = sorted(await repo.aggregatePeriod(q, 'orders' satisfies AggregateSource));
      expect(fromRollup, `includeRefunded=${includeRefunded}`).toEqual(fromOrders);
      answers[String(includeRefunded)] = fromRollup;
    }
    return answers;
  }

  const rolledHours = async (vendorId: string) =>
    t.app.database.db.select().from(analyticsHours).where(eq(analyticsHours.vendorId, vendorId));

  const get = (user: TestUser, url: string) => t.app.inject({ method: 'GET', url, headers: user.auth });

  it('gives what the orders give, refunds in and out, with the week’s edges and earlier customers', async () => {
    now = new Date('2026-12-01T00:00:00Z');
    const { vendor, locations, manager } = await venue();
    const customers = await customersOf(12);
    const week = weekPeriod('2026-11-15', 'America/Los_Angeles');
    // A month before (returning customers), the week itself, and a day either side of it.
    await randomOrders(locations, customers.slice(0, 6), new Date('2026-10-15T00:00:00Z'), week.start, 15, 1);
    await randomOrders(
      locations,
      customers,
      new Date(week.start.getTime() - 24 * HOUR),
      new Date(week.end.getTime() + 24 * HOUR),
      120,
      2,
    );
    // On the edges: the first instant of the week, its last microsecond, and the one after it.
    const lager = { productId: 'R-LAGER', priceCents: 800, quantity: 1 };
    await paidOrder(locations[0] ?? '', customers[11] ?? '', week.start, [lager]);
    await paidOrder(locations[0] ?? '', customers[10] ?? '', new Date(week.end.getTime() - 1), [lager]);
    await paidOrder(locations[1] ?? '', customers[9] ?? '', week.end, [lager]);

    // Reading the week rolls its closed hours up; from then on those hours come from the rollup.
    const response = await get(
      manager,
      endpointPath(getAnalyticsWeek, { vendorId: vendor.vendorId, weekStart: '2026-11-15' }),
    );
    expect(response.statusCode).toBe(200);
    expect((await rolledHours(vendor.vendorId)).length).toBeGreaterThan(24);
    const answers = await expectRollupToMatchOrders(vendor.vendorId, 'America/Los_Angeles', week);
    const body = response.json() as AnalyticsWeek;
    expect(body.totals.numOrders).toBe(answers.false?.numOrders);
    expect(body.totals.itemsSold).toBe(answers.false?.products.reduce((sum, product) => sum + product.quantity, 0));
    expect(body.totals.returningCustomers).toBe(answers.false?.returningCustomers);
    expect(answers.false?.returningCustomers).toBeGreaterThan(0);
    expect(answers.false?.returningCustomers).toBeLessThan(answers.false?.customers ?? 0);
    expect(answers.true?.numOrders).toBeGreaterThan(answers.false?.numOrders ?? 0);

    // The product rows of rolled hours are what the answer reads: spoil one and the answer moves.
    const [row] = await t.app.database.db
      .select()
      .from(analyticsProductHours)
      .where(and(eq(analyticsProductHours.vendorId, vendor.vendorId), eq(analyticsProductHours.refunded, false)))
      .limit(1);
    if (!row) throw new Error('no product rows were rolled');
    await t.app.database.db
      .update(analyticsProductHours)
      .set({ quantity: row.quantity + 1000 })
      .where(
        and(
          eq(analyticsProductHours.vendorId, row.vendorId),
          eq(analyticsProductHours.hour, row.hour),
          eq(analyticsProductHours.refunded, false),
          eq(analyticsProductHours.productId, row.productId),
        ),
      );
    const spoiled = await repo.aggregatePeriod(query(vendor.vendorId, 'America/Los_Angeles', week, false));
    const direct = await repo.aggregatePeriod(query(vendor.vendorId, 'America/Los_Angeles', week, false), 'orders');
    const quantity = (answer: PeriodAggregates) => answer.products.find((p) => p.productId === row.productId)?.quantity;
    expect(quantity(spoiled)).toBe((quantity(direct) ?? 0) + 1000);
  });

  it('stays exact when a rolled hour changes: a late refund, an order paid late, and again once re-rolled', async () => {
    now = new Date('2026-12-01T00:00:00Z');
    const { vendor, locations, manager } = await venue();
    const customers = await customersOf(6);
    const week = weekPeriod('2026-11-15', 'America/Los_Angeles');
    await randomOrders(locations, customers, week.start, week.end, 60, 3);
    const hour = new Date('2026-11-18T03:00:00Z');
    const nachos = { productId: 'R-NACHOS', priceCents: 1200, quantity: 2 };
    const refundedLate = await paidOrder(locations[0] ?? '', customers[0] ?? '', new Date(hour.getTime() + 600_000), [
      nachos,
    ]);
    expect(
      (await get(manager, endpointPath(getAnalyticsWeek, { vendorId: vendor.vendorId, weekStart: '2026-11-15' })))
        .statusCode,
    ).toBe(200);
    const before = (await rolledHours(vendor.vendorId)).find((row) => row.hour.getTime() === hour.getTime());
    expect(before).toMatchObject({ refundedOrders: 0 });
    const nachosSold = async () =>
      (await repo.aggregatePeriod(query(vendor.vendorId, 'America/Los_Angeles', week, false), 'orders')).products.find(
        (p) => p.productId === 'R-NACHOS',
      )?.quantity ?? 0;
    const soldBefore = await nachosSold();

    // A refund later, of an order in an hour already rolled; then an order written into it late.
    now = new Date('2026-12-01T00:10:00Z');
    await t.app.database.db
      .update(orders)
      .set({ status: 'REFUNDED', refundedAt: now, refundReason: 'NONE_PROVIDED' })
      .where(eq(orders.orderId, refundedLate));
    await expectRollupToMatchOrders(vendor.vendorId, 'America/Los_Angeles', week);
    expect(await nachosSold()).toBe(soldBefore - 2);
    await paidOrder(locations[1] ?? '', (await createUser(t.app)).userId, new Date(hour.getTime() + 1_200_000), [
      { ...nachos, quantity: 3 },
    ]);
    await expectRollupToMatchOrders(vendor.vendorId, 'America/Los_Angeles', week);
    expect(await nachosSold()).toBe(soldBefore + 1);

    // The next regeneration re-rolls that hour (and only it) with the refund and the new order.
    const regenerated = await get(
      manager,
      endpointPath(
        getAnalyticsWeek,
        { vendorId: vendor.vendorId, weekStart: '2026-11-15' },
        { forceRegeneration: 'true' },
      ),
    );
    expect(regenerated.statusCode, regenerated.body).toBe(200);
    const nachosRanked = (regenerated.json() as AnalyticsWeek).topProducts.find((p) => p.productId === 'R-NACHOS');
    expect(nachosRanked?.quantity).toBe(soldBefore + 1);
    const after = (await rolledHours(vendor.vendorId)).find((row) => row.hour.getTime() === hour.getTime());
    expect(after).toMatchObject({ refundedOrders: 1, numOrders: (before?.numOrders ?? 0) + 1 });
    expect(after?.rolledAt).toEqual(now);
    const rerolled = (await rolledHours(vendor.vendorId)).filter((row) => row.rolledAt.getTime() === now.getTime());
    expect(rerolled).toHaveLength(1);
    await expectRollupToMatchOrders(vendor.vendorId, 'America/Los_Angeles', week);
  });

  it('rolls only closed hours: the open hour and the rest of the week come from the orders', async () => {
    // The clock is set before anyone signs in: a token issued "in the future" of the clock is refused.
    now = new Date('2026-11-18T10:30:00Z');
    const { vendor, locations, manager } = await venue();
    const customers = await customersOf(5);
    const week = weekPeriod('2026-11-15', 'America/Los_Angeles');
    await randomOrders(locations, customers, week.start, now, 40, 4);
    await paidOrder(locations[0] ?? '', customers[0] ?? '', new Date('2026-11-18T10:05:00Z'), [
      { productId: 'R-SODA', priceCents: 300, quantity: 4 },
    ]);
    expect(
      (await get(manager, endpointPath(getAnalyticsWeek, { vendorId: vendor.vendorId, weekStart: '2026-11-15' })))
        .statusCode,
    ).toBe(200);
    const rolled = await rolledHours(vendor.vendorId);
    expect(rolled.length).toBeGreaterThan(0);
    expect(rolled.every((row) => row.hour.getTime() + HOUR <= now.getTime())).toBe(true);
    await expectRollupToMatchOrders(vendor.vendorId, 'America/Los_Angeles', week);
  });

  it('is kept up by the sweep: the hours closed lately, at every vendor with orders in them', async () => {
    now = new Date('2026-11-20T10:20:00Z');
    const busy = await venue();
    const quiet = await venue();
    const soda = [{ productId: 'R-SODA', priceCents: 300, quantity: 1 }];
    const customer = (await createUser(t.app)).userId;
    for (const at of ['2026-11-20T07:30:00Z', '2026-11-20T09:10:00Z', '2026-11-20T10:05:00Z']) {
      await paidOrder(busy.locations[0] ?? '', customer, new Date(at), soda);
    }
    // Older than the sweep looks: rolled when a period holding it is read.
    await paidOrder(busy.locations[1] ?? '', customer, new Date('2026-11-20T05:00:00Z'), soda);
    expect(await servicesOf(t.app).analytics.rollRecentHours()).toBeGreaterThanOrEqual(2);
    const hours = (await rolledHours(busy.vendor.vendorId)).map((row) => row.hour.toISOString()).sort();
    expect(hours).toEqual(['2026-11-20T07:00:00.000Z', '2026-11-20T09:00:00.000Z']);
    expect(await rolledHours(quiet.vendor.vendorId)).toEqual([]);
    // Nothing changed: the next sweep writes nothing.
    expect(await servicesOf(t.app).analytics.rollRecentHours()).toBe(0);
  });

  it('has the history the dashboard offers rolled ahead of any read (the history sweep), then only compares', async () => {
    now = new Date('2026-11-20T10:20:00Z');
    const { vendor } = await venue();
    const [location = ''] = (await venue()).locations;
    const bar = (await createLocation(t.app, vendor.vendorId)).vendorLocationId;
    const customer = (await createUser(t.app)).userId;
    const soda = [{ productId: 'R-SODA', priceCents: 300, quantity: 1 }];
    const weeksAgo = (weeks: number, hour: number) => new Date(Date.UTC(2026, 10, 20 - 7 * weeks, hour, 15));
    for (const at of [weeksAgo(1, 18), weeksAgo(12, 2), weeksAgo(26, 21)]) await paidOrder(bar, customer, at, soda);
    // Older than the dashboard offers: left alone. Another vendor's orders are rolled for it, not for this one.
    await paidOrder(bar, customer, weeksAgo(40, 12), soda);
    await paidOrder(location, customer, weeksAgo(3, 12), soda);

    expect(await servicesOf(t.app).analytics.rollHistory({ pauseMs: 0 })).toBeGreaterThanOrEqual(4);
    const hours = (await rolledHours(vendor.vendorId)).map((row) => row.hour.toISOString()).sort();
    expect(hours).toEqual(
      [weeksAgo(26, 21), weeksAgo(12, 2), weeksAgo(1, 18)].map((at) =>
        new Date(at.getTime() - 15 * 60_000).toISOString(),
      ),
    );
    // Rolled as a read would have rolled it: the week twelve weeks back is answered from the rollup, exactly.
    await expectRollupToMatchOrders(
      vendor.vendorId,
      'America/Los_Angeles',
      weekPeriod('2026-08-23', 'America/Los_Angeles'),
    );
    // Nothing changed: the next run compares and writes nothing; a late refund is rolled again by it.
    expect(await servicesOf(t.app).analytics.rollHistory({ pauseMs: 0 })).toBe(0);
    await t.app.database.db
      .update(orders)
      .set({ status: 'REFUNDED', refundedAt: now, refundReason: 'NONE_PROVIDED' })
      .where(and(eq(orders.vendorLocationId, bar), eq(orders.paidAt, weeksAgo(12, 2))));
    expect(await servicesOf(t.app).analytics.rollHistory({ pauseMs: 0 })).toBe(1);
  });

  it('is exact in weeks with a daylight-saving change and in zones half an hour off UTC', async () => {
    now = new Date('2027-01-01T00:00:00Z');
    const cases = [
      // Fall back on Sunday 2026-11-01: 1 AM comes twice, the week is 169 hours.
      { timeZone: 'America/Los_Angeles', weekStart: '2026-11-01', hours: 169 },
      // Spring forward on Sunday 2026-03-08: 2 AM never comes, the week is 167 hours.
      { timeZone: 'America/Los_Angeles', weekStart: '2026-03-08', hours: 167 },
      // Weeks start at 18:30 UTC: the UTC hours on the edges are half in, half out.
      { timeZone: 'Asia/Kolkata', weekStart: '2026-11-15', hours: 168 },
      // A daylight-saving change of half an hour (Sunday 2026-10-04), on a half-hour offset.
      { timeZone: 'Australia/Lord_Howe', weekStart: '2026-10-04', hours: 167.5 },
    ];
    for (const [index, { timeZone, weekStart, hours }] of cases.entries()) {
      const { vendor, locations } = await venue(timeZone);
      const customers = await customersOf(8);
      const week = weekPeriod(weekStart, timeZone);
      expect((week.end.getTime() - week.start.getTime()) / HOUR, `${timeZone} ${weekStart}`).toBe(hours);
      await randomOrders(
        locations,
        customers.slice(0, 3),
        new Date(week.start.getTime() - 30 * 24 * HOUR),
        week.start,
        5,
        10 + index,
      );
      await randomOrders(
        locations,
        customers,
        new Date(week.start.getTime() - 2 * HOUR),
        new Date(week.end.getTime() + 2 * HOUR),
        90,
        20 + index,
      );
      // Every quarter hour of the week's first day: both 1 AMs of a fall-back night, the edges.
      for (let at = week.start.getTime() - HOUR; at < week.start.getTime() + 26 * HOUR; at += HOUR / 4) {
        await paidOrder(locations[0] ?? '', customers[at % customers.length] ?? '', new Date(at), [
          { productId: 'R-SODA', priceCents: 300, quantity: 1 },
        ]);
      }
      await repo.rollClosedHours({ vendorId: vendor.vendorId, start: week.start, end: week.end, now });
      expect((await rolledHours(vendor.vendorId)).length).toBeGreaterThan(40);
      const answers = await expectRollupToMatchOrders(vendor.vendorId, timeZone, week);
      expect(answers.false?.days.map((day) => day.date)[0]).toBe(weekStart);
    }
  });

  it('keeps each customer’s first paid order at each vendor, whichever way the order is written', async () => {
    const { vendor, locations } = await venue();
    const other = await venue();
    const customer = (await createUser(t.app)).userId;
    const firstPaid = async (vendorId: string) =>
      (
        await t.app.database.db
          .select({ at: analyticsCustomers.firstPaidAt })
          .from(analyticsCustomers)
          .where(and(eq(analyticsCustomers.vendorId, vendorId), eq(analyticsCustomers.userId, customer)))
      )[0]?.at;
    const soda = [{ productId: 'R-SODA', priceCents: 300, quantity: 1 }];
    await paidOrder(locations[0] ?? '', customer, new Date('2026-11-20T20:00:00Z'), soda);
    expect(await firstPaid(vendor.vendorId)).toEqual(new Date('2026-11-20T20:00:00Z'));
    // A later order leaves it; another vendor's order is that vendor's.
    await paidOrder(locations[1] ?? '', customer, new Date('2026-11-21T20:00:00Z'), soda);
    await paidOrder(other.locations[0] ?? '', customer, new Date('2026-11-01T20:00:00Z'), soda);
    expect(await firstPaid(vendor.vendorId)).toEqual(new Date('2026-11-20T20:00:00Z'));
    expect(await firstPaid(other.vendor.vendorId)).toEqual(new Date('2026-11-01T20:00:00Z'));
    // A cart paid later (paid_at set by an update, as markPaid does), with an earlier time: it moves.
    const cart = newId();
    await t.app.database.db.insert(orders).values({
      orderId: cart,
      userId: customer,
      vendorLocationId: locations[1] ?? '',
      subtotalCents: 300,
      taxCents: 0,
      totalCents: 300,
    });
    expect(await firstPaid(vendor.vendorId)).toEqual(new Date('2026-11-20T20:00:00Z'));
    await t.app.database.db
      .update(orders)
      .set({ status: 'PAID', paidAt: new Date('2026-11-19T20:00:00Z') })
      .where(eq(orders.orderId, cart));
    expect(await firstPaid(vendor.vendorId)).toEqual(new Date('2026-11-19T20:00:00Z'));
    // Several orders in one statement (as the volume seed writes them): the earliest counts.
    const many = [new Date('2026-11-18T20:00:00Z'), new Date('2026-11-17T20:00:00Z')].map((paidAt) => ({
      orderId: newId(),
      userId: customer,
      vendorLocationId: locations[0] ?? '',
      status: 'PAID' as const,
      subtotalCents: 300,
      taxCents: 0,
      totalCents: 300,
      paidAt,
    }));
    await t.app.database.db.insert(orders).values(many);
    expect(await firstPaid(vendor.vendorId)).toEqual(new Date('2026-11-17T20:00:00Z'));
    const week = weekPeriod('2026-11-15', 'America/Los_Angeles');
    const answers = await expectRollupToMatchOrders(vendor.vendorId, 'America/Los_Angeles', week);
    expect(answers.false).toMatchObject({ customers: 1, returningCustomers: 0 });
    const next = await expectRollupToMatchOrders(
      vendor.vendorId,
      'America/Los_Angeles',
      weekPeriod('2026-11-22', 'America/Los_Angeles'),
    );
    expect(next.false).toMatchObject({ customers: 0, returningCustomers: 0 });
  });

  // PGlite is one connection: statements run one at a time, so nothing can race there.
  it.skipIf(!process.env.DATABASE_URL)(
    'lets several requests regenerate the same week at once: each hour is rolled once, every answer is the same',
    async () => {
      now = new Date('2026-12-01T00:00:00Z');
      const { vendor, locations, manager } = await venue();
      const customers = await customersOf(10);
      const week = weekPeriod('2026-11-15', 'America/Los_Angeles');
      await randomOrders(locations, customers, week.start, week.end, 150, 5);
      // Two API processes (each with its own pool), four requests each.
      const peer = await createPeerApp(t, { overrides: { clock: () => now } });
      const url = endpointPath(
        getAnalyticsWeek,
        { vendorId: vendor.vendorId, weekStart: '2026-11-15' },
        { forceRegeneration: 'true' },
      );
      const responses = await Promise.all(
        Array.from({ length: 8 }, (_, index) =>
          (index % 2 === 0 ? t.app : peer.app).inject({ method: 'GET', url, headers: manager.auth }),
        ),
      );
      await peer.close();
      expect(responses.map((response) => response.statusCode)).toEqual(Array(8).fill(200));
      const totals = responses.map((response) => JSON.stringify((response.json() as AnalyticsWeek).totals));
      expect(new Set(totals).size).toBe(1);
      const perHour = await t.app.database.db.execute(sql`
        select count(*)::int as rows, count(distinct hour)::int as hours from analytics_hours
        where vendor_id = ${vendor.vendorId}`);
      const counts = (perHour as unknown as { rows: { rows: number; hours: number }[] }).rows[0];
      expect(counts?.rows).toBe(counts?.hours);
      await expectRollupToMatchOrders(vendor.vendorId, 'America/Los_Angeles', week);
    },
  );
});
