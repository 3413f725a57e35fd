// @vitest-environment jsdom
import type { Order } from '@queueless/contracts';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeOrder } from '#web/test/factories';
import { fakeAuth, jsonResponse, renderApp, testUser } from '#web/test/render-app';
import { OrderStatusPage } from './status';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const ORDER = 'ORDERREADY01';

/** The API: the order, its live stream (which the test feeds), and the receipt text. */
function fakeApi(order: Order) {
  const encoder = new TextEncoder();
  let stream: ReadableStreamDefaultController<Uint8Array> | null = null;
  const calls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input);
      calls.push(`${init?.method ?? 'GET'} ${url}`);
      if (url.endsWith('/events')) {
        const body = new ReadableStream<Uint8Array>({
          start(controller) {
            stream = controller;
          },
        });
        return new Response(body, { status: 200, headers: { 'content-type': 'text/event-stream' } });
      }
      if (url.endsWith('/receipt-texts')) return jsonResponse({ remaining: 2 });
      return jsonResponse({ order });
    }),
  );
  return {
    calls,
    push: (next: Order) => stream?.enqueue(encoder.encode(`event: order\ndata: ${JSON.stringify(next)}\n\n`)),
  };
}

describe('the order status page', () => {
  it('says the order is ready the moment the bar marks it, and texts the receipt on a tap', async () => {
    const paid = makeOrder({
      orderId: ORDER,
      userId: testUser.userId,
      status: 'PAID',
      datetimePaid: new Date().toISOString(),
    });
    const api = fakeApi(paid);
    renderApp(
      <Routes>
        <Route path="/location/:vendorLocationId/order/:orderId/status" element={<OrderStatusPage />} />
      </Routes>,
      { auth: fakeAuth({ user: testUser }), path: `/location/L1/order/${ORDER}/status` },
    );
    expect(await screen.findByText('Show QR code to staff')).toBeTruthy();
    expect(screen.queryByText('Your order is ready!')).toBeNull();

    await waitFor(() => expect(api.calls.some((call) => call.endsWith('/events'))).toBe(true));
    api.push({ ...paid, readyAt: new Date().toISOString() });
    expect((await screen.findAllByText('Your order is ready!')).length).toBeGreaterThan(0);

    fireEvent.click(screen.getByRole('button', { name: 'Text me this receipt' }));
    expect(await screen.findByRole('button', { name: 'Receipt sent by text' })).toBeTruthy();
    expect(api.calls).toContain(`POST /order-service/v1/users/${testUser.userId}/orders/${ORDER}/receipt-texts`);
  });
});
