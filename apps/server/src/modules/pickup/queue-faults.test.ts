import { endpointPath, streamLocationQueue, streamOrderEvents } from '@queueless/contracts';
import { eq } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStaffedVenue, placePaidOrder, type TestUser } from '../../../test/factories.js';
import { useTestAppWithFakePayments } from '../../../test/orders.js';
import { openEventStream, type ServerEvent } from '../../../test/sse.js';
import { users } from '../../db/schema.js';

const onPostgres = Boolean(process.env.DATABASE_URL);

/**
 * The bar's queue through a database drop (issue 30): every connection of the app ends at once, the LISTEN one
 * included. An open queue stream and an open order stream must carry on — the order paid meanwhile arrives on both,
 * without the client reopening anything. Real PostgreSQL only (PGlite has no connections to lose).
 */
describe.skipIf(!onPostgres)('the bar queue through a database drop (PostgreSQL)', () => {
  const t = useTestAppWithFakePayments();
  let admin: pg.Client;

  beforeAll(async () => {
    admin = new pg.Client({ connectionString: t.url ?? '' });
    admin.on('error', () => {});
    await admin.connect();
  });
  afterAll(async () => {
    await admin?.end().catch(() => {});
  });

  /** Ends every connection of the test's database but the admin's own, as the NOTES say. */
  async function dropConnections(): Promise<number> {
    const rows = await admin.query(
      'select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()',
    );
    return rows.rowCount ?? 0;
  }

  /** Places and pays an order, trying again while the database is coming back (a clean 503 each time). */
  async function payWhileRecovering(
    venue: Awaited<ReturnType<typeof createStaffedVenue>>,
    customer: TestUser,
  ): Promise<string> {
    const line = { vendorLocationId: venue.location.vendorLocationId, productId: venue.product.productId };
    for (let attempt = 0; ; attempt += 1) {
      try {
        return (await placePaidOrder(t.app, t.payments, customer, line)).orderId;
      } catch (error) {
        if (attempt >= 20) throw error;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    }
  }

  /** The next `event` whose data passes `until`, skipping others, within `timeoutMs`. */
  async function nextMatching(
    stream: Awaited<ReturnType<typeof openEventStream>>,
    event: string,
    until: (data: never) => boolean,
    timeoutMs = 8_000,
  ): Promise<ServerEvent> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const received = await stream.next(Math.max(1, deadline - Date.now()));
      expect(received.event, received.data).toBe(event);
      if (until(JSON.parse(received.data) as never)) return received;
    }
  }

  it('keeps an open queue stream and order stream, and both show the order paid while the links were down', async () => {
    const venue = await createStaffedVenue(t.app, 'STAFF', { priceCents: 800, name: 'Negroni' });
    await t.app.database.db.update(users).set({ firstName: 'Ada' }).where(eq(users.userId, venue.customer.userId));
    const line = { vendorLocationId: venue.location.vendorLocationId, productId: venue.product.productId };
    const first = await placePaidOrder(t.app, t.payments, venue.customer, line);
    const baseUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const location = venue.location.vendorLocationId;
    const queue = await openEventStream(
      `${baseUrl}${endpointPath(streamLocationQueue, { vendorLocationId: location })}`,
      venue.staff.auth,
    );
    const customerPage = await openEventStream(
      `${baseUrl}${endpointPath(streamOrderEvents, { userId: venue.customer.userId, orderId: first.orderId })}`,
      venue.customer.auth,
    );
    try {
      expect(JSON.parse((await queue.next()).data).items).toHaveLength(1);
      expect(JSON.parse((await customerPage.next()).data).status).toBe('PAID');

      // A storm: the connections dropped again and again while orders are paid, each payment waking the streams to
      // read — many of those reads meet a dead connection. At most 12 orders: the person's order limit (20 in 10
      // minutes) must not be what answers on a fast machine.
      const stormEnds = Date.now() + 2_000;
      for (let round = 0; round < 12 && Date.now() < stormEnds; round += 1) {
        await dropConnections();
        await Promise.allSettled([
          placePaidOrder(t.app, t.payments, venue.customer, line),
          new Promise((resolve) => setTimeout(resolve, 20)).then(dropConnections),
        ]);
      }
      const paid = await payWhileRecovering(venue, venue.customer);
      type Queue = { items: { orderId: string; readyAt: string | null }[] };
      await nextMatching(queue, 'queue', (data: Queue) => data.items.some((item) => item.orderId === paid));

      // Again, with the LISTEN connection freshly back: the next change still arrives on both streams.
      expect(await dropConnections()).toBeGreaterThan(0);
      const ready = await t.app.inject({
        method: 'PUT',
        url: `/order-service/v1/vendor-locations/${location}/orders/${first.orderId}/ready`,
        headers: venue.staff.auth,
      });
      if (ready.statusCode !== 200) {
        // The drop took this call's connection: a clean 503, and the tap again goes through.
        expect(ready.statusCode, ready.body).toBe(503);
        await new Promise((resolve) => setTimeout(resolve, 200));
        const again = await t.app.inject({
          method: 'PUT',
          url: `/order-service/v1/vendor-locations/${location}/orders/${first.orderId}/ready`,
          headers: venue.staff.auth,
        });
        expect(again.statusCode, again.body).toBe(200);
      }
      type Ready = { readyAt: string | null };
      await nextMatching(customerPage, 'order', (data: Ready) => data.readyAt !== null);
      await nextMatching(queue, 'queue', (data: Queue) =>
        data.items.some((item) => item.orderId === first.orderId && item.readyAt !== null),
      );
    } finally {
      queue.close();
      customerPage.close();
    }
  });
});
