import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  createWebhook,
  endpointPath,
  getAccountingExport,
  getAnalyticsWeek,
  listAnalyticsWeeks,
  refundOrder,
} from '@queueless/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStaff, createUser, createVenue, placePaidOrder } from '../../../test/factories.js';
import { createFakePayments } from '../../../test/fake-payments.js';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import { waitUntil } from '../../../test/wait.js';
import { servicesOf } from '../../services.js';
import { webhookDeliveries, webhookEndpoints } from './integrations.tables.js';
import { findRefusedAddress, guardedLookupWith, isRefusedAddress } from './webhook-address.js';

describe('webhook addresses (SSRF)', () => {
  it('refuses private, loopback, link-local and mapped addresses, allows public ones', () => {
    for (const address of [
      '127.0.0.1',
      '::1',
      '169.254.169.254',
      '10.0.0.1',
      '192.168.1.2',
      '172.20.0.1',
      'fe80::1',
      'fd00::1',
      '::ffff:127.0.0.1',
      '::ffff:a9fe:a9fe',
      '0.0.0.0',
      '100.64.0.1',
    ]) {
      expect(isRefusedAddress(address), address).toBe(true);
    }
    for (const address of ['93.184.216.34', '2606:2800:220:1:248:1893:25c8:1946', '8.8.8.8']) {
      expect(isRefusedAddress(address), address).toBe(false);
    }
  });

  it('refuses a name that resolves to 10.0.0.1, when saved and at connect time', async () => {
    const resolve = async () => [{ address: '10.0.0.1', family: 4 }];
    expect(await findRefusedAddress(new URL('http://hooks.example.com/x'), resolve)).toBe('10.0.0.1');
    const lookup = guardedLookupWith((_host, _options, callback) =>
      callback(null, [{ address: '10.0.0.1', family: 4 }]),
    );
    const error = await new Promise<Error | null>((done) => lookup('hooks.example.com', {}, (e) => done(e)));
    expect(error?.message).toMatch(/10\.0\.0\.1/);
  });
});

describe('integrations without the private-address allowance', () => {
  const payments = createFakePayments();
  let t: TestApp;
  let hits = 0;
  let receiver: Server;
  let port = 0;

  beforeAll(async () => {
    receiver = createServer((_request, response) => {
      hits += 1;
      response.writeHead(200).end();
    });
    await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
    port = (receiver.address() as AddressInfo).port;
    t = await createTestApp({
      overrides: {
        payments: payments.provider,
        webhookSchedule: { firstRetryMs: 50, maxDelayMs: 100, giveUpAfterMs: 60_000, pollMs: 50 },
      },
    });
  });
  afterAll(async () => {
    await t.close();
    await new Promise((resolve) => receiver.close(resolve));
  });

  it('refuses webhooks at 127.0.0.1, [::1], 169.254.169.254 and a name resolving to loopback', async () => {
    const venue = await createVenue(t.app);
    const admin = await createStaff(t.app, venue.vendor.vendorId, 'ADMIN');
    for (const url of [
      'http://127.0.0.1/x',
      'http://[::1]/x',
      'http://169.254.169.254/latest',
      `http://localhost:${port}/x`,
    ]) {
      const response = await t.app.inject({
        method: 'POST',
        url: endpointPath(createWebhook, { vendorId: venue.vendor.vendorId }),
        headers: admin.auth,
        payload: { url, eventTypes: ['order.paid'] },
      });
      expect(response.statusCode, url).toBe(400);
      expect(response.json().error.code).toBe('VALIDATION_FAILED');
    }
  });

  it('refuses at send time a name that resolves to loopback now (saved when it resolved elsewhere)', async () => {
    const venue = await createVenue(t.app, { priceCents: 1000 });
    const customer = await createUser(t.app);
    await t.app.database.db.insert(webhookEndpoints).values({
      webhookId: 'wh_rebound',
      vendorId: venue.vendor.vendorId,
      url: `http://localhost:${port}/hook`,
      eventTypes: ['order.paid'],
      secret: `whsec_${Buffer.alloc(32, 1).toString('base64')}`,
    });
    await placePaidOrder(t.app, payments, customer, venue.product);
    await servicesOf(t.app).eventConsumers.catchUp();
    const row = async () =>
      (
        await t.app.database.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.webhookId, 'wh_rebound'))
      )[0];
    let delivery = await row();
    for (let i = 0; i < 400 && !delivery?.lastError; i += 1) {
      await waitUntil(() => false, 25);
      delivery = await row();
    }
    expect(delivery?.lastError).toMatch(/private, loopback or link-local/);
    expect(hits).toBe(0);
  });

  it("the accountant's export equals the analytics week to the cent, in JSON and CSV", async () => {
    const venue = await createVenue(t.app, { priceCents: 1234 });
    const manager = await createStaff(t.app, venue.vendor.vendorId, 'MANAGER');
    const customer = await createUser(t.app);
    const paid = [];
    for (let i = 0; i < 4; i += 1) paid.push(await placePaidOrder(t.app, payments, customer, venue.product));
    const refunded = await t.app.inject({
      method: 'PUT',
      url: endpointPath(refundOrder, { userId: manager.userId, orderId: paid[0]?.orderId ?? '' }),
      headers: manager.auth,
      payload: { refundReason: 'NONE_PROVIDED' },
    });
    expect(refunded.statusCode, refunded.body).toBe(200);
    const vendorId = venue.vendor.vendorId;
    const weeks = await t.app.inject({
      method: 'GET',
      url: endpointPath(listAnalyticsWeeks, { vendorId }),
      headers: manager.auth,
    });
    const { weekStart, weekEnd } = weeks.json().weeks[0];
    const week = async (includeRefunded: boolean) =>
      (
        await t.app.inject({
          method: 'GET',
          url: endpointPath(getAnalyticsWeek, { vendorId, weekStart }, { includeRefunded, forceRegeneration: true }),
          headers: manager.auth,
        })
      ).json();
    const all = await week(true);
    const kept = await week(false);
    const exported = await t.app.inject({
      method: 'GET',
      url: endpointPath(getAccountingExport, { vendorId }, { from: weekStart, to: weekEnd }),
      headers: manager.auth,
    });
    expect(exported.statusCode, exported.body).toBe(200);
    const vendorRows = (exported.json().days as Record<string, number | string | null>[]).filter(
      (d) => d.vendorLocationId === null && d.paymentMethod === 'all',
    );
    const sum = (key: string) => vendorRows.reduce((total, d) => total + Number(d[key]), 0);
    expect(sum('orderCount')).toBe(all.totals.numOrders);
    expect(sum('grossSalesCents')).toBe(all.totals.subtotalCents);
    expect(sum('taxCents')).toBe(all.totals.taxCents);
    expect(sum('tipCents')).toBe(all.totals.tipCents);
    expect(sum('netCents')).toBe(kept.totals.revenueCents);
    expect(sum('netCents') + sum('refundCents')).toBe(all.totals.revenueCents);
    expect(sum('refundCount')).toBe(1);
    const csv = await t.app.inject({
      method: 'GET',
      url: endpointPath(getAccountingExport, { vendorId }, { from: weekStart, to: weekEnd, format: 'csv' }),
      headers: manager.auth,
    });
    expect(csv.headers['content-type']).toMatch(/^text\/csv/);
    expect(csv.body.split('\r\n')[0]).toBe(
      'date,vendorLocationId,paymentMethod,orderCount,grossSalesCents,discountCents,taxCents,tipCents,refundCount,refundCents,netCents,feeCents',
    );
  });
});
