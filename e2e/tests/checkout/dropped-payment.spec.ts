import type { Order } from '@queueless/contracts';
import { confirmSimulatedPayment, createOrder, endpointPath, listOrders } from '@queueless/contracts';
import { expect, fillCard, test } from '../../fixtures.js';

test('a payment whose answer is lost on the way is charged once: the second tap finishes the same order', async ({
  request,
  newCustomerAtMenu,
}) => {
  // This journey routes the payment's request: no service worker may make it out of the page's sight.
  const { venue, customer, context, page } = await newCustomerAtMenu();
  await page.getByRole('button', { name: 'Add House Lager' }).click();
  await page.getByRole('link', { name: /Order Now/ }).click();
  await page.getByRole('button', { name: /^Checkout/ }).click();
  await page.getByLabel('I agree to the Terms and Conditions.').check();
  await page.getByLabel(/I am 21 or older/).check();
  await fillCard(page);

  // The first confirm reaches the server and is paid there, but its answer never reaches the phone.
  const confirms: number[] = [];
  await page.route(`**${endpointPath(confirmSimulatedPayment, { paymentIntentId: '*' })}`, async (route) => {
    confirms.push(Date.now());
    if (confirms.length === 1) {
      const answered = await route.fetch();
      expect(answered.status()).toBe(200);
      await route.abort('connectionreset');
    } else {
      await route.continue();
    }
  });
  const pay = page.getByRole('button', { name: /^Pay \$/ });
  await pay.click();
  await expect(page.getByRole('alert').first()).toBeVisible();
  // The money may have moved: the page says to tap Pay again, not that the payment failed.
  await expect(page.getByText(/We lost the connection while paying\. Tap Pay again/)).toBeVisible();
  await expect(page.getByText('Payment was not successful.')).toHaveCount(0);
  await expect(page).toHaveURL(/\/order\/checkout$/);

  // The signal is back: the customer taps Pay again and gets the pickup code of the same order.
  await pay.click();
  await expect(page).toHaveURL(new RegExp(`/location/${venue.locationId}/order/[A-Z0-9]+/status$`));
  await expect(page.getByRole('img', { name: /QR code of order/ })).toBeVisible();
  expect(confirms).toHaveLength(2);

  // One order, paid once: the history holds exactly this order, PAID, for one House Lager with its tip and tax.
  const orderId = new URL(page.url()).pathname.split('/').at(-2) ?? '';
  const history = await request.get(endpointPath(listOrders, { userId: customer.user.userId }), {
    headers: { authorization: `Bearer ${customer.idToken}` },
  });
  expect(history.ok()).toBe(true);
  const { items } = (await history.json()) as { items: Order[] };
  const paid = items.filter((order) => order.status !== 'IN_PROGRESS');
  expect(paid.map((order) => order.orderId)).toEqual([orderId]);
  expect(paid[0]?.status).toBe('PAID');
  expect(paid[0]?.cartItems.map((line) => [line.productId, line.quantity])).toEqual([
    [venue.product('House Lager').productId, 1],
  ]);
  await context.close();
});

test("an order whose create's answer is lost is the one paid: the retry sends the same key and gets it back", async ({
  newCustomerAtMenu,
}) => {
  // This journey routes the order's create: no service worker may make it out of the page's sight.
  const { venue, customer, context, page } = await newCustomerAtMenu();
  // The first create reaches the server and makes the order, but its answer never reaches the phone.
  const creates: { key: string | null; orderId?: string }[] = [];
  await page.route(`**${endpointPath(createOrder, { userId: customer.user.userId })}`, async (route) => {
    if (route.request().method() !== 'POST') return route.continue();
    const key = await route.request().headerValue('idempotency-key');
    if (creates.length === 0) {
      const answered = await route.fetch();
      expect(answered.status()).toBe(201);
      creates.push({ key, orderId: ((await answered.json()) as { order: Order }).order.orderId });
      return route.abort('connectionreset');
    }
    creates.push({ key });
    return route.continue();
  });

  // 'Order Now' makes the order ahead; its answer is lost, so the Checkout tap makes it again, with the same key.
  await page.getByRole('button', { name: 'Add House Lager' }).click();
  await page.getByRole('link', { name: /Order Now/ }).click();
  await page.getByRole('button', { name: /^Checkout/ }).click();
  await expect(page.getByLabel('Card number')).toBeVisible();
  expect(creates).toHaveLength(2);
  expect(creates[0]?.key).toMatch(/^[A-Za-z0-9_-]{8,100}$/);
  expect(creates[1]?.key).toBe(creates[0]?.key);

  await page.getByLabel('I agree to the Terms and Conditions.').check();
  await page.getByLabel(/I am 21 or older/).check();
  await fillCard(page);
  await page.getByRole('button', { name: /^Pay \$/ }).click();
  // The order paid is the one the lost answer was about: no second order was made.
  await expect(page).toHaveURL(new RegExp(`/location/${venue.locationId}/order/${creates[0]?.orderId}/status$`));
  await expect(page.getByRole('img', { name: /QR code of order/ })).toBeVisible();
  await context.close();
});
