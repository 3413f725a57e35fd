import { expect, test } from '../../fixtures.js';

const UNEXPECTED_ERROR = 'An unexpected error has occurred. Please try again.';

test('the venue page on a failing connection says so once, with a Try again that brings the page back', async ({
  page,
}) => {
  // The venue, its locations and its events all answer 503 (each retried, then given up).
  const failing =
    /\/(vendor-service\/v1\/vendor|vendor-location-service\/v1\/vendor-locations|event-service\/v1\/events)/;
  await page.route(failing, (route) =>
    route.fulfill({
      status: 503,
      contentType: 'application/json',
      body: JSON.stringify({ error: { code: 'SERVICE_UNAVAILABLE', message: 'Try again shortly.' } }),
    }),
  );
  await page.goto('/vendor/demo-bar');
  const alert = page.getByRole('alert').filter({ hasText: UNEXPECTED_ERROR });
  await expect(alert).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText(UNEXPECTED_ERROR)).toHaveCount(1);

  // The connection is back: Try again fills the page in.
  await page.unroute(failing);
  await alert.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Demo Bar' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Order from Main Bar' })).toBeVisible();
  await expect(page.getByRole('region', { name: "Tonight's Event" })).toBeVisible();
  await expect(page.getByText(UNEXPECTED_ERROR)).toHaveCount(0);
});

test('the venue page says why a location takes no orders (paused, or the vendor suspended)', async ({ page }) => {
  const reason = 'Ordering is closed at this location.';
  // The server's own answer, with the location closed as a suspended vendor's are (decision 085).
  await page.route(/\/vendor-location-service\/v1\/vendor-locations/, async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as { items: Record<string, unknown>[] };
    const items = body.items.map((location) => ({ ...location, ordering: { open: false, reason } }));
    await route.fulfill({ response, json: { items } });
  });
  await page.goto('/vendor/demo-bar');
  await expect(page.getByRole('link', { name: 'Order from Main Bar' })).toBeVisible();
  await expect(page.getByText(reason).first()).toBeVisible();
});
