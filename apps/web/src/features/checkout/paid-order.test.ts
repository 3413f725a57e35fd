// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { confirmOrderPayment } from '#web/features/payments/components/simulated-payment';
import { makeOrder } from '#web/test/factories';
import { markOrderPaid } from './api/mark-order-paid';
import { paidOrderAfter } from './paid-order';

afterEach(() => {
  vi.unstubAllGlobals();
});

const ORDER_ID = 'ORDER0000000000000ABC123';
const paymentIntent = { id: 'pi_1', status: 'succeeded', amount: '12.34' };

function json(body: unknown) {
  return new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
}

/** Answers the confirm with `confirmBody` and mark-paid with the paid order; records every URL asked for. */
function stubApi(confirmBody: unknown) {
  const paid = makeOrder({ orderId: ORDER_ID, status: 'PAID' });
  const fetchMock = vi.fn(async (url: string) =>
    url.endsWith('/confirm') ? json(confirmBody) : json({ order: paid }),
  );
  vi.stubGlobal('fetch', fetchMock);
  return { paid, urls: () => fetchMock.mock.calls.map(([url]) => url) };
}

/** Checkout's steps after Pay, as runPayment takes them: the confirm, then the paid order. */
async function payThenFinish() {
  const outcome = await confirmOrderPayment('pi_1', 'pi_1_secret', { type: 'wallet' });
  return paidOrderAfter(outcome, ORDER_ID, () => markOrderPaid('USER1', ORDER_ID));
}

describe('paying a simulated order', () => {
  it('finishes with the order the confirm answered PAID, without a mark-paid request', async () => {
    const answered = makeOrder({ orderId: ORDER_ID, status: 'PAID', datetimePaid: '2026-11-23T23:00:00.000Z' });
    const api = stubApi({ paymentIntent, order: answered });

    expect(await payThenFinish()).toEqual(answered);
    expect(api.urls()).toHaveLength(1);
    expect(api.urls().some((url) => url.includes('/markPaid'))).toBe(false);
  });

  it('marks the order paid when the confirm answered no order (not signed in, an earlier confirm settled it)', async () => {
    const api = stubApi({ paymentIntent });

    expect(await payThenFinish()).toEqual(api.paid);
    expect(api.urls().filter((url) => url.includes('/markPaid'))).toHaveLength(1);
  });

  it('marks the order paid when the answered order is not (yet) PAID', async () => {
    const api = stubApi({ paymentIntent, order: makeOrder({ orderId: ORDER_ID, status: 'IN_PROGRESS' }) });

    expect(await payThenFinish()).toEqual(api.paid);
    expect(api.urls().filter((url) => url.includes('/markPaid'))).toHaveLength(1);
  });

  it('keeps to mark-paid for a plain success (Stripe) and never uses another order', async () => {
    const markPaid = vi.fn(async () => makeOrder({ orderId: ORDER_ID, status: 'PAID' }));
    await paidOrderAfter(true, ORDER_ID, markPaid);
    await paidOrderAfter({ paidOrder: makeOrder({ orderId: 'OTHER', status: 'PAID' }) }, ORDER_ID, markPaid);
    expect(markPaid).toHaveBeenCalledTimes(2);
  });
});
