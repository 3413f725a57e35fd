import {
  createPrinter,
  createStation,
  endpointPath,
  getStationTickets,
  markOrderPaid,
  printReceipt,
} from '@queueless/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { simulatedCloudPrntPrinter } from '../../../test/cloudprnt-printer.js';
import { decodeEscPos } from '../../../test/escpos.js';
import { createStaffedVenue, createUser, placeOrder, type TestUser } from '../../../test/factories.js';
import { useTestAppWithFakePayments } from '../../../test/orders.js';
import { users } from '../../db/schema.js';
import { servicesOf } from '../../services.js';

const SPANISH = { 'accept-language': 'es-US,es;q=0.9' };

/**
 * Kitchen tickets, receipts and station screens are in the venue's working language (decision 097): a Spanish-speaking
 * customer's order, placed and paid from a Spanish page, prints and shows exactly what an English-speaking one's does.
 */
describe('tickets and station screens in the venue’s language', () => {
  const t = useTestAppWithFakePayments();

  it('prints and shows the same ticket and receipt for a Spanish-speaking customer', async () => {
    const venue = await createStaffedVenue(t.app, 'MANAGER', { name: 'Negroni', productType: 'ALCOHOLIC_ITEM' });
    const vendorLocationId = venue.location.vendorLocationId;
    const spanish = await createUser(t.app);
    for (const [customer, language] of [
      [venue.customer, 'en'],
      [spanish, 'es'],
    ] as const) {
      await t.app.database.db
        .update(users)
        .set({ firstName: 'Ada', language })
        .where(eq(users.userId, customer.userId));
    }
    const station = (
      await t.app.inject({
        method: 'POST',
        url: endpointPath(createStation, { vendorLocationId }),
        headers: venue.staff.auth,
        payload: { name: 'Bar' },
      })
    ).json().station as { stationId: string };
    const printer = (
      await t.app.inject({
        method: 'POST',
        url: endpointPath(createPrinter, { vendorLocationId }),
        headers: venue.staff.auth,
        payload: { name: 'Bar Epson', stationIds: [station.stationId] },
      })
    ).json() as { printer: { printerId: string }; token: string };

    async function paidOrder(customer: TestUser, headers: Record<string, string>) {
      const created = await placeOrder(t.app, customer, {
        vendorLocationId,
        cartItems: [{ productId: venue.product.productId, quantity: 1 }],
      });
      const { order, paymentIntentId } = created.json();
      t.payments.pay(paymentIntentId);
      await t.app.inject({
        method: 'PUT',
        url: endpointPath(markOrderPaid, { userId: customer.userId, orderId: order.orderId }),
        headers: { ...customer.auth, ...headers },
      });
      await servicesOf(t.app).eventConsumers.catchUp();
      // The receipt asked for from a Spanish staff page too: the venue's language whoever asks.
      const receipt = await t.app.inject({
        method: 'POST',
        url: endpointPath(printReceipt, { vendorLocationId, orderId: order.orderId }),
        headers: { ...venue.staff.auth, ...headers },
        payload: { printerId: printer.printer.printerId },
      });
      expect(receipt.statusCode, receipt.body).toBe(200);
      return order.orderId as string;
    }
    const englishOrder = await paidOrder(venue.customer, {});
    const spanishOrder = await paidOrder(spanish, SPANISH);

    const device = simulatedCloudPrntPrinter(t.app, printer.token, { mediaTypes: ['application/vnd.escpos'] });
    expect(await device.drain()).toBe(4);
    // Each order's ticket and receipt, the order's own number and links taken out.
    const printed = device.printed.map((job) => decodeEscPos(job.bytes).lines.join('\n'));
    const plain = (text: string, orderId: string) =>
      text.replaceAll(orderId, 'ORDER').replaceAll(orderId.slice(-6), 'NUMBER');
    expect(printed[0]).toContain('1 x Negroni');
    expect(plain(printed[2] ?? '', spanishOrder)).toBe(plain(printed[0] ?? '', englishOrder));
    expect(plain(printed[3] ?? '', spanishOrder)).toBe(plain(printed[1] ?? '', englishOrder));

    const screen = await t.app.inject({
      url: endpointPath(getStationTickets, { vendorLocationId, stationId: station.stationId }),
      headers: { ...venue.staff.auth, ...SPANISH },
    });
    const tickets = screen.json().items as { orderId: string; ticketId: string; createdAt: string }[];
    const shown = (orderId: string) => {
      const ticket = tickets.find((one) => one.orderId === orderId);
      return plain(JSON.stringify({ ...ticket, ticketId: null, createdAt: null }), orderId);
    };
    expect(tickets).toHaveLength(2);
    expect(shown(spanishOrder)).toBe(shown(englishOrder));
  });
});
