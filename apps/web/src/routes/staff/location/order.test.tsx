// @vitest-environment jsdom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { staffOrderMessages } from '#web/features/pickup/order-messages';
import { makeOrder, makeOrderLine } from '#web/test/factories';
import { jsonResponse as json, renderApp } from '#web/test/render-app';
import { StaffOrderPage } from './order';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const ORDER_ID = 'ORDER0000000000000ABC123';

/**
 * The staff order page at `location`, with the API answering `answer(path, method, body)`; the location's stations
 * (the reprint button asks for them) are `stations` and its printers (Print receipt asks) `printers`, none unless given.
 */
function openOrderPage(
  location: string,
  answer: (path: string, method: string, body: unknown) => Response,
  stations: { stationId: string; name: string }[] = [],
  printers: { printerId: string; name: string }[] = [],
) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (path: string, init?: RequestInit) => {
      const method = init?.method ?? 'GET';
      if (method === 'GET' && path.endsWith('/stations')) {
        const items = stations.map((station, position) => ({
          ...station,
          vendorLocationId: location,
          sound: 'chime',
          position,
        }));
        return json({ items, routes: [] });
      }
      if (method === 'GET' && path.endsWith('/printers')) {
        const items = printers.map((printer) => ({
          ...printer,
          vendorLocationId: location,
          paperWidth: 80,
          dropAfterMinutes: null,
          stationIds: [],
          lastPollAt: null,
        }));
        return json({ items });
      }
      return answer(path, method, init?.body ? JSON.parse(String(init.body)) : null);
    }),
  );
  // The header needs a session (renderApp's is signed in); the page under test is what follows it.
  renderApp(
    <Routes>
      <Route path="/staff/location/:vendorLocationId/order/:orderId?" element={<StaffOrderPage />} />
    </Routes>,
    { path: `/staff/location/${location}/order/${ORDER_ID}` },
  );
}

describe('the staff order page, for an order the server refuses', () => {
  it("another vendor's order: 'Wrong Location' with 'Scan Another Order', from the refusal's code alone", async () => {
    openOrderPage('SKY01', () =>
      json({ error: { code: 'ORDER_OTHER_VENDOR', message: 'This order belongs to another vendor location.' } }, 403),
    );
    expect(await screen.findByRole('heading', { name: 'Wrong Location' })).toBeTruthy();
    const link = screen.getByRole('link', { name: 'Scan Another Order' });
    expect(link.getAttribute('href')).toBe('/staff/location/SKY01/scan');
  });

  it("someone with no staff role: not 'Wrong Location', which would send them to scan again", async () => {
    openOrderPage('SKY01', () =>
      json({ error: { code: 'FORBIDDEN', message: 'You do not have access to this order.' } }, 403),
    );
    expect(await screen.findByRole('heading', { name: 'No access' })).toBeTruthy();
    expect(screen.queryByText('Wrong Location')).toBeNull();
    expect(screen.getByRole('link', { name: 'Scan Location Code' }).getAttribute('href')).toBe('/staff/locations');
  });
});

describe('the staff order page, when two counters complete one order at once', () => {
  const paid = makeOrder({ orderId: ORDER_ID, status: 'PAID', datetimePaid: new Date().toISOString() });
  const completedAt = new Date(Date.now() - 20_000).toISOString();
  const completed = {
    ...paid,
    status: 'COMPLETE' as const,
    isInProgress: false,
    statusDisplay: 'Completed' as const,
    datetimeCompleted: completedAt,
  };

  /** Opens a paid order (which completes it at once); the completion answers as the server would. */
  function openPaidOrder(wasAlreadyComplete: boolean) {
    let isComplete = false;
    openOrderPage('AD708', (_path, method) => {
      if (method === 'PUT') {
        isComplete = true;
        return json({ order: completed, wasAlreadyComplete });
      }
      return json({ order: isComplete ? completed : paid });
    });
  }

  it("the one that lost: 'Order PICKED UP Previously', with when the other counter handed it over", async () => {
    openPaidOrder(true);
    expect((await screen.findByRole('alert')).textContent).toBe(staffOrderMessages.pickedUpPreviously);
    expect(screen.getByTestId('order-status').textContent).toBe('Completed');
    expect(screen.getByText(/^Completed at \d{1,2}:\d{2} [AP]M · /)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Confirm Pickup' })).toBeNull();
  });

  it("the one that won: 'Completed', with no warning", async () => {
    openPaidOrder(false);
    expect(await screen.findByText(/^Completed at \d{1,2}:\d{2} [AP]M · /)).toBeTruthy();
    expect(screen.getByTestId('order-status').textContent).toBe('Completed');
    expect(screen.queryByText(staffOrderMessages.pickedUpPreviously)).toBeNull();
  });
});

describe('the staff order page, for a presale whose balance was not collected', () => {
  const completedAt = new Date(Date.now() - 15 * 60_000).toISOString();
  const handedOver = makeOrder({
    orderId: ORDER_ID,
    status: 'COMPLETE',
    isInProgress: false,
    statusDisplay: 'Completed',
    datetimePaid: completedAt,
    datetimeCompleted: completedAt,
    balanceDueAtPickup: '25.00',
    balanceCollectedAt: null,
  });

  it('a revisit still shows the balance and records it collected', async () => {
    const calls: string[] = [];
    let collectedAt: string | null = null;
    openOrderPage('AD708', (path, method) => {
      calls.push(`${method} ${path}`);
      if (method === 'PUT' && path.endsWith('/balance-collected')) {
        collectedAt = new Date().toISOString();
        return json({ order: { ...handedOver, balanceCollectedAt: collectedAt } });
      }
      return json({ order: { ...handedOver, balanceCollectedAt: collectedAt } });
    });
    expect((await screen.findByRole('alert')).textContent).toBe(staffOrderMessages.pickedUpPreviously);
    expect(screen.getByText('Balance due at pickup: $25.00')).toBeTruthy();
    screen.getByRole('button', { name: 'Balance collected' }).click();
    expect(await screen.findByTestId('balance-collected')).toBeTruthy();
    expect(calls).toContain(`PUT /order-service/v1/vendor-locations/AD708/orders/${ORDER_ID}/balance-collected`);
  });
});

describe('the staff order page, for an order with an ID-required item (issue 39)', () => {
  const paid = makeOrder({
    orderId: ORDER_ID,
    status: 'PAID',
    datetimePaid: new Date().toISOString(),
    idCheckRequired: true,
    cartItems: [
      makeOrderLine({
        productId: 'MARG',
        name: 'Margarita',
        productType: 'ALCOHOLIC_ITEM',
        idRequired: true,
        options: [
          {
            optionId: 'O-DJ',
            name: 'Don Julio',
            kitchenName: 'DON JULIO',
            priceDelta: '4.00',
            quantity: 1,
            preModifier: null,
          },
        ],
      }),
    ],
  });

  it('is not handed over by opening it: CHECK ID, then a confirm step that sends idChecked', async () => {
    const puts: { path: string; body: unknown }[] = [];
    let isComplete = false;
    // The server records the checker's id and gives their name beside it: the page names them, never by id.
    const checked = { status: 'COMPLETE', idCheckedBy: 'U-STAFF-7Q2', idCheckedByName: 'Sam Staff' };
    vi.stubGlobal(
      'fetch',
      vi.fn(async (path: string, init?: RequestInit) => {
        if (path.endsWith('/stations')) return json({ items: [], routes: [] });
        if (init?.method === 'PUT') {
          puts.push({ path, body: init.body ? JSON.parse(String(init.body)) : null });
          isComplete = true;
          return json({
            order: { ...paid, ...checked, idCheckedAt: new Date().toISOString() },
            wasAlreadyComplete: false,
          });
        }
        return json({ order: isComplete ? { ...paid, ...checked } : paid });
      }),
    );
    renderApp(
      <Routes>
        <Route path="/staff/location/:vendorLocationId/order/:orderId?" element={<StaffOrderPage />} />
      </Routes>,
      { path: `/staff/location/AD708/order/${ORDER_ID}` },
    );
    expect(await screen.findByText(/needs an ID check/)).toBeTruthy();
    expect(screen.getAllByTestId('check-id').length).toBeGreaterThan(0);
    expect(screen.getByTestId('line-options').textContent).toBe('DON JULIO');
    // Opening did not complete it (the page decides as the fresh order arrives, before it is drawn).
    expect(puts).toEqual([]);
    screen.getByRole('button', { name: 'Confirm Pickup' }).click();
    (await screen.findByRole('button', { name: 'ID checked, hand over', hidden: true })).click();
    expect(await screen.findByText(/ID checked by Sam Staff/)).toBeTruthy();
    expect(screen.queryByText(/U-STAFF-7Q2/)).toBeNull();
    expect(puts).toEqual([
      { path: expect.stringContaining(`/orders/${ORDER_ID}/complete`), body: { idChecked: true } },
    ]);
  });
});

describe('the staff order page, at a location with stations (issue 40)', () => {
  const paid = makeOrder({ orderId: ORDER_ID, status: 'PAID', datetimePaid: new Date().toISOString() });
  const answer = (calls: string[]) => (path: string, method: string) => {
    calls.push(`${method} ${path}`);
    return method === 'POST' && path.includes('/reprints/') ? json({ jobs: 2 }) : json({ order: paid });
  };

  it('reprints the order’s tickets on their printers', async () => {
    const calls: string[] = [];
    openOrderPage('AD708', answer(calls), [{ stationId: 'ST-BAR', name: 'Bar' }]);
    (await screen.findByRole('button', { name: 'Reprint tickets' })).click();
    expect(await screen.findByText('2 tickets sent to the printers.')).toBeTruthy();
    expect(calls).toContain(`POST /order-service/v1/vendor-locations/AD708/reprints/${ORDER_ID}`);
  });

  it('offers no reprint where the location has no stations', async () => {
    openOrderPage('AD708', answer([]));
    expect(await screen.findByText('Text receipt to customer')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Reprint tickets' })).toBeNull();
  });
});

/** Whether the page has asked for the location's printers (the last fetch stubbed). */
const askedForPrinters = () => vi.mocked(fetch).mock.calls.some(([path]) => String(path).endsWith('/printers'));

describe('the staff order page, Print receipt (issue 40)', () => {
  const paid = makeOrder({ orderId: ORDER_ID, status: 'PAID', datetimePaid: new Date().toISOString() });
  const bar = { printerId: 'PR-BAR', name: 'Bar printer' };
  const front = { printerId: 'PR-FRONT', name: 'Front counter' };

  it('prints the receipt on the printer chosen and says where it went', async () => {
    const calls: { call: string; body: unknown }[] = [];
    openOrderPage(
      'AD708',
      (path, method, body) => {
        calls.push({ call: `${method} ${path}`, body });
        return method === 'POST' ? json({ jobs: 1 }) : json({ order: paid });
      },
      [],
      [bar, front],
    );
    const printer = await screen.findByLabelText('Printer');
    fireEvent.change(printer, { target: { value: 'PR-FRONT' } });
    fireEvent.click(screen.getByRole('button', { name: 'Print receipt' }));
    expect(await screen.findByText('Receipt sent to Front counter.')).toBeTruthy();
    expect(calls.filter(({ call }) => call.startsWith('POST'))).toEqual([
      {
        call: `POST /order-service/v1/vendor-locations/AD708/receipt-prints/${ORDER_ID}`,
        body: { printerId: 'PR-FRONT' },
      },
    ]);
  });

  it('shows the server’s refusal, and offers nothing for an unpaid order or a location without printers', async () => {
    openOrderPage(
      'AD708',
      (_path, method) =>
        method === 'POST'
          ? json({ error: { code: 'ORDER_NOT_PAID', message: 'This order has not been paid yet.' } }, 409)
          : json({ order: paid }),
      [],
      [bar],
    );
    // One printer: no choice to make.
    fireEvent.click(await screen.findByRole('button', { name: 'Print receipt' }));
    expect(screen.queryByLabelText('Printer')).toBeNull();
    expect((await screen.findByRole('alert')).textContent).toBe('This order has not been paid yet.');
    cleanup();

    openOrderPage('AD708', () => json({ order: makeOrder({ orderId: ORDER_ID, status: 'IN_PROGRESS' }) }), [], [bar]);
    expect(await screen.findByText('House Lager')).toBeTruthy();
    await vi.waitFor(() => expect(askedForPrinters()).toBe(true));
    expect(screen.queryByRole('button', { name: 'Print receipt' })).toBeNull();
    cleanup();

    openOrderPage('AD708', () => json({ order: paid }));
    expect(await screen.findByText('Text receipt to customer')).toBeTruthy();
    await vi.waitFor(() => expect(askedForPrinters()).toBe(true));
    expect(screen.queryByRole('button', { name: 'Print receipt' })).toBeNull();
  });
});
