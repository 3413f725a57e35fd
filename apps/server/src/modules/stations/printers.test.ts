import {
  createPrinter,
  createStation,
  editPrinter,
  endpointPath,
  getCloudPrntJob,
  getStationTickets,
  listPrinters,
  markOrderPaid,
  pollCloudPrnt,
  printReceipt,
  reprintOrder,
  revokePrinter,
  setStationRoutes,
  testPrint,
} from '@queueless/contracts';
import { eq, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { simulatedCloudPrntPrinter } from '../../../test/cloudprnt-printer.js';
import { decodeEscPos, startTcpPrinterSink } from '../../../test/escpos.js';
import { createProduct, createStaff, createStaffedVenue, placeOrder, type TestUser } from '../../../test/factories.js';
import { createPeerApp, type TestApp } from '../../../test/harness.js';
import { useTestAppWithFakePayments } from '../../../test/orders.js';
import { printers, printJobs, users } from '../../db/schema.js';
import { sha256 } from '../../lib/hash.js';
import { createPrintAgent } from '../../print-agent/print-agent.js';
import { servicesOf } from '../../services.js';
import { renderReceipt, renderTicket } from './ticket-print.js';

/** Printers of the stations: registration, CloudPRNT, the print agent, jobs printed once (issue 40, decision 088). */
describe('printers', () => {
  const t = useTestAppWithFakePayments();
  const peers: TestApp[] = [];
  afterAll(async () => {
    for (const peer of peers) await peer.close();
  });

  async function venueWithPrinters() {
    const venue = await createStaffedVenue(t.app, 'MANAGER', { name: 'Negroni', productType: 'ALCOHOLIC_ITEM' });
    await t.app.database.db.update(users).set({ firstName: 'Ada' }).where(eq(users.userId, venue.customer.userId));
    const vendorLocationId = venue.location.vendorLocationId;
    const burger = await createProduct(t.app, vendorLocationId, { name: 'Burger', productType: 'FOOD_ITEM' });
    const station = async (name: string) =>
      (
        await t.app.inject({
          method: 'POST',
          url: endpointPath(createStation, { vendorLocationId }),
          headers: venue.staff.auth,
          payload: { name },
        })
      ).json().station as { stationId: string };
    const bar = await station('Bar');
    const kitchen = await station('Kitchen');
    await t.app.inject({
      method: 'PUT',
      url: endpointPath(setStationRoutes, { vendorLocationId }),
      headers: venue.staff.auth,
      payload: { routes: [{ stationId: kitchen.stationId, productType: 'FOOD_ITEM' }] },
    });
    const barPrinter = await addPrinter(venue.staff, vendorLocationId, {
      name: 'Bar Star',
      stationIds: [bar.stationId],
    });
    const kitchenPrinter = await addPrinter(venue.staff, vendorLocationId, {
      name: 'Kitchen Epson',
      paperWidth: 58,
      stationIds: [kitchen.stationId],
    });
    return { ...venue, vendorLocationId, burger, bar, kitchen, barPrinter, kitchenPrinter };
  }

  async function addPrinter(user: TestUser, vendorLocationId: string, body: Record<string, unknown>) {
    const response = await t.app.inject({
      method: 'POST',
      url: endpointPath(createPrinter, { vendorLocationId }),
      headers: user.auth,
      payload: body,
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json() as { printer: { printerId: string }; token: string };
  }

  async function paidOrder(customer: TestUser, vendorLocationId: string, productIds: string[]) {
    const created = await placeOrder(t.app, customer, {
      vendorLocationId,
      cartItems: productIds.map((productId) => ({ productId, quantity: 1 })),
    });
    const { order, paymentIntentId } = created.json();
    t.payments.pay(paymentIntentId);
    await t.app.inject({
      method: 'PUT',
      url: endpointPath(markOrderPaid, { userId: customer.userId, orderId: order.orderId }),
      headers: customer.auth,
    });
    await servicesOf(t.app).eventConsumers.catchUp();
    return order.orderId as string;
  }

  const jobsOf = (printerId: string) =>
    t.app.database.db.select().from(printJobs).where(eq(printJobs.printerId, printerId)).orderBy(printJobs.seq);

  it('registers a printer with a token shown once and stored hashed; only managers may', async () => {
    const venue = await venueWithPrinters();
    const [row] = await t.app.database.db
      .select()
      .from(printers)
      .where(eq(printers.printerId, venue.barPrinter.printer.printerId));
    expect(venue.barPrinter.token).toMatch(/^qlp_/);
    expect(row?.tokenHash).toBe(sha256(venue.barPrinter.token));
    expect(JSON.stringify(row)).not.toContain(venue.barPrinter.token);

    const staff = await createStaff(t.app, venue.vendor.vendorId, 'STAFF');
    const byStaff = await t.app.inject({
      method: 'POST',
      url: endpointPath(createPrinter, { vendorLocationId: venue.vendorLocationId }),
      headers: staff.auth,
      payload: { name: 'Mine' },
    });
    expect(byStaff.statusCode).toBe(403);
    const otherStation = await t.app.inject({
      method: 'POST',
      url: endpointPath(createPrinter, { vendorLocationId: venue.vendorLocationId }),
      headers: venue.staff.auth,
      payload: { name: 'Elsewhere', stationIds: ['NOT-HERE'] },
    });
    expect(otherStation.statusCode).toBe(400);

    const listed = await t.app.inject({
      url: endpointPath(listPrinters, { vendorLocationId: venue.vendorLocationId }),
      headers: staff.auth,
    });
    expect(listed.json().items).toHaveLength(2);
    expect(listed.json().items[0]).toMatchObject({ isOnline: false, lastPollAt: null });
    expect(JSON.stringify(listed.json())).not.toContain('qlp_');
  });

  it('prints a cocktail and a burger once each: Bar on its CloudPRNT printer, Kitchen through the print agent', async () => {
    const venue = await venueWithPrinters();
    const orderId = await paidOrder(venue.customer, venue.vendorLocationId, [
      venue.product.productId,
      venue.burger.productId,
    ]);
    // The consumer read again (or by a second process) queues nothing more.
    await servicesOf(t.app).eventConsumers.catchUp();
    expect(await jobsOf(venue.barPrinter.printer.printerId)).toHaveLength(1);

    const star = simulatedCloudPrntPrinter(t.app, venue.barPrinter.token);
    expect(await star.drain()).toBe(1);
    expect(await star.drain()).toBe(0);
    expect(star.printed[0]?.mediaType).toBe('application/vnd.star.starprnt');
    const starText = Buffer.from(star.printed[0]?.bytes ?? []).toString('latin1');
    expect(starText).toContain('BAR');
    expect(starText).toContain('1 x Negroni');
    expect(starText).not.toContain('Burger');

    const sink = await startTcpPrinterSink();
    try {
      const agent = createPrintAgent({
        server: await t.app.listen({ port: 0, host: '127.0.0.1' }),
        printers: [{ token: venue.kitchenPrinter.token, host: '127.0.0.1', port: sink.port }],
      });
      expect(await agent.cycle({ token: venue.kitchenPrinter.token, host: '127.0.0.1', port: sink.port })).toBe(true);
      expect(await agent.cycle({ token: venue.kitchenPrinter.token, host: '127.0.0.1', port: sink.port })).toBe(false);
      expect(sink.received).toHaveLength(1);
      const kitchenTicket = sink.received[0];
      expect(kitchenTicket?.lines).toContain('KITCHEN');
      expect(kitchenTicket?.lines).toContain(`#${orderId.slice(-6)} Ada`);
      expect(kitchenTicket?.lines).toContain('1 x Burger');
      expect(kitchenTicket?.lines.join('\n')).not.toContain('Negroni');
      expect(kitchenTicket?.cuts).toBe(1);
      // 58 mm paper: no line is wider than 32 characters.
      expect(Math.max(...(kitchenTicket?.lines ?? []).map((line) => line.length))).toBeLessThanOrEqual(32);
    } finally {
      await sink.close();
    }
    const printed = await jobsOf(venue.kitchenPrinter.printer.printerId);
    expect(printed.map((job) => job.printedAt !== null)).toEqual([true]);
  });

  // Red without the lease check in `claimNext` (printers.repo.ts): both processes hand the one job out.
  it.skipIf(!process.env.DATABASE_URL)(
    'hands a job to one poll only, with two API processes polling at once',
    async () => {
      const venue = await venueWithPrinters();
      await paidOrder(venue.customer, venue.vendorLocationId, [venue.product.productId]);
      const peer = await createPeerApp(t);
      peers.push(peer);
      const apps = [t.app, peer.app];
      const authorization = `Bearer ${venue.barPrinter.token}`;
      const answers = await Promise.all(
        Array.from({ length: 20 }, (_, i) =>
          (apps[i % 2] ?? t.app).inject({
            method: 'POST',
            url: endpointPath(pollCloudPrnt, {}),
            headers: { authorization, 'content-type': 'application/json' },
            payload: { statusCode: '200%20OK' },
          }),
        ),
      );
      expect(answers.map((answer) => answer.statusCode)).toEqual(Array(20).fill(200));
      expect(answers.filter((answer) => answer.json().jobReady)).toHaveLength(1);
    },
  );

  // Red without the expired-lease clause in `claimNext`: a job claimed by a process that died is never offered again.
  it('offers a job again when the process that claimed it died before sending it, and prints it once', async () => {
    const venue = await venueWithPrinters();
    await paidOrder(venue.customer, venue.vendorLocationId, [venue.product.productId]);
    const star = simulatedCloudPrntPrinter(t.app, venue.barPrinter.token);
    const claimed = await star.cycle({ fetch: false });
    expect(claimed.jobToken).toBeTruthy();
    // Its lease still runs: nothing is offered, not the next job either (they print in order).
    expect((await star.poll()).json().jobReady).toBe(false);
    // The lease runs out (the process that held it is gone).
    await t.app.database.db.execute(
      sql`update print_jobs set leased_until = now() - interval '1 second' where printer_id = ${venue.barPrinter.printer.printerId}`,
    );
    // The old lease's token no longer fetches once another poll leased it.
    expect(await star.drain()).toBe(1);
    const stale = await t.app.inject({
      method: 'GET',
      url: endpointPath(getCloudPrntJob, {}, { type: 'text/plain', token: claimed.jobToken ?? '' }),
      headers: { authorization: `Bearer ${venue.barPrinter.token}` },
    });
    expect(stale.statusCode).toBe(404);
    const jobs = await jobsOf(venue.barPrinter.printer.printerId);
    expect(jobs).toHaveLength(1);
    expect(jobs[0]?.attempts).toBe(2);
    expect(jobs[0]?.printedAt).not.toBeNull();
  });

  it('prints a backlog oldest first after an hour off, a fault code retries, and an age set drops the old ones', async () => {
    const venue = await venueWithPrinters();
    const orderIds: string[] = [];
    for (let i = 0; i < 4; i += 1) {
      orderIds.push(await paidOrder(venue.customer, venue.vendorLocationId, [venue.product.productId]));
    }
    const star = simulatedCloudPrntPrinter(t.app, venue.barPrinter.token, { mediaTypes: ['text/plain'] });
    // Paper out: the printer reports it and the job is offered again.
    star.setStatus('410 Paper Out');
    const failed = await star.cycle({ confirmWith: '410 Paper Out' });
    expect(failed.printed).toBe(false);
    const listed = await t.app.inject({
      url: endpointPath(listPrinters, { vendorLocationId: venue.vendorLocationId }),
      headers: venue.staff.auth,
    });
    const barPrinter = listed
      .json()
      .items.find((item: { printerId: string }) => item.printerId === venue.barPrinter.printer.printerId);
    expect(barPrinter).toMatchObject({ isOnline: true, lastStatus: '410 Paper Out', pendingJobs: 4 });

    // The first two waited for an hour; the venue keeps jobs 30 minutes.
    const jobs = await jobsOf(venue.barPrinter.printer.printerId);
    await t.app.database.db.execute(
      sql`update print_jobs set created_at = now() - interval '1 hour' where job_id in (${jobs[0]?.jobId}, ${jobs[1]?.jobId})`,
    );
    await t.app.inject({
      method: 'PATCH',
      url: endpointPath(editPrinter, {
        vendorLocationId: venue.vendorLocationId,
        printerId: venue.barPrinter.printer.printerId,
      }),
      headers: venue.staff.auth,
      payload: { dropAfterMinutes: 30 },
    });
    star.setStatus('200 OK');
    expect(await star.drain()).toBe(2);
    const shortIds = star.printed.map((job) => /#(\w{6})/.exec(Buffer.from(job.bytes).toString('utf8'))?.[1]);
    expect(shortIds).toEqual([orderIds[2]?.slice(-6), orderIds[3]?.slice(-6)]);
    const after = await jobsOf(venue.barPrinter.printer.printerId);
    expect(after.map((job) => [job.printedAt !== null, job.droppedAt !== null])).toEqual([
      [false, true],
      [false, true],
      [true, false],
      [true, false],
    ]);
  });

  it('with no edit, keeps a backlog and prints it in order', async () => {
    const venue = await venueWithPrinters();
    const orderIds: string[] = [];
    for (let i = 0; i < 3; i += 1) {
      orderIds.push(await paidOrder(venue.customer, venue.vendorLocationId, [venue.product.productId]));
    }
    await t.app.database.db.execute(
      sql`update print_jobs set created_at = now() - interval '10 minutes' where printer_id = ${venue.barPrinter.printer.printerId}`,
    );
    const star = simulatedCloudPrntPrinter(t.app, venue.barPrinter.token, { mediaTypes: ['text/plain'] });
    expect(await star.drain()).toBe(3);
    const shortIds = star.printed.map((job) => /#(\w{6})/.exec(Buffer.from(job.bytes).toString('utf8'))?.[1]);
    expect(shortIds).toEqual(orderIds.map((id) => id.slice(-6)));
  });

  it('keeps a printer to its own jobs; a revoked or wrong token is refused', async () => {
    const venue = await venueWithPrinters();
    await paidOrder(venue.customer, venue.vendorLocationId, [venue.product.productId]);
    const star = simulatedCloudPrntPrinter(t.app, venue.barPrinter.token);
    const claimed = await star.cycle({ fetch: false });
    const asKitchen = await t.app.inject({
      method: 'GET',
      url: endpointPath(getCloudPrntJob, {}, { type: 'text/plain', token: claimed.jobToken ?? '' }),
      headers: { authorization: `Bearer ${venue.kitchenPrinter.token}` },
    });
    expect(asKitchen.statusCode).toBe(404);
    const noToken = await t.app.inject({
      method: 'POST',
      url: endpointPath(pollCloudPrnt, {}),
      headers: { 'content-type': 'application/json' },
      payload: {},
    });
    expect(noToken.statusCode).toBe(401);
    expect(noToken.json().error.code).toBe('UNAUTHENTICATED');
    const wrong = simulatedCloudPrntPrinter(t.app, 'qlp_not-a-token');
    expect((await wrong.poll()).statusCode).toBe(401);

    const revoked = await t.app.inject({
      method: 'DELETE',
      url: endpointPath(revokePrinter, {
        vendorLocationId: venue.vendorLocationId,
        printerId: venue.barPrinter.printer.printerId,
      }),
      headers: venue.staff.auth,
    });
    expect(revoked.statusCode).toBe(204);
    expect((await star.poll()).statusCode).toBe(401);
  });

  it('reprints from the staff order page and prints a test page', async () => {
    const venue = await venueWithPrinters();
    const orderId = await paidOrder(venue.customer, venue.vendorLocationId, [venue.product.productId]);
    const star = simulatedCloudPrntPrinter(t.app, venue.barPrinter.token, { mediaTypes: ['text/plain'] });
    expect(await star.drain()).toBe(1);
    const reprint = await t.app.inject({
      method: 'POST',
      url: endpointPath(reprintOrder, { vendorLocationId: venue.vendorLocationId, orderId }),
      headers: venue.staff.auth,
      payload: {},
    });
    expect(reprint.json()).toEqual({ jobs: 1 });
    const test = await t.app.inject({
      method: 'POST',
      url: endpointPath(testPrint, {
        vendorLocationId: venue.vendorLocationId,
        printerId: venue.barPrinter.printer.printerId,
      }),
      headers: venue.staff.auth,
    });
    expect(test.json()).toEqual({ jobs: 1 });
    expect(await star.drain()).toBe(2);
    const texts = star.printed.map((job) => Buffer.from(job.bytes).toString('utf8'));
    expect(texts[1]).toContain('BAR (REPRINT)');
    expect(texts[2]).toContain('Queueless test print');
    const other = await createStaffedVenue(t.app, 'STAFF');
    const elsewhere = await t.app.inject({
      method: 'POST',
      url: endpointPath(reprintOrder, { vendorLocationId: other.location.vendorLocationId, orderId }),
      headers: other.staff.auth,
      payload: {},
    });
    expect(elsewhere.statusCode).toBe(404);
  });

  it('shows a printer offline a minute after its last poll', async () => {
    const venue = await venueWithPrinters();
    const star = simulatedCloudPrntPrinter(t.app, venue.barPrinter.token);
    await star.poll();
    const online = async () =>
      (
        await t.app.inject({
          url: endpointPath(listPrinters, { vendorLocationId: venue.vendorLocationId }),
          headers: venue.staff.auth,
        })
      )
        .json()
        .items.find((item: { printerId: string }) => item.printerId === venue.barPrinter.printer.printerId).isOnline;
    expect(await online()).toBe(true);
    await t.app.database.db.execute(
      sql`update printers set last_poll_at = now() - interval '61 seconds' where printer_id = ${venue.barPrinter.printer.printerId}`,
    );
    expect(await online()).toBe(false);
    // The Bar's screen says so too.
    const screen = await t.app.inject({
      url: endpointPath(getStationTickets, {
        vendorLocationId: venue.vendorLocationId,
        stationId: venue.bar.stationId,
      }),
      headers: venue.staff.auth,
    });
    expect(screen.json().printers).toEqual([
      { printerId: venue.barPrinter.printer.printerId, name: 'Bar Star', isOnline: false, lastStatus: '200 OK' },
    ]);
  });

  it('prints a paid order’s customer receipt once, with its QR code, the venue and the location; staff only', async () => {
    const venue = await venueWithPrinters();
    const orderId = await paidOrder(venue.customer, venue.vendorLocationId, [venue.product.productId]);
    const ask = (user: TestUser, printerId: string, id = orderId) =>
      t.app.inject({
        method: 'POST',
        url: endpointPath(printReceipt, { vendorLocationId: venue.vendorLocationId, orderId: id }),
        headers: user.auth,
        payload: { printerId },
      });
    const printerId = venue.barPrinter.printer.printerId;
    expect((await ask(venue.customer, printerId)).statusCode).toBe(403);
    expect((await ask(venue.staff, 'NOT-A-PRINTER')).statusCode).toBe(404);
    const other = await venueWithPrinters();
    expect((await ask(venue.staff, printerId, other.product.productId)).statusCode).toBe(404);
    const unpaid = await placeOrder(t.app, venue.customer, {
      vendorLocationId: venue.vendorLocationId,
      cartItems: [{ productId: venue.product.productId, quantity: 1 }],
    });
    const refused = await ask(venue.staff, printerId, unpaid.json().order.orderId);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.code).toBe('ORDER_NOT_PAID');

    // A second tap while it waits queues nothing more.
    expect((await ask(venue.staff, printerId)).json()).toEqual({ jobs: 1 });
    expect((await ask(venue.staff, printerId)).json()).toEqual({ jobs: 0 });
    const printer = simulatedCloudPrntPrinter(t.app, venue.barPrinter.token, {
      mediaTypes: ['application/vnd.escpos'],
    });
    // The Bar's ticket first, then the receipt; then nothing.
    expect(await printer.drain()).toBe(2);
    expect(await printer.drain()).toBe(0);
    const receipt = decodeEscPos(printer.printed[1]?.bytes ?? new Uint8Array());
    expect(receipt.qrCodes).toHaveLength(1);
    expect(receipt.qrCodes[0]).toMatch(new RegExp(`/location/${venue.vendorLocationId}/order/${orderId}/status$`));
    expect(receipt.lines).toContain(venue.vendor.name);
    expect(receipt.lines).toContain(`Order #${orderId.slice(-6)}`);
    expect(receipt.lines.some((line) => line.startsWith('1 x Negroni'))).toBe(true);
    const receipts = (await jobsOf(printerId)).filter((job) => job.kind === 'receipt');
    expect(receipts.map((job) => job.printedAt !== null)).toEqual([true]);
  });

  it('counts offline printers per location in the metrics, from the database at each scrape', async () => {
    const venue = await venueWithPrinters();
    const offline = async () => {
      const metric = await t.app.metrics.registry.getSingleMetric('queueless_printers_offline')?.get();
      return metric?.values.find((value) => value.labels.location === venue.vendorLocationId)?.value;
    };
    expect(await offline()).toBe(2);
    await simulatedCloudPrntPrinter(t.app, venue.barPrinter.token).poll();
    expect(await offline()).toBe(1);
    await t.app.database.db.execute(
      sql`update printers set last_poll_at = now() - interval '61 seconds' where printer_id = ${venue.barPrinter.printer.printerId}`,
    );
    expect(await offline()).toBe(2);
  });
});

describe('ticket and receipt bytes', () => {
  const ticket = {
    ticketId: 'T1',
    stationId: 'S1',
    orderId: 'ORDER-ABC123',
    shortOrderId: 'ABC123',
    firstName: 'Ada',
    isIdCheck: true,
    items: [
      {
        lineNo: 1,
        productId: 'P1',
        name: 'Negroni',
        variantName: 'Large',
        quantity: 2,
        options: [{ name: 'NO ICE', quantity: 1 }],
        bumpedAt: null,
      },
    ],
    createdAt: '2026-11-28T20:15:00.000Z',
    bumpedAt: null,
  };

  it('decodes an 80 mm ESC/POS ticket back to its lines: station, order, ID check, items with kitchen names', () => {
    const bytes = renderTicket(ticket, {
      stationName: 'Bar',
      place: { venueName: 'Lusiv', locationName: 'Main bar' },
      timeZone: 'Europe/London',
      isReprint: false,
      mediaType: 'application/vnd.escpos',
      paper: 80,
    });
    const { lines, cuts } = decodeEscPos(bytes);
    expect(lines).toEqual(
      expect.arrayContaining([
        'BAR',
        '#ABC123 Ada',
        'Lusiv - Main bar',
        'Paid 20:15',
        '** CHECK ID **',
        '2 x Negroni (Large)',
        'NO ICE',
        'Order ORDER-ABC123',
      ]),
    );
    expect(cuts).toBe(1);
  });

  it('puts the order’s QR code on the customer receipt', () => {
    const link = 'https://queueless.example/location/AD708/order/ORDER-ABC123/status';
    const bytes = renderReceipt(
      {
        orderId: 'ORDER-ABC123',
        shortOrderId: 'ABC123',
        lines: [{ quantity: 2, name: 'Negroni', amount: '$16.00' }],
        total: '$17.52',
        link,
      },
      { place: { venueName: 'Lusiv', locationName: 'Main bar' }, mediaType: 'application/vnd.escpos', paper: 58 },
    );
    const { lines, qrCodes } = decodeEscPos(bytes);
    expect(qrCodes).toEqual([link]);
    expect(lines).toContain(`${'2 x Negroni'.padEnd(26)}$16.00`);
    expect(lines).toContain(`${'Total'.padEnd(26)}$17.52`);
    expect(lines.every((line) => line.length <= 32)).toBe(true);
  });
});
