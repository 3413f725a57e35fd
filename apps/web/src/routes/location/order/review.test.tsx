// @vitest-environment jsdom
import type { Product } from '@queueless/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, expect, it, vi } from 'vitest';
import { addToCart } from '#web/features/cart/cart';
import { updateCart } from '#web/features/cart/cart-store';
import { AuthContext } from '#web/features/identity/auth-context';
import { locationProductsQueryOptions } from '#web/features/menu/api/get-location-products';
import { makeProduct } from '#web/test/factories';
import { fakeAuth, jsonResponse } from '#web/test/render-app';
import { OrderReviewPage } from './review';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
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

/** The review page opened from a menu that showed `shown`, while the server now answers `now`. */
function openReview(shown: Product[], now: Product[], productsAnswered: Promise<void> = Promise.resolve()) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      const path = String(url);
      if (path.endsWith('/products')) return productsAnswered.then(() => jsonResponse({ items: now }));
      if (path.includes('/vendor-location')) return jsonResponse({ items: [location] });
      if (path.includes('/vendor')) return jsonResponse({ items: [vendor] });
      return jsonResponse({ error: { code: 'UNAVAILABLE', message: 'Not now.' } }, 503);
    }),
  );
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: 60_000 } } });
  // What the menu showed, cached and still fresh: the review asks the server again all the same.
  queryClient.setQueryData(locationProductsQueryOptions('AD708').queryKey, shown);
  render(
    <QueryClientProvider client={queryClient}>
      <AuthContext.Provider value={fakeAuth({ status: 'unauthenticated' })}>
        <MemoryRouter initialEntries={['/location/AD708/order/review']}>
          <Routes>
            <Route path="/location/:vendorLocationId/order/review" element={<OrderReviewPage />} />
          </Routes>
        </MemoryRouter>
      </AuthContext.Provider>
    </QueryClientProvider>,
  );
}

it('says which prices moved since the menu showed them, and totals at the server’s prices (issue 28)', async () => {
  const lager = makeProduct({ productId: 'LAGER', name: 'House Lager', price: '7.00' });
  const nachos = makeProduct({ productId: 'NACHOS', name: 'Nachos', productType: 'NON_ALCOHOLIC_ITEM', price: '9.00' });
  const water = makeProduct({ productId: 'WATER', name: 'Water', productType: 'NON_ALCOHOLIC_ITEM', price: '2.00' });
  updateCart('AD708', (cart, now) =>
    addToCart(addToCart(addToCart(cart, 'LAGER', 2, now), 'NACHOS', 1, now), 'WATER', 1, now),
  );
  openReview([lager, nachos, water], [{ ...lager, price: '7.50' }, { ...nachos, price: '8.00' }, water]);

  expect(
    await screen.findByText(
      'The price of House Lager changed from $7.00 to $7.50. The price of Nachos changed from $9.00 to $8.00.',
    ),
  ).toBeTruthy();
  // 2 × 7.50 + 8.00 + 2.00: the server's prices, never the ones shown before.
  expect(screen.getByText('Subtotal').parentElement?.textContent).toContain('$25.00');
  await waitFor(() => expect(screen.getByRole('button', { name: /Checkout/ })).toHaveProperty('disabled', false));
});

it('says nothing of prices when none moved, and waits for the server’s prices before Checkout', async () => {
  const lager = makeProduct({ productId: 'LAGER', name: 'House Lager', price: '7.00' });
  updateCart('AD708', (cart, now) => addToCart(cart, 'LAGER', 1, now));
  let answer = () => {};
  openReview([lager], [lager], new Promise((resolve) => (answer = resolve)));

  // The location and vendor are in, the cart shows at the menu's prices, but the server has not priced it yet.
  expect(await screen.findByText(/The Venue · Main Bar/)).toBeTruthy();
  expect(screen.getByRole('button', { name: /Checkout/ })).toHaveProperty('disabled', true);
  answer();
  await waitFor(() => expect(screen.getByRole('button', { name: /Checkout/ })).toHaveProperty('disabled', false));
  expect(screen.queryByText(/The price of/)).toBeNull();
});
