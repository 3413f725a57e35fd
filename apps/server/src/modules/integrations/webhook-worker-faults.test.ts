import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createVendor } from '../../../test/factories.js';
import { dieOn } from '../../../test/faults.js';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import { waitUntil } from '../../../test/wait.js';
import { newId } from '../../lib/ids.js';
import { servicesOf } from '../../services.js';
import { webhookDeliveries, webhookEndpoints } from './integrations.tables.js';
import { createWebhookWorker } from './webhook-worker.js';

const onPostgres = Boolean(process.env.DATABASE_URL);

/**
 * The delivery worker when its connection dies as it claims a delivery or writes a try's result: no crash, the fault
 * logged, and the delivery neither lost nor held for good: it is sent (again) and recorded delivered (PostgreSQL only:
 * PGlite has no connections to lose).
 */
describe.skipIf(!onPostgres)('webhook delivery worker: a connection lost (PostgreSQL)', () => {
  let t: TestApp;
  const received: string[] = [];
  const server = createServer((request, response) => {
    received.push(String(request.headers['webhook-id']));
    request.resume();
    request.on('end', () => response.writeHead(204).end());
  });
  let url = '';
  const warnings: string[] = [];
  const log = {
    info: () => {},
    warn: (fields: { event?: string }) => warnings.push(fields.event ?? ''),
    error: () => {},
  } as unknown as FastifyBaseLogger;

  beforeAll(async () => {
    t = await createTestApp();
    // Only this test's worker sends.
    await servicesOf(t.app).webhookWorker.stop();
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks`;
  });
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
    await t?.close();
  });

  async function pendingDelivery() {
    const { vendorId } = await createVendor(t.app);
    const webhookId = newId(16);
    await t.database.db
      .insert(webhookEndpoints)
      .values({ webhookId, vendorId, url, eventTypes: ['order.paid'], secret: `whsec_${newId(24)}` });
    const messageId = `msg_${newId(16)}`;
    const [row] = await t.database.db
      .insert(webhookDeliveries)
      .values({ webhookId, messageId, eventType: 'order.paid', payload: { type: 'order.paid', data: {} } })
      .returning();
    const read = async () =>
      (
        await t.database.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.deliveryId, row!.deliveryId))
      )[0]!;
    return { messageId, read };
  }

  const workerOf = () =>
    createWebhookWorker({
      db: t.database.db,
      log,
      allowPrivate: true,
      schedule: { firstRetryMs: 50, maxDelayMs: 200, giveUpAfterMs: 60_000, pollMs: 50 },
    });

  it('the claim’s connection lost: logged, nothing sent, the next pass delivers it once', async () => {
    const { messageId, read } = await pendingDelivery();
    const worker = workerOf();
    await dieOn(t.app, 'webhook_deliveries', `new.message_id = '${messageId}' and new.attempts > 0`, async () => {
      worker.start();
      await waitUntil(() => warnings.includes('webhook_claim_failed'), 10_000);
      await worker.stop();
    });
    expect(warnings).toContain('webhook_claim_failed');
    expect(received).not.toContain(messageId);
    expect(await read()).toMatchObject({ status: 'pending', attempts: 0, claimedUntil: null });

    worker.start();
    await waitUntil(() => received.includes(messageId), 10_000);
    await worker.stop();
    expect(await read()).toMatchObject({ status: 'delivered', attempts: 1 });
    expect(received.filter((id) => id === messageId)).toHaveLength(1);
  });

  it('the result’s connection lost after the receiver took it: logged, then written on the next pass, sent once', async () => {
    const { messageId, read } = await pendingDelivery();
    const worker = workerOf();
    await dieOn(
      t.app,
      'webhook_deliveries',
      `new.message_id = '${messageId}' and new.status = 'delivered'`,
      async () => {
        worker.start();
        await waitUntil(() => warnings.includes('webhook_send_failed'), 10_000);
        await worker.stop();
      },
    );
    expect(received.filter((id) => id === messageId)).toHaveLength(1);

    // The database is back: the next pass writes the try's result, without waiting for its claim to run out.
    worker.start();
    let status = 'pending';
    for (let i = 0; i < 200 && status === 'pending'; i++) {
      status = (await read()).status;
      if (status === 'pending') await worker.wake();
    }
    await worker.stop();
    expect(await read()).toMatchObject({ status: 'delivered', attempts: 1 });
    expect(received.filter((id) => id === messageId)).toHaveLength(1);
  });
});
