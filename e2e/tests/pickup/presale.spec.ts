import { expectAccessible } from '../../axe.js';
import { demo, expect, fillCard, signInThroughPage, test } from '../../fixtures.js';

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

test('Pre-Purchase Now buys the $50.00 wristband: half and the tax paid now by card, $25.00 due at pickup', async ({
  page,
  newPhone,
  newPhoneNumber,
  sessions,
}) => {
  // The demo's wristband presale (its page sells the demo bar's wristband); the buyer is new to the app.
  const presaleBuyer = newPhoneNumber();
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
  // One number for what is charged now, on the button as in the summary, with the balance beside it.
  await expect(page.getByRole('button', { name: /Checkout/ })).toHaveText(
    /^Checkout\s*· \$29\.88 now \+ \$25\.00 at pickup$/,
  );
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
