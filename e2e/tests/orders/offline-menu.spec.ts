import type { Page } from '@playwright/test';
import { expect, test } from '../../fixtures.js';

/**
 * Waits until the service worker controls the page and keeps the page itself and every file it loaded. The page's
 * copy can be seen here while the worker is still writing it; the worker answers a navigation that comes meanwhile
 * from that write (sw.ts, pageWrites), which is what this journey once failed on 1 run in 4.
 */

async function waitUntilKeptForOffline(page: Page) {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 30_000 });
  await page.waitForFunction(
    async () => {
      const pages = await caches.open('ql-pages');
      if (!(await pages.match(location.href))) return false;
      const files = performance
        .getEntriesByType('resource')
        .map((entry) => new URL(entry.name))
        .filter((url) => url.origin === location.origin && url.pathname.startsWith('/assets/'));
      const assets = await caches.open('ql-assets');
      const kept = await Promise.all(files.map((url) => assets.match(url.href)));
      return files.length > 0 && kept.every(Boolean);
    },
    null,
    { timeout: 30_000, polling: 250 },
  );
}

test('a returning customer opens the menu with the network cut: the service worker serves it, with an offline note', async ({
  page,
  context,
  newVenue,
}) => {
  const venue = await newVenue({ vendor: { name: 'Harbor Hall' } });
  await page.goto(`/location/${venue.locationId}`);
  await page
    .getByRole('dialog', { name: 'Must be 21+ to order alcoholic beverages.' })
    .getByRole('button', { name: 'I understand' })
    .click();
  await expect(page.getByTestId('offline-note')).toHaveCount(0);
  // A beer in the cart: the pages after the menu load while the customer looks on (and the worker keeps them).
  await page.getByRole('button', { name: 'Add House Lager' }).click();
  await expect(page.getByRole('link', { name: /Order Now/ })).toContainText('$8.00');
  await waitUntilKeptForOffline(page);

  await context.setOffline(true);
  const response = await page.reload();
  expect(response?.fromServiceWorker()).toBe(true);
  await expect(page.getByRole('heading', { name: 'Main Bar' })).toBeVisible();
  await expect(page.getByText('Harbor Hall', { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Alcoholic', exact: true })).toBeVisible();
  await expect(page.getByTestId('offline-note')).toContainText("You're offline.");
  // The 21+ notice, seen this session, is not in the kept page (decision 083, amended).
  await expect(page.getByRole('dialog')).toHaveCount(0);
  // Still usable: the cart is there and takes another beer without a connection.
  await expect(page.getByRole('link', { name: /Order Now/ })).toContainText('$8.00');
  await page.getByRole('button', { name: 'Add one more House Lager' }).click();
  await expect(page.getByRole('link', { name: /Order Now/ })).toContainText('$16.00');

  // A page never opened before: the app shell still answers (its code then says what it cannot load).
  const shell = await page.goto('/order/history');
  expect(shell?.fromServiceWorker()).toBe(true);
  expect(await shell?.text()).toContain('<div id="root">');
  await page.goto(`/location/${venue.locationId}`);

  // The signal returns: the note goes.
  await context.setOffline(false);
  await expect(page.getByTestId('offline-note')).toHaveCount(0);
});
