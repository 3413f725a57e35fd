import { chromium } from 'playwright-core';
import { sessionStorageState, signInByApi } from './api.js';

const base = 'http://localhost:3171';
const signedIn = await signInByApi(base, '+12135550103');
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
for (const [name, viewport, mobile] of [
  ['phone', { width: 390, height: 844 }, true],
  ['desktop', { width: 1280, height: 900 }, false],
] as const) {
  const context = await browser.newContext({
    viewport,
    deviceScaleFactor: mobile ? 2 : 1,
    isMobile: mobile,
    storageState: sessionStorageState(base, signedIn),
  });
  const page = await context.newPage();
  page.on('console', (m) => {
    if (m.type() === 'error') console.log('console', m.text());
  });
  await page.goto(`${base}/staff/location/AD708/reporting?analytics_beta=1`);
  await page.locator('figcaption', { hasText: 'Revenue by day' }).waitFor({ timeout: 30000 });
  await page.waitForTimeout(800);
  await page.screenshot({ path: `/tmp/analytics-${name}-overview.png`, fullPage: true });
  for (const tab of ['Sales Analytics', 'User Insights', 'Product Performance']) {
    await page.getByRole('tab', { name: tab }).click();
    await page.waitForTimeout(800);
    await page.screenshot({ path: `/tmp/analytics-${name}-${tab.split(' ')[0]}.png`, fullPage: true });
  }
  await context.close();
}
await browser.close();
