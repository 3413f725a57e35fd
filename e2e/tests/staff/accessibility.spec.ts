import { createPaidOrder } from '../../api.js';
import { expectAccessible } from '../../axe.js';
import { expect, test } from '../../fixtures.js';

test('the staff pages and their dialogs pass axe (WCAG 2.1 AA, serious and critical) at phone size', async ({
  apiBase,
  newPerson,
  newVenue,
  newPhone,
}) => {
  // Eleven pages and dialogs, each read by axe: over a minute on a loaded CI machine (2026-11-29).
  test.slow();
  const venue = await newVenue();
  const location = `/staff/location/${venue.locationId}`;
  const staff = await newPhone(await venue.staff('ADMIN'));
  const pages: [path: string, heading: string | RegExp][] = [
    ['/staff/locations', 'Select Location'],
    [location, 'Main Bar'],
    [`${location}/inventory`, 'Manage Inventory'],
    [`${location}/orders`, 'Order History'],
    [`${location}/${venue.vendorId}/users`, /^Staff Profiles/],
    [`${location}/${venue.vendorId}/events`, 'Events'],
    [`${location}/${venue.vendorId}/event/create`, 'Create Event'],
    [`${location}/scan`, 'Scan Order QR Code'],
    [`${location}/print`, 'Print QR Codes'],
  ];
  for (const [path, heading] of pages) {
    await staff.goto(path);
    await expect(staff.getByRole('heading', { name: heading, exact: typeof heading === 'string' })).toBeVisible();
    await expectAccessible(staff, path);
  }

  // The forms and dialogs staff open most: an event with its errors, Add Staff, a price, Log out.
  await staff.getByRole('button', { name: 'Log out' }).click();
  await expect(staff.getByRole('alertdialog')).toBeVisible();
  await expectAccessible(staff, 'the log-out confirmation');
  await staff.goto(`${location}/${venue.vendorId}/event/create`);
  await staff.getByRole('button', { name: 'Create Event' }).click();
  await expect(staff.getByText(/required/i).first()).toBeVisible();
  await expectAccessible(staff, 'the event form with its errors');
  await staff.goto(`${location}/${venue.vendorId}/users`);
  await staff.getByRole('button', { name: 'Add Staff' }).click();
  await expect(staff.getByRole('dialog')).toBeVisible();
  await expectAccessible(staff, 'the Add Staff dialog');
  await staff.goto(`${location}/inventory`);
  await staff.getByRole('button', { name: /^Edit price of House Lager/ }).click();
  await expect(staff.getByRole('textbox', { name: 'Price of House Lager' })).toBeVisible();
  await expectAccessible(staff, 'the price editor');

  // An order opened from the history (which does not complete it), its actions menu and the refund confirmation.
  const order = await createPaidOrder(apiBase, await newPerson(), {
    vendorLocationId: venue.locationId,
    cartItems: [{ productId: venue.product('House Lager').productId, quantity: 1 }],
  });
  await staff.goto(`${location}/orders`);
  await staff.getByRole('link', { name: new RegExp(`#${order.shortOrderId}`) }).click();
  await expect(staff.getByTestId('order-status')).toHaveText('IN PROGRESS');
  await expectAccessible(staff, 'the staff order page');
  await staff.getByRole('button', { name: 'Order actions' }).click();
  await staff.getByRole('menuitem', { name: 'Start Refund' }).click();
  await expect(staff.getByRole('alertdialog', { name: 'Refund this order?' })).toBeVisible();
  await expectAccessible(staff, 'the refund confirmation');
});
