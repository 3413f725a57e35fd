import { createPaidOrder, signInByApi } from '../../api.js';
import { expectAccessible } from '../../axe.js';
import { demo, expect, test } from '../../fixtures.js';

/** The customer of this journey, new to the app. */
const staffJourneyCustomerPhone = '+12135550185';

test('the staff pages and their dialogs pass axe (WCAG 2.1 AA, serious and critical) at phone size', async ({
  apiBase,
  sessions,
  newPhone,
}) => {
  const staff = await newPhone(await sessions.signIn(demo.admin));
  const pages: [path: string, heading: string | RegExp][] = [
    ['/staff/locations', 'Select Location'],
    ['/staff/location/AD708', 'Main Bar'],
    ['/staff/location/AD708/inventory', 'Manage Inventory'],
    ['/staff/location/AD708/orders', 'Order History'],
    ['/staff/location/AD708/demo-bar/users', /^Staff Profiles/],
    ['/staff/location/AD708/demo-bar/events', 'Events'],
    ['/staff/location/AD708/demo-bar/event/create', 'Create Event'],
    ['/staff/location/AD708/scan', 'Scan Order QR Code'],
    ['/staff/location/AD708/print', 'Print QR Codes'],
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
  await staff.goto('/staff/location/AD708/demo-bar/event/create');
  await staff.getByRole('button', { name: 'Create Event' }).click();
  await expect(staff.getByText(/required/i).first()).toBeVisible();
  await expectAccessible(staff, 'the event form with its errors');
  await staff.goto('/staff/location/AD708/demo-bar/users');
  await staff.getByRole('button', { name: 'Add Staff' }).click();
  await expect(staff.getByRole('dialog')).toBeVisible();
  await expectAccessible(staff, 'the Add Staff dialog');
  await staff.goto('/staff/location/AD708/inventory');
  await staff.getByRole('button', { name: /^Edit price of House Lager/ }).click();
  await expect(staff.getByRole('textbox', { name: 'Price of House Lager' })).toBeVisible();
  await expectAccessible(staff, 'the price editor');

  // An order opened from the history (which does not complete it), its actions menu and the refund confirmation.
  const order = await createPaidOrder(apiBase, await signInByApi(apiBase, staffJourneyCustomerPhone));
  await staff.goto('/staff/location/AD708/orders');
  await staff.getByRole('link', { name: new RegExp(`#${order.shortOrderId}`) }).click();
  await expect(staff.getByTestId('order-status')).toHaveText('IN PROGRESS');
  await expectAccessible(staff, 'the staff order page');
  await staff.getByRole('button', { name: 'Order actions' }).click();
  await staff.getByRole('menuitem', { name: 'Start Refund' }).click();
  await expect(staff.getByRole('alertdialog', { name: 'Refund this order?' })).toBeVisible();
  await expectAccessible(staff, 'the refund confirmation');
});
