import {
  bumpTicket,
  createPrinter,
  createStation,
  endpointPath,
  markOrderPaid,
  printReceipt,
} from '@queueless/contracts';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createStaffedVenue, placeOrder } from '../../../test/factories.js';
import { dieOn, expectUnavailable } from '../../../test/faults.js';
import { useTestAppWithFakePayments } from '../../../test/orders.js';
import { domainEvents, printJobs, stationTickets } from '../../db/schema.js';
import { servicesOf } from '../../services.js';

const onPostgres = Boolean(process.env.DATABASE_URL);

/**
 * A station's bump and a receipt's print whose connection dies in the middle: a clean 503, nothing of the change
 * left (no ticket bumped without its event and the order's Ready, no receipt job), and the same call again does it
 * once (PostgreSQL only: PGlite has no connections to lose).
 */
describe.skipIf(!onPostgres)('stations: a connection lost mid-write (PostgreSQL)', () => {
  const t = useTestAppWithFakePayments();

  async function paidOrderAtBar() {
    const venue = await createStaffedVenue(t.app, 'MANAGER', { name: 'Negroni', productType: 'ALCOHOLIC_ITEM' });
    const vendorLocationId = venue.location.vendorLocationId;
    const station = await t.app.inject({
      method: 'POST',
      url: endpointPath(createStation, { vendorLocationId }),
      headers: venue.staff.auth,
      payload: { name: 'Bar' },
    });
    const { stationId } = station.json().station as { stationId: string };
    const created = await placeOrder(t.app, venue.customer, {
      vendorLocationId,
      cartItems: [{ productId: venue.product.productId, quantity: 1 }],
    });
    const { order, paymentIntentId } = created.json();
    t.payments.pay(paymentIntentId);
    await t.app.inject({
      method: 'PUT',
      url: endpointPath(markOrderPaid, { userId: venue.customer.userId, orderId: order.orderId }),
      headers: venue.customer.auth,
    });
    await servicesOf(t.app).eventConsumers.catchUp();
    const orderId = order.orderId as string;
    const [ticket] = await t.database.db.select().from(stationTickets).where(eq(stationTickets.orderId, orderId));
    return { ...venue, vendorLocationId, stationId, orderId, ticketId: ticket!.ticketId };
  }

  it('a bump of the order’s last ticket: 503, the ticket open, no event, the order not Ready; again: bumped once', async () => {
    const { staff, vendorLocationId, stationId, orderId, ticketId } = await paidOrderAtBar();
    const bump = () =>
      t.app.inject({
        method: 'PUT',
        url: endpointPath(bumpTicket, { vendorLocationId, stationId, ticketId }),
        headers: staff.auth,
      });
    const eventsOf = (aggregateId: string, type: string) =>
      t.database.db
        .select()
        .from(domainEvents)
        .where(and(eq(domainEvents.aggregateId, aggregateId), eq(domainEvents.type, type)));

    await dieOn(t.app, 'domain_events', `new.type = 'order.ready' and new.aggregate_id = '${orderId}'`, async () => {
      expectUnavailable(await bump());
    });
    const [ticket] = await t.database.db.select().from(stationTickets).where(eq(stationTickets.ticketId, ticketId));
    expect(ticket?.bumpedAt).toBeNull();
    expect(await eventsOf(ticketId, 'ticket.bumped')).toHaveLength(0);
    expect(await eventsOf(orderId, 'order.ready')).toHaveLength(0);

    const again = await bump();
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().isOrderReady).toBe(true);
    expect(await eventsOf(ticketId, 'ticket.bumped')).toHaveLength(1);
    expect(await eventsOf(orderId, 'order.ready')).toHaveLength(1);
  });

  it('a receipt’s print: 503, no job queued; again: one job', async () => {
    const { staff, vendorLocationId, orderId } = await paidOrderAtBar();
    const added = await t.app.inject({
      method: 'POST',
      url: endpointPath(createPrinter, { vendorLocationId }),
      headers: staff.auth,
      payload: { name: 'Counter Star' },
    });
    const { printerId } = added.json().printer as { printerId: string };
    const print = () =>
      t.app.inject({
        method: 'POST',
        url: endpointPath(printReceipt, { vendorLocationId, orderId }),
        headers: staff.auth,
        payload: { printerId },
      });
    const receiptJobs = () =>
      t.database.db
        .select()
        .from(printJobs)
        .where(and(eq(printJobs.printerId, printerId), eq(printJobs.kind, 'receipt')));

    await dieOn(t.app, 'print_jobs', `new.printer_id = '${printerId}' and new.kind = 'receipt'`, async () => {
      expectUnavailable(await print());
    });
    expect(await receiptJobs()).toHaveLength(0);
    const again = await print();
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().jobs).toBe(1);
    expect(await receiptJobs()).toHaveLength(1);
  });
});
