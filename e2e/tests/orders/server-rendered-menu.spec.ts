import { endpointPath, updateProduct } from '@queueless/contracts';
import { expect, test } from '../../fixtures.js';

/**
 * The menu drawn on the server (decision 074): its Add buttons are in the first HTML, a tap before the app has started
 * is added once it has, and hostile product names are text on the server exactly as in the browser.
 */

/** A few of the web tests' XSS corpus (apps/web/src/test/xss-corpus.ts), as a venue's manager could name products. */
const hostileNames = [
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '"><svg onload=alert(1)>',
  '</script><script>alert(2)</script>',
];

test("the menu's first HTML has its Add buttons, and a tap before the app has started is added once", async ({
  page,
  newVenue,
}) => {
  const venue = await newVenue();
  const lager = venue.product('House Lager');
  const first = await page.request.get(`/location/${venue.locationId}`);
  const html = await first.text();
  expect(html).toContain(`aria-label="Add House Lager" data-add="${lager.productId}"`);
  expect(html).toMatch(/<title>Main Bar · Queueless<\/title>/);

  // The app's code held back, as on a slow phone network: the page is the server's HTML alone.
  let releaseApp = () => {};
  const appHeld = new Promise<void>((resolve) => {
    releaseApp = resolve;
  });
  await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
    await appHeld;
    await route.continue();
  });
  await page.goto(`/location/${venue.locationId}`, { waitUntil: 'commit' });
  const add = page.getByRole('button', { name: 'Add House Lager' });
  await add.click();
  await expect(page.getByRole('link', { name: /Order Now/ })).toHaveCount(0);

  releaseApp();
  await page
    .getByRole('dialog', { name: 'Must be 21+ to order alcoholic beverages.' })
    .getByRole('button', { name: 'I understand' })
    .click();
  await expect(page.getByRole('link', { name: /Order Now/ })).toContainText('$8.00');
  await expect(page.getByRole('button', { name: 'Add one more House Lager' })).toBeVisible();
  // Once, not again later.
  await page.waitForTimeout(500);
  await expect(page.getByRole('link', { name: /Order Now/ })).toContainText('$8.00');
});

test('hostile product names are text on the server and in the browser, and nothing in them runs', async ({
  page,
  newVenue,
}) => {
  const venue = await newVenue({
    products: hostileNames.map((name) => ({ name, productType: 'FOOD_ITEM' as const, priceCents: 500 })),
  });
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  const html = await (await page.request.get(`/location/${venue.locationId}`)).text();
  const root = html.slice(html.indexOf('<div id="root">'), html.indexOf('<script type="application/json"'));
  expect(root).toContain('&lt;img src=x onerror=alert(1)&gt;');
  expect(root).not.toMatch(/<(script|img src=x|svg onload)/);

  // As the server drew them, then once the app has taken over.
  await page.route(/\/assets\/index-[\w-]+\.js$/, (route) => route.abort());
  await page.goto(`/location/${venue.locationId}`);
  for (const name of hostileNames) await expect(page.getByRole('heading', { name, exact: true })).toBeVisible();
  await page.unroute(/\/assets\/index-[\w-]+\.js$/);
  await page.reload();
  await expect(page.getByRole('button', { name: `Add ${hostileNames[0]}` })).toBeVisible();
  for (const name of hostileNames) await expect(page.getByRole('heading', { name, exact: true })).toBeVisible();
  await page.getByRole('button', { name: `Add ${hostileNames[1]}` }).click();
  await expect(page.getByRole('link', { name: /Order Now/ })).toContainText('$5.00');
  expect(dialogs).toEqual([]);
});

test("a price changed after the menu showed it: the review says so and totals at the server's price", async ({
  newCustomerAtMenu,
}) => {
  const { venue, context, page } = await newCustomerAtMenu();
  const lager = venue.product('House Lager');
  await page.getByRole('button', { name: 'Add House Lager' }).click();
  await expect(page.getByRole('link', { name: /Order Now/ })).toContainText('$8.00');

  // The venue raises the price while the menu (and its cached answer) still says $8.00.
  const raised = await page.request.put(
    endpointPath(updateProduct, { vendorLocationId: venue.locationId, productId: lager.productId }),
    { headers: { authorization: `Bearer ${venue.superAdmin.idToken}` }, data: { price: '8.50' } },
  );
  expect(raised.status()).toBe(200);

  await page.getByRole('link', { name: /Order Now/ }).click();
  await expect(page).toHaveURL(new RegExp(`/location/${venue.locationId}/order/review$`));
  await expect(page.getByRole('status')).toHaveText('The price of House Lager changed from $8.00 to $8.50.');
  await expect(page.getByText('Subtotal').locator('..')).toContainText('$8.50');
  await expect(page.getByRole('button', { name: /Checkout/ })).toContainText('$8.50');
  await context.close();
});
