import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { getOrder, signInByApi } from '../../api.js';
import { expectAccessible } from '../../axe.js';
import { expect, fillCard, test } from '../../fixtures.js';

/**
 * Issue 42's closing journey at 390×844 (decision 091), offline with the simulated provider: the operator switches a
 * festival vendor to `connect` at 5 % + 25¢; its menu says it takes no card payments yet; its ADMIN onboards (the
 * simulated page); a customer orders and pays on the checkout page; the vendor's page shows the payment on its own account and the fee;
 * staff refund part of it; the operator's page shows the fee earned.
 */
const shots = join(import.meta.dirname, '..', '..', '..', '.test-results', 'connect');
const OPERATOR = '+12135550100';

/** The page fits its width: nothing scrolls sideways (the operator's page at 390 and 1280 px). */
async function expectNoSidewaysScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
}

test('a festival vendor is paid into its own account, with the platform fee', async ({
  apiBase,
  newPerson,
  newPhone,
  newVenue,
}) => {
  // Three people's phones, an onboarding and a refund, on a shared 2-core machine.
  test.setTimeout(180_000);
  mkdirSync(shots, { recursive: true });
  const venue = await newVenue({
    vendor: { name: 'Harbor Tacos' },
    location: { description: 'Taco Stand' },
    products: [{ name: 'Three Tacos', productType: 'FOOD_ITEM', priceCents: 1200 }],
  });
  const admin = await venue.staff('ADMIN', 'Alex Admin');

  // The operator switches the vendor to its own account, 5 % + $0.25 per order.
  const operator = await newPhone(await signInByApi(apiBase, OPERATOR));
  await operator.goto('/staff/operator/payments');
  // One summary row per venue, found by name; its settings open on demand.
  await operator.getByLabel('Find a venue').fill('Harbor Tacos');
  const card = operator.getByRole('listitem').filter({ hasText: 'Harbor Tacos' });
  await card.getByRole('button', { name: 'Details of Harbor Tacos' }).click();
  await card.getByLabel('Payment model').selectOption('connect');
  await card.getByLabel('Fee %').fill('5');
  await card.getByLabel('Fixed fee $').fill('0.25');
  await card.getByRole('button', { name: 'Save payments of Harbor Tacos' }).click();
  await expect(operator.getByText('Harbor Tacos: payments saved')).toBeVisible();
  await expect(card.getByText('No payment account connected yet')).toBeVisible();
  await expectAccessible(operator, "the operator's payments page");
  await operator.screenshot({ path: join(shots, '01-operator-switches-to-connect.png'), fullPage: true });

  // The menu says plainly that it takes no card payments yet.
  const customer = await newPerson();
  const customerPhone = await newPhone(customer);
  await customerPhone.goto(`/location/${venue.locationId}`);
  await expect(customerPhone.getByText('This vendor is not taking card payments yet.').first()).toBeVisible();
  await customerPhone.screenshot({ path: join(shots, '02-menu-not-taking-payments.png') });

  // The vendor's ADMIN connects an account: the simulated onboarding completes at once.
  const vendorPage = await newPhone(admin);
  await vendorPage.goto(`/staff/venue/${venue.vendorId}/payments`);
  await expect(vendorPage.getByText('Platform fee:')).toContainText('5.00%');
  await vendorPage.getByRole('button', { name: 'Connect payment account' }).click();
  await expect(vendorPage.getByRole('heading', { name: 'Connect your payment account' })).toBeVisible();
  await expectAccessible(vendorPage, 'the simulated onboarding page');
  await vendorPage.screenshot({ path: join(shots, '03-simulated-onboarding.png') });
  await vendorPage.getByRole('button', { name: 'Complete onboarding' }).click();
  await expect(vendorPage.getByText('Charges enabled')).toBeVisible();
  await expect(vendorPage.getByText('Payouts enabled')).toBeVisible();

  // A customer orders two plates and pays on the checkout page (the simulated card), on the vendor's account.
  await customerPhone.reload();
  await customerPhone.getByRole('button', { name: 'Add Three Tacos' }).click();
  await customerPhone.getByRole('button', { name: 'Add one more Three Tacos' }).click();
  await customerPhone.getByRole('link', { name: /Order Now/ }).click();
  await customerPhone.getByRole('button', { name: /^Checkout/ }).click();
  await customerPhone.getByLabel('I agree to the Terms and Conditions.').check();
  await fillCard(customerPhone);
  await customerPhone.getByRole('button', { name: /^Pay \$/ }).click();
  await expect(customerPhone).toHaveURL(new RegExp(`/location/${venue.locationId}/order/[A-Z0-9]+/status$`));
  const orderId = /\/order\/([A-Z0-9]+)\/status$/.exec(customerPhone.url())?.[1] ?? '';
  const order = await getOrder(apiBase, customer, orderId);
  expect(order.status).toBe('PAID');
  const totalCents = Math.round(Number(order.totalAmount) * 100);
  const fee = Math.floor((2 * totalCents * 500 + 10_000) / 20_000) + 25;
  const feeText = (fee / 100).toFixed(2);
  await vendorPage.reload();
  const record = vendorPage.getByRole('listitem').filter({ hasText: `$${order.totalAmount}` });
  await expect(record).toContainText(/Taken by acct_sim_/);
  await expect(record).toContainText(`fee $${feeText}`);
  await expect(vendorPage.getByRole('row').filter({ hasText: `$${order.totalAmount}` })).toContainText(`$${feeText}`);
  await expect(vendorPage.getByText('next').first()).toBeVisible();
  await expectAccessible(vendorPage, "the vendor's payments page");
  await vendorPage.screenshot({ path: join(shots, '04-vendor-payment-and-fee.png'), fullPage: true });

  // Staff refund one of the two plates.
  await vendorPage.goto(`/staff/location/${venue.locationId}/orders`);
  await vendorPage.getByRole('link', { name: new RegExp(`#${order.shortOrderId}`) }).click();
  await vendorPage.getByRole('button', { name: 'Order actions' }).click();
  await vendorPage.getByRole('menuitem', { name: 'Refund Items' }).click();
  const dialog = vendorPage.getByRole('dialog', { name: 'Refund items' });
  await dialog.getByRole('button', { name: 'Refund one more Three Tacos' }).click();
  await dialog.getByLabel('Reason').fill('Dropped a plate');
  const refundButton = dialog.getByRole('button', { name: /^Refund \$\d+\.\d{2}$/ });
  await expect(refundButton).toBeEnabled();
  const refunded = ((await refundButton.textContent()) ?? '').replace('Refund $', '');
  await refundButton.click();
  await expect(vendorPage.getByText(`$${refunded} refunded`)).toBeVisible();
  const refundedCents = Math.round(Number(refunded) * 100);
  const feeBack = Math.floor((2 * fee * refundedCents + totalCents) / (2 * totalCents));

  await vendorPage.goto(`/staff/venue/${venue.vendorId}/payments`);
  await expect(record).toContainText(`refunded $${refunded} (fee back $${(feeBack / 100).toFixed(2)})`);
  await vendorPage.screenshot({ path: join(shots, '05-vendor-after-partial-refund.png'), fullPage: true });

  // The operator sees the fee earned: the fee less its share returned with the refund.
  await operator.reload();
  const earned = ((fee - feeBack) / 100).toFixed(2);
  await operator.getByLabel('Find a venue').fill('Harbor Tacos');
  await expect(card.getByText('Fees earned')).toBeVisible();
  await expect(card).toContainText(`$${earned}`);
  await card.getByRole('button', { name: 'Details of Harbor Tacos' }).click();
  await expect(card.getByText('Charges enabled')).toBeVisible();
  await expectNoSidewaysScroll(operator);
  await operator.screenshot({ path: join(shots, '06-operator-fee-earned.png'), fullPage: true });
  // The whole install on a laptop: the summary rows, paged, without the search.
  await operator.setViewportSize({ width: 1280, height: 900 });
  await operator.getByLabel('Find a venue').fill('');
  await expect(operator.getByRole('heading', { name: 'Venues' })).toBeVisible();
  await expectNoSidewaysScroll(operator);
  await expectAccessible(operator, "the operator's payments page at 1280 px");
  await operator.screenshot({ path: join(shots, '07-operator-summary-1280.png'), fullPage: true });
});
