import type { Page } from '@playwright/test';
import { createPaidOrder, sessionStorageState } from '../../api.js';
import { phone } from '../../chromium.js';
import { expect, test } from '../../fixtures.js';

/**
 * No string left behind (issue 44 item 4): the app in Lingui's pseudo-locale, where every message of the catalogues
 * reads "Ōŕďēŕ Ńōŵ". A visible text (or an aria-label, placeholder, title or alt) that still has a run of plain letters
 * was not wrapped in a message, unless it is data: any string the API answered during the run (product and venue
 * names, a person's name) or the page's data island, a brand, or an element marked `translate="no"`.
 */
const brands = ['Queueless', 'Stripe', 'Apple Pay', 'Google Pay', 'Lusiv', 'English', 'Español', 'Leaflet'];
const acronyms = /\b(CSV|API|SMS|NFC|URL|PDF|PNG|JSON|CVC|ZIP|QR|ID|AM|PM|UTC|USD)\b/gi;

type Collected = { data: Set<string> };

function collectData(page: Page, collected: Collected) {
  const add = (value: unknown): void => {
    if (typeof value === 'string') {
      if (value.trim().length >= 2) collected.data.add(value.trim());
    } else if (Array.isArray(value)) value.forEach(add);
    else if (value && typeof value === 'object') Object.values(value).forEach(add);
  };
  page.on('response', async (response) => {
    if (!(response.headers()['content-type'] ?? '').includes('application/json')) return;
    try {
      add(await response.json());
    } catch {
      // A body already gone (a navigation away) holds nothing to check against.
    }
  });
  return add;
}

/** Every visible text and labelling attribute that still reads as plain English once data is taken out. */
async function unwrappedTexts(page: Page, collected: Collected): Promise<string[]> {
  const island = await page
    .locator('#ql-page-data')
    .textContent({ timeout: 100 })
    .catch(() => null);
  if (island) {
    try {
      const walk = (value: unknown): void => {
        if (typeof value === 'string' && value.trim().length >= 2) collected.data.add(value.trim());
        else if (Array.isArray(value)) value.forEach(walk);
        else if (value && typeof value === 'object') Object.values(value).forEach(walk);
      };
      walk(JSON.parse(island));
    } catch {
      // Not JSON: nothing to add.
    }
  }
  const texts = await page.evaluate(() => {
    const out: string[] = [];
    // Words marked as another language than the page's (a Spanish field's label, the switch's "Español") are not the
    // page's messages.
    const pageLang = document.documentElement.lang;
    const visible = (element: Element) =>
      !element.closest('[translate="no"], script, style, noscript, template') &&
      (element.closest('[lang]')?.getAttribute('lang') ?? pageLang) === pageLang &&
      (element as HTMLElement).checkVisibility?.({ visibilityProperty: true, opacityProperty: false }) !== false;
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.trim();
      if (text && node.parentElement && visible(node.parentElement)) out.push(text);
    }
    for (const element of Array.from(document.querySelectorAll('[aria-label], [placeholder], [title], img[alt]'))) {
      if (!visible(element)) continue;
      for (const name of ['aria-label', 'placeholder', 'title', 'alt']) {
        const value = element.getAttribute(name)?.trim();
        if (value) out.push(value);
      }
    }
    return out;
  });
  // Data may be shown in capitals ("PATIO" for a table named Patio): compared without case.
  const data = [...collected.data, ...brands].map((value) => value.toLowerCase()).sort((a, b) => b.length - a.length);
  const offending = new Set<string>();
  for (const text of texts) {
    // An address or a path shown as it is (a link's target) is not a message.
    if (/^(https?:\/\/|\/)\S*$/.test(text)) continue;
    let rest = text.toLowerCase();
    for (const value of data) if (rest.includes(value)) rest = rest.split(value).join(' ');
    rest = rest.replace(acronyms, ' ');
    if (/[A-Za-z]{3,}/.test(rest)) offending.add(text);
  }
  return [...offending];
}

async function expectAllWrapped(page: Page, collected: Collected, where: string) {
  await page.waitForLoadState('load');
  // The page settles (its data arrives, nothing is loading any more), then holds: checked again until it does or the
  // wait runs out. Not 'networkidle': a live page keeps its event stream open.
  await expect
    .poll(
      async () => {
        const loading = await page.locator('[aria-busy="true"]:visible').count();
        return loading > 0 ? ['(still loading)'] : unwrappedTexts(page, collected);
      },
      { message: `visible English left on ${where}`, timeout: 30_000 },
    )
    .toEqual([]);
}

test('every page a customer and the staff open is in the catalogue (pseudo-locale)', async ({
  browser,
  baseURL,
  apiBase,
  newVenue,
  newPerson,
}) => {
  // Some twenty pages, each checked until it settles: a ceiling for a loaded machine.
  test.setTimeout(600_000);
  const venue = await newVenue();
  const customer = await newPerson();
  const collected: Collected = { data: new Set() };

  // A customer, signed in, from the menu to the order's page.
  const context = await browser.newContext({
    ...phone,
    baseURL,
    storageState: sessionStorageState(baseURL ?? '', customer),
    serviceWorkers: 'block',
  });
  await context.addCookies([{ name: 'ql_lang', value: 'pseudo', url: baseURL ?? '' }]);
  const page = await context.newPage();
  collectData(page, collected);
  await page.goto(`/location/${venue.locationId}?lang=pseudo`);
  await expect(page.getByRole('dialog')).toBeVisible();
  await expectAllWrapped(page, collected, 'the menu with its 21+ notice');
  await page.getByRole('dialog').getByRole('button').last().click();
  await expect(page.getByRole('dialog')).toBeHidden();
  await expectAllWrapped(page, collected, 'the menu');
  await page.locator('button[data-add]').first().click();
  await expectAllWrapped(page, collected, 'the menu with a cart');
  for (const path of [`/location/${venue.locationId}/order/review`, `/location/${venue.locationId}/order/checkout`]) {
    await page.goto(path);
    await expectAllWrapped(page, collected, path);
  }
  const order = await createPaidOrder(apiBase, customer, {
    vendorLocationId: venue.locationId,
    cartItems: [{ productId: venue.product('House Lager').productId, quantity: 1 }],
  });
  for (const path of [
    `/location/${venue.locationId}/order/${order.orderId}/status`,
    '/order/history',
    '/account',
    `/vendor/${venue.vendorId}`,
  ]) {
    await page.goto(path);
    await expectAllWrapped(page, collected, path);
  }
  await context.close();

  // Signed out: the sign-in page.
  const visitor = await browser.newContext({ ...phone, baseURL, serviceWorkers: 'block' });
  await visitor.addCookies([{ name: 'ql_lang', value: 'pseudo', url: baseURL ?? '' }]);
  const signIn = await visitor.newPage();
  collectData(signIn, collected);
  for (const path of ['/signin', '/staff/signin', '/this/does/not/exist']) {
    await signIn.goto(path);
    await expectAllWrapped(signIn, collected, path);
  }
  await visitor.close();

  // The staff's pages, at a laptop's width.
  const staffContext = await browser.newContext({
    viewport: { width: 1280, height: 900 },
    baseURL,
    storageState: sessionStorageState(baseURL ?? '', venue.superAdmin),
    serviceWorkers: 'block',
  });
  await staffContext.addCookies([{ name: 'ql_lang', value: 'pseudo', url: baseURL ?? '' }]);
  const staff = await staffContext.newPage();
  collectData(staff, collected);
  const location = `/staff/location/${venue.locationId}`;
  for (const path of [
    '/staff/locations',
    location,
    `${location}/inventory`,
    `${location}/orders`,
    `${location}/order/${order.orderId}`,
    `${location}/reporting`,
    `${location}/guestlist-events`,
    `${location}/${venue.vendorId}/menu-editor`,
    `${location}/${venue.vendorId}/links`,
    `${location}/${venue.vendorId}/devices`,
    `${location}/${venue.vendorId}/users`,
    `${location}/${venue.vendorId}/events`,
    `${location}/${venue.vendorId}/event/create`,
    `${location}/scan`,
    `${location}/print`,
    `${location}/${venue.vendorId}/stations`,
    '/staff/operator',
    '/staff/operator/payments',
  ]) {
    await staff.goto(path);
    await expectAllWrapped(staff, collected, path);
  }
  await staffContext.close();
});
