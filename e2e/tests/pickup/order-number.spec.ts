import { expect, test } from '../../fixtures.js';

test('the ORDER # a customer reads out, typed at the scan page, opens their order and hands it over', async ({
  newVenue,
  newPaidOrder,
  newPhone,
}) => {
  const venue = await newVenue();
  const { order } = await newPaidOrder(venue);
  const staff = await newPhone(await venue.staff('STAFF'));
  await staff.goto(`/staff/location/${venue.locationId}/scan`);
  await expect(staff.getByRole('heading', { name: 'Scan Order QR Code' })).toBeVisible();

  await staff.getByText("Can't scan? Enter the order code or ORDER #").click();
  // As read out from the customer's screen: six characters, in whatever case the staff member types them.
  await staff.getByLabel('Order code').fill(order.shortOrderId.toLowerCase());
  await staff.getByRole('button', { name: 'Confirm Pickup' }).click();

  await expect(staff).toHaveURL(new RegExp(`/staff/location/${venue.locationId}/order/${order.orderId}$`));
  await expect(staff.getByTestId('order-status')).toHaveText('Completed');

  // A number no order here ends in says so, beside the field.
  await staff.goto(`/staff/location/${venue.locationId}/scan`);
  await staff.getByText("Can't scan? Enter the order code or ORDER #").click();
  await staff.getByLabel('Order code').fill('ZZZZZZ');
  await staff.getByRole('button', { name: 'Confirm Pickup' }).click();
  await expect(staff.getByText(/^Order Not Found: no order at this location/)).toBeVisible();
});
