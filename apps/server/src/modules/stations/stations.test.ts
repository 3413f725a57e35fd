import {
  bumpTicket,
  bumpTicketItem,
  createStation,
  editStation,
  endpointPath,
  getExpo,
  getLocationQueue,
  getStationTickets,
  getTicketTimesReport,
  listStations,
  markOrderPaid,
  markOrderReady,
  recallTicket,
  removeStation,
  setStationRoutes,
  streamStationTickets,
} from '@queueless/contracts';
import { and, eq, like, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  createProduct,
  createStaff,
  createStaffedVenue,
  createUser,
  createVenue,
  placeOrder,
  type TestUser,
} from '../../../test/factories.js';
import { useTestAppWithFakePayments } from '../../../test/orders.js';
import { openEventStream } from '../../../test/sse.js';
import { domainEvents, orderItems, orders, smsNotices, stationTickets } from '../../db/schema.js';
import { servicesOf } from '../../services.js';
import { routeLines } from './tickets.repo.js';

describe('routing lines to stations', () => {
  const line = (productId: string, productType: 'ALCOHOLIC_ITEM' | 'FOOD_ITEM', groupId: string | null = null) => ({
    productId,
    productType,
    groupId,
  });
  const route = (stationId: string, key: { productType?: 'FOOD_ITEM'; groupId?: string; productId?: string }) => ({
    stationId,
    productType: key.productType ?? null,
    groupId: key.groupId ?? null,
    productId: key.productId ?? null,
  });

  it('takes the product’s route over its group’s over its type’s, and the first station for the rest', () => {
    const routed = routeLines(
      [
        line('burger', 'FOOD_ITEM'),
        line('fries', 'FOOD_ITEM', 'sides'),
        line('shake', 'FOOD_ITEM'),
        line('ipa', 'ALCOHOLIC_ITEM'),
      ],
      [
        route('KITCHEN', { productType: 'FOOD_ITEM' }),
        route('FRYER', { groupId: 'sides' }),
        route('BAR', { productId: 'shake' }),
      ],
      ['BAR', 'KITCHEN', 'FRYER'],
    );
    expect(Object.fromEntries([...routed].map(([id, lines]) => [id, lines.map((l) => l.productId)]))).toEqual({
      KITCHEN: ['burger'],
      FRYER: ['fries'],
      BAR: ['shake', 'ipa'],
    });
  });

  it('sends a combo’s components each by its own product’s route, the combo’s own options where the combo goes', () => {
    const option = (name: string) => ({ name, quantity: 1 });
    const combo = {
      ...line('pint-dog', 'FOOD_ITEM', 'combos'),
      options: [option('EXTRA NAPKINS')],
      components: [
        { ...line('lager', 'ALCOHOLIC_ITEM'), options: [option('House Lager')] },
        { ...line('hotdog', 'FOOD_ITEM'), options: [option('Hot Dog'), option('Hot Dog: NO ONION')] },
      ],
    };
    const routed = routeLines([combo], [route('KITCHEN', { productType: 'FOOD_ITEM' })], ['BAR', 'KITCHEN']);
    expect(
      Object.fromEntries(
        [...routed].map(([id, lines]) => [id, lines.map((l) => [l.productId, l.options?.map((o) => o.name)])]),
      ),
    ).toEqual({
      KITCHEN: [['pint-dog', ['EXTRA NAPKINS', 'Hot Dog', 'Hot Dog: NO ONION']]],
      BAR: [['pint-dog', ['House Lager']]],
    });
  });

  it('ignores a route to a station that is gone', () => {
    const routed = routeLines([line('burger', 'FOOD_ITEM')], [route('GONE', { productType: 'FOOD_ITEM' })], ['BAR']);
    expect([...routed.keys()]).toEqual(['BAR']);
  });
});

/** Stations, the tickets of a paid order and the station screens (issue 40, decision 088). */
describe('stations and tickets', () => {
  const t = useTestAppWithFakePayments();

  async function barAndKitchen() {
    const venue = await createStaffedVenue(t.app, 'MANAGER', { name: 'Negroni', productType: 'ALCOHOLIC_ITEM' });
    const vendorLocationId = venue.location.vendorLocationId;
    const burger = await createProduct(t.app, vendorLocationId, { name: 'Burger', productType: 'FOOD_ITEM' });
    const bar = await addStation(venue.staff, vendorLocationId, 'Bar');
    const kitchen = await addStation(venue.staff, vendorLocationId, 'Kitchen');
    const routed = await t.app.inject({
      method: 'PUT',
      url: endpointPath(setStationRoutes, { vendorLocationId }),
      headers: venue.staff.auth,
      payload: { routes: [{ stationId: kitchen.stationId, productType: 'FOOD_ITEM' }] },
    });
    expect(routed.statusCode).toBe(200);
    return { ...venue, vendorLocationId, cocktail: venue.product, burger, bar, kitchen };
  }

  async function addStation(user: TestUser, vendorLocationId: string, name: string) {
    const response = await t.app.inject({
      method: 'POST',
      url: endpointPath(createStation, { vendorLocationId }),
      headers: user.auth,
      payload: { name },
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json().station as { stationId: string; name: string };
  }

  async function paidOrder(
    customer: TestUser,
    vendorLocationId: string,
    productIds: string[],
    beforePaying?: (orderId: string) => Promise<void>,
  ) {
    const created = await placeOrder(t.app, customer, {
      vendorLocationId,
      cartItems: productIds.map((productId) => ({ productId, quantity: 1 })),
    });
    expect(created.statusCode, created.body).toBe(201);
    const { order, paymentIntentId } = created.json();
    await beforePaying?.(order.orderId);
    t.payments.pay(paymentIntentId);
    const paid = await t.app.inject({
      method: 'PUT',
      url: endpointPath(markOrderPaid, { userId: customer.userId, orderId: order.orderId }),
      headers: customer.auth,
    });
    expect(paid.json().order.status).toBe('PAID');
    await servicesOf(t.app).eventConsumers.catchUp();
    return order.orderId as string;
  }

  const ticketsOf = async (user: TestUser, vendorLocationId: string, stationId: string) => {
    const response = await t.app.inject({
      url: endpointPath(getStationTickets, { vendorLocationId, stationId }),
      headers: user.auth,
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  };
  const bump = (user: TestUser, vendorLocationId: string, stationId: string, ticketId: string) =>
    t.app.inject({
      method: 'PUT',
      url: endpointPath(bumpTicket, { vendorLocationId, stationId, ticketId }),
      headers: user.auth,
    });
  const readyEvents = (orderId: string) =>
    t.app.database.db
      .select()
      .from(domainEvents)
      .where(and(eq(domainEvents.aggregateId, orderId), eq(domainEvents.type, 'order.ready')));

  it('lets managers add, rename and remove stations; staff read them; others are refused', async () => {
    const venue = await createStaffedVenue(t.app, 'MANAGER');
    const vendorLocationId = venue.location.vendorLocationId;
    const staff = await createStaff(t.app, venue.vendor.vendorId, 'STAFF');
    const stranger = await createUser(t.app);
    const bar = await addStation(venue.staff, vendorLocationId, 'Bar');

    const byStaff = await t.app.inject({
      method: 'POST',
      url: endpointPath(createStation, { vendorLocationId }),
      headers: staff.auth,
      payload: { name: 'Kitchen' },
    });
    expect(byStaff.statusCode).toBe(403);
    const twice = await t.app.inject({
      method: 'POST',
      url: endpointPath(createStation, { vendorLocationId }),
      headers: venue.staff.auth,
      payload: { name: ' bar ' },
    });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().error.code).toBe('CONFLICT');
    const hostile = await t.app.inject({
      method: 'POST',
      url: endpointPath(createStation, { vendorLocationId }),
      headers: venue.staff.auth,
      payload: { name: 'x'.repeat(41), sound: 'siren', extra: 1 },
    });
    expect(hostile.statusCode).toBe(400);
    expect(hostile.json().error.code).toBe('VALIDATION_FAILED');

    const renamed = await t.app.inject({
      method: 'PATCH',
      url: endpointPath(editStation, { vendorLocationId, stationId: bar.stationId }),
      headers: venue.staff.auth,
      payload: { name: 'Front bar', sound: 'bell' },
    });
    expect(renamed.json().station).toMatchObject({ name: 'Front bar', sound: 'bell' });

    const listed = await t.app.inject({ url: endpointPath(listStations, { vendorLocationId }), headers: staff.auth });
    expect(listed.json().items.map((s: { name: string }) => s.name)).toEqual(['Front bar']);
    const byStranger = await t.app.inject({
      url: endpointPath(listStations, { vendorLocationId }),
      headers: stranger.auth,
    });
    expect(byStranger.statusCode).toBe(403);

    const other = await createStaffedVenue(t.app, 'MANAGER');
    const elsewhere = await t.app.inject({
      method: 'DELETE',
      url: endpointPath(removeStation, { vendorLocationId: other.location.vendorLocationId, stationId: bar.stationId }),
      headers: other.staff.auth,
    });
    expect(elsewhere.statusCode).toBe(404);
    const removed = await t.app.inject({
      method: 'DELETE',
      url: endpointPath(removeStation, { vendorLocationId, stationId: bar.stationId }),
      headers: venue.staff.auth,
    });
    expect(removed.statusCode).toBe(204);
    const after = await t.app.inject({ url: endpointPath(listStations, { vendorLocationId }), headers: staff.auth });
    expect(after.json().items).toEqual([]);
  });

  it('refuses routes to another location’s station or product, and a key named twice', async () => {
    const venue = await barAndKitchen();
    const other = await createVenue(t.app);
    const put = (routes: unknown[]) =>
      t.app.inject({
        method: 'PUT',
        url: endpointPath(setStationRoutes, { vendorLocationId: venue.vendorLocationId }),
        headers: venue.staff.auth,
        payload: { routes },
      });
    expect((await put([{ stationId: 'NOPE', productType: 'FOOD_ITEM' }])).statusCode).toBe(400);
    expect((await put([{ stationId: venue.bar.stationId, productId: other.product.productId }])).statusCode).toBe(400);
    const twice = await put([
      { stationId: venue.bar.stationId, productType: 'FOOD_ITEM' },
      { stationId: venue.kitchen.stationId, productType: 'FOOD_ITEM' },
    ]);
    expect(twice.statusCode).toBe(400);
    expect((await put([{ stationId: venue.bar.stationId, productType: 'FOOD_ITEM', groupId: 'x' }])).statusCode).toBe(
      400,
    );
  });

  it('makes nothing for a location without stations: its queue is as before', async () => {
    const venue = await createStaffedVenue(t.app, 'STAFF');
    const orderId = await paidOrder(venue.customer, venue.location.vendorLocationId, [venue.product.productId]);
    const tickets = await t.app.database.db.select().from(stationTickets).where(eq(stationTickets.orderId, orderId));
    expect(tickets).toEqual([]);
    const queue = await t.app.inject({
      url: endpointPath(getLocationQueue, { vendorLocationId: venue.location.vendorLocationId }),
      headers: venue.staff.auth,
    });
    expect(queue.json().items.map((item: { orderId: string }) => item.orderId)).toEqual([orderId]);
  });

  it('splits a cocktail and a burger into a Bar and a Kitchen ticket; the last bump makes the order ready once', async () => {
    const venue = await barAndKitchen();
    const orderId = await paidOrder(venue.customer, venue.vendorLocationId, [
      venue.cocktail.productId,
      venue.burger.productId,
    ]);
    // A second run of the consumer over the same event makes no second ticket.
    await servicesOf(t.app).eventConsumers.catchUp();

    const bar = await ticketsOf(venue.staff, venue.vendorLocationId, venue.bar.stationId);
    const kitchen = await ticketsOf(venue.staff, venue.vendorLocationId, venue.kitchen.stationId);
    expect(bar.items).toHaveLength(1);
    expect(kitchen.items).toHaveLength(1);
    expect(bar.items[0]).toMatchObject({ orderId, shortOrderId: orderId.slice(-6), bumpedAt: null });
    expect(bar.items[0].items.map((item: { name: string }) => item.name)).toEqual(['Negroni']);
    expect(kitchen.items[0].items.map((item: { name: string }) => item.name)).toEqual(['Burger']);

    const first = await bump(venue.staff, venue.vendorLocationId, venue.kitchen.stationId, kitchen.items[0].ticketId);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().isOrderReady).toBe(false);
    expect((await t.app.database.db.select().from(orders).where(eq(orders.orderId, orderId)))[0]?.readyAt).toBeNull();

    // The expo sees the order partly done.
    const expo = await t.app.inject({
      url: endpointPath(getExpo, { vendorLocationId: venue.vendorLocationId }),
      headers: venue.staff.auth,
    });
    expect(expo.json().items.map((order: { orderId: string }) => order.orderId)).toEqual([orderId]);

    const second = await bump(venue.staff, venue.vendorLocationId, venue.bar.stationId, bar.items[0].ticketId);
    expect(second.json().isOrderReady).toBe(true);
    const again = await bump(venue.staff, venue.vendorLocationId, venue.bar.stationId, bar.items[0].ticketId);
    expect(again.json().isOrderReady).toBe(false);
    expect(await readyEvents(orderId)).toHaveLength(1);
    await servicesOf(t.app).eventConsumers.catchUp();
    const texts = await t.app.database.db
      .select()
      .from(smsNotices)
      .where(like(smsNotices.noticeKey, `order-ready:${orderId}`));
    expect(texts).toHaveLength(1);

    // The queue's own Ready afterwards finds it ready: one ready, one text.
    const queueReady = await t.app.inject({
      method: 'PUT',
      url: endpointPath(markOrderReady, { vendorLocationId: venue.vendorLocationId, orderId }),
      headers: venue.staff.auth,
    });
    expect(queueReady.json().wasAlreadyReady).toBe(true);

    const screen = await ticketsOf(venue.staff, venue.vendorLocationId, venue.bar.stationId);
    expect(screen.items).toEqual([]);
    expect(screen.lastBumped.ticketId).toBe(bar.items[0].ticketId);
    expect(screen.times.count).toBe(1);
    expect(screen.times.averageSeconds).toBeGreaterThanOrEqual(0);
  });

  it('puts a line’s options by their kitchen names and the ID-check mark on its ticket', async () => {
    const venue = await barAndKitchen();
    const orderId = await paidOrder(
      venue.customer,
      venue.vendorLocationId,
      [venue.cocktail.productId, venue.burger.productId],
      async (id) => {
        const option = (name: string, kitchenName: string) => ({
          optionId: `O-${name}`,
          optionGroupId: 'G',
          groupName: 'Choices',
          name,
          kitchenName,
          priceDeltaCents: 0,
          quantity: 1,
        });
        await t.app.database.db
          .update(orderItems)
          .set({ options: [option('No ice', 'NO ICE')], idRequired: true })
          .where(and(eq(orderItems.orderId, id), eq(orderItems.productId, venue.cocktail.productId)));
        await t.app.database.db
          .update(orderItems)
          .set({ options: [option('Medium rare', ' '), option('Extra cheese', 'XCHZ')] })
          .where(and(eq(orderItems.orderId, id), eq(orderItems.productId, venue.burger.productId)));
      },
    );
    const [bar] = (await ticketsOf(venue.staff, venue.vendorLocationId, venue.bar.stationId)).items;
    const [kitchen] = (await ticketsOf(venue.staff, venue.vendorLocationId, venue.kitchen.stationId)).items;
    expect(bar).toMatchObject({ orderId, isIdCheck: true });
    expect(bar.items[0].options).toEqual([{ name: 'NO ICE', quantity: 1 }]);
    expect(kitchen.isIdCheck).toBe(false);
    expect(kitchen.items[0].options).toEqual([
      { name: 'Medium rare', quantity: 1 },
      { name: 'XCHZ', quantity: 1 },
    ]);
  });

  it('bumps by line, recalls the last bumped, and keeps a ticket to its own station', async () => {
    const venue = await barAndKitchen();
    const wine = await createProduct(t.app, venue.vendorLocationId, { name: 'Wine', productType: 'ALCOHOLIC_ITEM' });
    const orderId = await paidOrder(venue.customer, venue.vendorLocationId, [
      venue.cocktail.productId,
      wine.productId,
      venue.burger.productId,
    ]);
    const [ticket] = (await ticketsOf(venue.staff, venue.vendorLocationId, venue.bar.stationId)).items;
    expect(ticket.items).toHaveLength(2);
    const line = (lineNo: number) =>
      t.app.inject({
        method: 'PUT',
        url: endpointPath(bumpTicketItem, {
          vendorLocationId: venue.vendorLocationId,
          stationId: venue.bar.stationId,
          ticketId: ticket.ticketId,
          lineNo,
        }),
        headers: venue.staff.auth,
      });
    const firstLine = await line(ticket.items[0].lineNo);
    expect(firstLine.json().ticket.bumpedAt).toBeNull();
    expect(firstLine.json().ticket.items[0].bumpedAt).not.toBeNull();
    expect((await line(999)).statusCode).toBe(404);
    const lastLine = await line(ticket.items[1].lineNo);
    expect(lastLine.json().ticket.bumpedAt).not.toBeNull();
    expect(lastLine.json().isOrderReady).toBe(false);

    const wrongStation = await bump(venue.staff, venue.vendorLocationId, venue.kitchen.stationId, ticket.ticketId);
    expect(wrongStation.statusCode).toBe(404);
    const stranger = await createUser(t.app);
    expect((await bump(stranger, venue.vendorLocationId, venue.bar.stationId, ticket.ticketId)).statusCode).toBe(403);

    const recall = () =>
      t.app.inject({
        method: 'PUT',
        url: endpointPath(recallTicket, {
          vendorLocationId: venue.vendorLocationId,
          stationId: venue.bar.stationId,
          ticketId: ticket.ticketId,
        }),
        headers: venue.staff.auth,
      });
    const recalled = await recall();
    expect(recalled.json().ticket.bumpedAt).toBeNull();
    expect(recalled.json().ticket.items.every((item: { bumpedAt: null }) => item.bumpedAt === null)).toBe(true);
    expect((await recall()).statusCode).toBe(409);
    expect((await ticketsOf(venue.staff, venue.vendorLocationId, venue.bar.stationId)).items).toHaveLength(1);
    expect(orderId).toBeTruthy();
  });

  // Red without the order's row lock in the bump (tickets.repo.ts `lockOrder`): each bump sees the other ticket open.
  it.skipIf(!process.env.DATABASE_URL)(
    'two stations bumping the same order at once make it ready exactly once, every time',
    async () => {
      const venue = await barAndKitchen();
      const runs = 15;
      const orderIds: string[] = [];
      for (let i = 0; i < runs; i += 1) {
        orderIds.push(
          await paidOrder(venue.customer, venue.vendorLocationId, [venue.cocktail.productId, venue.burger.productId]),
        );
      }
      const tickets = await t.app.database.db.select().from(stationTickets);
      await Promise.all(
        orderIds.map(async (orderId) => {
          const mine = tickets.filter((ticket) => ticket.orderId === orderId);
          expect(mine).toHaveLength(2);
          const answers = await Promise.all(
            mine.map((ticket) => bump(venue.staff, venue.vendorLocationId, ticket.stationId, ticket.ticketId)),
          );
          expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
          expect(answers.filter((answer) => answer.json().isOrderReady)).toHaveLength(1);
        }),
      );
      for (const orderId of orderIds) {
        const [row] = await t.app.database.db.select().from(orders).where(eq(orders.orderId, orderId));
        expect(row?.readyAt).not.toBeNull();
        expect(await readyEvents(orderId)).toHaveLength(1);
      }
    },
  );

  it('reports each station’s ticket times per venue day to managers', async () => {
    const venue = await barAndKitchen();
    const orderId = await paidOrder(venue.customer, venue.vendorLocationId, [
      venue.cocktail.productId,
      venue.burger.productId,
    ]);
    for (const station of [venue.bar, venue.kitchen]) {
      const [ticket] = (await ticketsOf(venue.staff, venue.vendorLocationId, station.stationId)).items;
      expect((await bump(venue.staff, venue.vendorLocationId, station.stationId, ticket.ticketId)).statusCode).toBe(
        200,
      );
    }
    // Made 30 s (Bar) and 90 s (Kitchen) before their bumps.
    await t.app.database.db.execute(sql`
      update station_tickets set created_at = bumped_at - make_interval(secs => case station_id
        when ${venue.bar.stationId} then 30 else 90 end)
      where order_id = ${orderId}`);
    const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
    const report = (user: TestUser, from: string, to: string) =>
      t.app.inject({
        url: endpointPath(getTicketTimesReport, { vendorLocationId: venue.vendorLocationId }, { from, to }),
        headers: user.auth,
      });
    const answered = await report(venue.staff, day(-1), day(1));
    expect(answered.statusCode, answered.body).toBe(200);
    expect(answered.json().items.map(({ day: _, ...rest }: { day: string }) => rest)).toEqual([
      { stationId: venue.bar.stationId, stationName: 'Bar', count: 1, averageSeconds: 30, p90Seconds: 30 },
      { stationId: venue.kitchen.stationId, stationName: 'Kitchen', count: 1, averageSeconds: 90, p90Seconds: 90 },
    ]);
    expect((await report(venue.staff, day(-9), day(-8))).json().items).toEqual([]);
    expect((await report(venue.staff, day(1), day(-1))).statusCode).toBe(400);
    expect((await report(venue.staff, '2026-02-31', day(1))).statusCode).toBe(400);
    const staff = await createStaff(t.app, venue.vendor.vendorId, 'STAFF');
    expect((await report(staff, day(-1), day(1))).statusCode).toBe(403);
  });

  it('streams a station’s tickets: a new paid order arrives on its screen', async () => {
    const venue = await barAndKitchen();
    const base = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const stream = await openEventStream(
      `${base}${endpointPath(streamStationTickets, {
        vendorLocationId: venue.vendorLocationId,
        stationId: venue.kitchen.stationId,
      })}`,
      venue.staff.auth,
    );
    try {
      const first = await stream.next();
      expect(first.event).toBe('tickets');
      expect(JSON.parse(first.data).items).toEqual([]);
      const orderId = await paidOrder(venue.customer, venue.vendorLocationId, [venue.burger.productId]);
      const next = await stream.next();
      expect(JSON.parse(next.data).items.map((ticket: { orderId: string }) => ticket.orderId)).toEqual([orderId]);
    } finally {
      stream.close();
    }
  });
});
