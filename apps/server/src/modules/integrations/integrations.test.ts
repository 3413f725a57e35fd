import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  completeOrder,
  createApiKey,
  createWebhook,
  endpointPath,
  getLocationQueue,
  listApiKeys,
  listAuditLog,
  listWebhookDeliveries,
  markOrderReady,
  redeliverWebhookDelivery,
  revokeApiKey,
  updateWebhook,
} from '@queueless/contracts';
import { and, eq, sql } from 'drizzle-orm';
import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createLocation,
  createStaff,
  createUser,
  createVenue,
  placePaidOrder,
  type TestUser,
} from '../../../test/factories.js';
import { createFakePayments } from '../../../test/fake-payments.js';
import { checkIn, createGlevent, reserve } from '../../../test/guestlists.js';
import { createPeerApp, createTestApp, type TestApp } from '../../../test/harness.js';
import { inOneWindow } from '../../../test/limits.js';
import { plainReservationRule } from '../../../test/reservation-policies.js';
import { waitUntil } from '../../../test/wait.js';
import { auditLog } from '../audit/index.js';
import { apiKeys, webhookDeliveries, webhookEndpoints } from './integrations.tables.js';

const isPostgres = Boolean(process.env.DATABASE_URL);

/** A receiver on loopback that verifies every message with the `standardwebhooks` package, as a vendor's would. */
function startReceiver() {
  const verified: { id: string; type: string; data: Record<string, unknown> }[] = [];
  const seen: string[] = [];
  let secret = '';
  let answer: number | 'down' | { redirect: string } = 200;
  /** Types whose first message is answered 500 (once each), as a receiver that hiccups. */
  const failOnce = new Set<string>();
  const server: Server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => {
      body += chunk;
    });
    request.on('end', () => {
      const headers = request.headers as IncomingHttpHeaders & Record<string, string>;
      seen.push(headers['webhook-id'] ?? '');
      if (answer === 'down') return void request.socket.destroy();
      if (typeof answer === 'object') return void response.writeHead(302, { location: answer.redirect }).end();
      const { type } = JSON.parse(body) as { type: string };
      if (failOnce.delete(type)) return void response.writeHead(500).end();
      if (answer >= 200 && answer < 300) {
        const payload = new Webhook(secret).verify(body, headers) as { type: string; data: Record<string, unknown> };
        verified.push({ id: String(headers['webhook-id']), type: payload.type, data: payload.data });
      }
      response.writeHead(answer).end();
    });
  });
  return {
    verified,
    seen,
    server,
    failOnce,
    set secret(value: string) {
      secret = value;
    },
    set answer(value: typeof answer) {
      answer = value;
    },
    async listen() {
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      return `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks`;
    },
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

const shortSchedule = { firstRetryMs: 50, maxDelayMs: 200, giveUpAfterMs: 60_000, pollMs: 50 };

describe('integrations', () => {
  const payments = createFakePayments();
  let t: TestApp;
  let peer: TestApp | null = null;
  const receiver = startReceiver();
  let receiverUrl = '';

  beforeAll(async () => {
    receiverUrl = await receiver.listen();
    const options = {
      env: { WEBHOOK_ALLOW_PRIVATE_ADDRESSES: 'true' },
      overrides: {
        payments: payments.provider,
        webhookSchedule: shortSchedule,
        apiKeyLimit: inOneWindow(40),
        ...plainReservationRule,
      },
    };
    t = await createTestApp(options);
    if (isPostgres) peer = await createPeerApp(t, options);
  });
  afterAll(async () => {
    await peer?.close();
    await t.close();
    await receiver.close();
  });

  async function adminVenue() {
    const venue = await createVenue(t.app, { priceCents: 1000 });
    const admin = await createStaff(t.app, venue.vendor.vendorId, 'ADMIN');
    const customer = await createUser(t.app);
    return { ...venue, admin, customer };
  }

  async function makeKey(admin: TestUser, vendorId: string, body: Record<string, unknown>) {
    const response = await t.app.inject({
      method: 'POST',
      url: endpointPath(createApiKey, { vendorId }),
      headers: admin.auth,
      payload: body,
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json() as { apiKey: { apiKeyId: string }; secret: string };
  }

  const bearer = (secret: string) => ({ authorization: `Bearer ${secret}` });

  describe('API keys', () => {
    it('are made by ADMIN and above only, shown once with their prefix, and stored hashed', async () => {
      const venue = await adminVenue();
      const manager = await createStaff(t.app, venue.vendor.vendorId, 'MANAGER');
      const refused = await t.app.inject({
        method: 'POST',
        url: endpointPath(createApiKey, { vendorId: venue.vendor.vendorId }),
        headers: manager.auth,
        payload: { name: 'POS', scopes: ['orders:read'] },
      });
      expect(refused.statusCode).toBe(403);
      const { apiKey, secret } = await makeKey(venue.admin, venue.vendor.vendorId, {
        name: 'POS',
        scopes: ['orders:read'],
      });
      expect(secret).toMatch(/^qlk_[A-Za-z0-9_-]{43}$/);
      const [row] = await t.app.database.db.select().from(apiKeys).where(eq(apiKeys.apiKeyId, apiKey.apiKeyId));
      expect(row?.secretHash).not.toContain(secret.slice(4));
      const listed = await t.app.inject({
        method: 'GET',
        url: endpointPath(listApiKeys, { vendorId: venue.vendor.vendorId }),
        headers: venue.admin.auth,
      });
      expect(listed.body).not.toContain(secret);
      expect(listed.json().apiKeys).toHaveLength(1);
    });

    it('make the staff calls of their scopes, at their vendor only, audited under the key, and note their last use', async () => {
      const venue = await adminVenue();
      const other = await createVenue(t.app);
      const { apiKey, secret } = await makeKey(venue.admin, venue.vendor.vendorId, {
        name: 'Kitchen screen',
        scopes: ['orders:read', 'orders:write'],
      });
      const queue = await t.app.inject({
        method: 'GET',
        url: endpointPath(getLocationQueue, { vendorLocationId: venue.location.vendorLocationId }),
        headers: bearer(secret),
      });
      expect(queue.statusCode, queue.body).toBe(200);
      const otherQueue = await t.app.inject({
        method: 'GET',
        url: endpointPath(getLocationQueue, { vendorLocationId: other.location.vendorLocationId }),
        headers: bearer(secret),
      });
      expect(otherQueue.statusCode).toBe(403);
      const { orderId } = await placePaidOrder(t.app, payments, venue.customer, venue.product);
      const completed = await t.app.inject({
        method: 'PUT',
        url: endpointPath(completeOrder, { userId: apiKey.apiKeyId, orderId }),
        headers: bearer(secret),
      });
      expect(completed.statusCode, completed.body).toBe(200);
      const audit = await t.app.database.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.entityId, orderId), eq(auditLog.actorUserId, apiKey.apiKeyId)));
      expect(audit).toHaveLength(1);
      const page = await t.app.inject({
        method: 'GET',
        url: endpointPath(listAuditLog, { vendorId: venue.vendor.vendorId }),
        headers: venue.admin.auth,
      });
      expect(page.statusCode, page.body).toBe(200);
      const entry = page.json().items.find((item: { entityId: string }) => item.entityId === orderId);
      expect(entry).toMatchObject({ actorApiKeyName: 'Kitchen screen', actorPhoneNumber: null });
      const [row] = await t.app.database.db.select().from(apiKeys).where(eq(apiKeys.apiKeyId, apiKey.apiKeyId));
      expect(row?.lastUsedAt).not.toBeNull();
      // Not a call its scopes open, nor one a key may ever make.
      const keys = await t.app.inject({
        method: 'GET',
        url: endpointPath(listApiKeys, { vendorId: venue.vendor.vendorId }),
        headers: bearer(secret),
      });
      expect(keys.statusCode).toBe(403);
    });

    it('are refused outside their scopes and locations', async () => {
      const venue = await adminVenue();
      const second = await createLocation(t.app, venue.vendor.vendorId);
      const readOnly = await makeKey(venue.admin, venue.vendor.vendorId, { name: 'BI', scopes: ['orders:read'] });
      const { orderId } = await placePaidOrder(t.app, payments, venue.customer, venue.product);
      const complete = await t.app.inject({
        method: 'PUT',
        url: endpointPath(completeOrder, { userId: readOnly.apiKey.apiKeyId, orderId }),
        headers: bearer(readOnly.secret),
      });
      expect(complete.statusCode).toBe(403);
      const atSecond = await makeKey(venue.admin, venue.vendor.vendorId, {
        name: 'Second bar',
        scopes: ['orders:read', 'orders:write'],
        vendorLocationIds: [second.vendorLocationId],
      });
      const elsewhere = await t.app.inject({
        method: 'PUT',
        url: endpointPath(completeOrder, { userId: atSecond.apiKey.apiKeyId, orderId }),
        headers: bearer(atSecond.secret),
      });
      expect(elsewhere.statusCode).toBe(403);
      const queue = await t.app.inject({
        method: 'GET',
        url: endpointPath(getLocationQueue, { vendorLocationId: venue.location.vendorLocationId }),
        headers: bearer(atSecond.secret),
      });
      expect(queue.statusCode).toBe(403);
    });

    it('a revoked key is refused on its next call, on every process', async () => {
      const venue = await adminVenue();
      const { apiKey, secret } = await makeKey(venue.admin, venue.vendor.vendorId, {
        name: 'POS',
        scopes: ['orders:read'],
      });
      const other = peer ?? t;
      const call = (app: TestApp) =>
        app.app.inject({
          method: 'GET',
          url: endpointPath(getLocationQueue, { vendorLocationId: venue.location.vendorLocationId }),
          headers: bearer(secret),
        });
      expect((await call(other)).statusCode).toBe(200);
      const revoked = await t.app.inject({
        method: 'DELETE',
        url: endpointPath(revokeApiKey, { vendorId: venue.vendor.vendorId, apiKeyId: apiKey.apiKeyId }),
        headers: venue.admin.auth,
      });
      expect(revoked.statusCode).toBe(200);
      expect((await call(other)).statusCode).toBe(401);
      expect((await call(t)).statusCode).toBe(401);
    });

    it('have a rate limit of their own', async () => {
      const venue = await adminVenue();
      const { secret } = await makeKey(venue.admin, venue.vendor.vendorId, { name: 'Busy', scopes: ['orders:read'] });
      const statuses = await Promise.all(
        Array.from({ length: 45 }, () =>
          t.app.inject({
            method: 'GET',
            url: endpointPath(getLocationQueue, { vendorLocationId: venue.location.vendorLocationId }),
            headers: bearer(secret),
          }),
        ),
      );
      const counts = statuses.map((r) => r.statusCode);
      expect(counts.filter((s) => s === 200)).toHaveLength(40);
      expect(counts.filter((s) => s === 429)).toHaveLength(5);
    });
  });

  describe('webhooks', () => {
    async function hookedVenue(eventTypes: string[] = ['order.paid', 'order.completed']) {
      const venue = await adminVenue();
      const response = await t.app.inject({
        method: 'POST',
        url: endpointPath(createWebhook, { vendorId: venue.vendor.vendorId }),
        headers: venue.admin.auth,
        payload: { url: receiverUrl, eventTypes },
      });
      expect(response.statusCode, response.body).toBe(201);
      const { webhook, secret } = response.json();
      receiver.secret = secret;
      return { ...venue, webhookId: webhook.webhookId as string };
    }

    const catchUp = async () => {
      const { servicesOf } = await import('../../services.js');
      await servicesOf(t.app).eventConsumers.catchUp();
      if (peer) await servicesOf(peer.app).eventConsumers.catchUp();
    };
    const deliveriesOf = (webhookId: string) =>
      t.app.database.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.webhookId, webhookId));

    it('delivers each paid order, signed, verified by the standardwebhooks library', async () => {
      receiver.answer = 200;
      const venue = await hookedVenue();
      const { orderId } = await placePaidOrder(t.app, payments, venue.customer, venue.product);
      await catchUp();
      await waitUntil(() => receiver.verified.some((m) => m.data.orderId === orderId), 10_000);
      const message = receiver.verified.find((m) => m.data.orderId === orderId);
      expect(message?.type).toBe('order.paid');
      expect(message?.data.vendorId).toBe(venue.vendor.vendorId);
      expect(message?.data.order).toMatchObject({ status: 'PAID' });
    });

    it('a receiver down, then back, gets every event, each webhook-id taken once, ids stable across tries', async () => {
      receiver.answer = 'down';
      const venue = await hookedVenue(['order.paid']);
      const orderIds: string[] = [];
      for (let i = 0; i < 5; i += 1)
        orderIds.push((await placePaidOrder(t.app, payments, venue.customer, venue.product)).orderId);
      await catchUp();
      await waitUntil(() => receiver.seen.length >= 10, 10_000);
      receiver.answer = 200;
      await waitUntil(() => orderIds.every((id) => receiver.verified.some((m) => m.data.orderId === id)), 15_000);
      const mine = receiver.verified.filter((m) => orderIds.includes(m.data.orderId as string));
      expect(new Set(mine.map((m) => m.id)).size).toBe(5);
      expect(mine).toHaveLength(5);
      // The receiver took each before its answer reached the worker: wait for the worker to write it down.
      let rows = await deliveriesOf(venue.webhookId);
      for (let i = 0; i < 400 && !rows.every((row) => row.status === 'delivered'); i += 1) {
        await waitUntil(() => false, 25);
        rows = await deliveriesOf(venue.webhookId);
      }
      expect(rows.every((row) => row.status === 'delivered' && row.attempts >= 2)).toBe(true);
      // Every try of one delivery carried the same webhook-id.
      for (const row of rows) expect(receiver.seen.filter((id) => id === row.messageId).length).toBe(row.attempts);
    });

    it.runIf(isPostgres)('two API processes never deliver one event twice', async () => {
      receiver.answer = 200;
      const venue = await hookedVenue(['order.paid']);
      const before = receiver.seen.length;
      const orders = await Promise.all(
        Array.from({ length: 20 }, () => placePaidOrder(t.app, payments, venue.customer, venue.product)),
      );
      await catchUp();
      const ids = new Set(orders.map((o) => o.orderId));
      await waitUntil(() => receiver.verified.filter((m) => ids.has(m.data.orderId as string)).length >= 20, 15_000);
      // Let both workers run a few more passes: a double send would show now.
      await waitUntil(() => false, 300);
      const mine = receiver.verified.filter((m) => ids.has(m.data.orderId as string));
      expect(mine).toHaveLength(20);
      expect(receiver.seen.length - before).toBe(20);
    });

    it("keeps an order's messages in order per endpoint: order.ready waits until order.paid is delivered", async () => {
      receiver.answer = 200;
      const venue = await hookedVenue(['order.paid', 'order.ready', 'order.completed']);
      const staff = await createStaff(t.app, venue.vendor.vendorId, 'STAFF');
      receiver.failOnce.add('order.paid');
      const { orderId } = await placePaidOrder(t.app, payments, venue.customer, venue.product);
      const ready = await t.app.inject({
        method: 'PUT',
        url: endpointPath(markOrderReady, { vendorLocationId: venue.location.vendorLocationId, orderId }),
        headers: staff.auth,
      });
      expect(ready.statusCode, ready.body).toBe(200);
      const complete = await t.app.inject({
        method: 'PUT',
        url: endpointPath(completeOrder, { userId: staff.userId, orderId }),
        headers: staff.auth,
      });
      expect(complete.statusCode, complete.body).toBe(200);
      await catchUp();
      await waitUntil(() => receiver.verified.filter((m) => m.data.orderId === orderId).length >= 3, 15_000);
      expect(receiver.failOnce.size).toBe(0);
      const types = receiver.verified.filter((m) => m.data.orderId === orderId).map((m) => m.type);
      expect(types).toEqual(['order.paid', 'order.ready', 'order.completed']);
    });

    it("reservation messages carry the reservation's state", async () => {
      receiver.answer = 200;
      const venue = await hookedVenue(['reservation.created', 'reservation.checked_in']);
      await t.app.database.db.execute(
        sql`update vendors set guestlist_enabled = true where vendor_id = ${venue.vendor.vendorId}`,
      );
      const manager = await createStaff(t.app, venue.vendor.vendorId, 'MANAGER');
      const glevent = await createGlevent(t.app, manager, venue.vendor.vendorId);
      const reserved = await reserve(t.app, venue.customer, venue.vendor.vendorId, glevent.gleventId);
      expect(reserved.statusCode, reserved.body).toBe(201);
      const { reservationId } = reserved.json().reservation;
      const checked = await checkIn(t.app, manager, venue.vendor.vendorId, glevent.gleventId, reservationId);
      expect(checked.statusCode, checked.body).toBe(200);
      await catchUp();
      const mine = () => receiver.verified.filter((m) => m.data.reservationId === reservationId);
      await waitUntil(() => mine().length >= 2, 15_000);
      const [created, checkedIn] = mine();
      expect(created).toMatchObject({ type: 'reservation.created', data: { reservation: { quantity: 1 } } });
      // The state as the consumer read it: by then the check-in had happened too.
      expect(checkedIn).toMatchObject({
        type: 'reservation.checked_in',
        data: { reservation: { status: 'CHECKED_IN', gleventId: glevent.gleventId, quantity: 1 } },
      });
      expect(checkedIn?.data.reservation).toMatchObject({ checkedInAt: expect.any(String) });
    });

    it('a 410 disables the webhook; redeliver sends the same webhook-id again', async () => {
      receiver.answer = 200;
      const venue = await hookedVenue(['order.paid']);
      const { orderId } = await placePaidOrder(t.app, payments, venue.customer, venue.product);
      await catchUp();
      await waitUntil(() => receiver.verified.some((m) => m.data.orderId === orderId), 10_000);
      const [delivery] = await deliveriesOf(venue.webhookId);
      if (!delivery) throw new Error('no delivery');
      receiver.answer = 410;
      const redelivered = await t.app.inject({
        method: 'POST',
        url: endpointPath(redeliverWebhookDelivery, {
          vendorId: venue.vendor.vendorId,
          webhookId: venue.webhookId,
          deliveryId: delivery.deliveryId,
        }),
        headers: venue.admin.auth,
      });
      expect(redelivered.statusCode).toBe(202);
      let enabled = true;
      for (let i = 0; i < 400 && enabled; i += 1) {
        const [row] = await t.app.database.db
          .select()
          .from(webhookEndpoints)
          .where(eq(webhookEndpoints.webhookId, venue.webhookId));
        enabled = row?.enabled ?? false;
        if (enabled) await waitUntil(() => false, 25);
      }
      expect(enabled).toBe(false);
      expect(receiver.seen.filter((id) => id === delivery.messageId)).toHaveLength(2);
      const log = await t.app.inject({
        method: 'GET',
        url: endpointPath(listWebhookDeliveries, { vendorId: venue.vendor.vendorId, webhookId: venue.webhookId }),
        headers: venue.admin.auth,
      });
      expect(log.json().deliveries[0]).toMatchObject({ status: 'failed', lastStatusCode: 410 });
      receiver.answer = 200;
      const enable = await t.app.inject({
        method: 'PATCH',
        url: endpointPath(updateWebhook, { vendorId: venue.vendor.vendorId, webhookId: venue.webhookId }),
        headers: venue.admin.auth,
        payload: { enabled: true },
      });
      expect(enable.json().webhook.enabled).toBe(true);
    });

    it('does not follow a redirect', async () => {
      receiver.answer = { redirect: 'http://169.254.169.254/latest/meta-data/' };
      const venue = await hookedVenue(['order.paid']);
      await placePaidOrder(t.app, payments, venue.customer, venue.product);
      await catchUp();
      let rows = await deliveriesOf(venue.webhookId);
      for (let i = 0; i < 400 && !rows[0]?.lastError; i += 1) {
        await waitUntil(() => false, 25);
        rows = await deliveriesOf(venue.webhookId);
      }
      expect(rows[0]?.status).toBe('pending');
      expect(rows[0]?.lastError).toMatch(/redirect .* not followed/);
      receiver.answer = 200;
    });
  });
});
