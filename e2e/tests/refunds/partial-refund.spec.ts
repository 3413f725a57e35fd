import { createPaidOrder, getOrder } from '../../api.js';
import { expectAccessible } from '../../axe.js';
import { expect, test } from '../../fixtures.js';

test('staff refund one lager of 2 lagers and a burger, the customer sees it, then staff refund the rest', async ({
  apiBase,
  newPerson,
  newPhone,
  newVenue,
}) => {
  const venue = await newVenue({
    products: [
      { name: 'House Lager', productType: 'ALCOHOLIC_ITEM', priceCents: 800 },
      { name: 'Burger', productType: 'FOOD_ITEM', priceCents: 1400 },
    ],
  });
  const customer = await newPerson();
  const order = await createPaidOrder(apiBase, customer, {
    vendorLocationId: venue.locationId,
    cartItems: [
      { productId: venue.product('House Lager').productId, quantity: 2 },
      { productId: venue.product('Burger').productId, quantity: 1 },
    ],
  });

  // Staff find the order in the history (which does not complete it) and refund one lager.
  const staff = await newPhone(await venue.staff('STAFF'));
  await staff.goto(`/staff/location/${venue.locationId}/orders`);
  await staff.getByRole('link', { name: new RegExp(`#${order.shortOrderId}`) }).click();
  await expect(staff.getByTestId('order-status')).toHaveText('IN PROGRESS');
  await staff.getByRole('button', { name: 'Order actions' }).click();
  await expect(staff.getByRole('menuitem', { name: 'Start Refund' })).toBeVisible();
  await staff.getByRole('menuitem', { name: 'Refund Items' }).click();
  const dialog = staff.getByRole('dialog', { name: 'Refund items' });
  await expect(dialog.getByText('2 left to refund')).toBeVisible();
  await expectAccessible(staff, 'the Refund Items dialog at 390 px');
  await dialog.getByRole('button', { name: 'Refund one more House Lager' }).click();
  await dialog.getByLabel('Reason').fill('Wrong beer');
  const refundButton = dialog.getByRole('button', { name: /^Refund \$\d+\.\d{2}$/ });
  await expect(refundButton).toBeEnabled();
  const quoted = ((await refundButton.textContent()) ?? '').replace('Refund $', '');
  await expectAccessible(staff, 'the Refund Items dialog with a choice');
  // A double tap refunds once.
  await refundButton.dblclick();
  await expect(staff.getByText(`$${quoted} refunded`)).toBeVisible();
  await expect(dialog).toBeHidden();

  const refunds = staff.getByRole('region', { name: /Refunded/ });
  await expect(refunds.getByRole('heading')).toHaveText(`Refunded$${quoted} of $${order.totalAmount}`);
  await expect(refunds.getByText('Left to refund: 1 × House Lager, 1 × Burger')).toBeVisible();
  await expect(refunds.getByText('1 × House Lager · Wrong beer')).toBeVisible();
  await expect(staff.getByTestId('order-status')).toHaveText('IN PROGRESS');
  const afterOne = await getOrder(apiBase, customer, order.orderId);
  expect(afterOne).toMatchObject({ status: 'PAID', refundedAmount: quoted });
  await expectAccessible(staff, 'the staff order page with a partial refund');

  // The customer's page says part of the payment went back; the order is still to pick up.
  const customerPage = await newPhone(customer);
  await customerPage.goto(`/location/${venue.locationId}/order/${order.orderId}/status`);
  await expect(customerPage.getByText(`Partly refunded: $${quoted}`)).toBeVisible();
  await expect(customerPage.getByText('Skip the line!')).toBeVisible();
  await expectAccessible(customerPage, 'the customer order page, partly refunded');

  // The rest, on a desktop-sized screen: the last units return the rest of the charge, tip included.
  await staff.setViewportSize({ width: 1280, height: 800 });
  await staff.getByRole('button', { name: 'Order actions' }).click();
  await staff.getByRole('menuitem', { name: 'Refund Items' }).click();
  await expect(dialog.getByText('1 left to refund')).toHaveCount(2);
  await dialog.getByRole('button', { name: 'Refund one more House Lager' }).click();
  await dialog.getByRole('button', { name: 'Refund one more Burger' }).click();
  await dialog.getByLabel('Reason').fill('Left before pickup');
  const rest = ((Number(order.totalAmount) * 100 - Number(quoted) * 100) / 100).toFixed(2);
  await expect(dialog.getByRole('button', { name: `Refund $${rest}` })).toBeEnabled();
  await expectAccessible(staff, 'the Refund Items dialog at 1280 px');
  await dialog.getByRole('button', { name: `Refund $${rest}` }).click();
  await expect(staff.getByTestId('order-status')).toHaveText('Refunded');
  await expect(refunds.getByText('Nothing is left to refund.')).toBeVisible();
  await expect(refunds.getByRole('heading')).toHaveText(`Refunded$${order.totalAmount} of $${order.totalAmount}`);
  await expect(staff.getByRole('button', { name: 'Order actions' })).toHaveCount(0);
  expect(await getOrder(apiBase, customer, order.orderId)).toMatchObject({
    status: 'REFUNDED',
    refundedAmount: order.totalAmount,
  });

  // The customer's page, live, says the order was refunded.
  await expect(customerPage.getByText('This order was refunded')).toBeVisible();
});
