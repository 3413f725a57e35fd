import {
  completeOrder,
  endpointPath,
  getLocationQueue,
  getOrder,
  markOrderReady,
  QUEUE_WINDOW_HOURS,
  RECEIPT_TEXTS_PER_ORDER,
  RECEIPT_TEXTS_PER_ORDER_CUSTOMER,
  resendOrderReceipt,
  setOrderNotifications,
  streamLocationQueue,
  streamOrderEvents,
  textOrderReceipt,
} from '@queueless/contracts';
import { and, eq, like } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  createStaff,
  createStaffedVenue,
  createUser,
  createVenue,
  placePaidOrder,
  readOrderRow,
  type TestUser,
} from '../../../test/factories.js';
import { useTestAppWithFakePayments } from '../../../test/orders.js';
import { openEventStream } from '../../../test/sse.js';
import { auditLog, orders, smsNotices, users, vendorRoles } from '../../db/schema.js';
import { servicesOf } from '../../services.js';
import { readyNoticeKey } from './queue.service.js';
import { MAX_QUEUE_STREAMS_PER_PERSON } from './queue-stream.js';

/** The bar's queue, marking an order ready with its text, and receipt texts (decisions 070, 071). */
describe('the bar queue', () => {
  const t = useTestAppWithFakePayments();

  async function venueWithPaidOrder() {
    const venue = await createStaffedVenue(t.app, 'STAFF', { priceCents: 800, name: 'Negroni' });
    await t.app.database.db.update(users).set({ firstName: 'Ada' }).where(eq(users.userId, venue.customer.userId));
    const line = { vendorLocationId: venue.location.vendorLocationId, productId: venue.product.productId };
    const { orderId } = await placePaidOrder(t.app, t.payments, venue.customer, line);
    return { ...venue, orderId, line };
  }

  let listening: Promise<string> | null = null;
  /** The API listening on a port (once per app), for the streams read with fetch. */
  const serverUrl = () => {
    listening ??= t.app.listen({ port: 0, host: '127.0.0.1' });
    return listening;
  };

  const queueOf = (user: TestUser | null, vendorLocationId: string) =>
    t.app.inject({ url: endpointPath(getLocationQueue, { vendorLocationId }), headers: user?.auth });
  const ready = (user: TestUser | null, vendorLocationId: string, orderId: string) =>
    t.app.inject({
      method: 'PUT',
      url: endpointPath(markOrderReady, { vendorLocationId, orderId }),
      headers: user?.auth,
    });
  // The ready text is the `order.ready` event's consumer (decision 078): let the consumers read first.
  const noticesLike = async (pattern: string) => {
    await servicesOf(t.app).eventConsumers.catchUp();
    return t.app.database.db.select().from(smsNotices).where(like(smsNotices.noticeKey, pattern));
  };

  it('lists paid, not yet completed orders oldest first with short id, first name, items and times', async () => {
    const venue = await venueWithPaidOrder();
    const second = await placePaidOrder(t.app, t.payments, venue.customer, venue.line);
    const unpaid = await placePaidOrder(t.app, t.payments, venue.customer, venue.line, { isPaid: false });
    const done = await placePaidOrder(t.app, t.payments, venue.customer, venue.line);
    await t.app.inject({
      method: 'PUT',
      url: endpointPath(completeOrder, { userId: 'staff', orderId: done.orderId }),
      headers: venue.staff.auth,
    });

    const response = await queueOf(venue.staff, venue.location.vendorLocationId.toLowerCase());
    expect(response.statusCode).toBe(200);
    const { items } = response.json();
    expect(items.map((item: { orderId: string }) => item.orderId)).toEqual([venue.orderId, second.orderId]);
    expect(items.map((item: { orderId: string }) => item.orderId)).not.toContain(unpaid.orderId);
    expect(items[0]).toMatchObject({
      shortOrderId: venue.orderId.slice(-6),
      firstName: 'Ada',
      status: 'PAID',
      readyAt: null,
      totalQuantity: 1,
      items: [{ productId: venue.product.productId, name: 'Negroni', variantName: null, quantity: 1 }],
    });
    expect(Date.parse(items[0].paidAt)).not.toBeNaN();
  });

  it("leaves out orders paid before its window, so old unpicked orders do not sit above tonight's", async () => {
    const venue = await venueWithPaidOrder();
    const fresh = await placePaidOrder(t.app, t.payments, venue.customer, venue.line);
    const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000);
    await t.app.database.db
      .update(orders)
      .set({ paidAt: hoursAgo(QUEUE_WINDOW_HOURS + 1) })
      .where(eq(orders.orderId, venue.orderId));
    const { items } = (await queueOf(venue.staff, venue.location.vendorLocationId)).json();
    expect(items.map((item: { orderId: string }) => item.orderId)).toEqual([fresh.orderId]);
    // Still the customer's, still PAID: it opens by its QR code or ORDER # as before.
    expect((await readOrderRow(t.app, venue.orderId))?.status).toBe('PAID');
  });

  it('refuses the queue and the ready tap to staff of another vendor, a customer and nobody', async () => {
    const venue = await venueWithPaidOrder();
    const other = await createVenue(t.app);
    const otherStaff = await createStaff(t.app, other.vendor.vendorId, 'SUPER_ADMIN');
    const location = venue.location.vendorLocationId;
    for (const [user, status] of [
      [otherStaff, 403],
      [venue.customer, 403],
      [null, 401],
    ] as const) {
      expect((await queueOf(user, location)).statusCode).toBe(status);
      expect((await ready(user, location, venue.orderId)).statusCode).toBe(status);
    }
    // Their own location's path does not reach another vendor's order.
    expect((await ready(otherStaff, other.location.vendorLocationId, venue.orderId)).statusCode).toBe(403);
    // Another location of the same vendor does not find it.
    expect((await ready(venue.staff, 'NOSUCHLOCATION', venue.orderId)).statusCode).toBe(404);
    expect((await queueOf(venue.staff, 'NOSUCHLOCATION')).statusCode).toBe(404);
    expect((await readOrderRow(t.app, venue.orderId)).readyAt).toBeNull();
    expect(await noticesLike(`order-ready:${venue.orderId}`)).toHaveLength(0);
  });

  it('refuses hostile paths in the error shape', async () => {
    const venue = await venueWithPaidOrder();
    for (const url of [
      `/order-service/v1/vendor-locations/${encodeURIComponent("x' or 1=1--")}/queue`,
      `/order-service/v1/vendor-locations/${'A'.repeat(40)}/queue`,
      `/order-service/v1/vendor-locations/${venue.location.vendorLocationId}/orders/${'A'.repeat(80)}/ready`,
    ]) {
      const response = await t.app.inject({
        method: url.endsWith('/ready') ? 'PUT' : 'GET',
        url,
        headers: venue.staff.auth,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().error.code).toBe('VALIDATION_FAILED');
    }
    const body = await t.app.inject({
      method: 'PUT',
      url: endpointPath(setOrderNotifications, { userId: venue.customer.userId, orderId: venue.orderId }),
      headers: venue.customer.auth,
      payload: { texts: false, extra: 1 },
    });
    expect(body.statusCode).toBe(400);
  });

  it('marks ready once, with an audit row and one text keyed by the order; the status page says ready', async () => {
    const venue = await venueWithPaidOrder();
    const location = venue.location.vendorLocationId;
    const first = await ready(venue.staff, location, venue.orderId);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ wasAlreadyReady: false, order: { orderId: venue.orderId, status: 'PAID' } });
    const readyAt = first.json().order.readyAt;
    expect(Date.parse(readyAt)).not.toBeNaN();

    const again = await ready(venue.staff, location, venue.orderId);
    expect(again.json()).toMatchObject({ wasAlreadyReady: true, order: { readyAt } });

    const seen = await t.app.inject({
      url: endpointPath(getOrder, { userId: venue.customer.userId, orderId: venue.orderId }),
      headers: venue.customer.auth,
    });
    expect(seen.json().order.readyAt).toBe(readyAt);
    const notices = await noticesLike(readyNoticeKey(venue.orderId));
    expect(notices).toHaveLength(1);
    expect(notices[0]).toMatchObject({ to: venue.customer.phoneNumber });
    expect(notices[0]?.body).toContain(`#${venue.orderId.slice(-6)} is ready`);
    expect(notices[0]?.body).toContain(`/location/${location}/order/${venue.orderId}/status`);
    const audits = await t.app.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, venue.orderId), eq(auditLog.action, 'order.ready')));
    expect(audits).toHaveLength(1);
    // Still in the queue, now ready, until it is picked up.
    const { items } = (await queueOf(venue.staff, location)).json();
    expect(items[0]).toMatchObject({ orderId: venue.orderId, readyAt });
  });

  it('twenty taps at once mark it once and queue one text', async () => {
    const venue = await venueWithPaidOrder();
    const second = await createStaff(t.app, venue.vendor.vendorId, 'STAFF');
    const taps = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        ready(index % 2 ? second : venue.staff, venue.location.vendorLocationId, venue.orderId),
      ),
    );
    expect(taps.map((tap) => tap.statusCode)).toEqual(Array(20).fill(200));
    const answers = taps.map((tap) => tap.json());
    expect(answers.filter((answer) => !answer.wasAlreadyReady)).toHaveLength(1);
    expect(new Set(answers.map((answer) => answer.order.readyAt)).size).toBe(1);
    expect(await noticesLike(readyNoticeKey(venue.orderId))).toHaveLength(1);
    const audits = await t.app.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, venue.orderId), eq(auditLog.action, 'order.ready')));
    expect(audits).toHaveLength(1);
  });

  it('refuses to mark ready an unpaid or completed order, and sends no text when the customer turned texts off', async () => {
    const venue = await venueWithPaidOrder();
    const location = venue.location.vendorLocationId;
    const unpaid = await placePaidOrder(t.app, t.payments, venue.customer, venue.line, { isPaid: false });
    expect((await ready(venue.staff, location, unpaid.orderId)).json().error.code).toBe('ORDER_NOT_PAID');
    const done = await placePaidOrder(t.app, t.payments, venue.customer, venue.line);
    await t.app.inject({
      method: 'PUT',
      url: endpointPath(completeOrder, { userId: 'staff', orderId: done.orderId }),
      headers: venue.staff.auth,
    });
    const late = await ready(venue.staff, location, done.orderId);
    expect([late.statusCode, late.json().error.code]).toEqual([409, 'ORDER_ALREADY_COMPLETE']);

    const notifications = (user: TestUser, userId: string) =>
      t.app.inject({
        method: 'PUT',
        url: endpointPath(setOrderNotifications, { userId, orderId: venue.orderId }),
        headers: user.auth,
        payload: { texts: false },
      });
    const stranger = await createUser(t.app);
    expect((await notifications(stranger, stranger.userId)).statusCode).toBe(403);
    expect((await notifications(venue.staff, venue.customer.userId)).statusCode).toBe(403);
    const off = await notifications(venue.customer, venue.customer.userId);
    expect(off.json().order.textsEnabled).toBe(false);
    expect((await ready(venue.staff, location, venue.orderId)).json().wasAlreadyReady).toBe(false);
    expect(await noticesLike(readyNoticeKey(venue.orderId))).toHaveLength(0);
  });

  it('texts the receipt to its owner up to the cap, lets staff resend it, and refuses everyone else', async () => {
    const venue = await venueWithPaidOrder();
    const location = venue.location.vendorLocationId;
    const own = (user: TestUser, userId = user.userId, orderId = venue.orderId) =>
      t.app.inject({ method: 'POST', url: endpointPath(textOrderReceipt, { userId, orderId }), headers: user.auth });
    const resend = (user: TestUser) =>
      t.app.inject({
        method: 'POST',
        url: endpointPath(resendOrderReceipt, { vendorLocationId: location, orderId: venue.orderId }),
        headers: user.auth,
      });
    const stranger = await createUser(t.app);
    expect((await own(stranger)).statusCode).toBe(403);
    expect((await own(stranger, venue.customer.userId)).statusCode).toBe(403);
    expect((await resend(venue.customer)).statusCode).toBe(403);
    const other = await createVenue(t.app);
    expect((await resend(await createStaff(t.app, other.vendor.vendorId, 'SUPER_ADMIN'))).statusCode).toBe(403);
    const unpaid = await placePaidOrder(t.app, t.payments, venue.customer, venue.line, { isPaid: false });
    expect((await own(venue.customer, venue.customer.userId, unpaid.orderId)).json().error.code).toBe('ORDER_NOT_PAID');

    const texts = await Promise.all(
      Array.from({ length: RECEIPT_TEXTS_PER_ORDER_CUSTOMER + 3 }, () => own(venue.customer)),
    );
    expect(texts.filter((text) => text.statusCode === 200)).toHaveLength(RECEIPT_TEXTS_PER_ORDER_CUSTOMER);
    expect(texts.filter((text) => text.statusCode === 429).map((text) => text.json().error.code)).toEqual(
      Array(3).fill('RECEIPT_TEXT_LIMIT'),
    );
    const staffSends = [await resend(venue.staff), await resend(venue.staff), await resend(venue.staff)];
    expect(staffSends.map((send) => send.statusCode)).toEqual([200, 200, 429]);
    const sent = await noticesLike(`order-receipt:${venue.orderId}:%`);
    expect(sent).toHaveLength(RECEIPT_TEXTS_PER_ORDER);
    expect(sent[0]?.body).toContain(`/location/${location}/order/${venue.orderId}/status`);
    expect(sent.every((notice) => notice.to === venue.customer.phoneNumber)).toBe(true);
  });

  it('honours the customer’s “texts off” on a staff resend; the customer may still ask for theirs (issue 37)', async () => {
    const venue = await venueWithPaidOrder();
    const location = venue.location.vendorLocationId;
    const off = await t.app.inject({
      method: 'PUT',
      url: endpointPath(setOrderNotifications, { userId: venue.customer.userId, orderId: venue.orderId }),
      headers: venue.customer.auth,
      payload: { texts: false },
    });
    expect(off.json().order.textsEnabled).toBe(false);
    const resent = await t.app.inject({
      method: 'POST',
      url: endpointPath(resendOrderReceipt, { vendorLocationId: location, orderId: venue.orderId }),
      headers: venue.staff.auth,
    });
    expect([resent.statusCode, resent.json().error.code]).toEqual([409, 'CONFLICT']);
    expect(await noticesLike(`order-receipt:${venue.orderId}:%`)).toHaveLength(0);
    const asked = await t.app.inject({
      method: 'POST',
      url: endpointPath(textOrderReceipt, { userId: venue.customer.userId, orderId: venue.orderId }),
      headers: venue.customer.auth,
    });
    expect(asked.statusCode).toBe(200);
    expect(await noticesLike(`order-receipt:${venue.orderId}:%`)).toHaveLength(1);
  });

  it('streams the queue live: a newly paid order, then its ready time', async () => {
    const venue = await venueWithPaidOrder();
    const baseUrl = await serverUrl();
    const location = venue.location.vendorLocationId;
    const refused = await fetch(`${baseUrl}${endpointPath(streamLocationQueue, { vendorLocationId: location })}`, {
      headers: venue.customer.auth,
    });
    expect(refused.status).toBe(403);
    const stream = await openEventStream(
      `${baseUrl}${endpointPath(streamLocationQueue, { vendorLocationId: location })}`,
      venue.staff.auth,
    );
    const customerPage = await openEventStream(
      `${baseUrl}${endpointPath(streamOrderEvents, { userId: venue.customer.userId, orderId: venue.orderId })}`,
      venue.customer.auth,
    );
    try {
      const first = await stream.next();
      expect(first.event).toBe('queue');
      expect(JSON.parse(first.data).items).toHaveLength(1);
      expect(JSON.parse((await customerPage.next()).data).readyAt).toBeNull();

      const paid = await placePaidOrder(t.app, t.payments, venue.customer, venue.line);
      let next = JSON.parse((await stream.next()).data);
      while (next.items.length < 2) next = JSON.parse((await stream.next()).data);
      expect(next.items[1].orderId).toBe(paid.orderId);

      await ready(venue.staff, location, venue.orderId);
      next = JSON.parse((await stream.next()).data);
      expect(next.items[0].readyAt).not.toBeNull();
      expect(JSON.parse((await customerPage.next()).data).readyAt).not.toBeNull();
    } finally {
      stream.close();
      customerPage.close();
    }
  });

  it('holds at most a few queue streams per person (one more ends the oldest), and ends one whose reader lost their role', async () => {
    const venue = await venueWithPaidOrder();
    const baseUrl = await serverUrl();
    const url = `${baseUrl}${endpointPath(streamLocationQueue, { vendorLocationId: venue.location.vendorLocationId })}`;
    // One after another, so the server's oldest is the first.
    const streams: Awaited<ReturnType<typeof openEventStream>>[] = [];
    for (let index = 0; index < MAX_QUEUE_STREAMS_PER_PERSON; index += 1) {
      streams.push(await openEventStream(url, venue.staff.auth));
    }
    try {
      for (const stream of streams) expect((await stream.next()).event).toBe('queue');
      // One more (a tablet that reconnected while its old stream still looks open here) ends the oldest.
      const extra = await openEventStream(url, venue.staff.auth);
      streams.push(extra);
      expect(extra.response.status).toBe(200);
      expect((await extra.next()).event).toBe('queue');
      await streams[0]!.ended();

      await t.app.database.db.delete(vendorRoles).where(eq(vendorRoles.phoneNumber, venue.staff.phoneNumber));
      await placePaidOrder(t.app, t.payments, venue.customer, venue.line);
      const refused = await streams[1]!.next();
      expect(refused.event).toBe('error');
      expect(JSON.parse(refused.data).code).toBe('FORBIDDEN');
      await streams[1]!.ended();
    } finally {
      for (const stream of streams) stream.close();
    }
  });
});
