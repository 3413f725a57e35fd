import { completeOrder, endpointPath, refundOrder } from '@queueless/contracts';
import { describe, expect, it } from 'vitest';
import { createStaffedVenue, placeOrder, placePaidOrder } from '../../test/factories.js';
import { createFakePayments } from '../../test/fake-payments.js';
import { createTestApp, useTestApp } from '../../test/harness.js';

const TOKEN = 'metrics-token-that-is-long-enough-0123456789';

/** The value of one sample of the exposition text (`name{labels} value`), or null when it is not there. */
function sample(text: string, name: string, labels: Record<string, string> = {}): number | null {
  for (const line of text.split('\n')) {
    if (!line.startsWith(name)) continue;
    const match = /^([a-zA-Z0-9_:]+)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    const given = Object.fromEntries(
      [...(match[2] ?? '').matchAll(/(\w+)="([^"]*)"/g)].map((pair) => [pair[1], pair[2]] as const),
    );
    if (Object.entries(labels).every(([key, value]) => given[key] === value)) return Number(match[3]);
  }
  return null;
}

describe('GET /metrics', () => {
  const payments = createFakePayments();
  const t = useTestApp(() =>
    createTestApp({ overrides: { payments: payments.provider }, env: { METRICS_TOKEN: TOKEN } }),
  );
  const scrape = async () => {
    const response = await t.app.inject({ url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/plain');
    return response.body;
  };

  it('is a 404 in our error shape without the token, or with a wrong one', async () => {
    for (const headers of [{}, { authorization: 'Bearer wrong' }, { authorization: TOKEN }]) {
      const response = await t.app.inject({ url: '/metrics', headers });
      expect(response.statusCode).toBe(404);
      expect(response.json().error.code).toBe('NOT_FOUND');
    }
  });

  it('counts an order created, paid and completed, and the routes by pattern with their latency', async () => {
    const before = await scrape();
    const venue = await createStaffedVenue(t.app);
    const { orderId } = await placePaidOrder(t.app, payments, venue.customer, venue.product);
    const completed = await t.app.inject({
      method: 'PUT',
      url: endpointPath(completeOrder, { userId: venue.staff.userId, orderId }),
      headers: venue.staff.auth,
    });
    expect(completed.statusCode).toBe(200);
    const second = await placePaidOrder(t.app, payments, venue.customer, venue.product);
    const refunded = await t.app.inject({
      method: 'PUT',
      url: endpointPath(refundOrder, { userId: venue.staff.userId, orderId: second.orderId }),
      headers: venue.staff.auth,
      payload: { refundReason: 'NONE_PROVIDED' },
    });
    expect(refunded.statusCode).toBe(200);
    const after = await scrape();

    const orders = (text: string, transition: string) => sample(text, 'queueless_orders_total', { transition }) ?? 0;
    expect(orders(after, 'created') - orders(before, 'created')).toBe(2);
    expect(orders(after, 'paid') - orders(before, 'paid')).toBe(2);
    expect(orders(after, 'completed') - orders(before, 'completed')).toBe(1);
    expect(orders(after, 'refunded') - orders(before, 'refunded')).toBe(1);

    const route = '/order-service/v1/users/:userId/orders';
    expect(sample(after, 'queueless_http_requests_total', { method: 'POST', route, status: '201' })).toBe(2);
    expect(sample(after, 'queueless_http_request_duration_seconds_count', { method: 'POST', route })).toBe(2);
    expect(sample(after, 'queueless_http_request_duration_seconds_bucket', { method: 'POST', route, le: '+Inf' })).toBe(
      2,
    );
    // Never the raw address: no label carries the order's id.
    expect(after).not.toContain(orderId);
    // The event loop's delay and the database pool (PostgreSQL) are there too.
    expect(sample(after, 'nodejs_eventloop_lag_p99_seconds')).not.toBeNull();
    if (t.url) expect(sample(after, 'queueless_db_pool_connections', { state: 'waiting' })).toBe(0);
    expect(sample(after, 'queueless_order_streams_open')).toBe(0);
  });

  it('counts payment failures by operation and reason', async () => {
    const venue = await createStaffedVenue(t.app);
    payments.failNext('createIntent');
    const refused = await placeOrder(t.app, venue.customer, {
      vendorLocationId: venue.location.vendorLocationId,
      cartItems: [{ productId: venue.product.productId, quantity: 1 }],
    });
    expect(refused.statusCode).toBe(502);
    const text = await scrape();
    expect(sample(text, 'queueless_payment_failures_total', { operation: 'createIntent', reason: 'error' })).toBe(1);
  });
});

describe('GET /metrics without METRICS_TOKEN', () => {
  const t = useTestApp(() => createTestApp());

  it('is not served at all: a 404 whatever the caller sends', async () => {
    const response = await t.app.inject({ url: '/metrics', headers: { authorization: 'Bearer ' } });
    expect(response.statusCode).toBe(404);
    expect(response.json().error.code).toBe('NOT_FOUND');
  });
});
