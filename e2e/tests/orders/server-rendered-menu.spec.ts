import { endpointPath, updateProduct } from '@queueless/contracts';
import { expect, test } from '../../fixtures.js';

/**
 * The menu drawn on the server (decision 074): its Add buttons are in the first HTML, a tap before the app has started
 * is answered at once and added once (decision 098), and hostile product names are text on the server exactly as in the browser.
 */

/** A few of the web tests' XSS corpus (apps/web/src/test/xss-corpus.ts), as a venue's manager could name products. */
const hostileNames = [
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '"><svg onload=alert(1)>',
  '</script><script>alert(2)</script>',
];

test("the menu's first HTML has its Add buttons, and a tap before the app has started is answered and added once", async ({
  page,
  newVenue,
}) => {
  const venue = await newVenue();
  const lager = venue.product('House Lager');
  const first = await page.request.get(`/location/${venue.locationId}`);
  const html = await first.text();
  expect(html).toContain(`aria-label="Add House Lager" data-add="${lager.productId}"`);
  expect(html).toMatch(/<title>Main Bar · Queueless<\/title>/);
  // The app's code it names for idle time carries the Order Now bar's, found in this build's manifest (decision 101).
  const appCode = /data-app-code="([^"]*)"/.exec(html)?.[1]?.split(' ') ?? [];
  expect(appCode).toContainEqual(expect.stringMatching(/^\/assets\/order-footer-[\w-]+\.js$/));
  // And the review's, which it asks for when it keeps an Order Now (decision 102).
  const orderCode = /data-order-code="([^"]*)"/.exec(html)?.[1]?.split(' ') ?? [];
  expect(orderCode).toContainEqual(expect.stringMatching(/^\/assets\/order-pages-[\w-]+\.js$/));

  // The 21+ notice seen already this session (notice-first-paint.spec.ts covers a first visit).
  await page.context().addCookies([{ name: 'ql_21', value: '1', url: new URL(first.url()).origin }]);
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
  // Once the menu's first script listens (decision 098), the tap is answered on the server's HTML.
  await page.waitForFunction(() => (window as { __qlTaps?: { state: string } }).__qlTaps?.state === 'answering');
  const add = page.getByRole('button', { name: 'Add House Lager' });
  await add.click();
  await expect(page.getByRole('link', { name: /Order Now/ })).toContainText('$8.00');

  releaseApp();
  // The app's code arrives, runs and takes the tap: on a loaded machine that can take a while.
  await expect(page.getByRole('link', { name: /Order Now/ })).toContainText('$8.00', { timeout: 30_000 });
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
  // #root is the body's last element: its data, the templates and any notice come before it (issue 45).
  const root = html.slice(html.indexOf('<div id="root">'), html.indexOf('</body>'));
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

test("a price changed after the menu showed it: the review says so from the order made ahead and totals at the server's price, without reading the menu again", async ({
  newCustomerAtMenu,
}) => {
  const menuReads: string[] = [];
  const { venue, context, page } = await newCustomerAtMenu({
    onRequest: (method, pathname) => {
      if (method === 'GET' && pathname.endsWith('/products')) menuReads.push(pathname);
    },
  });
  const lager = venue.product('House Lager');
  await page.getByRole('button', { name: 'Add House Lager' }).click();
  await expect(page.getByRole('link', { name: /Order Now/ })).toContainText('$8.00');

  // The venue raises the price while the menu (and its cached answer) still says $8.00.
  const raised = await page.request.put(
    endpointPath(updateProduct, { vendorLocationId: venue.locationId, productId: lager.productId }),
    { headers: { authorization: `Bearer ${venue.superAdmin.idToken}` }, data: { price: '8.50' } },
  );
  expect(raised.status()).toBe(200);

  const readsBefore = menuReads.length;
  await page.getByRole('link', { name: /Order Now/ }).click();
  await expect(page).toHaveURL(new RegExp(`/location/${venue.locationId}/order/review$`));
  await expect(page.getByRole('status')).toHaveText('The price of House Lager changed from $8.00 to $8.50.');
  await expect(page.getByText('Subtotal').locator('..')).toContainText('$8.50');
  await expect(page.getByRole('button', { name: /Checkout/ })).toContainText('$8.50');
  // Said from the order's own line price (decision 074, issue 45): the review did not read the menu again.
  expect(menuReads.length).toBe(readsBefore);
  await context.close();
});

test('a product switched off after the menu showed it: the review takes it out of the cart and says so', async ({
  newCustomerAtMenu,
}) => {
  const { venue, context, page } = await newCustomerAtMenu();
  const lager = venue.product('House Lager');
  await page.getByRole('button', { name: 'Add House Lager' }).click();
  await expect(page.getByRole('link', { name: /Order Now/ })).toContainText('$8.00');

  const switchedOff = await page.request.put(
    endpointPath(updateProduct, { vendorLocationId: venue.locationId, productId: lager.productId }),
    { headers: { authorization: `Bearer ${venue.superAdmin.idToken}` }, data: { isAvailable: false } },
  );
  expect(switchedOff.status()).toBe(200);

  // The order made ahead is refused; the menu read again shows why, and the line leaves the cart.
  await page.getByRole('link', { name: /Order Now/ }).click();
  await expect(page).toHaveURL(new RegExp(`/location/${venue.locationId}/order/review$`));
  await expect(page.getByRole('status')).toHaveText(
    'Some items are no longer on the menu and were removed from your cart.',
  );
  await expect(page.getByRole('link', { name: 'Return to Menu' })).toBeVisible();
  await expect(page.getByRole('button', { name: /Checkout/ })).toBeDisabled();
  await context.close();
});
