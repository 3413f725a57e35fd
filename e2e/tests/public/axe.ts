import { expect, type Page } from '@playwright/test';

export { expectAccessible } from '../../axe.js';

/** Nothing is wider than the screen (no sideways scrolling). */
export async function expectNoSidewaysScroll(page: Page, what: string) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, `${what} scrolls sideways`).toBeLessThanOrEqual(0);
}
