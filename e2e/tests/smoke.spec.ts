import { expect, test } from '../fixtures.js';

test('an unknown path shows Page Not Found', async ({ page }) => {
  await page.goto('/this/does/not/exist');
  await expect(page.getByText('Page Not Found')).toBeVisible();
});
