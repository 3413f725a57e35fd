import { sessionStorageState } from '../../api.js';
import { expect, test } from '../../fixtures.js';

test('at desktop width the order page footer button lines up with the order above it', async ({
  browser,
  apiBase,
  newPaidOrder,
}) => {
  const { venue, order } = await newPaidOrder();
  const context = await browser.newContext({
    viewport: { width: 1280, height: 800 },
    baseURL: apiBase,
    storageState: sessionStorageState(apiBase, await venue.staff('STAFF')),
  });
  const page = await context.newPage();
  await page.goto(`/staff/location/${venue.locationId}/order/${order.orderId}`);
  const footer = page.getByRole('link', { name: 'Back to Scanner', exact: true });
  await expect(footer).toBeVisible();
  const button = await footer.boundingBox();
  const receipt = await page.getByRole('button', { name: 'View Receipt' }).locator('xpath=..').boundingBox();
  // It stood 16 px wider on each side: the footer's column had no inner padding.
  expect(Math.abs((button?.x ?? 0) - (receipt?.x ?? 99))).toBeLessThan(3);
  expect(Math.abs((button?.width ?? 0) - (receipt?.width ?? 99))).toBeLessThan(3);
  await context.close();
});
