// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, expect, it, vi } from 'vitest';
import { addToCart } from '#web/features/cart/cart';
import { clearCart, updateCart } from '#web/features/cart/cart-store';
import { writeStoredOrder } from '#web/features/checkout/stored-order';
import { makeOrder, makeOrderLine } from '#web/test/factories';
import { fakeAuth, jsonResponse, renderApp, testUser } from '#web/test/render-app';
import { typeLikeBrowser } from '#web/test/type-like-browser';
import { CheckoutPage } from './checkout';

/** How often the header's logo and the summary's amount rows were drawn: each stands for the part it is in. */
const draws = vi.hoisted(() => ({ logo: 0, amountRows: 0 }));

vi.mock('#web/components/ui/brand-mark', async (importOriginal) => {
  const original = await importOriginal<typeof import('#web/components/ui/brand-mark')>();
  return {
    ...original,
    BrandMark: (props: Parameters<typeof original.BrandMark>[0]) => {
      draws.logo++;
      return original.BrandMark(props);
    },
  };
});
vi.mock('#web/components/ui/amount-row', async (importOriginal) => {
  const original = await importOriginal<typeof import('#web/components/ui/amount-row')>();
  return {
    ...original,
    AmountRow: (props: Parameters<typeof original.AmountRow>[0]) => {
      draws.amountRows++;
      return original.AmountRow(props);
    },
  };
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  clearCart('AD708');
  localStorage.clear();
});

it("Pay draws the card form and the controls it locks, not the page's header or its order summary (issue 45)", async () => {
  const order = makeOrder({ userId: testUser.userId, cartItems: [makeOrderLine({ quantity: 1 })] });
  updateCart('AD708', (cart, now) => addToCart(cart, 'AD708-LAGER', 1, now));
  writeStoredOrder('AD708', { order, clientSecret: 'pi_sim_1_secret', paymentIntentId: 'pi_sim_1', tipPercentage: 0 });
  const confirms: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const path = new URL(String(url), 'http://localhost').pathname;
      if (path === '/payment-service/v1/config') return jsonResponse({ provider: 'simulated', publishableKey: null });
      if (path === `/order-service/v1/users/${testUser.userId}/orders/${order.orderId}`) return jsonResponse({ order });
      if (path.endsWith('/confirm') && init?.method === 'POST') {
        confirms.push(path);
        // The payment stays under way: the page is looked at while it runs.
        return new Promise<Response>(() => undefined);
      }
      return jsonResponse({ error: { code: 'UNAVAILABLE', message: 'Not now.' } }, 503);
    }),
  );
  renderApp(
    <Routes>
      <Route path="/location/:vendorLocationId/order/checkout" element={<CheckoutPage />} />
    </Routes>,
    { auth: fakeAuth({ user: testUser }), path: '/location/AD708/order/checkout' },
  );

  const pay = await screen.findByRole('button', { name: /^Pay \$/ });
  fireEvent.click(screen.getByRole('checkbox', { name: /Terms/ }));
  fireEvent.click(screen.getByRole('checkbox', { name: /21/ }));
  typeLikeBrowser(screen.getByLabelText('Cardholder name') as HTMLInputElement, 'Casey Customer');
  typeLikeBrowser(screen.getByLabelText('Card number') as HTMLInputElement, '4242424242424242');
  typeLikeBrowser(screen.getByLabelText('Expiry') as HTMLInputElement, '1230');
  typeLikeBrowser(screen.getByLabelText('CVC') as HTMLInputElement, '123');
  typeLikeBrowser(screen.getByLabelText('ZIP') as HTMLInputElement, '90012');
  // Settled: the order read again and the payment options in.
  await waitFor(() => expect(vi.mocked(fetch).mock.calls.length).toBeGreaterThanOrEqual(2));
  const before = { ...draws };
  expect(before.logo).toBeGreaterThan(0);
  expect(before.amountRows).toBeGreaterThan(0);

  act(() => {
    fireEvent.click(pay);
  });

  await waitFor(() => expect(confirms).toEqual(['/payment-service/v1/simulated/payment-intents/pi_sim_1/confirm']));
  // The tap drew what it changed: the button shows the payment under way.
  expect(pay.getAttribute('aria-busy')).toBe('true');
  expect(draws).toEqual(before);
});
