import { giveRole } from '../../api.js';
import { readSvgImage } from '../../fake-camera.js';
import { expect, signInThroughPage, test } from '../../fixtures.js';

test("staff scan the location's QR code, then a customer's paid order, and both phones show it completed", async ({
  apiBase,
  newPaidOrder,
  newPhoneNumber,
  newVenue,
  newPhone,
  launchCamera,
}) => {
  const venue = await newVenue();
  const { locationId } = venue;
  // The customer has paid and holds up the pickup code on their order page.
  const { customer, order } = await newPaidOrder(venue);
  const customerPage = await newPhone(customer);
  await customerPage.goto(`/location/${locationId}/order/${order.orderId}/status`);
  await expect(customerPage.getByText('Show QR code to staff')).toBeVisible();
  // What the staff camera will see is what the customer's screen shows, read off the page.
  const pickupCode = await readSvgImage(
    customerPage.getByRole('img', { name: `QR code of order ${order.shortOrderId}` }),
  );

  // The staff member's phone first points at the location's poster.
  const camera = await launchCamera(`${apiBase}/L/${locationId}`);
  // A manager of the venue, who signs in on the staff phone itself.
  const managerPhone = newPhoneNumber();
  await giveRole(apiBase, venue.superAdmin, venue.vendorId, {
    phoneNumber: managerPhone,
    name: 'Max Manager',
    role: 'MANAGER',
  });
  const staff = await (await camera.newPhone()).newPage();
  await staff.goto('/staff/signin');
  await expect(staff.getByRole('heading', { name: 'Staff Sign In' })).toBeVisible();
  await signInThroughPage(staff, managerPhone);
  await expect(staff).toHaveURL(/\/staff\/locations$/);

  const found = staff.getByRole('dialog', { name: 'Location Found' });
  await expect(found).toBeVisible();
  await expect(found.getByText('You can start fulfilling orders at this location.')).toBeVisible();
  await expect(found.getByText(locationId, { exact: true })).toBeVisible();
  await found.getByRole('button', { name: 'Continue' }).click();
  await expect(staff).toHaveURL(new RegExp(`/staff/location/${locationId}$`));

  // On the scan page the poster is still in front of the camera: it is not an order.
  await staff.getByRole('link', { name: 'Scan Order QR Code' }).click();
  await expect(staff.getByRole('heading', { name: 'Scan Order QR Code' })).toBeVisible();
  await expect(staff.getByText('Invalid QR Code')).toBeVisible();
  await expect(staff.getByText('Please scan a valid order QR code')).toBeVisible();
  await expect(staff).toHaveURL(new RegExp(`/staff/location/${locationId}/scan$`));

  // Then at the customer's phone. The camera reads the new picture when it starts again, here on the next visit.
  camera.show(pickupCode);
  await staff.getByRole('link', { name: 'Back to location menu' }).click();
  await staff.getByRole('link', { name: 'Scan Order QR Code' }).click();
  await expect(staff).toHaveURL(new RegExp(`/staff/location/${locationId}/order/${order.orderId}$`));
  await expect(staff.getByText(`#${order.shortOrderId}`, { exact: true }).filter({ visible: true })).toBeVisible();
  await expect(staff.getByTestId('order-status')).toHaveText('Completed');
  await expect(staff.getByText(/^Completed at \d{1,2}:\d{2} [AP]M · /)).toBeVisible();
  await expect(staff.getByText('Order PICKED UP Previously')).toHaveCount(0);
  await expect(staff.getByRole('link', { name: 'Back to Scanner', exact: true })).toBeVisible();

  // The customer's page follows the order live, without a reload.
  await expect(customerPage.getByText('Order completed!')).toBeVisible();
  await expect(customerPage.getByText('Show QR code to staff')).toHaveCount(0);

  // Scanning the same code again (a second hand-over) reads 'Order PICKED UP Previously'.
  await staff.getByRole('link', { name: 'Back to Scanner', exact: true }).click();
  await expect(staff.getByText('Order PICKED UP Previously')).toBeVisible();
  await expect(staff.getByTestId('order-status')).toHaveText('Completed');
});
