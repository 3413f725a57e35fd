// @vitest-environment jsdom
import type { Product } from '@queueless/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, expect, it, vi } from 'vitest';
import { addToCart } from '#web/features/cart/cart';
import { clearCart, updateCart } from '#web/features/cart/cart-store';
import { AuthContext } from '#web/features/identity/auth-context';
import { locationProductsQueryOptions } from '#web/features/menu/api/get-location-products';
import { makeOrder, makeOrderLine, makeProduct } from '#web/test/factories';
import { fakeAuth, jsonResponse, testUser } from '#web/test/render-app';
import { OrderReviewPage } from './review';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  // The cart store keeps its carts in memory too: each test starts from an empty one.
  clearCart('AD708');
  localStorage.clear();
});

const location = {
  vendorLocationId: 'AD708',
  vendorId: 'V1',
  description: 'Main Bar',
  showSplashAds: null,
  displayOrder: 1,
};
const vendor = {
  vendorId: 'V1',
  name: 'The Venue',
  guestlistEnabled: false,
  addressLine1: '1 Main St',
  addressLine2: null,
  city: 'Los Angeles',
  state: 'CA',
  zip: '90012',
  timeZone: 'America/Los_Angeles',
};

type Answer = { lines: { productId: string; quantity: number; price: string }[] } | { refusal: string };

/**
 * The review page opened from a menu that showed `shown`, for customer `userId` (each test its own: the order made
 * ahead is kept per customer and cart for the page's life): the server makes the order ahead as `order` says (its
 * lines at the server's prices, or a refusal), and answers the menu read again with `now`. Answers the calls made.
 */
function openReview(
  userId: string,
  shown: Product[],
  order: Answer,
  { now = shown, orderAnswered = Promise.resolve() }: { now?: Product[]; orderAnswered?: Promise<void> } = {},
) {
  const calls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const path = new URL(String(url), 'http://localhost').pathname;
      calls.push(`${init?.method ?? 'GET'} ${path}`);
      if (path.endsWith('/products')) return jsonResponse({ items: now });
      if (path.endsWith(`/users/${userId}/orders`)) {
        await orderAnswered;
        if ('refusal' in order)
          return jsonResponse({ error: { code: 'PRODUCT_UNAVAILABLE', message: order.refusal } }, 409);
        const cartItems = order.lines.map((line, index) => makeOrderLine({ ...line, lineNo: index + 1 }));
        return jsonResponse({ order: makeOrder({ userId, cartItems }), clientSecret: null, paymentIntentId: null });
      }
      if (path.includes('/vendor-location')) return jsonResponse({ items: [location] });
      if (path.includes('/vendor')) return jsonResponse({ items: [vendor] });
      return jsonResponse({ error: { code: 'UNAVAILABLE', message: 'Not now.' } }, 503);
    }),
  );
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: 60_000 } } });
  // What the menu showed, cached: the review does not ask for it again.
  queryClient.setQueryData(locationProductsQueryOptions('AD708').queryKey, shown);
  render(
    <QueryClientProvider client={queryClient}>
      <AuthContext.Provider value={fakeAuth({ user: { ...testUser, userId } })}>
        <MemoryRouter initialEntries={['/location/AD708/order/review']}>
          <Routes>
            <Route path="/location/:vendorLocationId/order/review" element={<OrderReviewPage />} />
          </Routes>
        </MemoryRouter>
      </AuthContext.Provider>
    </QueryClientProvider>,
  );
  return calls;
}

it('says which prices moved since the menu showed them, from the order made ahead, and totals at its prices (issues 28, 45)', async () => {
  const lager = makeProduct({ productId: 'LAGER', name: 'House Lager', price: '7.00' });
  const nachos = makeProduct({ productId: 'NACHOS', name: 'Nachos', productType: 'NON_ALCOHOLIC_ITEM', price: '9.00' });
  const water = makeProduct({ productId: 'WATER', name: 'Water', productType: 'NON_ALCOHOLIC_ITEM', price: '2.00' });
  updateCart('AD708', (cart, now) =>
    addToCart(addToCart(addToCart(cart, 'LAGER', 2, now), 'NACHOS', 1, now), 'WATER', 1, now),
  );
  const calls = openReview('U-MOVED', [lager, nachos, water], {
    lines: [
      { productId: 'LAGER', quantity: 2, price: '7.50' },
      { productId: 'NACHOS', quantity: 1, price: '8.00' },
      { productId: 'WATER', quantity: 1, price: '2.00' },
    ],
  });

  expect(
    await screen.findByText(
      'The price of House Lager changed from $7.00 to $7.50. The price of Nachos changed from $9.00 to $8.00.',
    ),
  ).toBeTruthy();
  // 2 × 7.50 + 8.00 + 2.00: the server's prices, never the ones shown before.
  expect(screen.getByText('Subtotal').parentElement?.textContent).toContain('$25.00');
  await waitFor(() => expect(screen.getByRole('button', { name: /Checkout/ })).toHaveProperty('disabled', false));
  // The order was the only call about the cart: the menu was not read again.
  expect(calls.filter((call) => call.endsWith('/products') || call.includes('/orders'))).toEqual([
    'POST /order-service/v1/users/U-MOVED/orders',
  ]);
});

it('says nothing of prices when none moved, and waits for the order made ahead before Checkout', async () => {
  const lager = makeProduct({ productId: 'LAGER', name: 'House Lager', price: '7.00' });
  updateCart('AD708', (cart, now) => addToCart(cart, 'LAGER', 1, now));
  let answer = () => {};
  openReview(
    'U-SAME',
    [lager],
    { lines: [{ productId: 'LAGER', quantity: 1, price: '7.00' }] },
    { orderAnswered: new Promise((resolve) => (answer = resolve)) },
  );

  // The location and vendor are in, the cart shows at the menu's prices, but the server has not priced it yet.
  expect(await screen.findByText(/The Venue · Main Bar/)).toBeTruthy();
  expect(screen.getByRole('button', { name: /Checkout/ })).toHaveProperty('disabled', true);
  answer();
  await waitFor(() => expect(screen.getByRole('button', { name: /Checkout/ })).toHaveProperty('disabled', false));
  expect(screen.queryByText(/The price of/)).toBeNull();
});

it('reads the menu again when the order made ahead is refused, and takes out the lines it no longer sells', async () => {
  const lager = makeProduct({ productId: 'LAGER', name: 'House Lager', price: '7.00' });
  const nachos = makeProduct({ productId: 'NACHOS', name: 'Nachos', productType: 'NON_ALCOHOLIC_ITEM', price: '9.00' });
  updateCart('AD708', (cart, now) => addToCart(addToCart(cart, 'LAGER', 1, now), 'NACHOS', 1, now));
  const calls = openReview(
    'U-GONE',
    [lager, nachos],
    { refusal: 'Nachos is not available right now.' },
    {
      now: [
        { ...lager, price: '7.25' },
        { ...nachos, isAvailable: false },
      ],
    },
  );

  expect(await screen.findByText('Some items are no longer on the menu and were removed from your cart.')).toBeTruthy();
  // The rest at the menu's new price, said as a price that moved.
  expect(await screen.findByText('The price of House Lager changed from $7.00 to $7.25.')).toBeTruthy();
  expect(screen.queryByText('Nachos')).toBeNull();
  expect(screen.getByText('Subtotal').parentElement?.textContent).toContain('$7.25');
  await waitFor(() => expect(screen.getByRole('button', { name: /Checkout/ })).toHaveProperty('disabled', false));
  expect(calls.filter((call) => call.endsWith('/products') || call.includes('/orders'))).toEqual([
    'POST /order-service/v1/users/U-GONE/orders',
    'GET /inventory-service/v1/vendor-locations/AD708/products',
  ]);
});
