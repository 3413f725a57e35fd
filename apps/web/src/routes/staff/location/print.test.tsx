// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse as json, renderApp } from '#web/test/render-app';
import { StaffPrintQrCodesPage } from './print';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const vendor = {
  vendorId: 'V1',
  name: 'Harbor Tap',
  guestlistEnabled: false,
  addressLine1: '1 Main St',
  addressLine2: null,
  city: 'Los Angeles',
  state: 'CA',
  zip: '90012',
  timeZone: 'America/Los_Angeles',
};
const location = {
  vendorLocationId: 'SKY01',
  vendorId: 'V1',
  description: 'Sky Bar',
  showSplashAds: false,
  displayOrder: 1,
};
const me = { name: 'Mia Manager', phoneNumber: '+13105550100', role: 'MANAGER', vendorId: 'V1' };

function openPrintPage(publicBaseUrl: string | null) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (path: string) => {
      if (path.startsWith('/redirect-service/v1/config')) return json({ publicBaseUrl });
      if (path.startsWith('/vendor-location-service/')) return json({ items: [location] });
      if (path.startsWith('/vendor-service/')) return json({ items: [vendor] });
      if (path.includes('/user-role')) return json({ vendorRole: me });
      return json({ error: { code: 'NOT_FOUND', message: 'Not found.' } }, 404);
    }),
  );
  renderApp(
    <Routes>
      <Route path="/staff/location/:vendorLocationId/print" element={<StaffPrintQrCodesPage />} />
    </Routes>,
    { path: '/staff/location/SKY01/print' },
  );
}

describe('Print QR Codes', () => {
  it("puts the venue's name on the poster, above the location's", async () => {
    openPrintPage('https://order.example.com');
    const poster = await screen.findByRole('article', { name: 'Poster' });
    expect(poster.textContent).toMatch(/^Harbor TapSky Bar/);
  });

  it("encodes the server's public address, not the browser's", async () => {
    expect(window.location.origin).toMatch(/localhost/);
    openPrintPage('https://order.example.com');
    expect(await screen.findByRole('img', { name: 'QR code for https://order.example.com/L/SKY01' })).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Staff QR code for https://order.example.com/L/SKY01' })).toBeTruthy();
    expect(screen.queryByText(new RegExp(window.location.origin))).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('with no public address configured, on localhost: says the codes will not work on phones', async () => {
    openPrintPage(null);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('PUBLIC_BASE_URL');
    expect(await screen.findByRole('img', { name: `QR code for ${window.location.origin}/L/SKY01` })).toBeTruthy();
  });
});
