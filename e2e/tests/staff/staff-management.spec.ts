import { endpointPath, listVendorRoles } from '@queueless/contracts';
import { expect, localDigits, test, type Venue } from '../../fixtures.js';

const staffManagement = (venue: Venue) => `/staff/location/${venue.locationId}/${venue.vendorId}/users`;

test('a STAFF member is sent back to the location menu from Staff Management; an admin opens it', async ({
  newVenue,
  newPhone,
  request,
}) => {
  const venue = await newVenue();
  const staffMember = await venue.staff('STAFF');
  const page = await newPhone(staffMember);
  await page.goto(`/staff/location/${venue.locationId}`);
  await expect(page.getByRole('link', { name: 'Scan Order QR Code' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Staff Management' })).toHaveCount(0);

  // Typing the address does not get them in: they are redirected to the location menu.
  await page.goto(staffManagement(venue));
  await expect(page).toHaveURL(new RegExp(`/staff/location/${venue.locationId}$`));
  await expect(page.getByRole('link', { name: 'Order History' })).toBeVisible();
  await expect(page.getByRole('heading', { name: /Staff Profiles/ })).toHaveCount(0);
  // And the server refuses them the list, whatever the page does.
  const roles = await request.get(endpointPath(listVendorRoles, { vendorId: venue.vendorId }), {
    headers: { authorization: `Bearer ${staffMember.idToken}` },
  });
  expect(roles.status()).toBe(403);

  // The same address opens for a role above STAFF.
  const admin = await newPhone(await venue.staff('ADMIN'));
  await admin.goto(`/staff/location/${venue.locationId}`);
  await admin.getByRole('link', { name: 'Staff Management' }).click();
  await expect(admin).toHaveURL(new RegExp(`${staffManagement(venue)}$`));
  await expect(admin.getByRole('heading', { name: /^Staff Profiles \(\d+\)$/ })).toBeVisible();
  await expect(admin.getByRole('button', { name: 'Add Staff' })).toBeVisible();
});

test('adding a number already on the team says why inside the dialog, which covers the toasts', async ({
  newVenue,
  newPhone,
}) => {
  const venue = await newVenue();
  const teamMember = await venue.staff('STAFF');
  const page = await newPhone(await venue.staff('MANAGER'));
  await page.goto(staffManagement(venue));
  await page.getByRole('button', { name: 'Add Staff' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Staff' });
  await dialog.getByLabel('Name').fill('Second Sky');
  await dialog.getByLabel('Phone number').fill(localDigits(teamMember.user.phoneNumber));
  await dialog.getByLabel('Role').selectOption('STAFF');
  await dialog.getByRole('button', { name: 'Add Staff' }).click();
  // The dialog stays open with what was typed, and says why (the toast alone was behind its backdrop).
  const failure = dialog.getByRole('alert');
  await expect(failure).toContainText('Failed to create the role. Please try again.');
  await expect(failure).toContainText('This phone number already has a role at this vendor.');
  await expect(failure).toBeInViewport();
  await expect(dialog.getByLabel('Name')).toHaveValue('Second Sky');

  // Closed and opened again, the form starts clean.
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await page.getByRole('button', { name: 'Add Staff' }).click();
  await expect(page.getByRole('dialog', { name: 'Add Staff' }).getByRole('alert')).toHaveCount(0);
});
