// @vitest-environment jsdom
import {
  createMembershipPaymentIntent,
  endpointPath,
  getPaymentConfig,
  getSiteSettings,
  MEMBERSHIP_PLANS,
  membershipMessages,
} from '@queueless/contracts';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Toaster } from '#web/components/ui/toast';
import { jsonResponse as json, renderApp } from '#web/test/render-app';
import { patiently } from '#web/test/waits';
import { MembershipPayment } from './membership-payment';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** The server as the payment step sees it: simulated payments, a payment intent that cannot be made. */
function stubServer(supportEmail: string | null) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (path: string) => {
      if (path === endpointPath(getPaymentConfig)) return json({ provider: 'simulated', publishableKey: null });
      if (path === endpointPath(getSiteSettings)) return json({ settings: { supportEmail } });
      if (path === endpointPath(createMembershipPaymentIntent)) {
        return json({ error: { code: 'PROVIDER_FAILED', message: 'The payment provider is down.' } }, 502);
      }
      return json({ error: { code: 'NOT_FOUND', message: 'Not found.' } }, 404);
    }),
  );
}

function renderPayment() {
  renderApp(
    <>
      <Routes>
        <Route
          path="/join-lusiv"
          element={<MembershipPayment plan={MEMBERSHIP_PLANS[0]} onJoined={() => undefined} />}
        />
        <Route path="/account" element={<p>Account page</p>} />
      </Routes>
      <Toaster />
    </>,
    { path: '/join-lusiv' },
  );
}

describe('the wallet’s Contact Support fallback', () => {
  it('mails the support address when the wallet cannot be prepared, and counts as a failed payment', async () => {
    stubServer('help@venue.example');
    renderPayment();
    expect(await screen.findByText(membershipMessages.paymentRequestFailed)).toBeTruthy();
    await vi.waitFor(
      () =>
        expect(screen.getByRole('link', { name: 'Contact Support' }).getAttribute('href')).toBe(
          'mailto:help@venue.example',
        ),
      patiently,
    );
    const link = screen.getByRole('link', { name: 'Contact Support' });
    // jsdom cannot open a mail app; the click itself is what is tested.
    link.addEventListener('click', (event) => event.preventDefault());
    fireEvent.click(link);
    expect(await screen.findByText('Payment Failed: Please try again or use a different payment method.')).toBeTruthy();
  });

  it('leads to the account page’s Help Center when no support address is set', async () => {
    stubServer(null);
    renderPayment();
    expect(await screen.findByText(membershipMessages.paymentRequestFailed)).toBeTruthy();
    const link = await screen.findByRole('link', { name: 'Contact Support' });
    expect(link.getAttribute('href')).toBe('/account#help-center');
    // Toasts are app-wide: one may still be up from the test before.
    const toastsBefore = screen.queryAllByText(membershipMessages.paymentFailed).length;
    fireEvent.click(link);
    expect(await screen.findByText('Account page')).toBeTruthy();
    expect(screen.queryAllByText(membershipMessages.paymentFailed)).toHaveLength(toastsBefore + 1);
  });
});
