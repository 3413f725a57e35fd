import { join } from 'node:path';
import { endpointPath, getLocationQueue } from '@queueless/contracts';
import { expectAccessible, expectNoSidewaysScroll } from '../../axe.js';
import { expect, test } from '../../fixtures.js';

const shots = join(import.meta.dirname, '..', '..', '..', '.test-results', 'integrations');

/**
 * The Integrations page (issue 41, item 5; decision 089): an ADMIN makes a key, copies its secret once, sees the key
 * work and then revokes it (a key limited to the venue's location); adds a webhook, sees its secret once, sends a test
 * and reads its delivery, edits, disables, enables and deletes it; downloads the accountant's export of the vendor and
 * of one location. At 390×844 (the phone) and 1280 wide.
 */
test('an admin makes and revokes a key, adds, tests, edits, disables and deletes a webhook and downloads the export', async ({
  newVenue,
  newPhone,
  request,
}) => {
  const venue = await newVenue();
  const admin = await venue.staff('ADMIN');
  const page = await newPhone(admin);
  await page.goto(`/staff/venue/${venue.vendorId}`);
  await page.getByRole('link', { name: 'Integrations' }).click();
  await expect(page.getByRole('heading', { name: 'Integrations' })).toBeVisible();
  await expect(page.getByText('No keys yet.')).toBeVisible();
  await expect(page.getByText('No webhooks yet.')).toBeVisible();
  await expectAccessible(page, 'Integrations, empty');

  await page.getByLabel('Name').fill('Point of sale');
  await page
    .getByRole('group', { name: /Locations/ })
    .getByRole('checkbox', { name: venue.locationName })
    .check();
  await page.getByRole('button', { name: 'Create key' }).click();
  const secretBox = page.getByRole('status').filter({ hasText: 'Copy it now' });
  await expect(secretBox).toBeVisible();
  const secret = (await secretBox.locator('code').textContent()) ?? '';
  expect(secret).toMatch(/^qlk_/);
  await expect(page.getByText('Last used: Never')).toBeVisible();
  await expect(page.getByText(`Only ${venue.locationName}`)).toBeVisible();

  // The key works on a staff call of its scope, as `Authorization: Bearer`.
  const queuePath = endpointPath(getLocationQueue, { vendorLocationId: venue.locationId });
  const queue = await request.get(queuePath, { headers: { authorization: `Bearer ${secret}` } });
  expect(queue.status()).toBe(200);

  await page.getByLabel('Address (https://…)').fill('https://hooks.example.com/queueless');
  await page.getByRole('checkbox', { name: 'order.completed' }).check();
  await page.getByRole('button', { name: 'Add webhook' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'whsec_' })).toBeVisible();
  await expect(page.getByText('https://hooks.example.com/queueless')).toBeVisible();
  await page.getByRole('button', { name: 'Send test' }).click();
  await page.getByRole('button', { name: 'Deliveries' }).click();
  await expect(page.getByText('webhook.test')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Redeliver' })).toBeVisible();
  await expectAccessible(page, 'Integrations, with a key and a webhook');
  await expectNoSidewaysScroll(page, 'Integrations at 390');
  await page.screenshot({ path: join(shots, 'integrations-390.png'), fullPage: true });
  await page.setViewportSize({ width: 1280, height: 900 });
  await expectNoSidewaysScroll(page, 'Integrations at 1280');
  await page.screenshot({ path: join(shots, 'integrations-1280.png'), fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });

  // Edit the events, disable (no test can be sent), enable again.
  await page.getByRole('button', { name: 'Edit' }).click();
  const editing = page.getByRole('form', { name: 'Edit webhook' });
  await editing.getByRole('checkbox', { name: 'order.ready' }).check();
  await editing.getByRole('button', { name: 'Save webhook' }).click();
  await expect(editing).toBeHidden();
  await expect(page.getByText('order.paid, order.completed, order.ready', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Disable', exact: true }).click();
  await expect(page.getByText('Disabled', { exact: false })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Send test' })).toBeDisabled();
  await page.getByRole('button', { name: 'Enable', exact: true }).click();
  await expect(page.getByText('Enabled', { exact: true })).toBeVisible();

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download CSV' }).click();
  expect((await download).suggestedFilename()).toMatch(new RegExp(`^queueless-${venue.vendorId}-.*\\.csv$`));
  await page.getByLabel('Location').selectOption({ label: venue.locationName });
  const ofLocation = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download CSV' }).click();
  expect((await ofLocation).suggestedFilename()).toMatch(new RegExp(`^queueless-${venue.locationId}-.*\\.csv$`));

  await page.getByRole('button', { name: 'Delete', exact: true }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete webhook' }).click();
  await expect(page.getByText('No webhooks yet.')).toBeVisible();

  await page.getByRole('button', { name: 'Revoke Point of sale' }).click();
  await expect(page.getByText('No keys yet.')).toBeVisible();
  const refused = await request.get(queuePath, { headers: { authorization: `Bearer ${secret}` } });
  expect(refused.status()).toBe(401);
});
