import type { Page } from '@playwright/test';
import { expect, test } from '../../fixtures.js';

/**
 * Reflow (WCAG 1.4.4, 1.4.10): the menu, review and checkout at 200 % text size on a 390 px phone and at 400 % zoom
 * of a 1280 px desktop (320 CSS px), with no sideways scroll, and the card's expiry, CVC and ZIP showing what is typed
 * (issue 38, decision 083). 200 % text size is the root font size at 200 %: every rem-based length grows with it, as
 * with a browser's default font size setting.
 */
const sizes = [
  { name: '200 % text on a 390 px phone', width: 390, height: 844, fontSize: '200%' },
  { name: '400 % of a 1280 px desktop', width: 320, height: 256, fontSize: '100%' },
];

async function zoom(page: Page, fontSize: string) {
  await page.evaluate((size) => {
    document.documentElement.style.fontSize = size;
  }, fontSize);
}

async function sidewaysScroll(page: Page) {
  return page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
}

for (const size of sizes) {
  test(`menu, review and checkout reflow at ${size.name}`, async ({ newPerson, newPhone, newVenue }) => {
    const venue = await newVenue({
      products: [
        { name: 'West Coast Double Dry Hopped IPA', productType: 'ALCOHOLIC_ITEM', priceCents: 900 },
        { name: 'House Lager', productType: 'ALCOHOLIC_ITEM', priceCents: 800 },
      ],
    });
    const page = await newPhone(await newPerson());
    await page.setViewportSize({ width: size.width, height: size.height });
    await page.goto(`/location/${venue.locationId}`);
    await page.getByRole('button', { name: 'I understand' }).click();
    await zoom(page, size.fontSize);
    const name = page.getByRole('heading', { name: 'West Coast Double Dry Hopped IPA' });
    await expect(name).toBeVisible();
    // The whole name shows: nothing cut with an ellipsis or hidden past its box.
    expect(await name.evaluate((element) => element.scrollHeight <= element.clientHeight + 1)).toBe(true);
    expect(await sidewaysScroll(page), 'the menu scrolls sideways').toBeLessThanOrEqual(0);

    await page.getByRole('button', { name: 'Add House Lager' }).click();
    await page.getByRole('link', { name: /Order Now/ }).click();
    await expect(page.getByRole('heading', { name: 'Order Review' })).toBeVisible();
    await zoom(page, size.fontSize);
    await expect(page.getByRole('button', { name: /Checkout/ })).toBeEnabled();
    expect(await sidewaysScroll(page), 'the review scrolls sideways').toBeLessThanOrEqual(0);

    await page.getByRole('button', { name: /Checkout/ }).click();
    await expect(page.getByRole('heading', { name: 'Checkout' })).toBeVisible();
    await zoom(page, size.fontSize);
    await page.getByLabel('Expiry').fill('12/30');
    await page.getByLabel('CVC').fill('123');
    await page.getByLabel('ZIP').fill('90015');
    for (const label of ['Expiry', 'CVC', 'ZIP']) {
      const fits = await page
        .getByLabel(label, { exact: true })
        .evaluate((input) => input.scrollWidth <= input.clientWidth);
      expect(fits, `${label} shows what was typed`).toBe(true);
    }
    expect(await sidewaysScroll(page), 'the checkout scrolls sideways').toBeLessThanOrEqual(0);
  });
}
