import { demo, expect, localDigits, signInThroughPage, test } from '../../fixtures.js';

test('a customer signs in with the code from the outbox and lands back where they were going', async ({
  page,
  newPhoneNumber,
}) => {
  await page.goto('/order/history');
  await expect(page).toHaveURL(/\/signin/);
  await expect(page.getByRole('heading', { name: 'Sign In' })).toBeVisible();

  // Bad input first: a number that is not a valid mobile number.
  await page.getByLabel('Phone number').fill('5555555555');
  await page.getByRole('button', { name: 'Send code' }).click();
  await expect(page.getByText('Invalid phone number. Please enter a valid number.')).toBeVisible();

  await page.getByLabel('Phone number').fill('');
  await signInThroughPage(page, newPhoneNumber());
  await expect(page).toHaveURL(/\/order\/history$/);
});

test('a wrong code shows the spec message, and Back returns to the phone step without the error', async ({
  page,
  newPhoneNumber,
}) => {
  await page.goto('/signin');
  await page.getByLabel('Phone number').fill(localDigits(newPhoneNumber()));
  await page.getByRole('button', { name: 'Send code' }).click();
  const codeField = page.getByLabel('Verification code');
  await expect(codeField).toBeVisible();
  await codeField.fill('000000');
  await expect(page.getByText('Invalid verification code. Please try again.')).toBeVisible();
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page.getByLabel('Phone number')).toBeVisible();
  await expect(page.getByText('Invalid verification code. Please try again.')).toHaveCount(0);
});

test('the demo customer signs in and reaches the account page', async ({ page }) => {
  await page.goto('/account');
  await signInThroughPage(page, demo.customer);
  await expect(page.getByRole('heading', { name: 'Account' })).toBeVisible();
  await expect(page.getByText('(213) 555-0120')).toBeVisible();
});

test('a staff member signs in at /staff/signin and lands on location selection', async ({ page, newVenue }) => {
  const venue = await newVenue();
  await page.goto('/staff');
  await expect(page).toHaveURL(/\/staff\/signin/);
  await expect(page.getByRole('heading', { name: 'Staff Sign In' })).toBeVisible();
  await signInThroughPage(page, venue.superAdmin.user.phoneNumber);
  await expect(page).toHaveURL(/\/staff\/locations$/);
  await expect(page.getByRole('heading', { name: 'Select Location' })).toBeVisible();
});
