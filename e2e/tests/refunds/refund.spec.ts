import { getOrder } from '../../api.js';
import { expect, test } from '../../fixtures.js';

test("a paid order is refunded from the order page's menu: 'Start Refund', confirm, 'Order refunded'", async ({
  apiBase,
  newPaidOrder,
  newPhone,
}) => {
  const { venue, customer, order } = await newPaidOrder();

  // The customer changed their mind before pickup: staff find the order in the history (which never completes it).
  const staff = await newPhone(await venue.staff('ADMIN'));
  await staff.goto(`/staff/location/${venue.locationId}/orders`);
  await staff.getByRole('link', { name: new RegExp(`#${order.shortOrderId}`) }).click();
  await expect(staff).toHaveURL(new RegExp(`/staff/location/${venue.locationId}/order/${order.orderId}$`));
  await expect(staff.getByTestId('order-status')).toHaveText('IN PROGRESS');

  await staff.getByRole('button', { name: 'Order actions' }).click();
  await staff.getByRole('menuitem', { name: 'Start Refund' }).click();
  const confirmation = staff.getByRole('alertdialog', { name: 'Refund this order?' });
  await expect(confirmation).toContainText(`#${order.shortOrderId}`);
  await confirmation.getByRole('button', { name: `Refund $${order.totalAmount}` }).click();

  await expect(staff.getByText('Order refunded', { exact: true })).toBeVisible();
  await expect(staff.getByText('Your order has been refunded.')).toBeVisible();
  await expect(confirmation).toBeHidden();
  await expect(staff.getByTestId('order-status')).toHaveText('Refunded');
  // Refunded once: the menu is gone and there is no pickup to confirm.
  await expect(staff.getByRole('button', { name: 'Order actions' })).toHaveCount(0);
  await expect(staff.getByRole('button', { name: 'Confirm Pickup' })).toHaveCount(0);
  expect((await getOrder(apiBase, customer, order.orderId)).status).toBe('REFUNDED');
  // Opened from the history, the back arrow goes back there (it went to the scanner), and the order reads refunded
  // (the history's cached page kept 'IN PROGRESS').
  await staff.getByRole('link', { name: 'Back to order history' }).click();
  await expect(staff).toHaveURL(new RegExp(`/staff/location/${venue.locationId}/orders$`));
  await expect(staff.getByRole('link', { name: new RegExp(`#${order.shortOrderId}`) })).toContainText('Refunded');

  // The customer's page says so too.
  const customerPage = await newPhone(customer);
  await customerPage.goto(`/location/${venue.locationId}/order/${order.orderId}/status`);
  await expect(customerPage.getByText('Order refunded')).toBeVisible();
  // Plainly refunded, with nothing to pick up: no pickup instructions and no QR code to show staff.
  await expect(customerPage.getByText('This order was refunded')).toBeVisible();
  await expect(customerPage.getByText('Skip the line!')).toHaveCount(0);
  await expect(customerPage.getByText(/scan your QR code/)).toHaveCount(0);
  await expect(customerPage.getByRole('img', { name: `QR code of order ${order.shortOrderId}` })).toBeHidden();
});
