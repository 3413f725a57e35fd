// @vitest-environment jsdom
import type { Order } from '@queueless/contracts';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeOrder, makeOrderLine } from '#web/test/factories';
import { jsonResponse as json, renderApp } from '#web/test/render-app';
import { StaffOrderPage } from './order';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const ORDER_ID = 'ORDER0000000000000ABC123';
const paidAt = new Date(Date.now() - 10 * 60_000).toISOString();
/** 2 lagers and a burger, picked up already (so opening the page completes nothing). */
const order: Order = makeOrder({
  orderId: ORDER_ID,
  status: 'COMPLETE',
  isInProgress: false,
  statusDisplay: 'Completed',
  datetimePaid: paidAt,
  datetimeCompleted: paidAt,
  totalQuantity: 3,
  cartItems: [
    makeOrderLine({ productId: 'LAGER', name: 'House Lager', quantity: 2 }),
    makeOrderLine({ productId: 'BURGER', name: 'Burger', price: '14.00', productType: 'FOOD_ITEM' }),
  ],
  subtotal: '30.00',
  taxAmount: '2.85',
  tipAmount: '6.00',
  totalAmount: '38.85',
  refundedAmount: '0.00',
});

type Call = { method: string; path: string; body: unknown };

/**
 * The staff order page with a server that quotes 8.76 a lager and 12.00 for the burger (any made-up amount: the page
 * must show the server's, never one of its own), and answers the refund when `release` is called.
 */
function openOrderPage({
  refundAnswer,
  quoteAnswer,
}: {
  refundAnswer?: () => Response;
  quoteAnswer?: () => Response;
} = {}) {
  const calls: Call[] = [];
  let current = order;
  let left = { LAGER: 2, BURGER: 1 };
  let release: () => void = () => {};
  const refundSent = new Promise<void>((resolve) => {
    release = resolve;
  });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (path: string, init?: RequestInit) => {
      const method = init?.method ?? 'GET';
      const body = init?.body ? JSON.parse(String(init.body)) : undefined;
      calls.push({ method, path, body });
      // The location has no stations (the reprint button asks).
      if (path.endsWith('/stations')) return json({ items: [], routes: [] });
      if (path.endsWith('/refund-quotes')) {
        if (quoteAnswer) return quoteAnswer();
        const lines = body.lines as { productId: string; quantity: number }[];
        const cents = lines.reduce((sum, line) => sum + (line.productId === 'LAGER' ? 876 : 1200) * line.quantity, 0);
        return json({ amount: (cents / 100).toFixed(2), isRest: false });
      }
      if (path.endsWith('/refunds') && method === 'POST') {
        await refundSent;
        if (refundAnswer) return refundAnswer();
        left = { LAGER: 1, BURGER: 1 };
        current = { ...order, refundedAmount: '8.76' };
        const refund = { refundId: 'R1', amount: '8.76', status: 'SUCCEEDED', lines: body.lines, reason: body.reason };
        return json({ order: current, refund }, 201);
      }
      if (path.endsWith('/refunds')) {
        const refunds =
          current.refundedAmount === '8.76'
            ? [
                {
                  refundId: 'R1',
                  amount: '8.76',
                  status: 'SUCCEEDED',
                  lines: [{ productId: 'LAGER', quantity: 1 }],
                  reason: 'Wrong beer',
                },
              ]
            : [];
        return json({
          refundedAmount: current.refundedAmount,
          lines: [
            { productId: 'LAGER', quantity: 2, quantityLeft: left.LAGER },
            { productId: 'BURGER', quantity: 1, quantityLeft: left.BURGER },
          ],
          refunds,
        });
      }
      return json({ order: current });
    }),
  );
  renderApp(
    <Routes>
      <Route path="/staff/location/:vendorLocationId/order/:orderId?" element={<StaffOrderPage />} />
    </Routes>,
    { path: `/staff/location/AD708/order/${ORDER_ID}`, auth: undefined },
  );
  return { calls, release: () => release() };
}

async function openRefundItems() {
  fireEvent.click(await screen.findByRole('button', { name: 'Order actions' }));
  expect(screen.getByRole('menuitem', { name: 'Start Refund' })).toBeTruthy();
  fireEvent.click(screen.getByRole('menuitem', { name: 'Refund Items' }));
  return screen.findByRole('dialog', { name: 'Refund items' });
}

describe('refunding some items of an order (decision 077)', () => {
  it("shows the server's amount for the items chosen, refunds once however often it is tapped, then what is left", async () => {
    const { calls, release } = openOrderPage();
    const dialog = await openRefundItems();
    await within(dialog).findByText('2 left to refund');
    const refundButton = () =>
      within(dialog).getByRole('button', { name: /^Refund( \$[\d.]+)?$/ }) as HTMLButtonElement;
    expect(refundButton().disabled).toBe(true);
    expect(within(dialog).getByText('Choose at least one item.')).toBeTruthy();

    fireEvent.click(within(dialog).getByRole('button', { name: 'Refund one more House Lager' }));
    expect(await within(dialog).findByText('$8.76')).toBeTruthy();
    // No reason yet: nothing can be sent.
    expect(refundButton().disabled).toBe(true);
    fireEvent.change(within(dialog).getByLabelText('Reason'), { target: { value: 'Wrong beer' } });
    await waitFor(() => expect(refundButton().textContent).toBe('Refund $8.76'));
    expect(refundButton().disabled).toBe(false);
    expect(calls.filter((call) => call.path.endsWith('/refund-quotes')).at(-1)?.body).toEqual({
      lines: [{ productId: 'LAGER', quantity: 1 }],
    });

    // A double tap, and a third while the first is on its way.
    fireEvent.click(refundButton());
    fireEvent.click(refundButton());
    await waitFor(() => expect(refundButton().disabled).toBe(true));
    fireEvent.click(refundButton());
    release();

    const summary = await screen.findByRole('region', { name: /Refunded/ });
    expect(within(summary).getByRole('heading').textContent).toBe('Refunded$8.76 of $38.85');
    await within(summary).findByText('Left to refund: 1 × House Lager, 1 × Burger');
    expect(within(summary).getByText('1 × House Lager · Wrong beer')).toBeTruthy();
    const sent = calls.filter((call) => call.method === 'POST' && call.path.endsWith('/refunds'));
    expect(sent).toEqual([
      {
        method: 'POST',
        path: `/order-service/v1/vendor-locations/AD708/orders/${ORDER_ID}/refunds`,
        body: { lines: [{ productId: 'LAGER', quantity: 1 }], reason: 'Wrong beer' },
      },
    ]);
    expect(screen.queryByRole('dialog', { name: 'Refund items' })).toBeNull();
  });

  it('a refused refund says why in the dialog and keeps the choice', async () => {
    const { release } = openOrderPage({
      refundAnswer: () =>
        json({ error: { code: 'CONFLICT', message: 'A refund of this order is already under way.' } }, 409),
    });
    const dialog = await openRefundItems();
    fireEvent.click(await within(dialog).findByRole('button', { name: 'Refund one more Burger' }));
    fireEvent.change(within(dialog).getByLabelText('Reason'), { target: { value: 'Cold' } });
    const refundButton = await within(dialog).findByRole('button', { name: 'Refund $12.00' });
    release();
    fireEvent.click(refundButton);
    expect((await within(dialog).findByRole('alert')).textContent).toBe('A refund of this order is already under way.');
    expect((within(dialog).getByRole('button', { name: 'Refund $12.00' }) as HTMLButtonElement).disabled).toBe(false);
    expect(within(dialog).getByLabelText('Burger to refund').textContent).toBe('1');
  });

  it("the server's refusal of a quote is shown in place of the amount, and nothing can be sent", async () => {
    openOrderPage({
      quoteAnswer: () =>
        json({ error: { code: 'VALIDATION_FAILED', message: 'This line has been refunded already.' } }, 400),
    });
    const dialog = await openRefundItems();
    fireEvent.click(await within(dialog).findByRole('button', { name: 'Refund one more Burger' }));
    fireEvent.change(within(dialog).getByLabelText('Reason'), { target: { value: 'Cold' } });
    expect(await within(dialog).findByText('This line has been refunded already.')).toBeTruthy();
    expect((within(dialog).getByRole('button', { name: 'Refund' }) as HTMLButtonElement).disabled).toBe(true);
  });
});
