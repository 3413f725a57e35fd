// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, expect, it, vi } from 'vitest';
import { clearCart } from '#web/features/cart/cart-store';
import { makeProduct } from '#web/test/factories';
import { jsonResponse, renderApp } from '#web/test/render-app';
import { LocationPage } from './location';
import { preloadOrderingPages } from './ordering-pages';

vi.mock('./ordering-pages', async (original) => ({
  ...(await original<typeof import('./ordering-pages')>()),
  preloadOrderingPages: vi.fn(),
}));

/** How often the page drew a section of the menu: the page itself is drawn again whenever this goes up. */
const sectionRenders = vi.hoisted(() => ({ count: 0 }));
vi.mock('#web/features/menu/components/menu-section', async (original) => {
  const module = await original<typeof import('#web/features/menu/components/menu-section')>();
  return {
    ...module,
    MenuSectionBlock: (props: Parameters<typeof module.MenuSectionBlock>[0]) => {
      sectionRenders.count += 1;
      return module.MenuSectionBlock(props);
    },
  };
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  clearCart('AD708');
  localStorage.clear();
});

const lager = makeProduct({ productId: 'LAGER', name: 'House Lager', price: '8.00' });

/** The menu page of AD708, its location, vendor and one product served. */
function renderMenuPage() {
  serveMenu();
  renderApp(
    <Routes>
      <Route path="/location/:vendorLocationId" element={<LocationPage />} />
    </Routes>,
    { path: '/location/AD708' },
  );
}

function serveMenu() {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      const path = String(url);
      if (path.includes('/products')) return jsonResponse({ items: [lager] });
      if (path.includes('/vendor-location'))
        return jsonResponse({
          items: [{ vendorLocationId: 'AD708', vendorId: 'V1', description: 'Main Bar', showSplashAds: false }],
        });
      if (path.includes('/vendor')) return jsonResponse({ items: [{ vendorId: 'V1', name: 'Stadium Bar' }] });
      return jsonResponse({ error: { code: 'NOT_FOUND', message: 'Not here.' } }, 404);
    }),
  );
}

it('shows the Order Now bar after the first Add, and asks for the later pages’ code only after the tap (issue 45)', async () => {
  renderMenuPage();
  fireEvent.click(await screen.findByRole('button', { name: 'Add House Lager' }));
  // The tap's own task adds nothing to the document for pages not yet opened: that waits for idle time.
  expect(preloadOrderingPages).not.toHaveBeenCalled();
  expect(await screen.findByRole('link', { name: /Order Now/ })).toBeTruthy();
  await waitFor(() => expect(preloadOrderingPages).toHaveBeenCalled());
});

it('draws the added card and the bar on an Add, not the whole page (issue 45)', async () => {
  renderMenuPage();
  const add = await screen.findByRole('button', { name: 'Add House Lager' });
  // The page has everything it shows: the venue's name is the last to arrive.
  expect(await screen.findByText('Stadium Bar')).toBeTruthy();
  const before = sectionRenders.count;
  fireEvent.click(add);
  expect(await screen.findByRole('link', { name: /Order Now/ })).toBeTruthy();
  fireEvent.click(screen.getByRole('button', { name: 'Add one more House Lager' }));
  await waitFor(() => expect(screen.getByLabelText('House Lager quantity').textContent).toBe('2'));
  expect(sectionRenders.count).toBe(before);
});
