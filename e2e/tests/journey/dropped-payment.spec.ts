import type { Order } from '@queueless/contracts';
import { expect, openMenuSeeingEveryRequest, test } from '../../fixtures.js';

/** A customer of this journey only, so their order history holds only what it made. */
const customerPhone = '+12135550175';

test('a payment whose answer is lost on the way is charged once: the second tap finishes the same order', async ({
  browser,
  baseURL,
  request,
  sessions,
}) => {
  const customer = await sessions.signIn(customerPhone);
  // This journey routes the payment's request: no service worker may make it out of the page's sight.
  const { context, page } = await openMenuSeeingEveryRequest(browser, baseURL, customer);
  await page.getByRole('button', { name: 'Add House Lager' }).click();
  await page.getByRole('link', { name: /Order Now/ }).click();
  await page.getByRole('button', { name: /^Checkout/ }).click();
  await page.getByLabel('I agree to the Terms and Conditions.').check();
  await page.getByLabel(/I am 21 or older/).check();
  await page.getByLabel('Cardholder name').fill('Casey Customer');
  await page.getByLabel('Card number').fill('4242 4242 4242 4242');
  await page.getByLabel('Expiry').fill('12/30');
  await page.getByLabel('CVC').fill('123');
  await page.getByLabel('ZIP').fill('90015');

  // The first confirm reaches the server and is paid there, but its answer never reaches the phone.
  const confirms: number[] = [];
  await page.route('**/payment-service/v1/simulated/payment-intents/*/confirm', async (route) => {
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
  await expect(page).toHaveURL(/\/location\/AD708\/order\/[A-Z0-9]+\/status$/);
  await expect(page.getByRole('img', { name: /QR code of order/ })).toBeVisible();
  expect(confirms).toHaveLength(2);

  // One order, paid once: the history holds exactly this order, PAID, for one House Lager with its tip and tax.
  const orderId = new URL(page.url()).pathname.split('/').at(-2) ?? '';
  const history = await request.get(`/order-service/v1/users/${customer.user.userId}/orders`, {
    headers: { authorization: `Bearer ${customer.idToken}` },
  });
  expect(history.ok()).toBe(true);
  const { items } = (await history.json()) as { items: Order[] };
  const paid = items.filter((order) => order.status !== 'IN_PROGRESS');
  expect(paid.map((order) => order.orderId)).toEqual([orderId]);
  expect(paid[0]?.status).toBe('PAID');
  expect(paid[0]?.cartItems.map((line) => [line.productId, line.quantity])).toEqual([['AD708-LAGER', 1]]);
  await context.close();
});
