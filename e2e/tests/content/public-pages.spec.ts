import { devices } from '@playwright/test';
import { expectAccessible, expectNoSidewaysScroll } from '../../axe.js';
import { expect, test } from '../../fixtures.js';

test("the festival page's 'order now' reaches a menu", async ({ page }) => {
  await page.goto('/location/AD708/heartla');
  await expect(page.getByRole('heading', { name: 'HeartLA Music Festival' })).toBeVisible();
  // Dated ahead by the demo seed (the spec's 1 March 2025 is long past): a Saturday, still selling.
  await expect(page.getByText(/^Saturday, [A-Z][a-z]+ \d{1,2}, 20\d\d$/).first()).toBeVisible();
  await expect(page.getByText('This event has ended.')).toHaveCount(0);
  await expect(page.getByText(/2:00 PM – 11:00 PM · All ages/)).toBeVisible();
  await page.getByRole('link', { name: 'Order now: Main Stage Bar' }).click();
  await expect(page).toHaveURL(/\/location\/AD708$/);
  await expect(page.getByRole('button', { name: 'Add House Lager' })).toBeVisible();
});

const publicPages: [path: string, heading: string | RegExp][] = [
  ['/', 'Sell more. Serve faster. No lines.'],
  ['/corporate', 'Sell more. Serve faster. No lines.'],
  ['/location/AD708/heartla', 'HeartLA Music Festival'],
  ['/location/AD708/longbeachpride', 'Long Beach Pride Festival'],
  ['/vendor/demo-bar/nova-lane', 'Nova Lane'],
  ['/presale-wristband', 'Festival wristband presale'],
  ['/terms', 'Terms and Conditions'],
];

test('the public pages work signed out at phone size, pass axe and show the footer', async ({ page }) => {
  for (const [path, heading] of publicPages) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect(page.getByText(/Powered by/)).toBeVisible();
    await expectNoSidewaysScroll(page, path);
    await expectAccessible(page, path);
  }
  await expect(page.getByText('(mock)')).toHaveCount(0);
});

test('the public pages work at desktop width', async ({ browser, apiBase }) => {
  const context = await browser.newContext({ ...devices['Desktop Chrome'], baseURL: apiBase });
  const page = await context.newPage();
  for (const [path, heading] of publicPages) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expectNoSidewaysScroll(page, path);
  }
  await context.close();
});
