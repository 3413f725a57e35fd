import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createWebhook, endpointPath } from '@queueless/contracts';
import { Webhook } from 'standardwebhooks';
import { describe, expect, it } from 'vitest';
import { createStaff, createUser, createVenue, placePaidOrder, readOrderRow } from '../../../test/factories.js';
import { createFakePayments } from '../../../test/fake-payments.js';
import { createPeerApp, createTestApp } from '../../../test/harness.js';
import { waitUntil } from '../../../test/wait.js';

/**
 * Not a check: measures paid → receiver verified over 200 orders on two API processes (issue 41's closing note).
 * Run with MEASURE_WEBHOOKS=1 and DATABASE_URL set.
 */
describe.runIf(process.env.MEASURE_WEBHOOKS === '1' && process.env.DATABASE_URL)('webhook latency', () => {
  it('paid → verified, p50/p95 over 200 orders', { timeout: 300_000 }, async () => {
    const payments = createFakePayments();
    const verifiedAt = new Map<string, number>();
    let secret = '';
    const server = createServer((request, response) => {
      let body = '';
      request.on('data', (c) => {
        body += c;
      });
      request.on('end', () => {
        const payload = new Webhook(secret).verify(
          body,
          request.headers as IncomingHttpHeaders & Record<string, string>,
        ) as {
          data: { orderId: string };
        };
        verifiedAt.set(payload.data.orderId, Date.now());
        response.writeHead(204).end();
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`;
    const options = { env: { WEBHOOK_ALLOW_PRIVATE_ADDRESSES: 'true' }, overrides: { payments: payments.provider } };
    const t = await createTestApp(options);
    const peer = await createPeerApp(t, options);
    const venue = await createVenue(t.app, { priceCents: 1000 });
    const admin = await createStaff(t.app, venue.vendor.vendorId, 'ADMIN');
    const created = await t.app.inject({
      method: 'POST',
      url: endpointPath(createWebhook, { vendorId: venue.vendor.vendorId }),
      headers: admin.auth,
      payload: { url, eventTypes: ['order.paid'] },
    });
    secret = created.json().secret;
    const ids: string[] = [];
    for (let i = 0; i < 200; i += 4) {
      const batch = await Promise.all(
        [t, peer, t, peer].map(async (app) =>
          placePaidOrder(app.app, payments, await createUser(t.app), venue.product),
        ),
      );
      ids.push(...batch.map((o) => o.orderId));
    }
    await waitUntil(() => ids.every((id) => verifiedAt.has(id)), 60_000);
    const latencies: number[] = [];
    for (const id of ids) {
      const row = await readOrderRow(t.app, id);
      latencies.push((verifiedAt.get(id) ?? Number.NaN) - (row.paidAt?.getTime() ?? Number.NaN));
    }
    latencies.sort((a, b) => a - b);
    const at = (p: number) => latencies[Math.min(latencies.length - 1, Math.floor(p * latencies.length))];
    console.log(
      `webhook latency paid→verified over ${latencies.length}: p50 ${at(0.5)} ms, p95 ${at(0.95)} ms, max ${at(1)} ms`,
    );
    expect(latencies.every(Number.isFinite)).toBe(true);
    await peer.close();
    await t.close();
    server.close();
  });
});
