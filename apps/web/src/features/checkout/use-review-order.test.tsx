// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, expect, it, vi } from 'vitest';
import { addToCart } from '#web/features/cart/cart';
import { getCart, updateCart } from '#web/features/cart/cart-store';
import { AuthContext } from '#web/features/identity/auth-context';
import { makeProduct } from '#web/test/factories';
import { fakeAuth, jsonResponse } from '#web/test/render-app';
import { useReviewOrder } from './use-review-order';

afterEach(() => vi.unstubAllGlobals());

it('says so at review when a line’s product has left the menu (archived), and takes it out of the cart', async () => {
  const lager = makeProduct({ productId: 'LAGER' });
  updateCart('AD708', (cart, now) =>
    addToCart(addToCart(cart, 'LAGER', 1, now, 10), 'ARCHIVED-TEE', 1, now, 10, 'Tour Tee (M)'),
  );
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      if (String(url).endsWith('/products')) return jsonResponse({ items: [lager] });
      return jsonResponse({ error: { code: 'NOT_FOUND', message: 'Not here.' } }, 503);
    }),
  );
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>
      <AuthContext.Provider value={fakeAuth({ status: 'unauthenticated' })}>
        <MemoryRouter>{children}</MemoryRouter>
      </AuthContext.Provider>
    </QueryClientProvider>
  );
  const { result } = renderHook(() => useReviewOrder('AD708'), { wrapper });
  // By name, in the server's words for it.
  await waitFor(() => expect(result.current.removedNotice).toBe('Tour Tee (M) is no longer on the menu.'));
  expect(getCart('AD708', new Date()).items.map((item) => item.productId)).toEqual(['LAGER']);
});
