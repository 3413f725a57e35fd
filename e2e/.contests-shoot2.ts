import { chromium } from 'playwright-core';
import { sessionStorageState, signInByApi } from './api.js';

const base = 'http://localhost:3151';
const s = await signInByApi(base, '+12135550163');
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const ctx = await browser.newContext({
  viewport: { width: 390, height: 844 },
  isMobile: true,
  hasTouch: true,
  storageState: sessionStorageState(base, s),
});
const page = await ctx.newPage();
await page.goto(base + '/vendor/demo-bar');
await page.waitForSelector('text=Friday Night Live');
await page.getByRole('button', { name: 'Prizes' }).click();
await page.waitForSelector('text=Tickets: 1');
await page.screenshot({ path: '/tmp/contests-shots/dialog-signed.png' });
await page.getByRole('checkbox').check();
await page.getByRole('button', { name: 'Try Your Luck' }).click();
await page.waitForTimeout(1200);
await page.screenshot({ path: '/tmp/contests-shots/dialog-video.png' });
await page.waitForSelector('text=You won!', { timeout: 15000 });
await page.screenshot({ path: '/tmp/contests-shots/dialog-won.png' });
await page.getByRole('button', { name: 'Awesome' }).click();
await page.screenshot({ path: '/tmp/contests-shots/dialog-after.png' });
await page.goto(base + '/vendor/demo-bar/rewards/EVT-DEMO-TONIGHT');
await page.waitForSelector('[data-testid=claim-code]');
await page.waitForTimeout(800);
await page.screenshot({ path: '/tmp/contests-shots/rewards.png', fullPage: true });
await page.goto(base + '/account');
await page.waitForSelector('text=Recent Rewards');
await page.waitForTimeout(800);
await page.screenshot({ path: '/tmp/contests-shots/account.png', fullPage: true });
const st = await signInByApi(base, '+12135550104');
const ctx2 = await browser.newContext({
  viewport: { width: 390, height: 844 },
  isMobile: true,
  storageState: sessionStorageState(base, st),
});
const p2 = await ctx2.newPage();
await p2.goto(base + '/staff/location/AD708');
await p2.waitForTimeout(1500);
await p2.screenshot({ path: '/tmp/contests-shots/staff-menu.png', fullPage: true });
await p2.goto(base + '/staff/location/AD708/claim-reward');
await p2.waitForTimeout(1500);
await p2.screenshot({ path: '/tmp/contests-shots/staff-claim.png', fullPage: true });
await browser.close();
