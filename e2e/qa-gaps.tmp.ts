import { chromium, type Page } from 'playwright-core';
import { sessionStorageState, signInByApi } from './api.js';

const base = 'http://localhost:3501';
const out = '/tmp/gaps-qa/shots';
const step = process.argv[2] ?? 'all';

async function phone(browser: Awaited<ReturnType<typeof chromium.launch>>, who?: string) {
  const storageState = who ? sessionStorageState(base, await signInByApi(base, who)) : undefined;
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 1,
    isMobile: true,
    hasTouch: true,
    storageState,
  });
  const page = await context.newPage();
  page.on('console', (m) => m.type() === 'error' && console.log('console error:', m.text()));
  return page;
}
const shot = (page: Page, name: string, fullPage = true) => page.screenshot({ path: `${out}/${name}.png`, fullPage });

const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
try {
  if (step === 'gl' || step === 'all') {
    const m = await phone(browser, '+12135550105');
    await m.goto(`${base}/staff/location/SKY01/guestlist-events`);
    await m.getByRole('heading', { name: 'Guest List Events' }).waitFor();
    await m.waitForTimeout(500);
    await shot(m, 'gl-1-events');
    await m.getByRole('link', { name: 'Add Guest List Event' }).click();
    await m.getByRole('button', { name: 'Create Guest List Event' }).waitFor();
    await m.getByLabel('Event name').fill('   ');
    await m.getByLabel('Guest list capacity').fill('-3');
    await m.getByRole('button', { name: 'Create Guest List Event' }).click({ force: true });
    await m.waitForTimeout(500);
    await shot(m, 'gl-2-create-bad');
    await m.goto(`${base}/staff/location/SKY01/skyline-lounge/guestlist-event/edit/GLE-SKY-TONIGHT`);
    await m.getByLabel('Guest list capacity').waitFor();
    await m.getByLabel('Guest list capacity').fill('1');
    await m.getByRole('button', { name: /Update/ }).click();
    await m.waitForTimeout(1000);
    await shot(m, 'gl-3-edit-capacity-low');
    await m.goto(`${base}/staff/location/SKY01/guestlist-event/GLE-SKY-TONIGHT/guests`);
    await m.waitForTimeout(1500);
    await shot(m, 'gl-4-door');
  }
  if (step === 'door' || step === 'all') {
    const s = await phone(browser, '+12135550106');
    await s.goto(`${base}/staff/location/SKY01/guestlist-event/GLE-SKY-TONIGHT/guests`);
    await s.waitForTimeout(1500);
    await shot(s, 'door-1');
    const search = s.getByRole('searchbox').or(s.getByLabel(/search|name/i)).first();
    await search.fill('zzzz-nobody');
    await s.waitForTimeout(500);
    await shot(s, 'door-2-no-match');
    await search.fill('');
    const checkIn = s.locator('button:enabled', { hasText: 'Check In' }).first();
    await checkIn.dblclick();
    await s.waitForTimeout(1500);
    await shot(s, 'door-3-double-tap');
    await s.context().setOffline(true);
    await s.locator('button:enabled', { hasText: 'Check In' }).first().click();
    await s.waitForTimeout(2500);
    await shot(s, 'door-4-offline');
    await s.context().setOffline(false);
  }
  if (step === 'contests' || step === 'all') {
    const m = await phone(browser, '+12135550103');
    await m.goto(`${base}/staff/location/AD708/demo-bar/event/EVT-DEMO-SALSA/prizes`);
    await m.waitForTimeout(1500);
    await shot(m, 'c-1-prizes-empty');
    await m.goto(`${base}/staff/location/AD708/demo-bar/event/EVT-DEMO-TONIGHT/prizes`);
    await m.waitForTimeout(1500);
    await shot(m, 'c-2-prizes-tonight');
    await m.context().setOffline(true);
    const form = m.getByRole('form', { name: 'New prize' });
    await form.getByLabel('Name').fill('Offline prize');
    await form.getByLabel('Chance to win per draw (%)').fill('0');
    await form.getByLabel('Stock (in all)').fill('1');
    await form.getByRole('button', { name: 'Add prize' }).click();
    await m.waitForTimeout(2000);
    await shot(m, 'c-3-prizes-offline');
    await m.context().setOffline(false);
    await m.goto(`${base}/staff/location/AD708/demo-bar/event/NOPE/prizes`);
    await m.waitForTimeout(1500);
    await shot(m, 'c-4-prizes-404');
    const g = await phone(browser, '+12135550170');
    await g.goto(`${base}/vendor/demo-bar`);
    await g.waitForTimeout(1500);
    await shot(g, 'c-5-vendor', false);
    await g.getByRole('button', { name: 'Prizes' }).click();
    await g.waitForTimeout(1500);
    await shot(g, 'c-6-drawing', false);
    await g.goto(`${base}/vendor/demo-bar/rewards/EVT-DEMO-TONIGHT`);
    await g.waitForTimeout(1500);
    await shot(g, 'c-7-rewards');
    const st = await phone(browser, '+12135550104');
    await st.goto(`${base}/staff/location/AD708/claim-reward`);
    await st.waitForTimeout(1500);
    await st.getByLabel('Claim code').fill('   ');
    await st.getByRole('button', { name: 'Claim prize' }).click();
    await st.waitForTimeout(800);
    await shot(st, 'c-8-claim-empty');
    await st.goto(`${base}/staff/location/AD708/demo-bar/links`);
    await st.waitForTimeout(1500);
    await shot(st, 'c-9-links-as-staff');
    await m.goto(`${base}/staff/location/AD708/demo-bar/links`);
    await m.waitForTimeout(1500);
    await m.getByLabel('Code').fill('bad code!!');
    await m.getByLabel('Goes to').fill('javascript:alert(1)');
    await m.getByRole('button', { name: 'Create short link' }).click();
    await m.waitForTimeout(800);
    await shot(m, 'c-10-links-bad');
  }
} finally {
  await browser.close();
}
