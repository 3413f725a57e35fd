import { endpointPath, markOrderReady } from '@queueless/contracts';
import { asc, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { describe, expect, it } from 'vitest';
import { createUser } from '../../../test/factories.js';
import { cancel, checkIn, createGlevent, reserve, vendorWithRole } from '../../../test/guestlists.js';
import { createTestApp, useTestApp } from '../../../test/harness.js';
import { orderDesk, useTestAppWithFakePayments } from '../../../test/orders.js';
import { plainReservationRule } from '../../../test/reservation-policies.js';
import { domainEvents } from '../../db/schema.js';
import { createEventConsumers } from './consumers.js';
import { type DomainEvent, startEventConsumer } from './index.js';

const quietLog = { warn: () => {}, error: () => {} } as unknown as FastifyBaseLogger;

/** Decision 078's table of events, as the services write them: one row per change, in its transaction. */
describe('domain events written by the changes', () => {
  const t = useTestAppWithFakePayments();
  const desk = orderDesk(t);

  const eventsOf = (aggregateId: string) =>
    t.app.database.db
      .select()
      .from(domainEvents)
      .where(eq(domainEvents.aggregateId, aggregateId))
      .orderBy(asc(domainEvents.txId), asc(domainEvents.eventId));

  it('an order: created, paid, ready, completed; another refunded in full; each with its vendor and location', async () => {
    const venue = await desk.venueWithStaff();
    const { orderId } = await desk.paidOrder(venue);
    const ready = await t.app.inject({
      method: 'PUT',
      url: endpointPath(markOrderReady, { vendorLocationId: venue.location.vendorLocationId, orderId }),
      headers: venue.staff.auth,
    });
    expect(ready.statusCode).toBe(200);
    expect((await desk.complete(venue.staff, orderId)).statusCode).toBe(200);

    const events = await eventsOf(orderId);
    expect(events.map((event) => event.type)).toEqual([
      'order.created',
      'order.paid',
      'order.ready',
      'order.completed',
    ]);
    for (const event of events) {
      expect(event).toMatchObject({
        vendorId: venue.location.vendorId,
        vendorLocationId: venue.location.vendorLocationId,
      });
    }

    const refunded = await desk.paidOrder(venue);
    expect((await desk.refund(venue.staff, refunded.orderId)).statusCode).toBe(200);
    const refundEvents = await eventsOf(refunded.orderId);
    expect(refundEvents.map((event) => event.type)).toEqual(['order.created', 'order.paid', 'order.refunded']);
    expect(refundEvents.at(-1)?.payload).toMatchObject({ kind: 'full' });
  });

  it('a consumer registered by name hears the order events of a change, with nothing in the service for it', async () => {
    const heard: DomainEvent[] = [];
    const consumer = startEventConsumer(
      t.app.database,
      { name: 'test-order-watcher', types: ['order.paid'], handle: async (event) => void heard.push(event) },
      { log: quietLog },
    );
    await consumer.runNow();
    const venue = await desk.venueWithStaff();
    const { orderId } = await desk.paidOrder(venue);
    // Read what has committed, again while another database's transaction holds it back (the cluster's ids).
    const consumers = createEventConsumers();
    consumers.add(consumer);
    await consumers.catchUp();
    await consumer.stop();
    expect(heard.filter((event) => event.aggregateId === orderId).map((event) => event.type)).toEqual(['order.paid']);
  });
});

describe('domain events written by guest-list reservations', () => {
  const t = useTestApp(() => createTestApp({ overrides: plainReservationRule }));

  const typesOf = async (aggregateId: string) =>
    (
      await t.app.database.db
        .select()
        .from(domainEvents)
        .where(eq(domainEvents.aggregateId, aggregateId))
        .orderBy(asc(domainEvents.txId), asc(domainEvents.eventId))
    ).map((event) => event.type);

  it('made, cancelled, promoted from the waitlist, checked in', async () => {
    const { vendorId, user: manager } = await vendorWithRole(t.app);
    const event = await createGlevent(t.app, manager, vendorId, { guestlistCapacity: 1 });
    const [holder, waiting] = [await createUser(t.app), await createUser(t.app)];
    const held = (await reserve(t.app, holder, vendorId, event.gleventId)).json().reservation;
    const queued = (await reserve(t.app, waiting, vendorId, event.gleventId)).json().reservation;
    expect((await cancel(t.app, holder, held.reservationId)).statusCode).toBe(200);
    expect((await checkIn(t.app, manager, vendorId, event.gleventId, queued.reservationId)).statusCode).toBe(200);

    expect(await typesOf(held.reservationId)).toEqual(['reservation.created', 'reservation.cancelled']);
    expect(await typesOf(queued.reservationId)).toEqual([
      'reservation.created',
      'reservation.waitlist_promoted',
      'reservation.checked_in',
    ]);
  });
});
