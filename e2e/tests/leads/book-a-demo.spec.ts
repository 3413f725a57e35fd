import { expectAccessible } from '../../axe.js';
import { expect, test } from '../../fixtures.js';

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
