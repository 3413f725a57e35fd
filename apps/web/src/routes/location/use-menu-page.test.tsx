import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, renderHook, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, expect, it, vi } from 'vitest';
import { Toaster } from '#web/components/ui/toast';
import { addToCart } from '#web/features/cart/cart';
import { getCart, updateCart } from '#web/features/cart/cart-store';
import { makeProduct } from '#web/test/factories';
import { jsonResponse } from '#web/test/render-app';
import { useMenuPage } from './use-menu-page';

afterEach(() => vi.unstubAllGlobals());

it('tells the customer on the menu that a line of their cart left the menu (archived), once, and removes it', async () => {
  const lager = makeProduct({ productId: 'LAGER', name: 'House Lager' });
  updateCart('AD708', (cart, now) =>
    addToCart(addToCart(cart, 'LAGER', 1, now, 10, 'House Lager'), 'GONE', 2, now, 10, 'Margarita'),
  );
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      if (String(url).endsWith('/products')) return jsonResponse({ items: [lager] });
      return jsonResponse({ error: { code: 'UNAVAILABLE', message: 'Not now.' } }, 503);
    }),
  );
  render(<Toaster />);
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>
      <MemoryRouter>{children}</MemoryRouter>
    </QueryClientProvider>
  );
  renderHook(() => useMenuPage('AD708'), { wrapper });
  expect(await screen.findByText('Margarita is no longer on the menu.')).toBeTruthy();
  await waitFor(() => expect(getCart('AD708').items.map((item) => item.productId)).toEqual(['LAGER']));
  expect(screen.getAllByText(/no longer on the menu/)).toHaveLength(1);
});
