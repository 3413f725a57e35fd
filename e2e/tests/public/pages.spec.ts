import { devices } from '@playwright/test';
import { expect, test } from '../../fixtures.js';
import { expectAccessible, expectNoSidewaysScroll } from './axe.js';

test('Book a Demo shows each of its messages, then its confirmation', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Book a Demo' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Book a Demo' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Book a Demo' }).click();
  for (const message of [
    'Company name must be at least 2 characters',
    'Full name must be at least 2 characters',
    'Please enter a valid phone number',
    'Invalid email address',
    "Please tell us what you're interested in",
  ]) {
    await expect(dialog.getByText(message)).toBeVisible();
  }
  await expectAccessible(page, 'the Book a Demo form with its errors');
  await dialog.getByLabel('What are you interested in?').fill('x'.repeat(501));
  await dialog.getByRole('button', { name: 'Book a Demo' }).click();
  await expect(dialog.getByText('Message must be less than 500 characters')).toBeVisible();

  await dialog.getByLabel('Company name').fill('Harbor Hall');
  await dialog.getByLabel('Full name').fill('Jordan Reyes');
  await dialog.getByLabel('Phone').fill('(213) 555-0188');
  await dialog.getByLabel('Email').fill('jordan@harborhall.example');
  await dialog.getByLabel('What are you interested in?').fill('Three bars at a 2,000 person venue.');
  await dialog.getByRole('button', { name: 'Book a Demo' }).click();
  const thanks = page.getByRole('dialog', { name: "Thanks, we'll be in touch!" });
  await expect(thanks).toBeVisible();
  await expect(thanks.getByText('jordan@harborhall.example')).toBeVisible();
  await expectAccessible(page, 'the Book a Demo confirmation');
});

test('the presale countdown turns red under 10 minutes and expires at midnight; Pre-Purchase fills the cart', async ({
  page,
}) => {
  // Local time, 23:52:30: seven and a half minutes before the offer ends.
  await page.clock.install({ time: new Date(2026, 10, 23, 23, 52, 30) });
  await page.goto('/presale-wristband');
  await expect(page.getByText('Hurry up! Limited time remaining!')).toBeVisible();
  await expect(page.locator('[data-hurry] .animate-pulse')).toBeVisible();
  await expect(page.getByText(/^00:0[67]:\d\d$/)).toBeVisible();
  await expectAccessible(page, 'the presale in its last minutes');

  await page.getByRole('button', { name: 'Pre-Purchase Now' }).first().click();
  await expect(page.getByText('Your wristband has been added to your cart')).toBeVisible();
  await expect(page.getByRole('link', { name: 'View cart (1)' })).toBeVisible();

  await page.clock.fastForward('08:00');
  await expect(page.getByText('Offer Expired!')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Pre-Purchase Now' }).first()).toBeDisabled();
});

test("the festival page's 'order now' reaches a menu", async ({ page }) => {
  await page.goto('/location/AD708/heartla');
  await expect(page.getByRole('heading', { name: 'HeartLA Music Festival' })).toBeVisible();
  await expect(page.getByText('Saturday, March 1, 2025')).toBeVisible();
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
