import { mkdtempSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { type AddressInfo, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { SIMULATED_TEST_CARDS } from '@queueless/contracts';
import createClient from 'openapi-fetch';
import { describe, expect, it } from 'vitest';
import { createStaff, createUser, createVenue } from '../factories.js';
import { createTestApp, useTestApp } from '../harness.js';
import type { paths } from './api-types.js';
import { CLIENT_TYPES_FILE, clientTypesOf, REGENERATE } from './client-types.js';
import { writeOpenApi } from './document.js';
import { readRecording, replayThroughPrism } from './replay.js';

const prismBin = join(
  dirname(createRequire(import.meta.url).resolve('@stoplight/prism-cli/package.json')),
  'dist/index.js',
);

/** A port free now, for Prism (the test server's own port is chosen by listen(0)). */
async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/**
 * An integration written from `/openapi.json` alone (issue 41 item 3, decision 090): openapi-typescript's types of the
 * description (committed as api-types.ts, checked here to be current) and openapi-fetch over real HTTP. A whole order:
 * the customer creates it, pays it with the simulated provider's test card, reads it; the venue's integration completes
 * it with an API key (orders:write), and branches on the typed error code when the order is not paid yet.
 */
describe('a client generated from /openapi.json', () => {
  // Every call of this file is recorded (test/openapi/record.ts), so the last test replays them through Prism.
  const recording = process.env.API_RECORD_DIR ?? mkdtempSync(join(tmpdir(), 'ql-client-calls-'));
  const t = useTestApp(() => createTestApp({ recordDir: recording }));

  it('is current: api-types.ts is what openapi-typescript makes of the served description', async () => {
    const document = (await t.app.inject({ url: '/openapi.json' })).json();
    const committed = readFileSync(CLIENT_TYPES_FILE, 'utf8');
    expect(committed === (await clientTypesOf(document)), `api-types.ts is stale: run \`${REGENERATE}\``).toBe(true);
  });

  it('places, pays, reads and (through an API key) completes an order, branching on a typed error code', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    const api = createClient<paths>({ baseUrl: `http://127.0.0.1:${port}` });
    const { vendor, location, product } = await createVenue(t.app, { priceCents: 800 });
    const admin = await createStaff(t.app, vendor.vendorId, 'ADMIN');
    const customer = await createUser(t.app);
    const asCustomer = { Authorization: `Bearer ${customer.token}` };

    // The venue's ADMIN makes a key for its POS integration; the secret is answered once.
    const key = await api.POST('/integration-service/v1/vendors/{vendorId}/api-keys', {
      params: { path: { vendorId: vendor.vendorId } },
      headers: { Authorization: `Bearer ${admin.token}` },
      body: { name: 'POS', scopes: ['orders:read', 'orders:write'] },
    });
    if (!key.data) throw new Error(`no key: ${JSON.stringify(key.error)}`);
    const asIntegration = { Authorization: `Bearer ${key.data.secret}` };

    const created = await api.POST('/order-service/v1/users/{userId}/orders', {
      params: { path: { userId: customer.userId } },
      headers: asCustomer,
      body: {
        userId: customer.userId,
        vendorLocationId: location.vendorLocationId,
        cartItems: [{ productId: product.productId, quantity: 2 }],
        tipPercentage: 10,
      },
    });
    if (!created.data) throw new Error(`not created: ${JSON.stringify(created.error)}`);
    expect(created.response.status).toBe(201);
    const { order, clientSecret, paymentIntentId } = created.data;
    expect(order.subtotal).toBe('16.00');
    const orderPath = { path: { userId: customer.userId, orderId: order.orderId } };

    // Completing before payment: the error's code is one of the codes the description lists for this call's 409.
    const early = await api.PUT('/order-service/v1/users/{userId}/orders/{orderId}/complete', {
      params: orderPath,
      headers: asIntegration,
    });
    let refusedBecause: string;
    switch (early.response.status === 409 ? early.error?.error.code : undefined) {
      case 'ORDER_NOT_PAID':
        refusedBecause = 'not paid yet';
        break;
      case 'ORDER_REFUNDED':
        refusedBecause = 'refunded';
        break;
      default:
        throw new Error(`unexpected: ${early.response.status} ${JSON.stringify(early.error)}`);
    }
    expect(refusedBecause).toBe('not paid yet');

    if (!paymentIntentId || !clientSecret) throw new Error('a priced order has a payment intent');
    const paid = await api.POST('/payment-service/v1/simulated/payment-intents/{paymentIntentId}/confirm', {
      params: { path: { paymentIntentId } },
      body: {
        clientSecret,
        paymentMethod: {
          type: 'card',
          cardholderName: 'Ada Lovelace',
          cardNumber: SIMULATED_TEST_CARDS.succeeds,
          expMonth: 12,
          expYear: new Date().getUTCFullYear() + 3,
          cvc: '123',
          postalCode: '90012',
        },
      },
    });
    expect(paid.error).toBeUndefined();
    const marked = await api.PUT('/order-service/v1/users/{userId}/orders/{orderId}/markPaid', {
      params: orderPath,
      headers: asCustomer,
    });
    expect(marked.data?.order.status).toBe('PAID');

    const read = await api.GET('/order-service/v1/users/{userId}/orders/{orderId}', {
      params: orderPath,
      headers: asCustomer,
    });
    expect(read.data?.order).toMatchObject({ orderId: order.orderId, status: 'PAID' });

    const completed = await api.PUT('/order-service/v1/users/{userId}/orders/{orderId}/complete', {
      params: orderPath,
      headers: asIntegration,
    });
    expect(completed.error).toBeUndefined();
    expect(completed.response.status).toBe(200);
    const after = await api.GET('/order-service/v1/users/{userId}/orders/{orderId}', {
      params: orderPath,
      headers: asCustomer,
    });
    expect(after.data?.order.status).toBe('COMPLETE');
  });

  // Issue 41: Prism's validating proxy in `npm test` (decision 090 left it to a recorded run): the calls above, the
  // typed 409 included, replayed through `prism proxy` in front of a stand-in answering as the API did.
  it("passes Prism's validating proxy: no answer off the description, no request taken that it refuses", async () => {
    const { file } = await writeOpenApi(t.app);
    const calls = readRecording(recording);
    expect(calls.length).toBeGreaterThan(5);
    const result = await replayThroughPrism(file, calls, { prismPort: await freePort(), prismBin });
    expect(result.response).toEqual([]);
    expect(result.requestAccepted).toEqual([]);
    expect(result.refusedButValid).toEqual([]);
  }, 120_000);
});
