// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AuthContext, type AuthContextValue } from '#web/features/identity/auth-context';
import { staffOrderMessages } from '#web/features/pickup/order-messages';
import { makeOrder } from '#web/test/factories';
import { StaffOrderPage } from './order';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** The header needs a session; the page under test is what follows it. */
const signedIn = { status: 'authenticated', signOut: async () => {} } as unknown as AuthContextValue;

const ORDER_ID = 'ORDER0000000000000ABC123';

function json(body: unknown, status = 200) {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

/** The staff order page at `location`, with the API answering `answer(path, method)`. */
function openOrderPage(location: string, answer: (path: string, method: string) => Response) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (path: string, init?: RequestInit) => answer(path, init?.method ?? 'GET')),
  );
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <AuthContext.Provider value={signedIn}>
        <MemoryRouter initialEntries={[`/staff/location/${location}/order/${ORDER_ID}`]}>
          <Routes>
            <Route path="/staff/location/:vendorLocationId/order/:orderId?" element={<StaffOrderPage />} />
          </Routes>
        </MemoryRouter>
      </AuthContext.Provider>
    </QueryClientProvider>,
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
