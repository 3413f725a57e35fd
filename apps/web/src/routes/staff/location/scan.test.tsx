// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { Route, Routes, useParams } from 'react-router';
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { scannerMessages } from '#web/features/scanner/scanner-messages';
import { makeOrder } from '#web/test/factories';
import { jsonResponse as json, renderApp } from '#web/test/render-app';
import { StaffScanOrderPage } from './scan';

const showToast = vi.hoisted(() => vi.fn());
vi.mock('#web/components/ui/toast', () => ({ showToast }));

const location = {
  vendorLocationId: 'SKY01',
  vendorId: 'V1',
  description: 'Sky Bar',
  showSplashAds: false,
  displayOrder: 1,
};
const getUserMedia = vi.fn(() => new Promise<MediaStream>(() => {}));

beforeEach(() => {
  Object.defineProperty(navigator, 'mediaDevices', { value: { getUserMedia }, configurable: true });
});

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
  vi.unstubAllGlobals();
});

// The page loads the order page's code ahead (a dynamic import): the file ends once it has loaded, which on a loaded
// machine can come after the last test.
afterAll(async () => {
  await import('./order');
});

function OrderPageStub() {
  const { orderId } = useParams();
  return <h1>Order page {orderId}</h1>;
}

/** The scan page at `vendorLocationId`, the API answering `answer(path)`. */
function openScanPage(vendorLocationId: string, answer: (path: string) => Response) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (path: string) => answer(path)),
  );
  renderApp(
    <Routes>
      <Route path="/staff/location/:vendorLocationId/scan" element={<StaffScanOrderPage />} />
      <Route path="/staff/location/:vendorLocationId/order/:orderId" element={<OrderPageStub />} />
    </Routes>,
    { path: `/staff/location/${vendorLocationId}/scan` },
  );
}

const locationAnswer = (path: string) =>
  path.includes('/vendor-location-service/') ? json({ items: [location] }) : undefined;

async function typeOrderNumber(code: string) {
  fireEvent.click(await screen.findByText(/Can't scan\?/));
  fireEvent.change(screen.getByLabelText('Order code'), { target: { value: code } });
  fireEvent.click(screen.getByRole('button', { name: 'Confirm Pickup' }));
}

describe('the scan page of a location that does not exist', () => {
  it("shows the not-found page only: no camera started, no stray 'Camera Error'", async () => {
    openScanPage('NOPE404', () => json({ items: [] }));
    expect(await screen.findByRole('heading', { name: 'Page Not Found' })).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(getUserMedia).not.toHaveBeenCalled();
    expect(showToast).not.toHaveBeenCalledWith(expect.objectContaining({ title: scannerMessages.cameraErrorTitle }));
  });
});

describe('the ORDER # a customer reads out, typed at the scan page', () => {
  const ending = (orderId: string) => makeOrder({ orderId, shortOrderId: orderId.slice(-6), status: 'PAID' });

  it('one order ends so: it opens', async () => {
    const lookups: string[] = [];
    openScanPage('SKY01', (path) => {
      if (path.includes('/by-short-id/')) {
        lookups.push(path);
        return json({ items: [ending('AAAAAAAAAAAAAAAAAAQRS234')] });
      }
      return locationAnswer(path) ?? json({ order: ending('AAAAAAAAAAAAAAAAAAQRS234') });
    });
    await typeOrderNumber('qrs 234');
    expect(await screen.findByRole('heading', { name: 'Order page AAAAAAAAAAAAAAAAAAQRS234' })).toBeTruthy();
    expect(lookups).toEqual(['/order-service/v1/vendor-locations/SKY01/orders/by-short-id/QRS234']);
  });

  it('several end so: the choices, each opening its order', async () => {
    openScanPage('SKY01', (path) =>
      path.includes('/by-short-id/')
        ? json({ items: [ending('AAAAAAAAAAAAAAAAAAQRS234'), ending('BBBBBBBBBBBBBBBBBBQRS234')] })
        : (locationAnswer(path) ?? json({}, 404)),
    );
    await typeOrderNumber('QRS234');
    const choices = await screen.findByRole('region', { name: 'Matching orders' });
    const links = Array.from(choices.querySelectorAll('a')).map((link) => link.getAttribute('href'));
    expect(links).toEqual([
      '/staff/location/SKY01/order/AAAAAAAAAAAAAAAAAAQRS234',
      '/staff/location/SKY01/order/BBBBBBBBBBBBBBBBBBQRS234',
    ]);
    expect(screen.queryByRole('heading', { name: /Order page/ })).toBeNull();
  });

  it("none ends so: 'Order Not Found' beside the field, and the page stays", async () => {
    openScanPage('SKY01', (path) =>
      path.includes('/by-short-id/') ? json({ items: [] }) : (locationAnswer(path) ?? json({}, 404)),
    );
    await typeOrderNumber('ZZZZZZ');
    expect(await screen.findByText(/^Order Not Found/)).toBeTruthy();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Confirm Pickup' })).toBeTruthy());
  });
});
