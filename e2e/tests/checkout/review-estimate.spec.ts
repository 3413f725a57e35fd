import { createOrder, endpointPath } from '@queueless/contracts';
import { expect, test } from '../../fixtures.js';

// The review reads neither the location nor the menu again, however long the person looked at the menu: the menu
// page's copies are what it showed, and the order made ahead is the server's word on the cart (decision 074, issue 45).
test("the review's tax estimate and checkout's payment form come with the menu's page: no call before the order", async ({
  newCustomerAtMenu,
}) => {
  // This journey counts the API calls: no service worker may make one out of the page's sight.
  const apiCalls: string[] = [];
  const { customer, context, page } = await newCustomerAtMenu({
    onRequest: (method, pathname) => {
      if (/-service\/v\d+\//.test(pathname)) apiCalls.push(`${method} ${pathname}`);
    },
  });
  await page.getByRole('button', { name: 'Add House Lager' }).click();
  await page.getByRole('button', { name: 'Add one more House Lager' }).click();
  await page.getByRole('link', { name: /Order Now/ }).click();

  // Two House Lagers at $8.00, taxed at the venue's 9.75 %: $1.56, worked out from the rate the page carries.
  await expect(page.getByRole('heading', { name: 'Order Review' })).toBeVisible();
  await expect(page.getByText('Estimated tax').locator('..')).toContainText('$1.56');
  // The one call is the order, made as the review opens (issue 16): its lines' prices are what a price that moved
  // since the menu showed it is said from (decision 074, issue 45), so the menu is not read again. The estimate
  // needed none.
  const ordersPath = endpointPath(createOrder, { userId: customer.user.userId });
  const asOpened = [`POST ${ordersPath}`];
  await expect.poll(() => [...apiCalls]).toEqual(asOpened);
  await page.getByLabel('Quantity of House Lager').selectOption('1');
  await expect(page.getByText('Estimated tax').locator('..')).toContainText('$0.78');
  expect([...apiCalls]).toEqual(asOpened);

  // The cart changed after the order was made: the Checkout tap updates that order (no second one), the server's
  // own price and tax agree with the estimate, and checkout's payment form needed no config call.
  await page.getByRole('button', { name: /^Checkout/ }).click();
  await expect(page.getByLabel('Card number')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Order Summary' })).toContainText('$0.78');
  expect(apiCalls.filter((call) => !call.startsWith('GET'))).toEqual([
    `POST ${ordersPath}`,
    expect.stringMatching(new RegExp(`^PUT ${ordersPath}/\\w+$`)),
  ]);
  expect(apiCalls.filter((call) => call.startsWith('GET'))).toEqual([]);
  await context.close();
});

test("the order is made as the review opens, the Checkout tap goes on with it without another call, and the status page's code comes ahead", async ({
  newCustomerAtMenu,
}) => {
  const orderCalls: string[] = [];
  const assetRequests: string[] = [];
  const { customer, context, page } = await newCustomerAtMenu({
    onRequest: (method, pathname) => {
      if (/-service\/v\d+\//.test(pathname) && pathname.includes('/orders')) orderCalls.push(`${method} ${pathname}`);
      if (pathname.startsWith('/assets/')) assetRequests.push(pathname);
    },
  });
  await page.getByRole('button', { name: 'Add House Lager' }).click();
  await page.getByRole('link', { name: /Order Now/ }).click();
  await expect(page.getByRole('heading', { name: 'Order Review' })).toBeVisible();
  const ordersPath = endpointPath(createOrder, { userId: customer.user.userId });
  await expect.poll(() => orderCalls).toEqual([`POST ${ordersPath}`]);

  await page.getByRole('button', { name: /^Checkout/ }).click();
  await expect(page.getByLabel('Card number')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Order Summary' })).toContainText('$8.00');
  expect(orderCalls).toEqual([`POST ${ordersPath}`]);
  // The status page's code is fetched (not run) as checkout opens, from the files the menu's HTML named, so Pay on
  // an empty cache does not wait for it after the payment's answer.
  const statusCode = page.locator('link[rel="prefetch"][href^="/assets/status-"]');
  await expect(statusCode).toHaveCount(1);
  const statusCodeUrl = new URL((await statusCode.getAttribute('href')) ?? '', page.url()).pathname;
  await expect.poll(() => assetRequests).toContain(statusCodeUrl);

  // Back to the review and on again: the same order, still no second one.
  await page.getByRole('link', { name: 'Back to order review' }).click();
  await expect(page.getByRole('heading', { name: 'Order Review' })).toBeVisible();
  await page.getByRole('button', { name: /^Checkout/ }).click();
  await expect(page.getByLabel('Card number')).toBeVisible();
  expect(orderCalls.filter((call) => call.startsWith('POST'))).toHaveLength(1);
  await context.close();
});
