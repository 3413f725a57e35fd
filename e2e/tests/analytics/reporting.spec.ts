import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { endpointPath, listAnalyticsWeeks } from '@queueless/contracts';
import { sessionStorageState } from '../../api.js';
import { demo, expect, test } from '../../fixtures.js';

const menu = '/staff/location/AD708?analytics_beta=1';
const reporting = '/staff/location/AD708/reporting?analytics_beta=1';

/**
 * The week's numbers are on screen. Checked on last week's, which the demo seed always fills: this week's may be
 * empty in its first hour (a week starts Sunday 00:00 in the venue's zone; a run then found "No Data Available").
 */
async function expectNumbers(page: Page) {
  await expect(page.getByText('No Data Available')).toHaveCount(0);
  await expect(page.locator('dt', { hasText: 'Revenue' }).locator('xpath=..').locator('dd').first()).toHaveText(
    /^\$[1-9][\d,]*\.\d{2}$/,
  );
}

test('a manager opens the dashboard from the menu, goes back a week, switches tabs and downloads the CSV (phone)', async ({
  sessions,
  newPhone,
}) => {
  const page = await newPhone(await sessions.signIn(demo.manager));
  await page.goto(menu);
  await page.getByRole('link', { name: /Analytics & Reporting/ }).click();
  await expect(page).toHaveURL(/\/staff\/location\/AD708\/reporting\?analytics_beta=1$/);
  await expect(page.getByRole('heading', { name: 'Analytics & Reporting' })).toBeVisible();
  const week = page.getByLabel('Week');
  await expect(week.locator('option:checked')).toHaveText(/^This week · /);
  await expect(page.getByRole('button', { name: 'Next week' })).toBeDisabled();
  // Every tab is on screen at 390 px (scrolled sideways, Product Performance sat out of sight with nothing to show it).
  for (const tab of await page.getByRole('tab').all()) await expect(tab).toBeInViewport({ ratio: 1 });

  await page.getByRole('button', { name: 'Previous week' }).click();
  await expect(week.locator('option:checked')).toHaveText(/^Last week · /);
  await expectNumbers(page);
  await expect(page.getByRole('button', { name: 'Next week' })).toBeEnabled();

  await page.getByRole('tab', { name: 'Sales Analytics' }).click();
  await expect(page.getByRole('tab', { name: 'Sales Analytics' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('heading', { name: 'Peak hours' })).toBeVisible();
  await expect(page.locator('figure canvas').first()).toBeVisible();
  await page.getByRole('tab', { name: 'User Insights' }).click();
  await expect(page.getByRole('heading', { name: 'New and returning customers' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Top customers' })).toBeVisible();
  await page.getByRole('tab', { name: 'Product Performance' }).click();
  await expect(page.getByRole('heading', { name: 'Top 5 products' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Top products by revenue' }).locator('tbody tr')).toHaveCount(5);

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export orders (CSV)' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^demo-bar-week-\d{4}-\d{2}-\d{2}-orders\.csv$/);
  const text = readFileSync(await download.path(), 'utf8');
  const lines = text.trim().split('\r\n');
  expect(lines[0]).toBe(
    'Order ID,Paid at,Location,Status,Customer,Product,Variant,Type,Quantity,Unit price,Line total,Order subtotal,Order tax,Order tip,Order total,Order refunded',
  );
  expect(lines.length).toBeGreaterThan(10);
});

test('the dashboard at desktop width, and the product table as CSV', async ({ browser, apiBase, sessions }) => {
  const context = await browser.newContext({
    viewport: { width: 1280, height: 900 },
    baseURL: apiBase,
    storageState: sessionStorageState(apiBase, await sessions.signIn(demo.manager)),
  });
  const page = await context.newPage();
  await page.goto(reporting);
  await page.getByRole('button', { name: 'Previous week' }).click();
  await expect(page.getByLabel('Week').locator('option:checked')).toHaveText(/^Last week · /);
  await expectNumbers(page);
  // The header lines up with the wide dashboard (it stayed 640 px wide, the logo 176 px in from the page's edge).
  const logOut = await page.getByRole('button', { name: 'Log out' }).boundingBox();
  const exportOrders = await page.getByRole('button', { name: 'Export orders (CSV)' }).boundingBox();
  expect(
    Math.abs((logOut?.x ?? 0) + (logOut?.width ?? 0) - ((exportOrders?.x ?? 0) + (exportOrders?.width ?? 0))),
  ).toBeLessThan(16);
  // The keyboard moves between the tabs with the arrows, Home and End (the ARIA tabs pattern), one Tab stop for all.
  await page.getByRole('tab', { name: 'Overview' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('tab', { name: 'Sales Analytics' })).toBeFocused();
  await expect(page.getByRole('tab', { name: 'Sales Analytics' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('heading', { name: 'Peak hours' })).toBeVisible();
  await page.keyboard.press('ArrowLeft');
  await expect(page.getByRole('tab', { name: 'Overview' })).toBeFocused();
  await page.keyboard.press('End');
  await expect(page.getByRole('tab', { name: 'Option Sales' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tab', { name: 'Option Sales' })).toBeFocused();
  await expect(page.locator('[role="tab"][tabindex="0"]')).toHaveCount(1);
  await page.getByRole('tab', { name: 'Product Performance' }).click();
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export products (CSV)' }).click();
  const text = readFileSync(await (await downloading).path(), 'utf8');
  expect(text.split('\r\n')[0]).toBe('Rank,Product,Variant,Type,Units sold,Orders,Revenue');
  expect(text.split('\r\n')[1]).toMatch(/^1,/);
  await context.close();
});

test('a STAFF member does not see the entry and is sent back from the page; the API refuses them', async ({
  newVenue,
  newPhone,
  request,
}) => {
  const venue = await newVenue();
  const location = `/staff/location/${venue.locationId}`;
  const staff = await venue.staff('STAFF');
  const page = await newPhone(staff);
  await page.goto(`${location}?analytics_beta=1`);
  await expect(page.getByRole('link', { name: 'Order History' })).toBeVisible();
  await expect(page.getByRole('link', { name: /Analytics & Reporting/ })).toHaveCount(0);
  await page.goto(`${location}/reporting?analytics_beta=1`);
  await expect(page).toHaveURL(new RegExp(`${location}\\?analytics_beta=1$`));
  const refused = await request.get(endpointPath(listAnalyticsWeeks, { vendorId: venue.vendorId }), {
    headers: { authorization: `Bearer ${staff.idToken}` },
  });
  expect(refused.status()).toBe(403);

  // Without the beta flag a manager sees no entry either.
  const manager = await newPhone(await venue.staff('MANAGER'));
  await manager.goto(location);
  await expect(manager.getByRole('link', { name: 'Staff Management' })).toBeVisible();
  await expect(manager.getByRole('link', { name: /Analytics & Reporting/ })).toHaveCount(0);
});
