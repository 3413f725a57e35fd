import type { Page } from '@playwright/test';
import { createPaidOrder, sessionStorageState } from '../../api.js';
import { phone } from '../../chromium.js';
import { expect, test } from '../../fixtures.js';

/**
 * The headings' words a phone broke across two lines ("operado/r"): for each heading, the words whose letters do not
 * all sit on one line. A name typed without spaces is allowed to break (tests/events/long-names); real words are not.
 */
async function brokenWords(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const broken: string[] = [];
    for (const heading of Array.from(document.querySelectorAll('main h1, main h2'))) {
      const walker = document.createTreeWalker(heading, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node.textContent ?? '';
        for (const match of text.matchAll(/\S+/g)) {
          const tops = new Set<number>();
          for (let i = match.index; i < match.index + match[0].length; i++) {
            const range = document.createRange();
            range.setStart(node, i);
            range.setEnd(node, i + 1);
            const rect = range.getClientRects()[0];
            if (rect) tops.add(Math.round(rect.top));
          }
          if (tops.size > 1) broken.push(`${heading.tagName} "${heading.textContent}": ${match[0]}`);
        }
      }
    }
    return broken;
  });
}

test('staff headings in Spanish at 390 px keep their words whole, the actions wrapping under them', async ({
  browser,
  baseURL,
  apiBase,
  newVenue,
  newPerson,
}, testInfo) => {
  test.setTimeout(300_000);
  const venue = await newVenue();
  const order = await createPaidOrder(apiBase, await newPerson(), {
    vendorLocationId: venue.locationId,
    cartItems: [{ productId: venue.product('House Lager').productId, quantity: 1 }],
  });
  const context = await browser.newContext({
    ...phone,
    baseURL,
    storageState: sessionStorageState(baseURL ?? '', venue.superAdmin),
    serviceWorkers: 'block',
  });
  await context.addCookies([{ name: 'ql_lang', value: 'es', url: baseURL ?? '' }]);
  const page = await context.newPage();
  const location = `/staff/location/${venue.locationId}`;
  // Pages with actions beside their heading, and a few without.
  for (const [name, path] of [
    ['operator', '/staff/operator'],
    ['locations', `/staff/venue/${venue.vendorId}/locations`],
    ['events', `${location}/${venue.vendorId}/events`],
    ['users', `${location}/${venue.vendorId}/users`],
    ['event-create', `${location}/${venue.vendorId}/event/create`],
    ['order', `${location}/order/${order.orderId}`],
    ['venue-payments', `/staff/venue/${venue.vendorId}/payments`],
    ['audit-log', `/staff/venue/${venue.vendorId}/audit-log`],
    ['menu-editor', `${location}/${venue.vendorId}/menu-editor`],
    ['stations', `${location}/${venue.vendorId}/stations`],
  ] as const) {
    await page.goto(path);
    await expect(page.locator('main h1').first()).toBeVisible({ timeout: 30_000 });
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await page.waitForLoadState('networkidle');
    await page.screenshot({ path: testInfo.outputPath(`${name}-es-390.png`), fullPage: false });
    expect(await brokenWords(page), path).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(390);
  }
  await context.close();
});
