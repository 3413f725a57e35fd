import { devices } from '@playwright/test';
import { demo, expect, fillCard, signInThroughPage, test } from '../../fixtures.js';
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

test('the presale countdown turns red under 10 minutes and expires at midnight', async ({ page }) => {
  // Local time, 23:52:30: seven and a half minutes before the offer ends.
  await page.clock.install({ time: new Date(2026, 10, 23, 23, 52, 30) });
  await page.goto('/presale-wristband');
  await expect(page.getByText('Hurry up! Limited time remaining!')).toBeVisible();
  await expect(page.locator('[data-hurry] .animate-pulse')).toBeVisible();
  await expect(page.getByText(/^00:0[67]:\d\d$/)).toBeVisible();
  await expectAccessible(page, 'the presale in its last minutes');

  await page.clock.fastForward('08:00');
  await expect(page.getByText('Offer Expired!')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Pre-Purchase Now' }).first()).toBeDisabled();
});

/** The presale's buyer, new to the app. */
const presaleBuyer = '+12135550177';

test('Pre-Purchase Now buys the $50.00 wristband: half and the tax paid now by card, $25.00 due at pickup', async ({
  page,
  newPhone,
  sessions,
}) => {
  await page.goto('/presale-wristband');
  // AD708 taxes 9.75 %: 4.875 → $4.88 on the whole $50.00, paid now with the $25.00 deposit.
  await expect(page.getByText('$25.00 + tax today')).toBeVisible();
  await expect(page.getByText('$25.00 at pickup ($50.00 in all)')).toBeVisible();
  await page.getByRole('button', { name: 'Pre-Purchase Now' }).first().click();
  await expect(page).toHaveURL(/\/signin$/);
  await signInThroughPage(page, presaleBuyer);

  await expect(page).toHaveURL(/\/location\/AD708\/order\/review$/);
  await expect(page.getByRole('heading', { name: 'Order Review' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Festival Wristband' })).toBeVisible();
  const review = page.locator('dl');
  await expect(review.getByText('Subtotal')).toBeVisible();
  await expect(review.locator('div', { hasText: 'Due now' })).toHaveText(/Due now\s*\$29\.88/);
  await expect(review.locator('div', { hasText: 'Due at pickup' })).toHaveText(/Due at pickup\s*\$25\.00/);
  await expectAccessible(page, 'the review of a presale');
  await page.getByRole('button', { name: /Checkout/ }).click();

  await expect(page).toHaveURL(/\/location\/AD708\/order\/checkout$/);
  const summary = page.getByRole('region', { name: 'Order Summary' });
  await expect(summary.locator('div', { hasText: 'Subtotal' }).last()).toHaveText(/\$50\.00/);
  await expect(summary.locator('div', { hasText: 'Due at pickup' }).last()).toHaveText(/−\$25\.00/);
  await expect(summary.locator('div', { hasText: 'Due now' }).last()).toHaveText(/\$29\.88/);
  await page.getByLabel('I agree to the Terms and Conditions.').check();
  await fillCard(page, '4242 4242 4242 4242', 'Pat Presale');
  await page.getByRole('button', { name: 'Pay $29.88' }).click();

  await expect(page).toHaveURL(/\/location\/AD708\/order\/([A-Z0-9]+)\/status$/);
  const receipt = page.getByRole('region', { name: 'Receipt' });
  await expect(receipt.getByText('Balance due at pickup: $25.00')).toBeVisible();
  await expect(receipt.locator('div', { hasText: 'Paid now' }).last()).toHaveText(/\$29\.88/);
  await expectAccessible(page, 'the receipt of a presale');

  // Staff opening the order (as after a scan) see what to collect before handing it over.
  const orderId = /\/order\/([A-Z0-9]+)\/status$/.exec(page.url())?.[1];
  const staff = await newPhone(await sessions.signIn(demo.staff));
  await staff.goto(`/staff/location/AD708/order/${orderId}`);
  await expect(staff.getByText('Balance due at pickup: $25.00')).toBeVisible();
  await expect(staff.getByText('Collect it from the customer before handing over the order.')).toBeVisible();
  await expectAccessible(staff, 'the staff order page of a presale');

  // They take the balance and say so, once: the box turns to a calm record of it.
  await staff.getByRole('button', { name: 'Balance collected' }).click();
  await expect(staff.getByTestId('balance-collected')).toHaveText(
    /^Balance of \$25\.00 collected at \d{2}:\d{2} (AM|PM)$/,
  );
  await expect(staff.getByRole('button', { name: 'Balance collected' })).toHaveCount(0);
  await expect(staff.getByText('Collect it from the customer before handing over the order.')).toHaveCount(0);
  await expectAccessible(staff, 'the staff order page of a presale, its balance collected');
  // It is recorded, not only shown: opened again, the order still reads collected.
  await staff.reload();
  await expect(staff.getByTestId('balance-collected')).toBeVisible();

  // Recorded by mistake (the customer walked off before paying): taken back, the order owes it again, and the
  // balance can be recorded once it is really taken.
  await staff.getByRole('button', { name: /^Undo/ }).click();
  await expect(staff.getByText('Balance due at pickup: $25.00')).toBeVisible();
  await expect(staff.getByTestId('balance-collected')).toHaveCount(0);
  await expectAccessible(staff, 'the staff order page of a presale, its balance taken back');
  await staff.getByRole('button', { name: 'Balance collected' }).click();
  await expect(staff.getByTestId('balance-collected')).toBeVisible();
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
