import type { Page } from '@playwright/test';
import type { Order } from '@queueless/contracts';
import { completeOrder, endpointPath } from '@queueless/contracts';
import { expect, fillCard, signInThroughPage, test } from '../../fixtures.js';

/** The demo bar's main menu: its categories, sold-out and hidden items and sized T-shirt are what the first journey reads. */
const DEMO_LOCATION = 'AD708';

/** A location's menu, the alcohol warning seen and closed. */
async function openMenu(page: Page, locationId: string) {
  await page.goto(`/location/${locationId}`);
  const warning = page.getByRole('dialog', { name: 'Must be 21+ to order alcoholic beverages.' });
  await expect(warning).toBeVisible();
  await expect(
    warning.getByText('Valid ID Required. No refunds will be issued for alcohol orders placed by minors.'),
  ).toBeVisible();
  await expect(warning.getByText('Please drink responsibly.')).toBeVisible();
  await warning.getByRole('button', { name: 'I understand' }).click();
  await expect(warning).toBeHidden();
}

/** From the menu's 'Order Now' through sign-in to the review page, then on to checkout. */
async function orderAndSignIn(page: Page, phoneNumber: string, locationId: string) {
  await page.getByRole('link', { name: /Order Now/ }).click();
  await expect(page).toHaveURL(/\/signin$/);
  await signInThroughPage(page, phoneNumber);
  await expect(page).toHaveURL(new RegExp(`/location/${locationId}/order/review$`));
  await expect(page.getByRole('heading', { name: 'Order Review' })).toBeVisible();
  await page.getByRole('button', { name: /Checkout/ }).click();
  await expect(page).toHaveURL(new RegExp(`/location/${locationId}/order/checkout$`));
  await expect(page.getByRole('heading', { name: 'Checkout' })).toBeVisible();
}

test('a newcomer orders a beer and a T-shirt, tips 20 %, pays by card and gets the pickup QR code', async ({
  page,
  newPhoneNumber,
}) => {
  await openMenu(page, DEMO_LOCATION);
  await expect(page.getByRole('heading', { name: 'Alcoholic', exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Non-alcoholic' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Merchandise' })).toBeVisible();
  // Sold-out products show, but cannot be added; switched-off ones do not show at all.
  await expect(
    page.getByRole('article', { name: 'Whiskey Sour' }).getByRole('button', { name: 'Sold Out' }),
  ).toBeDisabled();
  await expect(page.getByText('Seasonal Cider')).toHaveCount(0);

  await page.getByRole('button', { name: 'Add House Lager' }).click();
  await expect(page.getByRole('article', { name: 'House Lager' }).getByLabel('House Lager quantity')).toHaveText('1');

  await page.getByRole('button', { name: 'Select Size Queueless Tour Tee' }).click();
  const tee = page.getByRole('dialog', { name: 'Queueless Tour Tee' });
  await expect(tee.getByText('Select Size')).toBeVisible();
  await expect(tee.getByRole('button', { name: 'Size M' })).toHaveAttribute('aria-pressed', 'true');
  await expect(tee.getByRole('button', { name: 'XL Out of Stock' })).toBeDisabled();
  await tee.getByRole('button', { name: 'ADD TO CART' }).click();
  await expect(tee).toBeHidden();

  await expect(page.getByRole('link', { name: /Order Now/ })).toContainText('2 items · $38.00');
  await page.getByRole('button', { name: /View cart/ }).click();
  const cart = page.getByRole('dialog', { name: 'Your Cart (2 items)' });
  await expect(cart.getByText('Subtotal:')).toBeVisible();
  await expect(cart.getByText('$38.00')).toBeVisible();
  await cart.getByRole('button', { name: 'Close' }).click();

  await orderAndSignIn(page, newPhoneNumber(), DEMO_LOCATION);
  await expect(page.getByRole('button', { name: /^15%/ })).toHaveAttribute('aria-pressed', 'true');
  await page.getByRole('button', { name: /^20%/ }).click();
  // The tip is on the beer alone (the T-shirt takes none, decision 053): 20 % of $8.00 is $1.60; tax at 9.75 % of
  // $38.00 is $3.71; the total follows from the server's own pricing.
  const summary = page.getByRole('region', { name: 'Order Summary' });
  await expect(summary.getByText('$1.60')).toBeVisible();
  await expect(summary.getByText('$43.31')).toBeVisible();

  await page.getByLabel('I agree to the Terms and Conditions.').check();
  await page.getByLabel(/I am 21 or older/).check();
  await fillCard(page, '4242 4242 4242 4242');
  const confirms: string[] = [];
  const markPaids: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/simulated/payment-intents/')) confirms.push(request.url());
    if (request.url().endsWith('/markPaid')) markPaids.push(request.url());
  });
  // A double tap pays once.
  await page.getByRole('button', { name: 'Pay $43.31' }).dblclick();

  await expect(page).toHaveURL(/\/location\/AD708\/order\/[A-Z0-9]+\/status$/);
  await expect(page.getByRole('heading', { name: /^ORDER #[A-Z0-9]{6}$/ })).toBeVisible();
  await expect(page.getByText('Skip the line!')).toBeVisible();
  await expect(page.getByText('Have a staff member scan your QR code to pick up your order!')).toBeVisible();
  await expect(page.getByRole('img', { name: /QR code of order/ })).toBeVisible();
  await expect(page.getByText('Show QR code to staff')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Receipt' }).getByText('$43.31')).toBeVisible();
  expect(confirms).toHaveLength(1);
  // The confirm answered the paid order itself: no mark-paid round trip.
  expect(markPaids).toHaveLength(0);

  // The cart was emptied: the menu has no footer any more.
  await page.getByRole('link', { name: 'Return Home' }).click();
  await expect(page).toHaveURL(/\/location\/AD708$/);
  await expect(page.getByRole('link', { name: /Order Now/ })).toHaveCount(0);
});

test("a declined card shows 'Payment was not successful.' and checkout asks for what is missing", async ({
  page,
  newPhoneNumber,
  newVenue,
}) => {
  const venue = await newVenue();
  await openMenu(page, venue.locationId);
  await page.getByRole('button', { name: 'Add House Lager' }).click();
  await orderAndSignIn(page, newPhoneNumber(), venue.locationId);

  const pay = page.getByRole('button', { name: /^Pay \$/ });
  await pay.click();
  await expect(page.getByText('Please accept the terms and conditions to proceed.')).toBeVisible();
  await page.getByLabel('I agree to the Terms and Conditions.').check();
  await pay.click();
  await expect(page.getByText('Please enter the cardholder name.')).toBeVisible();
  await expect(page.getByText('Cardholder name is required')).toBeVisible();
  await fillCard(page, '4000 0000 0000 0002');
  await pay.click();
  await expect(page.getByText('Age verification is required for purchasing alcoholic beverages.')).toBeVisible();
  await page.getByLabel(/I am 21 or older/).check();

  await pay.click();
  await expect(page.getByText('Payment was not successful.')).toBeVisible();
  await expect(page).toHaveURL(/\/order\/checkout$/);

  // The same order can still be paid with a good card.
  await page.getByLabel('Card number').fill('4242424242424242');
  await pay.click();
  await expect(page).toHaveURL(/\/order\/[A-Z0-9]+\/status$/);
});

test("a free order is placed with 'Place Order' and the QR page turns to 'Order completed!' when staff complete it", async ({
  page,
  request,
  newPhoneNumber,
  newVenue,
}) => {
  const venue = await newVenue({
    products: [
      { name: 'House Lager', priceCents: 800 },
      { name: 'Tap Water', productType: 'NON_ALCOHOLIC_ITEM', priceCents: 0 },
    ],
  });
  await openMenu(page, venue.locationId);
  await page.getByRole('button', { name: 'Add Tap Water' }).click();
  await orderAndSignIn(page, newPhoneNumber(), venue.locationId);

  // Free: no tip, no payment form, no 21+ question.
  await expect(page.getByRole('button', { name: /^15%/ })).toHaveCount(0);
  await expect(page.getByLabel('Card number')).toHaveCount(0);
  await expect(page.getByLabel(/I am 21 or older/)).toHaveCount(0);
  await page.getByRole('button', { name: 'Place Order' }).click();
  await expect(page.getByText('Please accept the terms and conditions to proceed.')).toBeVisible();
  await page.getByLabel('I agree to the Terms and Conditions.').check();
  await page.getByRole('button', { name: 'Place Order' }).click();

  await expect(page).toHaveURL(new RegExp(`/location/${venue.locationId}/order/[A-Z0-9]+/status$`));
  await expect(page.getByText('Show QR code to staff')).toBeVisible();
  const orderId = /\/order\/([A-Z0-9]+)\/status$/.exec(page.url())?.[1] ?? '';

  const { idToken: token } = await venue.staff('STAFF');
  const completed = await request.put(endpointPath(completeOrder, { userId: 'staff', orderId }), {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(completed.ok()).toBe(true);
  expect(((await completed.json()) as { order: Order }).order.status).toBe('COMPLETE');

  // The page follows the order live: no reload.
  await expect(page.getByText('Order completed!')).toBeVisible({ timeout: 5_000 });
  await expect(page.getByText('Show QR code to staff')).toHaveCount(0);

  // The order is in the customer's history and on the account page.
  await page.goto('/order/history');
  await expect(page.getByRole('link', { name: new RegExp(`#${orderId.slice(-6)}`) })).toContainText('Completed');
  await page.goto('/account');
  await expect(page.getByRole('heading', { name: 'Recent Orders' })).toBeVisible();
  await expect(page.getByRole('link', { name: new RegExp(`#${orderId.slice(-6)}`) })).toBeVisible();
});

test('a customer without orders sees the empty history with a way to the menu', async ({ page, newPhoneNumber }) => {
  await page.goto('/order/history');
  await signInThroughPage(page, newPhoneNumber());
  await expect(page.getByText('You have no recent orders.')).toBeVisible();
  await page.getByRole('link', { name: 'Go to Products' }).click();
  await expect(page).toHaveURL(/\/location\/AD708$/);
});

test('an unknown location goes to the not-found page', async ({ page }) => {
  await page.goto('/location/ZZ999');
  await expect(page).toHaveURL(/\/404$/);
  await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
});
