import { chromium } from 'playwright';
import { createPaidOrder, sessionStorageState, signInByApi } from './api.ts';

const base = process.env.BASE ?? 'http://127.0.0.1:3480';
const out = '/work/notes/shots';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
const phone = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true };
const laptop = { viewport: { width: 1280, height: 800 } };
async function shot(ctx: Awaited<ReturnType<typeof browser.newContext>>, path: string, file: string, act?: (p: import('playwright').Page) => Promise<void>) {
  const page = await ctx.newPage();
  await page.goto(base + path, { waitUntil: 'load' });
  await page.waitForTimeout(2500);
  if (act) await act(page);
  await page.screenshot({ path: `${out}/${file}.png` });
  console.log('shot', file, page.url());
  await page.close();
}
const customer = await signInByApi(base, '+12135550120');
const staff = await signInByApi(base, '+12135550104');
const manager = await signInByApi(base, '+12135550103');
const order = await createPaidOrder(base, customer, { cartItems: [{ productId: 'AD708-LAGER', quantity: 2 }, { productId: 'AD708-BURGER', quantity: 1 }] }).catch(async (e) => { console.log(String(e)); return createPaidOrder(base, customer, { cartItems: [{ productId: 'AD708-LAGER', quantity: 2 }] }); });
const anon = await browser.newContext(phone);
await shot(anon, '/location/AD708', 'menu-390', async (p) => { const b = p.getByRole('button', { name: 'I understand' }); if (await b.isVisible().catch(() => false)) await b.click(); await p.waitForTimeout(400); });
const staffPhone = await browser.newContext({ ...phone, storageState: sessionStorageState(base, staff) });
await shot(staffPhone, '/staff/location/AD708/queue', 'queue-390');
await shot(staffPhone, `/staff/location/AD708/order/${order.orderId}`, 'order-refund-items-390', async (p) => {
  await p.getByRole('button', { name: /more|actions|menu/i }).first().click().catch(() => {});
  await p.getByRole('menuitem', { name: 'Refund Items' }).click().catch(async () => p.getByText('Refund Items').click());
  await p.waitForTimeout(600);
  const plus = p.getByRole('button', { name: /Add one|more|\+/ }).first();
  await plus.click().catch(() => {});
  await p.waitForTimeout(800);
});
const staffLaptop = await browser.newContext({ ...laptop, storageState: sessionStorageState(base, staff) });
await shot(staffLaptop, '/staff/location/AD708/queue', 'queue-1280');
const mgr = await browser.newContext({ ...laptop, storageState: sessionStorageState(base, manager) });
await shot(mgr, '/staff/location/AD708/demo-bar/menu-editor', 'menu-editor-copy-1280', async (p) => {
  await p.getByRole('button', { name: /Copy from another location/ }).click().catch((e) => console.log(String(e)));
  await p.waitForTimeout(800);
  const sel = p.getByRole('combobox').first();
  await sel.selectOption({ index: 1 }).catch(() => {});
  await p.waitForTimeout(1200);
});
const custCtx = await browser.newContext({ ...phone, storageState: sessionStorageState(base, customer) });
await shot(custCtx, `/location/AD708/order/${order.orderId}/status`, 'status-390');
await browser.close();
