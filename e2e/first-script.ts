import type { Page } from '@playwright/test';

/** The app's entry script, as the build names it. */
const APP_ENTRY = /\/assets\/index-[\w-]+\.js$/;

/** Holds the requests for `url` until the returned function is called. */
async function hold(page: Page, url: RegExp): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(url, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

/**
 * Holds the app's entry script until the returned function is called, as a slow phone network would: the menu is the
 * server's HTML and its first script alone until then (decision 098).
 */
export const holdApp = (page: Page) => hold(page, APP_ENTRY);
